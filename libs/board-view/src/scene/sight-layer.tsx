import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { Object3D, type InstancedMesh } from 'three';
import type { Cell } from './cell-overlays';
import { palette } from './palette';

/** The selected unit's line of sight and the enemies that could strike it, as the ruleset's face worked them out. */
export interface SightOverlay {
  /** Squares the unit sees. */
  readonly seen: readonly Cell[];
  /** Squares of the enemies that threaten it. */
  readonly threats: readonly Cell[];
}

const placer = new Object3D();

/** Lays one instance flat on each cell's centre, `lift` above the floor. */
function useFlatInstances(ref: RefObject<InstancedMesh | null>, cells: readonly Cell[], lift: number): void {
  const invalidate = useThree((state) => state.invalidate);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    cells.forEach((cell, i) => {
      placer.position.set(cell.x + 0.5, lift, cell.y + 0.5);
      placer.rotation.set(-Math.PI / 2, 0, 0);
      placer.updateMatrix();
      mesh.setMatrixAt(i, placer.matrix);
    });
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
    invalidate();
  }, [ref, cells, lift, invalidate]);
}

/** A faint tint over every seen square: one instanced plane, one draw call, drawn over the floor without hiding it. */
function SeenCells({ cells }: { cells: readonly Cell[] }) {
  const ref = useRef<InstancedMesh>(null);
  useFlatInstances(ref, cells, 0.008);
  if (cells.length === 0) return null;
  return (
    // Keyed by count: an InstancedMesh cannot grow after creation.
    <instancedMesh key={cells.length} ref={ref} name="sight-seen" args={[undefined, undefined, cells.length]} renderOrder={1}>
      <planeGeometry args={[0.94, 0.94]} />
      <meshBasicMaterial color={palette.sightSeen} transparent opacity={0.34} depthWrite={false} />
    </instancedMesh>
  );
}

/** A red ring on the floor under each enemy that could strike the unit: one instanced torus, one draw call. */
function ThreatRings({ cells }: { cells: readonly Cell[] }) {
  const ref = useRef<InstancedMesh>(null);
  useFlatInstances(ref, cells, 0.03);
  if (cells.length === 0) return null;
  return (
    <instancedMesh key={cells.length} ref={ref} name="sight-threats" args={[undefined, undefined, cells.length]}>
      <torusGeometry args={[0.44, 0.045, 6, 28]} />
      <meshBasicMaterial color={palette.sightThreat} />
    </instancedMesh>
  );
}

/**
 * The sight and threat preview, and its counts on the canvas element (data-sight-cells, data-threat-rings)
 * so tests read what is drawn without reading pixels.
 */
export function SightLayer({ sight }: { sight: SightOverlay | undefined }) {
  const gl = useThree((state) => state.gl);
  const seen = sight?.seen.length ?? 0;
  const threats = sight?.threats.length ?? 0;
  useEffect(() => {
    gl.domElement.dataset['sightCells'] = String(seen);
    gl.domElement.dataset['threatRings'] = String(threats);
  }, [gl, seen, threats]);
  if (!sight) return null;
  return (
    <>
      <SeenCells cells={sight.seen} />
      <ThreatRings cells={sight.threats} />
    </>
  );
}
