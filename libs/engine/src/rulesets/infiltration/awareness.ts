// infiltration.md §8.6–8.7, §9.7: awareness per room or corridor (at ease, suspicious, alert).
import type { Unit } from '../../game/game-state';
import { ALERT, AT_EASE } from './content';
import type { Ctx } from './context';
import { areaOf, onBoard, sees, sightFrom, zoneOfArea } from './space';
import type { InfiltrationState } from './types';
import type { Board } from '../../board/board';

export const LEVEL_NAMES = ['at ease', 'suspicious', 'alert'] as const;

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
 * The zones some enemy unit of which sees a hero (enemy line of sight, §7.5). A hero under Vanish (§13.9
 * feat, until their next turn) raises no awareness by being seen.
 */
export function zonesSeeingHeroes(c: Ctx): number[] {
  const seen = c.state.units.filter((u) => u.side === 'heroes' && onBoard(u) && (u.stats['vanished'] ?? 0) === 0);
  const heroAreas = new Set(seen.map((u) => areaOf(c.board, u)));
  const zones = new Set<number>();
  const checked = new Set<number>();
  for (const unit of c.state.units) {
    if (unit.side !== 'enemies' || !onBoard(unit)) continue;
    const area = areaOf(c.board, unit);
    if (checked.has(area)) continue;
    checked.add(area);
    const sight = sightFrom(c.state, c.board, area, 'enemies');
    if ([...heroAreas].some((h) => sees(sight, h))) zones.add(zoneOfArea(c.board, area));
  }
  return [...zones].sort((a, b) => a - b);
}

/** §8.7 (a): the first time in a hero turn's window that a zone's enemy sees a hero, the zone rises one level. */
export function firstSightings(c: Ctx): void {
  if (c.state.ext.alarm) return;
  for (const zone of zonesSeeingHeroes(c)) {
    if (c.state.ext.sighted.includes(zone)) continue;
    c.tx.w.push(c.state.ext.sighted, zone);
    raiseZone(c, zone);
  }
}

/** §9.7 Check Awareness!: each zone whose enemies see a hero rises once, however many see. */
export function checkAwareness(c: Ctx): void {
  if (c.state.ext.alarm) return;
  for (const zone of zonesSeeingHeroes(c)) raiseZone(c, zone);
}
