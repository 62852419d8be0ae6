// Public entry point of @breachline/engine: the rules, pure TypeScript (no DOM, React, three.js or ajv).
export { fail, ok, type Result } from './result';

export { CellKind, CELL_CHARS, isInterior } from './board/cell-kind';
export { EdgeKind } from './board/edge-kind';
export { DIRECTIONS, STEP, type Direction } from './board/direction';
export {
  rotateRows,
  type Rotation,
  type TileDefinition,
  type TileDoor,
  type TileEdgeRef,
  type TilePlacement,
  type TileSlot,
  type ZoneKind,
} from './board/tile';
export { orientTile, rotateCell, rotateSide, type OrientedTile } from './board/oriented-tile';
export {
  cellAt,
  cellIndex,
  cellOf,
  edgeAt,
  edgeSlot,
  inBounds,
  SIDE_BIT,
  type Board,
  type BoardSlot,
  type DoorPlace,
  type Feature,
  type Region,
  type RegionKind,
  type Zone,
} from './board/board';
export { enclosingRegion, regionChain, regionOfCell } from './board/regions';
export { placeTile } from './board/place-tile';
export { frontierOpenings, mismatchedOpenings, type FrontierOpening, type MismatchedOpening } from './board/openings';
export { checkTileDefinition } from './board/tile-checks';
export {
  compileBoard,
  compileBoardLenient,
  locateFeatures,
  MAX_BOARD_SIDE,
  type BoardError,
  type BoardErrorCode,
  type BoardSource,
  type DoorSpec,
  type FeatureSpec,
} from './board/compile-board';
export { outlineSegments, type EdgeSegment } from './board/outline';

export type { GameState, Side, Unit, UnitStatus } from './game/game-state';
export { activeUnits, isActive, isDead, isInGame, isOnBoard, markDead, setStatus } from './rules/units/unit-status';
export { setupGame, type GameSetup, type HeroChoice, type SetupError } from './game/setup-game';

// Geometry and the rules core keep their explicit export lists next to their code.
export * from './geometry/public';
export * from './rules/public';

// Rulesets keep their explicit export lists next to their code.
export * from './rulesets/hive/public';
export * from './rulesets/boarding/public';
export * from './rulesets/horde/public';
export * from './rulesets/derelict/public';
export * from './rulesets/infiltration/public';
export * from './rulesets/registry';
export type * from './rulesets/campaign-face';
export { presentationFor } from './rulesets/presentations';
export {
  capital,
  cellName,
  CORE_ACTIONS,
  diceOdds,
  GENERIC_ACTION,
  genericLabel,
  genericPresentation,
  genericTarget,
  humanise,
  type ActionFace,
  type ActionTarget,
  type BoardCell,
  type BoardMaterial,
  type BoardSetting,
  type FigureBody,
  type FigureGear,
  type FigureRecipe,
  type PresentContext,
  type RulesetPresentation,
  type ShownAction,
  type ShownGroundMark,
  type ShownMarker,
  type ShownStat,
  type ShownTracker,
  type SightPreview,
  type TargetKind,
  type TokenFace,
} from './rules/core/presentation';

// Missions run as data: the plan a mission compiles to, and what each ruleset performs of it.
export * from './mission/public';
export { missionEffectSupported, numericRuleNames, supportedMissionEffects } from './rulesets/mission-support';
