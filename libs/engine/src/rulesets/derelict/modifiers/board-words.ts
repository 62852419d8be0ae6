import type { EffectScope } from '../../../mission/hooks';
import type { RulesetEffect, Who } from '../../../mission/vocabulary';
import { unitById } from '../../../rules/units/unit-status';
import { rollInjury, type Ctx } from '../context';
import { injureAt, type InjuryLocation } from '../sheet';
import { STARTING_DECK, swapStartingItems } from '../starting-items';

/**
 * Trigger words derelict carries out with its own pieces where the core's version would miss them (a noise
 * is a derelict noise token: mission-hooks.ts lastingNoise, which also moves one that `follows`), `deck` takes
 * Event cards out (CG07 "Stabilise life support"), `place` puts a hidden feature on the board (CG07's wound,
 * ROP18's key card: setup keeps `hidden` features off it), and `injure` rolls the injury die for each injury.
 */
export const DERELICT_BOARD_EFFECTS: ReadonlySet<string> = new Set(['deck', 'place', 'injure']);

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The Event cards a `deck` effect's filter names: one card by id, or every card of a kind (derelict's event cards are named by kind). */
function matches(card: string, filter: Readonly<Record<string, unknown>>): boolean {
  if (typeof filter['card'] === 'string') return card === filter['card'];
  if (typeof filter['kind'] === 'string') return card === filter['kind'] || card.startsWith(`${filter['kind']}:`);
  return false;
}

function deck(c: Ctx, effect: RulesetEffect): boolean {
  const id = str(effect['deck']);
  const entry = id === undefined ? undefined : (c.tx.state.decks as unknown as Readonly<Record<string, { drawPile: readonly string[]; discard: readonly string[] }>>)[id];
  if (!id || !entry || !Object.hasOwn(c.tx.state.decks, id)) return false;
  const filter = effect['remove'];
  let added = addedCards(effect['add']);
  if (typeof filter === 'object' && filter !== null) {
    const keep = (cards: readonly string[]) => cards.filter((card) => !matches(card, filter as Record<string, unknown>));
    c.tx.w.set(entry, 'drawPile', keep(entry.drawPile));
    c.tx.w.set(entry, 'discard', keep(entry.discard));
    // G16: the starting deal is out already: a survivor dealt a removed card takes an added one instead.
    if (id === STARTING_DECK) added = swapStartingItems(c, filter as Readonly<Record<string, string>>, added);
  }
  if (added.length > 0) c.tx.w.set(entry, 'drawPile', [...entry.drawPile, ...added]);
  if (effect['shuffle'] === true) c.tx.w.set(entry, 'drawPile', c.tx.random.shuffle([...entry.drawPile, ...entry.discard]));
  if (effect['shuffle'] === true) c.tx.w.set(entry, 'discard', []);
  return true;
}

/** The cards a `deck` effect's `add` lists, each `count` times. */
function addedCards(add: unknown): string[] {
  if (!Array.isArray(add)) return [];
  return (add as { card?: unknown; count?: unknown }[]).flatMap((a) => (typeof a.card === 'string' ? Array<string>(typeof a.count === 'number' ? a.count : 1).fill(a.card) : []));
}

const LOCATIONS: ReadonlySet<string> = new Set(['head', 'body', 'leg']);

/**
 * One injury die per injury (derelict.md §7.9.3): a new location is marked on the dashboard, a repeat changes
 * nothing. G11: a `location` marks that place without a roll, and `unhealable` keeps it from every Med Kit and
 * Medic for the rest of the mission (CG07 "It's been a long road": the wound; an unhealable injury on the hero sheet).
 */
function injure(c: Ctx, effect: RulesetEffect, scope: EffectScope): boolean {
  const count = typeof effect['injuries'] === 'number' ? effect['injuries'] : 1;
  const location = typeof effect['location'] === 'string' && LOCATIONS.has(effect['location']) ? (effect['location'] as InjuryLocation) : undefined;
  for (const id of scope.heroesOf((effect['who'] ?? 'actor') as Who)) {
    const unit = unitById(c.tx.state, id);
    if (!unit) continue;
    for (let i = 0; i < count; i++) {
      const face = location ?? rollInjury(c, id);
      if (face === 'head' || face === 'body' || face === 'leg') injureAt(c, unit, face, effect['unhealable'] === true);
    }
  }
  return true;
}

/** Carries out one of DERELICT_BOARD_EFFECTS; false when it cannot (the runner then says it did nothing). */
export function performBoardWord(c: Ctx, effect: RulesetEffect, scope: EffectScope): boolean {
  // `injure` is a core word derelict performs itself (the runner hands it over as its own).
  switch (effect.effect as string) {
    case 'deck':
      return deck(c, effect);
    case 'place': {
      const feature = str(effect['feature']);
      const removed = c.tx.state.ext.removed;
      if (feature === undefined || !c.map.features.some((f) => f.id === feature)) return false;
      const index = removed.indexOf(feature);
      if (index >= 0) c.tx.w.removeAt(removed, index);
      return true;
    }
    case 'injure':
      return injure(c, effect, scope);
    default:
      return false;
  }
}
