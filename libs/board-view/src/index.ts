// Public entry point of @breachline/board-view: the React Three Fiber components that draw a board.
export { BoardCanvas, type BoardCanvasProps, type BoardViewMode } from './scene/board-canvas';
export type { CameraFocus } from './scene/focus-camera';
export type { CellCursorState } from './scene/cell-cursor';
export type { Cell, CellPointerHandlers } from './scene/cell-overlays';
export type { BoardToken } from './scene/token-marker';
export type { SightOverlay } from './scene/sight-layer';
export { BoardModel, type BoardModelProps } from './scene/board-model';
export { palette } from './scene/palette';
export { cellCentre, layoutBoard, segmentPlacement, type BoardLayout, type PlaneBox, type Placement3D } from './layout/board-layout';
export { namedZoneAt, type PickedZone } from './layout/zone-outlines';
export { fitPerspective, openingView, type OpeningFraming, type PerspectiveFit, type PerspectiveFitOptions } from './layout/camera-fit';
export type { BoardAnimation } from './animation/animation-clock';
export type { TokenBefore } from './animation/plan-animation';
