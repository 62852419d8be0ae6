import type { Unit } from '../../game/game-state';
import { D3, D6 } from '../../rules/random/dice';
import { setStatus } from '../../rules/units/unit-status';
import { conscious } from './battlefield';
import { takeHits, wound } from './combat';
import { Condition, EVENT_NAMES } from './content';
import { gainXp } from './experience';
import { giveItem, placeSearchTokens, revealSearch, SEARCH } from './search';
import type { HordeTx } from './types';

/**
 * Random events (horde.md T10), rolled after each wave deploys. The event replaces the one in force
 * ("until the next event"); modifiers read `ext.event` (`modifiers.ts`). A random hero is a conscious one
 * (§11 A11): with none, the event does nothing. Str, Dex, Wil and morale events are modifiers read by
 * `testModifier`; 22 and 45 change the hero's power points; 31 and 34 pick the quarter that
 * `eventQuarter` makes dangerous or difficult; 62 turns over search tokens.
 */
const CONDITION_EVENTS: ReadonlyMap<number, number> = new Map([
  [12, Condition.Impaired],
  [15, Condition.Crippled],
  [23, Condition.Afflicted],
  [24, Condition.Shaken],
  [26, Condition.Diseased],
]);
const ITEM_EVENTS: ReadonlyMap<number, string> = new Map([
  [61, 'power-injector'],
  [63, 'stun-grenade'],
  [64, 'credits-15'],
  [65, 'med-kit'],
]);
/** Events whose effect needs a random hero (all in 11–16, 21–26, 41–45 but 43, 51–56, 61–66 but 62). */
const HERO_EVENTS: ReadonlySet<number> = new Set([11, 12, 13, 14, 15, 16, 21, 22, 23, 24, 25, 26, 41, 42, 44, 45, 51, 52, 53, 54, 55, 56, 61, 63, 64, 65, 66]);

const d3 = (tx: HordeTx, purpose: string): number => tx.random.roll(D3, 1, purpose, null)[0]?.value ?? 1;

export function rollEvent(tx: HordeTx): number {
  const [tens, units] = tx.random.roll(D6, 2, 'random event', null);
  return 10 * (tens?.value ?? 1) + (units?.value ?? 1);
}

/** Resolves event `roll` (11–66). */
export function resolveEvent(tx: HordeTx, roll: number): void {
  const heroes = tx.state.units.filter((u) => u.side === 'heroes' && conscious(u));
  const hero: Unit | undefined = HERO_EVENTS.has(roll) ? tx.random.pick(heroes) : undefined;
  // T10 31 and 34: "one random table quarter" (1–4, numbered as the corners).
  const quarter = roll === 31 || roll === 34 ? (tx.random.pick([1, 2, 3, 4]) ?? 1) : undefined;
  tx.w.set(tx.state.ext, 'event', { roll, hero: hero?.id ?? null, ...(quarter === undefined ? {} : { quarter }) });
  const where = quarter === undefined ? '' : `: quarter ${quarter} counts as ${roll === 31 ? 'dangerous' : 'difficult'} ground`;
  tx.emit({ type: 'message', title: `Event ${roll}`, text: `${EVENT_NAMES.get(roll) ?? 'Unknown event'}${hero ? `: ${hero.name}` : ''}${where}.` });
  if (HERO_EVENTS.has(roll) && !hero) return;
  const condition = CONDITION_EVENTS.get(roll);
  const item = ITEM_EVENTS.get(roll);
  if (hero && condition !== undefined) tx.w.set(hero.stats as Record<string, number>, 'cond', (hero.stats['cond'] ?? 0) | condition);
  else if (hero && item !== undefined) giveItem(tx, hero, item);
  else if (hero && roll === 11) {
    // Lightning Strike: Unconscious at once (wounds at Tou).
    tx.w.set(hero, 'health', 0);
    setStatus(tx, hero, 'down');
    tx.emit({ type: 'message', text: `${hero.name} is unconscious.` });
  } else if (hero && roll === 14) wound(tx, hero, d3(tx, 'falling debris'), null);
  else if (hero && roll === 21) takeHits(tx, hero, d3(tx, 'explosive trap'), null);
  else if (hero && roll === 66) gainXp(tx, hero, d3(tx, 'godly blessing'));
  else if (hero && (roll === 22 || roll === 45)) changePower(tx, hero, roll === 22 ? -d3(tx, 'alien shriek') : d3(tx, 'refreshment kit'));
  else if (roll === 43) placeSearchTokens(tx, d3(tx, 'treasure holopad'));
  else if (roll === 62) {
    // Prophetic Vision (§11 A12): D3 random unrevealed tokens turn over with no hero: items and credits
    // become treasure markers, hazards go harmlessly.
    const tokens = tx.random.shuffle(tx.state.tokens.filter((t) => t.kind === SEARCH).map((t) => t.id));
    for (const id of tokens.slice(0, d3(tx, 'prophetic vision'))) revealSearch(tx, id, null);
  }
  else if (roll === 46) {
    const enemy = tx.random.pick(tx.state.units.filter((u) => u.side === 'enemies' && u.status === 'active'));
    if (enemy) tx.w.set(enemy.stats as Record<string, number>, 'cond', (enemy.stats['cond'] ?? 0) | Condition.Shaken);
  }
}

/**
 * T10 22 "loses D3 power" and 45 "restores D3 power": a hero's power points (`power`, at most its Pow;
 * §11 G1 Pow 2), never below 0; a Diseased hero cannot recover power (§11 G3).
 */
export function changePower(tx: HordeTx, hero: Unit, by: number): void {
  const max = hero.stats['pow'] ?? 2;
  const now = hero.stats['power'] ?? max;
  if (by > 0 && ((hero.stats['cond'] ?? 0) & Condition.Diseased) !== 0) return;
  const next = Math.max(0, Math.min(max, now + by));
  tx.w.set(hero.stats as Record<string, number>, 'power', next);
  tx.emit({ type: 'message', text: `${hero.name} has ${next} power.` });
}
