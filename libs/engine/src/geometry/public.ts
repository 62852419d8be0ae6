// Public API of the geometry mechanics (line of sight, distance fields, zones, noise).
// Re-exported by src/index.ts; list each export by name.
export {
  DX,
  DY,
  EAST,
  EMPTY,
  NORTH,
  SIDE_ENEMIES,
  SIDE_HEROES,
  SOUTH,
  WEST,
  type Grid,
  type GridState,
  type ZoneGrid,
} from './grid';
export { asciiGrid, gridFromKinds, type AsciiGrid } from './ascii-grid';
export { mazeGrid, openGrid, scatterGrid } from './sample-grids';

// Line of sight along rows and columns, cell by cell and for many units at once.
export { canSee, visibleCells, type SightBlockers, type SightRules } from './line-of-sight';
export { SightTable } from './sight-table';
// Centre-to-centre sight at any angle (horde.md §6.2), and one interface over both kinds of sight.
export { canSeeAnyAngle, visibleCellsAnyAngle } from './any-angle-sight';
export { ANY_ANGLE_SIGHT, CARDINAL_SIGHT, type Sight } from './sight';

// Movement: distance fields, one-off paths, facing-aware action points, a cache of fields.
export { type StepRules } from './step-rules';
export { DistanceField, UNREACHED } from './distance-field';
export { PathFinder } from './path-finder';
export { BUG_COSTS, FacingField, TROOPER_COSTS, type FacingCosts, type Stance } from './facing-field';
export { FacingTopology } from './facing-topology';
export { DistanceFieldCache } from './field-cache';

// One topology interface over every board graph, with distance fields, paths and "nearest" written once.
export { type StepTable, type Topology } from './topology';
export { Cells4 } from './cells4';
export { Cells8 } from './cells8';
export { Footprint } from './footprint';
export { ZoneTopology } from './zone-topology';
export { SearchField } from './search-field';
export { PathSearch } from './search-path';

// Zones: their graph, distances between them, sight into them, noise through them.
export { openWidth, zoneGraph, zoneGraphOf, type ZoneBoundary, type ZoneGraph } from './zone-graph';
export { NEAREST_AREA_STEPS, NOISE_STEPS, ZONE_MOVE_STEPS, ZoneDistances, borderCost, type ZoneStepRules } from './zone-distance';
export { zoneSees, zoneSight, type ZoneSightRules } from './zone-sight';
export { NoiseMap, noiseDistance, type Noise } from './noise';
