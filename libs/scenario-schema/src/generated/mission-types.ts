// Generated from src/schemas/*.schema.json by scripts/generate-types.mjs. Do not edit by hand:
// change the schema and run `npm run generate-types -w @breachline/scenario-schema`.

export type RulesetId = 'hive' | 'derelict' | 'boarding' | 'horde' | 'infiltration';
export type CellCoordinate = number;
export type Side = 'north' | 'east' | 'south' | 'west';

/**
 * A Breachline mission: one self-contained JSON document of data, never code.
 */
export interface Mission {
  $schema?: string;
  format: 'breachline-mission';
  schemaVersion: 1;
  id: string;
  ruleset: RulesetId;
  meta: Meta;
  tiles: Tile[];
  /**
   * @minItems 1
   */
  layout: [Placement, ...Placement[]];
  doors?: Door[];
  features?: Feature[];
  /**
   * The heroes the game offers first for this mission, in start-square order.
   */
  party?: HeroChoice[];
}
export interface Meta {
  title: string;
  author: string;
  briefing: string;
  difficulty: 'easy' | 'normal' | 'hard';
  heroes: {
    min: number;
    max: number;
  };
}
/**
 * A board tile authored once and placed by missions: rows of cells, the first row being the tile's north edge.
 */
export interface Tile {
  /**
   * Unique id within the mission, referenced by layout entries.
   */
  id: string;
  name?: string;
  /**
   * Rows of equal length: '.' floor, '#' wall, 'x' impassable obstacle, ' ' void.
   *
   * @minItems 1
   * @maxItems 64
   */
  cells: [string, ...string[]];
}
export interface Placement {
  tile: string;
  x: CellCoordinate;
  y: CellCoordinate;
  rotation: 0 | 90 | 180 | 270;
}
export interface Door {
  id?: string;
  x: CellCoordinate;
  y: CellCoordinate;
  side: Side;
}
export interface Feature {
  id?: string;
  type: 'start' | 'exit' | 'spawn' | 'entry' | 'objective' | 'search';
  x: CellCoordinate;
  y: CellCoordinate;
}
export interface HeroChoice {
  id: string;
  kind: string;
  name: string;
}
