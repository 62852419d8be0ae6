import { isActive } from '../../rules/units/unit-status';
import type { Ctx } from './context';
import { zoneOfUnit } from './zones';

/**
 * derelict.md §6.7 "Permanent noise (CG08, CG11): never removed; it moves with the carrier/boss." A mission's
 * noise effect with `permanent` stays through every Resolution Phase; with `follows` it goes where its
 * follower is: the survivor carrying that feature (CG08's netted Solomon), or the unit of that id or kind
 * (CG11's Titan). A follower gone from the board leaves the token where it last was.
 */
export function placeLastingNoise(c: Ctx, zone: number, level: number, permanent: boolean, follows?: string): void {
  const noise = c.tx.state.ext.noise;
  c.tx.w.push(noise, follows === undefined ? { zone, level, permanent } : { zone, level, permanent, follows });
  const cell = c.board.zones[zone]?.cells[0] ?? 0;
  c.tx.emit({ type: 'noise-placed', x: cell % c.board.width, y: Math.floor(cell / c.board.width), level });
}

/** The zone a follower stands in now, or -1 (not on the board). */
function followerZone(c: Ctx, follows: string): number {
  const state = c.tx.state;
  const carrier = state.ext.sheets.find((s) => s.carrying.includes(follows))?.unit;
  const unit = state.units.find((u) => isActive(u) && u.x >= 0 && (carrier !== undefined ? u.id === carrier : u.id === follows || u.kind === follows));
  return unit ? zoneOfUnit(c.board, unit) : -1;
}

/** Moves every following noise token to its follower's zone (run whenever sight is worked out). */
export function followNoise(c: Ctx): void {
  for (const token of c.tx.state.ext.noise) {
    if (token.follows === undefined) continue;
    const zone = followerZone(c, token.follows);
    if (zone >= 0 && zone !== token.zone) c.tx.w.set(token, 'zone', zone);
  }
}
