// infiltration.md §6.10 and §13.9 (Proposed): each hero's two feats, free actions removed from the game
// after use. The deck holds them as 'feat-1' and 'feat-2'; which feat each is depends on the hero's kind.
import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import type { Ctx } from './context';
import { drawActionCards } from './action-cards';
import { ALERT, ENEMY_BY_KIND, UNARMED, weaponsOf } from './content';
import type { FeatAttack } from './attack';
import { awarenessOf } from './awareness';
import { adjacentAreas, areaOf, onBoard, sees, sightFrom, unitsIn, zoneOfArea } from './space';
import { targetsOf, type Reach } from './targets';
import { hasJamOrDrain, removeJamOrDrain } from './ready-equipment';
import { statsOf, type InfiltrationAction, type InfiltrationState } from './types';

type CardPlay = Extract<InfiltrationAction, { type: 'card' }>;

export interface Feat {
  readonly id: string;
  readonly name: string;
  readonly text: string;
}

const feat = (id: string, name: string, text: string): Feat => ({ id, name, text });

/** §13.9's feat table, by hero kind: [feat-1, feat-2]. */
const FEATS_BY_HERO: ReadonlyMap<string, readonly [Feat, Feat]> = new Map([
  ['anvil', [
    feat('lead-storm', 'Lead Storm', 'one attack with each Heavy MG, each at +2 to the total'),
    feat('bulldoze', 'Bulldoze', 'Move up to 2 areas ignoring zone of control, then an unarmed attack with +2 dice'),
  ]],
  ['colette', [
    feat('vanish', 'Vanish', 'Move up to 3 areas, no noise; until your next turn no awareness rises for seeing you'),
    feat('silent-takedown', 'Silent Takedown', 'melee attack on a non-Armoured enemy in an at-ease or suspicious zone succeeds; no noise'),
  ]],
  ['sergeant', [
    feat('rally', 'Rally', 'every hero in your area or adjacent may Move 1 (no noise)'),
    feat('pin-them-down', 'Pin Them Down', 'place a suppressed token in an area in your sight'),
  ]],
  ['quill', [
    feat('overcharge', 'Overcharge', 'attack with the aether pistol adding +2 aether dice'),
    feat('field-genius', 'Field Genius', 'draw 3; remove 1 jammed or drained token from a hero in your area'),
  ]],
  ['kestrel', [
    feat('ghost', 'Ghost', 'Move up to 2 areas, no noise'),
    feat('eagle-eye', 'Eagle Eye', 'ranged attack with +2 range, ignoring enemy units for sight; 1 fewer noise die'),
  ]],
]);

/** The feat a hero's 'feat-1'/'feat-2' card is, or undefined (not a feat, or a kind with no table row). */
export function featOf(heroKind: string, card: string): Feat | undefined {
  const pair = FEATS_BY_HERO.get(heroKind);
  if (!pair) return undefined;
  return card === 'feat-1' ? pair[0] : card === 'feat-2' ? pair[1] : undefined;
}

/** The most areas a feat's Move covers (Vanish 3, Ghost 2, Bulldoze 2). */
const MOVE_REACH: ReadonlyMap<string, number> = new Map([['vanish', 3], ['ghost', 2], ['bulldoze', 2]]);
/** §13.9 Bulldoze moves "ignoring the zone-of-control rule". */
const IGNORES_ZONE_OF_CONTROL: ReadonlySet<string> = new Set(['bulldoze']);
/** §13.9 Lead Storm and Eagle Eye: what each adds to its attacks. */
const LEAD_STORM_BONUS = 2;
const BULLDOZE_DICE = 2;
const EAGLE_EYE: Reach = { range: 2, units: 'none' };

/**
 * The areas reachable in 1..`reach` steps, each with the path that reaches it first (breadth-first, in the
 * board's adjacency order: the same state always gives the same path). §6.2's zone of control: an area
 * holding enemy units ends the movement (it is entered, never left in the same action), unless `free`.
 */
export function pathsWithin(state: InfiltrationState, board: Board, from: number, reach: number, free = false): Map<number, number[]> {
  const paths = new Map<number, number[]>([[from, []]]);
  let frontier = [from];
  for (let step = 0; step < reach; step++) {
    const next: number[] = [];
    for (const area of frontier) {
      if (!free && area !== from && unitsIn(state, board, area, 'enemies').length > 0) continue;
      for (const beyond of adjacentAreas(state, board, area)) {
        if (paths.has(beyond)) continue;
        paths.set(beyond, [...(paths.get(area) ?? []), beyond]);
        next.push(beyond);
      }
    }
    frontier = next;
  }
  paths.delete(from);
  return paths;
}

