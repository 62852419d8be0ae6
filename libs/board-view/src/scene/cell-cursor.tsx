import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Vector3, type Camera } from 'three';
import { cellCentre } from '../layout/board-layout';
import { palette } from './palette';

/** The keyboard's cell cursor, and whether what it points at may be chosen. */
export interface CellCursorState {
  readonly x: number;
  readonly y: number;
  readonly valid: boolean;
}

const FRAME = 0.96;
const BAR = 0.08;
/** How far from the canvas's centre (in normalised device coordinates) the cursor may go before the camera follows. */
const VIEW_MARGIN = 0.8;

/**
 * A cell cursor that reads by shape as well as colour: a raised square frame with a post at each corner
 * (unlike the flat start-zone outlines), a pointer hovering high above it when the cell may be chosen,
 * and a cross over it when it may not.
 */
export function CellCursor({ cursor }: { cursor: CellCursorState }) {
  const { x, z } = cellCentre(cursor.x, cursor.y);
  const color = cursor.valid ? palette.cursor : palette.issue;
  const half = FRAME / 2 - BAR / 2;
  return (
    <group name="cell-cursor" position={[x, 0.06, z]}>
      {[
        [0, -half, FRAME, BAR],
        [0, half, FRAME, BAR],
        [-half, 0, BAR, FRAME],
        [half, 0, BAR, FRAME],
      ].map(([bx = 0, bz = 0, w = 0, d = 0], i) => (
        <mesh key={i} position={[bx, 0, bz]}>
          <boxGeometry args={[w, 0.12, d]} />
          <meshBasicMaterial color={color} />
        </mesh>
      ))}
      {[
        [-half, -half],
        [-half, half],
        [half, -half],
        [half, half],
      ].map(([px = 0, pz = 0], i) => (
        <mesh key={`post-${i}`} position={[px, 0.2, pz]}>
          <boxGeometry args={[BAR * 1.5, 0.5, BAR * 1.5]} />
          <meshBasicMaterial color={color} />
        </mesh>
      ))}
      {cursor.valid ? (
        // A four-sided pointer, tip down, above the figures so it shows over a unit standing there.
        <mesh name="cursor-pointer" position={[0, 1.9, 0]} rotation={[Math.PI, Math.PI / 4, 0]}>
          <coneGeometry args={[0.3, 0.6, 4]} />
          <meshBasicMaterial color={color} />
        </mesh>
      ) : (
        [Math.PI / 4, -Math.PI / 4].map((turn) => (
          <mesh key={turn} name="cursor-cross" position={[0, 0.1, 0]} rotation={[0, turn, 0]}>
            <boxGeometry args={[FRAME * 1.1, 0.1, BAR * 1.6]} />
            <meshBasicMaterial color={color} />
          </mesh>
        ))
      )}
    </group>
  );
}

/** Whether a point on the board is drawn well inside the canvas (not off it or at its very edge). */
export function inView(camera: Camera, point: { x: number; z: number }): boolean {
  const ndc = new Vector3(point.x, 0, point.z).project(camera);
  return ndc.z < 1 && Math.abs(ndc.x) <= VIEW_MARGIN && Math.abs(ndc.y) <= VIEW_MARGIN;
}

/** Pans the camera (keeping its angle and zoom) onto the cursor's cell when the cursor leaves the view. */
export function FollowCursor({ x, y }: { x: number; y: number }) {
  const camera = useThree((state) => state.camera);
  const controls = useThree((state) => state.controls) as unknown as { target: Vector3; update(): void } | null;
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    const centre = cellCentre(x, y);
    if (!controls || inView(camera, centre)) return;
    const dx = centre.x - controls.target.x;
    const dz = centre.z - controls.target.z;
    controls.target.set(centre.x, controls.target.y, centre.z);
    camera.position.set(camera.position.x + dx, camera.position.y, camera.position.z + dz);
    camera.updateMatrixWorld();
    controls.update();
    invalidate();
  }, [x, y, camera, controls, invalidate]);
  return null;
}
