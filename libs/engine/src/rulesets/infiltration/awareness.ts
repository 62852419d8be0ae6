// infiltration.md §8.6–8.7, §9.7: awareness per room or corridor (at ease, suspicious, alert); §11.1 the
// Disguise Kit that cancels a rise.
import type { Unit } from '../../game/game-state';
import { ALERT, AT_EASE } from './content';
import type { Ctx } from './context';
import { loseItem } from '../../rules/heroes/hero-sheet';
import { areaOf, onBoard, sees, sightFrom, zoneOfArea } from './space';
import type { InfiltrationState } from './types';
import type { Board } from '../../board/board';

export const LEVEL_NAMES = ['at ease', 'suspicious', 'alert'] as const;

const DISGUISE_KIT = 'disguise-kit';

export const awarenessOf = (state: InfiltrationState, zone: number): number => state.ext.awareness[zone] ?? AT_EASE;

/** §8.6: only alert units act; after the alarm every unit is alert. */
export function isAlert(state: InfiltrationState, board: Board, unit: Unit): boolean {
  return state.ext.alarm || awarenessOf(state, zoneOfArea(board, areaOf(board, unit))) >= ALERT;
}

const zoneName = (c: Ctx, zone: number): string => c.board.placements[zone]?.id ?? `zone ${zone}`;

/** Sets a zone's level (pre-alarm only), telling the screen. */
export function setAwareness(c: Ctx, zone: number, level: number): void {
  if (c.state.ext.alarm || zone < 0) return;
  const now = awarenessOf(c.state, zone);
  const next = Math.max(AT_EASE, Math.min(ALERT, level));
  if (next === now) return;
  c.tx.w.set(c.state.ext.awareness, zone, next);
  c.tx.emit({ type: 'message', title: 'Awareness', text: `${zoneName(c, zone)} is now ${LEVEL_NAMES[next] ?? next}.` });
}

export const raiseZone = (c: Ctx, zone: number): void => setAwareness(c, zone, awarenessOf(c.state, zone) + 1);

/**
 * The zones some enemy unit of which sees a hero (enemy line of sight, §7.5), each with the heroes its units
 * see, zones in board order. A hero under Vanish (§13.9 feat, until their next turn) raises no awareness by
 * being seen.
 */
export function heroesSeenByZone(c: Ctx): Map<number, Unit[]> {
  const seen = c.state.units.filter((u) => u.side === 'heroes' && onBoard(u) && (u.stats['vanished'] ?? 0) === 0);
  const byZone = new Map<number, Unit[]>();
  const checked = new Set<number>();
  for (const unit of c.state.units) {
    if (unit.side !== 'enemies' || !onBoard(unit)) continue;
    const area = areaOf(c.board, unit);
    if (checked.has(area)) continue;
    checked.add(area);
    const sight = sightFrom(c.state, c.board, area, 'enemies');
    const heroes = seen.filter((h) => sees(sight, areaOf(c.board, h)));
    if (heroes.length === 0) continue;
    const zone = zoneOfArea(c.board, area);
    const known = byZone.get(zone) ?? [];
    byZone.set(zone, [...known, ...heroes.filter((h) => !known.includes(h))]);
  }
  return new Map([...byZone].sort((a, b) => a[0] - b[0]));
}

export const zonesSeeingHeroes = (c: Ctx): number[] => [...heroesSeenByZone(c).keys()];

/**
 * §11.1 Disguise Kit (Proposed: an instant at the moment of the rise, played by itself): when the one hero a
 * zone's enemies see carries a kit, it is discarded and the rise does not happen. Not spent on a zone already alert.
 */
function raiseUnlessDisguised(c: Ctx, zone: number, heroes: readonly Unit[]): void {
  const only = heroes.length === 1 ? heroes[0] : undefined;
  if (only && awarenessOf(c.state, zone) < ALERT && loseItem(c.tx, only.id, DISGUISE_KIT)) {
    c.tx.emit({ type: 'message', title: `${only.name} uses a Disguise Kit`, text: `${zoneName(c, zone)} takes no notice: its awareness does not rise.` });
    return;
  }
  raiseZone(c, zone);
}

/** §8.7 (a): the first time in a hero turn's window that a zone's enemy sees a hero, the zone rises one level. */
export function firstSightings(c: Ctx): void {
  if (c.state.ext.alarm) return;
  for (const [zone, heroes] of heroesSeenByZone(c)) {
    if (c.state.ext.sighted.includes(zone)) continue;
    c.tx.w.push(c.state.ext.sighted, zone);
    raiseUnlessDisguised(c, zone, heroes);
  }
}

/** §9.7 Check Awareness!: each zone whose enemies see a hero rises once, however many see. */
export function checkAwareness(c: Ctx): void {
  if (c.state.ext.alarm) return;
  for (const [zone, heroes] of heroesSeenByZone(c)) raiseUnlessDisguised(c, zone, heroes);
}