/** The plays of one feat card open to `hero` now (the caller has checked the hero may act). */
export function featPlays(state: InfiltrationState, board: Board, hero: Unit, card: string): CardPlay[] {
  const f = featOf(hero.kind, card);
  if (!f) return [];
  const base = { type: 'card', side: 'heroes', unit: hero.id, card } as const;
  const area = areaOf(board, hero);
  if (f.id === 'bulldoze') return bulldozePlays(state, board, hero, base);
  if (f.id === 'lead-storm') return leadStormPlays(state, board, hero, base);
  if (f.id === 'rally') return [base]; // each hero's step is asked afterwards (rally.ts)
  if (f.id === 'eagle-eye') {
    return weaponsOf(hero.kind).flatMap((w, weapon) => (w.mode === 'ranged' ? targetsOf(state, board, hero, weapon, EAGLE_EYE).map((t) => ({ ...base, target: t.id, weapon })) : []));
  }
  const reach = MOVE_REACH.get(f.id);
  if (reach !== undefined) {
    const out: CardPlay[] = [...pathsWithin(state, board, area, reach).keys()].map((to) => ({ ...base, area: to }));
    if (f.id === 'vanish') out.push(base); // "up to 3": the cover alone, staying put
    return out;
  }
  if (f.id === 'field-genius') {
    const out: CardPlay[] = [base];
    for (const other of state.units) {
      if (other.side !== 'heroes' || !onBoard(other) || areaOf(board, other) !== area) continue;
      if (hasJamOrDrain(other)) out.push({ ...base, target: other.id });
    }
    return out;
  }
  if (f.id === 'pin-them-down') {
    const sight = sightFrom(state, board, area, 'heroes');
    return board.zones.map((_, to) => to).filter((to) => sees(sight, to) && !state.ext.suppressed.includes(to)).map((to) => ({ ...base, area: to }));
  }
  if (f.id === 'overcharge') return targetsOf(state, board, hero, 0).map((t) => ({ ...base, target: t.id, weapon: 0 }));
  if (f.id === 'silent-takedown') {
    const weapon = weaponsOf(hero.kind).findIndex((w) => w.mode === 'melee'); // the Stiletto, before Unarmed
    const unaware = !state.ext.alarm && awarenessOf(state, zoneOfArea(board, area)) < ALERT;
    if (!unaware || weapon < 0) return [];
    return targetsOf(state, board, hero, weapon)
      .filter((t) => !(ENEMY_BY_KIND.get(t.kind)?.keywords.includes('Armoured') ?? false))
      .map((t) => ({ ...base, target: t.id, weapon }));
  }
  return [];
}

/**
 * §13.9 Lead Storm: one attack with each Heavy MG (Anvil's pair is one weapon entry, §13.8), each at a target
 * of its own (the same one twice allowed), or the first alone. A jammed MG (its token) fires no Lead Storm.
 */
function leadStormPlays(state: InfiltrationState, board: Board, hero: Unit, base: CardPlay): CardPlay[] {
  const targets = weaponsOf(hero.kind)[0]?.mode === 'ranged' ? targetsOf(state, board, hero, 0) : [];
  const out: CardPlay[] = [];
  for (const a of targets) {
    for (const b of targets) out.push({ ...base, target: a.id, weapon: 0, then: b.id });
    out.push({ ...base, target: a.id, weapon: 0 });
  }
  return out;
}

/**
 * §13.9 Bulldoze: a Move of up to 2 areas ignoring zone of control, then an unarmed attack with +2 dice on
 * an enemy in the area reached (the effects are optional: the Move alone, or the attack where he stands).
 */
function bulldozePlays(state: InfiltrationState, board: Board, hero: Unit, base: CardPlay): CardPlay[] {
  const unarmed = weaponsOf(hero.kind).indexOf(UNARMED);
  const here = areaOf(board, hero);
  const out: CardPlay[] = [];
  for (const to of [here, ...pathsWithin(state, board, here, 2, true).keys()]) {
    const cell = board.zones[to]?.cells[0];
    if (cell === undefined) continue;
    const there = { ...hero, x: cell % board.width, y: Math.floor(cell / board.width) }; // where the attack is made from
    const move = to === here ? {} : { area: to };
    if (to !== here) out.push({ ...base, ...move });
    for (const t of targetsOf(state, board, there, unarmed)) out.push({ ...base, ...move, target: t.id, weapon: unarmed });
  }
  return out;
}

/** The path a feat's Move takes to `to` (empty when the feat does not move). */
export function featPath(c: Ctx, hero: Unit, play: CardPlay): number[] {
  const f = featOf(hero.kind, play.card);
  const reach = f ? MOVE_REACH.get(f.id) : undefined;
  if (!f || reach === undefined || play.area === undefined) return [];
  return pathsWithin(c.state, c.board, areaOf(c.board, hero), reach, IGNORES_ZONE_OF_CONTROL.has(f.id)).get(play.area) ?? [];
}

/** The extras a feat's attack rolls with, if it attacks (the play's `then` is Lead Storm's second target). */
export function featAttack(hero: Unit, play: CardPlay): FeatAttack | undefined {
  const f = featOf(hero.kind, play.card);
  if (f?.id === 'overcharge') return { aether: 2 };
  if (f?.id === 'silent-takedown') return { sure: true };
  if (f?.id === 'bulldoze') return { dice: BULLDOZE_DICE };
  if (f?.id === 'eagle-eye') return { quieter: 1 };
  if (f?.id === 'lead-storm') {
    const then = play.then === undefined ? {} : { then: { target: play.then, weapon: 0, bonus: LEAD_STORM_BONUS } };
    return { bonus: LEAD_STORM_BONUS, ...then };
  }
  return undefined;
}

/** A feat's effects besides its Move or attack. */
export function playFeatEffects(c: Ctx, hero: Unit, play: CardPlay): void {
  const f = featOf(hero.kind, play.card);
  if (!f) return;
  if (f.id === 'vanish') c.tx.w.set(statsOf(hero), 'vanished', 1);
  // The suppressed token of §11.4 (as Stunned places): no enemy there activates until the next hero turn.
  if (f.id === 'pin-them-down' && play.area !== undefined) {
    c.tx.w.push(c.state.ext.suppressed, play.area);
    c.tx.w.push(c.state.ext.ongoing, { hero: hero.id, effect: f.id, area: play.area }); // the alarm ends it (§8.10 step 5)
  }
  if (f.id === 'field-genius') {
    drawActionCards(c, hero.id, 3);
    const other = play.target === undefined ? undefined : c.state.units.find((u) => u.id === play.target);
    if (!other) return;
    removeJamOrDrain(c, other); // §6.5's order: the jam first, then a drain (weapon, Shield, Lenses)
  }
}
