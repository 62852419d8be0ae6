import { openWidth, type ZoneBoundary } from './zone-graph';
import type { GridState } from './grid';

/**
 * How a step from zone to zone is counted, per ruleset:
 * - noise (derelict.md §6.7): `through: 'any-border'`, every shared border counts, walls included;
 * - movement (derelict.md §6.2): `through: 'openings'`, `closedDoors: 'block'`, full or
 *   impenetrable zones `impassable`;
 * - "nearest" (infiltration.md §7.3): `through: 'openings'`, `closedDoors: 1`, so a closed door
 *   crossed adds one to the count of areas.
 */
export interface ZoneStepRules {
  readonly through: 'any-border' | 'openings';
  /** For 'openings': a border open only by closed doors is blocked, or crossed for this much more. */
  readonly closedDoors?: 'block' | number;
  /** For 'openings': fewer open cells than this is too narrow to pass (derelict.md §6.1); default 1. */
  readonly minOpening?: number;
  /** Per zone, 1 where no path may enter or continue (full, impenetrable); such zones still get a distance. */
  readonly impassable?: Uint8Array;
  /** Leave zones farther than this unreached (a noise's level, a movement allowance). */
  readonly maxCost?: number;
}

/** derelict.md §6.7: noise crosses every shared border, walls included. */
export const NOISE_STEPS: ZoneStepRules = { through: 'any-border' };
/** derelict.md §6.2: open borders and open doors only (add `impassable` for full zones, 6.9). */
export const ZONE_MOVE_STEPS: ZoneStepRules = { through: 'openings', closedDoors: 'block' };
/** infiltration.md §7.3: areas crossed plus one per closed door, walls impassable. */
export const NEAREST_AREA_STEPS: ZoneStepRules = { through: 'openings', closedDoors: 1 };

/** The cost of crossing a border under the rules, or -1 when it cannot be crossed. */
export function borderCost(boundary: ZoneBoundary, rules: ZoneStepRules, state: GridState): number {
  if (rules.through === 'any-border') return 1;
  if (openWidth(boundary, state) >= (rules.minOpening ?? 1)) return 1;
  const closed = rules.closedDoors ?? 'block';
  if (closed === 'block' || boundary.doors.length === 0) return -1;
  return 1 + closed;
}
