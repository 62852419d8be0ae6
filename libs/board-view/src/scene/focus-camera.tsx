import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import type { Vector3 } from 'three';
import { cellCentre } from '../layout/board-layout';

/** A request to frame a cell; a new `nonce` frames it again even if the cell is the same. */
export interface CameraFocus {
  readonly x: number;
  readonly y: number;
  readonly nonce: number;
}

/** Moves the camera and its orbit target together onto the cell, keeping the angle and zoom of the view. */
export function FocusCamera({ focus }: { focus: CameraFocus | undefined }) {
  const camera = useThree((state) => state.camera);
  const controls = useThree((state) => state.controls) as unknown as { target: Vector3; update(): void } | null;
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    if (!focus || !controls) return;
    const { x, z } = cellCentre(focus.x, focus.y);
    const dx = x - controls.target.x;
    const dz = z - controls.target.z;
    controls.target.set(x, controls.target.y, z);
    camera.position.set(camera.position.x + dx, camera.position.y, camera.position.z + dz);
    controls.update();
    invalidate();
    // Only a new request moves the camera, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus?.nonce]);
  return null;
}
