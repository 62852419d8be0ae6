import type { Board, Unit } from '@breachline/engine';
import { MapControls } from '@react-three/drei';
import { addAfterEffect, Canvas, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { layoutBoard, type BoardLayout } from '../layout/board-layout';
import { BoardModel } from './board-model';
import { FocusCamera, type CameraFocus } from './focus-camera';
import { IssueMarkers } from './issue-markers';
import { palette } from './palette';

export type BoardViewMode = 'perspective' | 'top-down';

export interface BoardCanvasProps {
  readonly board: Board;
  readonly units?: readonly Unit[];
  readonly openDoors?: readonly string[];
  /** 'perspective' for play, 'top-down' (orthographic, no rotation) for authoring. */
  readonly mode: BoardViewMode;
  /** Accessible name of the canvas, e.g. "Game board". */
  readonly label: string;
  /** Cells marked as having a problem (the editor's validation). */
  readonly marks?: readonly { x: number; y: number }[];
  /** Frames this cell when its nonce changes. */
  readonly focus?: CameraFocus | undefined;
}

/** A 3D board in its own canvas: renders only when something changes (`frameloop="demand"`). */
export function BoardCanvas({ board, units = [], openDoors = [], mode, label, marks = [], focus }: BoardCanvasProps) {
  const layout = useMemo(() => layoutBoard(board), [board]);
  const { centre } = layout;
  const play = useMemo(() => playCamera(layout), [layout]);
  const topDown = mode === 'top-down';
  return (
    <Canvas
      frameloop="demand"
      orthographic={topDown}
      dpr={[1, 2]}
      aria-label={label}
      camera={topDown ? { position: [centre.x, 40, centre.z + 0.001], zoom: 40, near: 0.1, far: 200 } : { position: play.position, fov: 40, near: 0.1, far: 500 }}
    >
      <color attach="background" args={[palette.background]} />
      <hemisphereLight args={[palette.skyLight, palette.groundLight, 1.6]} />
      <directionalLight position={[-6, 12, 8]} intensity={2.2} />
      <BoardModel board={board} layout={layout} units={units} openDoors={openDoors} />
      <IssueMarkers cells={marks} />
      <MapControls makeDefault target={topDown ? [centre.x, 0, centre.z] : play.target} enableRotate={!topDown} />
      {topDown && <FitTopDown width={board.width} height={board.height} />}
      <FocusCamera focus={focus} />
      <PublishRenderStats />
    </Canvas>
  );
}

/**
 * The opening view of play: from the south-west, about 55° above the board, far enough to see all of it.
 * It looks slightly left of the board's centre so the board sits clear of the HUD in the top-left corner.
 */
function playCamera({ centre, extent }: BoardLayout): { position: [number, number, number]; target: [number, number, number] } {
  const distance = extent * 0.95 + 3;
  const target: [number, number, number] = [centre.x - extent * 0.12, 0, centre.z];
  const elevation = (55 * Math.PI) / 180;
  return {
    target,
    position: [target[0] - distance * 0.15, distance * Math.sin(elevation), target[2] + distance * Math.cos(elevation)],
  };
}

/** Zooms the orthographic camera so the whole board fits the canvas with a one-cell margin. */
function FitTopDown({ width, height }: { width: number; height: number }) {
  const camera = useThree((state) => state.camera);
  const size = useThree((state) => state.size);
  const invalidate = useThree((state) => state.invalidate);
  useLayoutEffect(() => {
    camera.zoom = Math.min(size.width / (width + 2), size.height / (height + 2));
    camera.updateProjectionMatrix();
    invalidate();
  }, [camera, size, width, height, invalidate]);
  return null;
}

/**
 * Writes the last frame's draw calls and triangles onto the canvas element (data-draw-calls,
 * data-triangles): exact counters that tests and benchmarks read instead of timing frames.
 */
function PublishRenderStats() {
  const gl = useThree((state) => state.gl);
  useEffect(
    () =>
      addAfterEffect(() => {
        gl.domElement.dataset['drawCalls'] = String(gl.info.render.calls);
        gl.domElement.dataset['triangles'] = String(gl.info.render.triangles);
      }),
    [gl],
  );
  return null;
}
