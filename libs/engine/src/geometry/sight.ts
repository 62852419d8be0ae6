import { canSeeAnyAngle, visibleCellsAnyAngle } from './any-angle-sight';
import type { Grid, GridState } from './grid';
import { canSee, visibleCells, type SightRules } from './line-of-sight';

/**
 * Line of sight as a ruleset chooses it (DESIGN "Space"): the same two questions whatever the
 * geometry — does a viewer on one cell see another, and which cells does it see.
 */
export interface Sight {
  readonly kind: 'cardinal' | 'any-angle';
  canSee(grid: Grid, from: number, to: number, viewerSide: number, rules: SightRules, state?: GridState): boolean;
  visibleCells(grid: Grid, from: number, viewerSide: number, rules: SightRules, state?: GridState): number[];
}

/** Along rows and columns only (hive §6.3, boarding §6.3, derelict, infiltration): `line-of-sight.ts`. */
export const CARDINAL_SIGHT: Sight = { kind: 'cardinal', canSee, visibleCells };

/** Centre to centre at any angle (horde.md §6.2): `any-angle-sight.ts`. */
export const ANY_ANGLE_SIGHT: Sight = { kind: 'any-angle', canSee: canSeeAnyAngle, visibleCells: visibleCellsAnyAngle };
