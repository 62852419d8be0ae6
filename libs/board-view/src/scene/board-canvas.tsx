import type { Board, BoardMaterial, ShownGroundMark, TokenFace, Unit } from '@breachline/engine';
import { Grid, MapControls } from '@react-three/drei';
import { MOUSE, Vector3, type Camera, type Scene, type WebGLRenderer } from 'three';
import { addAfterEffect, Canvas, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { BoardAnimator, type BoardAnimation } from '../animation/animation-clock';
import { StepEffects } from '../animation/step-effects';
import { layoutBoard, type PlaneBox } from '../layout/board-layout';
import { openingView, OPENING_FOV, type OpeningFraming } from '../layout/camera-fit';
import { BoardModel } from './board-model';
import { FocusCamera, type CameraFocus } from './focus-camera';
import { CellCursor, FollowCursor, type CellCursorState } from './cell-cursor';
import { CellPointerPlane, GhostCells, HeatCells, PathCells, ReachableCells, SelectedCells, TargetCells, type Cell, type CellPointerHandlers } from './cell-overlays';
import type { FigureOf } from '../figures/instanced-figures';
import type { BoardToken } from './token-marker';
import { IssueMarkers } from './issue-markers';
import { GroundMarkLayer } from './ground-mark-layer';
import { ZoneLayer } from './zone-layer';
import { SightLayer, type SightOverlay } from './sight-layer';
import { namedZoneAt, type PickedZone } from '../layout/zone-outlines';
import { palette } from './palette';

export type BoardViewMode = 'perspective' | 'top-down';

export interface BoardCanvasProps extends CellPointerHandlers {
  /** The board to draw; an editor may have none yet (nothing placed), and draws its work area only. */
  readonly board: Board | undefined;
  /**
   * The authoring area, in cells (at least the board's size): a grid is drawn over it, pointer events
   * report cells in it, and the top-down camera frames it. Keep it stable while editing so the view does not jump.
   */
  readonly area?: { readonly width: number; readonly height: number };
  readonly units?: readonly Unit[];
  readonly openDoors?: readonly string[];
  /** 'perspective' for play, 'top-down' (orthographic, no rotation) for authoring. */
  readonly mode: BoardViewMode;
  /** How the perspective view opens: 'play' (default) leaves room for the game's HUD; 'whole' frames the board centred and close (camera-fit.ts). */
  readonly framing?: OpeningFraming;
  /** Accessible name of the canvas, e.g. "Game board". */
  readonly label: string;
  /** Cells marked as having a problem (the editor's validation). */
  readonly marks?: readonly { x: number; y: number }[];
  /** Frames this cell when its nonce changes. */
  readonly focus?: CameraFocus | undefined;
  /** Where a dragged piece would land, and whether it may. */
  readonly ghost?: { readonly cells: readonly Cell[]; readonly valid: boolean } | undefined;
  readonly selected?: readonly Cell[];
  readonly tokens?: readonly BoardToken[];
  /** Ground the ruleset's face names (cover, difficult, dangerous…), tinted under everything else. */
  readonly groundMarks?: readonly ShownGroundMark[] | undefined;
  /** A heat map over cells, e.g. hero deaths in simulated games. */
  readonly heat?: readonly (Cell & { readonly value: number })[];
  /** Arrow keys pan the camera (the game; the editor uses arrows to move its selection). */
  readonly keyboardPan?: boolean;
  /** Cells the selected unit can reach, with their cost, drawn as clickable highlights. */
  readonly reachable?: readonly (Cell & { readonly cost: number })[];
  /** The keyboard's cell cursor (drawn by shape, not colour alone); the camera follows it when it leaves the view. */
  readonly cursor?: CellCursorState | undefined;
  /** A path to preview, from where the unit stands to where it would end. */
  readonly path?: readonly Cell[] | undefined;
  /** The heroes' ids in their starting order, so each hero keeps one colour all game. */
  readonly roster?: readonly string[] | undefined;
  /**
   * The last applied step, animated from its engine events over the state the other props show
   * (moves, hits, kills, spawns, reveals, noise, new tiles). Instant under `prefers-reduced-motion`.
   */
  readonly animation?: BoardAnimation | undefined;
  /** Squares actions aim at (units, doors, zones), drawn as clickable diamonds. */
  readonly targets?: readonly (Cell & { readonly kind: 'unit' | 'ally' | 'door' | 'zone' })[];
  /** The selected unit's line of sight and the enemies threatening it (the ruleset's face works them out). */
  readonly sight?: SightOverlay | undefined;
  /** The id of a zone picked on the board (an author's chosen room): its name is drawn highlighted. */
  readonly pickedZone?: string | undefined;
  /** Called on each press on the board with the named zone (room, corridor) pressed, or undefined outside any. */
  readonly onZonePick?: ((zone: PickedZone | undefined) => void) | undefined;
  /** How each unit is drawn: its ruleset's figure recipe. */
  readonly figureOf?: FigureOf | undefined;
  /** The board's colours for its setting. */
  readonly material?: BoardMaterial | undefined;
  /** Each token kind's colour and shape. */
  readonly tokenFace?: ((kind: string) => TokenFace | undefined) | undefined;
  /** Called once the canvas has its renderer, scene and camera (render measurements time `renderer.render` with them). */
  readonly onRendererReady?: (three: { readonly renderer: WebGLRenderer; readonly scene: Scene; readonly camera: Camera }) => void;
}

/** A 3D board in its own canvas: renders only when something changes (`frameloop="demand"`). */
export function BoardCanvas(props: BoardCanvasProps) {
  const { board, units = [], openDoors = [], mode, label, marks = [], focus, ghost, selected = [], tokens = [], reachable = [], targets = [], cursor, path } = props;
  const layout = useMemo(() => (board ? layoutBoard(board) : undefined), [board]);
  const area = { width: Math.max(props.area?.width ?? 0, board?.width ?? 1), height: Math.max(props.area?.height ?? 0, board?.height ?? 1) };
  const areaCentre = { x: area.width / 2, z: area.height / 2 };
  const playBox: PlaneBox = layout?.bounds ?? { minX: 0, minZ: 0, maxX: area.width, maxZ: area.height };
  const play = openingView(playBox, 1.6, props.framing);
  const topDown = mode === 'top-down';
  const { onZonePick } = props;
  const onCellPress: CellPointerHandlers['onCellPress'] =
    onZonePick && board
      ? (cell, modifiers) => {
          onZonePick(namedZoneAt(board, cell.x, cell.y));
          props.onCellPress?.(cell, modifiers);
        }
      : props.onCellPress;
  const interactive = onCellPress !== undefined;
  return (
    <Canvas
      frameloop="demand"
      orthographic={topDown}
      dpr={[1, 2]}
      aria-label={label}
      onCreated={(state) => props.onRendererReady?.({ renderer: state.gl, scene: state.scene, camera: state.camera })}
      camera={topDown ? { position: [areaCentre.x, 40, areaCentre.z + 0.001], zoom: 40, near: 0.1, far: 200 } : { position: play.position, fov: OPENING_FOV, near: 0.1, far: 500 }}
    >
      <color attach="background" args={[props.material?.background ?? palette.background]} />
      <hemisphereLight args={[palette.skyLight, palette.groundLight, 1.6]} />
      <directionalLight position={[-6, 12, 8]} intensity={2.2} />
      {props.area && (
        <Grid
          position={[areaCentre.x, -0.11, areaCentre.z]}
          args={[area.width, area.height]}
          cellSize={1}
          sectionSize={8}
          cellColor={palette.gridCell}
          sectionColor={palette.gridSection}
          fadeDistance={1000}
        />
      )}
      <BoardAnimator animation={props.animation} board={board}>
        {(running) => (
          <>
            {board && layout && (
              <BoardModel
                board={board}
                layout={layout}
                units={units}
                openDoors={openDoors}
                tokens={tokens}
                running={running}
                roster={props.roster}
                figureOf={props.figureOf}
                material={props.material}
                tokenFace={props.tokenFace}
              />
            )}
            <StepEffects running={running} />
          </>
        )}
      </BoardAnimator>
      {board && props.groundMarks && <GroundMarkLayer marks={props.groundMarks} width={board.width} height={board.height} />}
      {board && <ZoneLayer board={board} picked={props.pickedZone} />}
      {reachable.length > 0 && <ReachableCells cells={reachable} />}
      {targets.length > 0 && <TargetCells cells={targets} />}
      <SightLayer sight={props.sight} />
      {interactive && <PublishCellPoints reachable={reachable} targets={targets} />}
      {path && path.length > 1 && <PathCells cells={path} />}
      {cursor && <CellCursor cursor={cursor} />}
      {cursor && <FollowCursor x={cursor.x} y={cursor.y} />}
      {props.heat && props.heat.length > 0 && <HeatCells cells={props.heat} />}
      <IssueMarkers cells={marks} />
      {selected.length > 0 && <SelectedCells cells={selected} />}
      {ghost && <GhostCells cells={ghost.cells} valid={ghost.valid} />}
      {interactive && (
        <CellPointerPlane width={area.width} height={area.height} onCellHover={props.onCellHover} onCellPress={onCellPress} onCellRelease={props.onCellRelease} />
      )}
      <MapControls
        makeDefault
        target={topDown ? [areaCentre.x, 0, areaCentre.z] : play.target}
        enableRotate={!topDown}
        // When the left button edits, the camera pans with the right button and zooms with the wheel.
        {...(interactive ? { mouseButtons: { LEFT: -1 as MOUSE, MIDDLE: MOUSE.DOLLY, RIGHT: MOUSE.PAN } } : {})}
      />
      {topDown && <FitTopDown width={area.width} height={area.height} />}
      {!topDown && <FitPerspective box={playBox} ready={layout !== undefined} framing={props.framing ?? 'play'} />}
      <FocusCamera focus={focus} />
      {props.keyboardPan && <KeyboardPan />}
      <PublishRenderStats />
    </Canvas>
  );
}

/**
 * Fits the perspective camera to the board once it has one, and again when the canvas changes shape (the
 * Canvas's `camera` prop is read once, before the canvas's size is known). Later board changes (a tile
 * revealed, a tile placed) leave the view where the player or author put it.
 */
function FitPerspective({ box, ready, framing }: { box: PlaneBox; ready: boolean; framing: OpeningFraming }) {
  const camera = useThree((state) => state.camera);
  const controls = useThree((state) => state.controls) as unknown as { target?: { set(x: number, y: number, z: number): void }; update?(): void } | null;
  const size = useThree((state) => state.size);
  const invalidate = useThree((state) => state.invalidate);
  const latest = useRef(box);
  latest.current = box;
  useLayoutEffect(() => {
    if (size.width === 0 || size.height === 0) return;
    const fit = openingView(latest.current, size.width / size.height, framing);
    camera.position.set(...fit.position);
    camera.lookAt(...fit.target);
    controls?.target?.set(...fit.target);
    controls?.update?.();
    invalidate();
  }, [camera, controls, size.width, size.height, ready, framing, invalidate]);
  return null;
}

/**
 * Puts the orthographic camera straight above the work area's centre, north up, and zooms it so the whole
 * area fits the canvas with a one-cell margin. The camera is re-placed whenever the area changes: the
 * Canvas's `camera` prop is read once, so a mission with another area (a mission with wide exploration bounds after a
 * 32-cell map) would otherwise be seen from the old centre, obliquely — the map drawn turned 45°.
 */
function FitTopDown({ width, height }: { width: number; height: number }) {
  const camera = useThree((state) => state.camera);
  const controls = useThree((state) => state.controls) as unknown as { target?: { set(x: number, y: number, z: number): void }; update?(): void } | null;
  const size = useThree((state) => state.size);
  const invalidate = useThree((state) => state.invalidate);
  useLayoutEffect(() => {
    camera.position.set(width / 2, 40, height / 2 + 0.001);
    camera.lookAt(width / 2, 0, height / 2);
    controls?.target?.set(width / 2, 0, height / 2);
    controls?.update?.();
    invalidate();
  }, [camera, controls, width, height, invalidate]);
  useLayoutEffect(() => {
    camera.zoom = Math.min(size.width / (width + 2), size.height / (height + 2));
    camera.updateProjectionMatrix();
    invalidate();
  }, [camera, size, width, height, invalidate]);
  return null;
}

/** Lets the arrow keys pan the map (three's controls listen on the window once asked to). */
function KeyboardPan() {
  const controls = useThree((state) => state.controls) as unknown as { listenToKeyEvents?(target: Window): void; stopListenToKeyEvents?(): void } | null;
  useEffect(() => {
    controls?.listenToKeyEvents?.(window);
    return () => controls?.stopListenToKeyEvents?.();
  }, [controls]);
  return null;
}

/**
 * Writes the last frame's draw calls and triangles, and the number of frames rendered so far, onto the
 * canvas element (data-draw-calls, data-triangles, data-frames): exact counters that tests and
 * benchmarks read instead of timing frames (an idle board must render no frames at all).
 */
function PublishRenderStats() {
  const gl = useThree((state) => state.gl);
  useEffect(() => {
    let frames = 0;
    return addAfterEffect(() => {
      frames++;
      gl.domElement.dataset['drawCalls'] = String(gl.info.render.calls);
      gl.domElement.dataset['triangles'] = String(gl.info.render.triangles);
      gl.domElement.dataset['frames'] = String(frames);
    });
  }, [gl]);
  return null;
}

/**
 * Writes where each clickable square is on screen onto the canvas element — data-reachable-points and
 * data-target-points, "x,y@left,top;…" in CSS pixels from the canvas's corner — so tests and tools press a
 * square as a player would, whatever the camera.
 */
function PublishCellPoints({ reachable, targets }: { reachable: readonly Cell[]; targets: readonly Cell[] }) {
  const gl = useThree((state) => state.gl);
  const camera = useThree((state) => state.camera);
  const size = useThree((state) => state.size);
  const latest = useMemo(() => ({ reachable, targets }), [reachable, targets]);
  useEffect(() => {
    const point = new Vector3();
    const points = (cells: readonly Cell[]) =>
      cells
        .map((cell) => {
          point.set(cell.x + 0.5, 0, cell.y + 0.5).project(camera);
          return `${cell.x},${cell.y}@${Math.round(((point.x + 1) / 2) * size.width)},${Math.round(((1 - point.y) / 2) * size.height)}`;
        })
        .join(';');
    return addAfterEffect(() => {
      gl.domElement.dataset['reachablePoints'] = points(latest.reachable);
      gl.domElement.dataset['targetPoints'] = points(latest.targets);
    });
  }, [gl, camera, size, latest]);
  return null;
}
