// Public entry point of @breachline/engine: the rules, pure TypeScript (no DOM, React, three.js or ajv).
export { fail, ok, type Result } from './result';

export { CellKind, CELL_CHARS, isInterior } from './board/cell-kind';
export { EdgeKind } from './board/edge-kind';
export { DIRECTIONS, STEP, type Direction } from './board/direction';
export { rotateRows, type Rotation, type TileDefinition, type TilePlacement } from './board/tile';
export { cellAt, cellIndex, edgeAt, edgeSlot, inBounds, type Board, type DoorPlace, type Feature } from './board/board';
export {
  compileBoard,
  type BoardError,
  type BoardErrorCode,
  type BoardSource,
  type DoorSpec,
  type FeatureSpec,
} from './board/compile-board';
export { outlineSegments, type EdgeSegment } from './board/outline';

export type { GameState, Side, Unit } from './game/game-state';
export { setupGame, type GameSetup, type HeroChoice, type SetupError } from './game/setup-game';

// Geometry and the rules core keep their explicit export lists next to their code.
export * from './geometry/public';
export * from './rules/public';
