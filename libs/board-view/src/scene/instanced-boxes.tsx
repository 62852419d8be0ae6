import { useFrame } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import { Color, Object3D, type InstancedMesh } from 'three';
import { elapsed, useAnimationClock } from '../animation/animation-clock';
import { tileDrop } from '../animation/poses';
import type { Placement3D } from '../layout/board-layout';

export interface InstancedBoxesProps {
  readonly items: readonly Placement3D[];
  /** Width (along the piece), height, depth. */
  readonly size: readonly [number, number, number];
  /** Height of the boxes' centres above the board plane. */
  readonly elevation: number;
  readonly color: string;
  /** Optional colour per instance; when given, it replaces `color`. */
  readonly instanceColors?: readonly string[];
  readonly name: string;
}

const placer = new Object3D();

/** Writes one box's matrix: at its place, raised by `lift`, or collapsed to nothing when hidden. */
function place(mesh: InstancedMesh, i: number, item: Placement3D, elevation: number, lift = 0, hidden = false): void {
  placer.position.set(item.x, elevation + lift, item.z);
  placer.rotation.set(0, item.turn, 0);
  placer.scale.setScalar(hidden ? 0 : 1);
  placer.updateMatrix();
  mesh.setMatrixAt(i, placer.matrix);
}

/**
 * Many identical boxes in one draw call. Boards have hundreds of cells and wall pieces:
 * one mesh each would make draw calls grow with the board. Boxes that belong to a tile placed in the
 * running step (their `tile`) drop into place with it.
 */
export function InstancedBoxes({ items, size, elevation, color, instanceColors, name }: InstancedBoxesProps) {
  const meshRef = useRef<InstancedMesh>(null);
  const clock = useAnimationClock();
  // Boxes of a dropping tile last drawn away from their place: put back once the drop is over.
  const lifted = useRef(new Set<number>());

  useLayoutEffect(() => {
    const mesh = meshRef.current;
    if (!mesh) return;
    const tint = new Color();
    items.forEach((item, i) => {
      place(mesh, i, item, elevation);
      const instanceColor = instanceColors?.[i];
      if (instanceColor !== undefined) mesh.setColorAt(i, tint.set(instanceColor));
    });
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
    lifted.current.clear();
  }, [items, elevation, instanceColors]);

  useFrame(() => {
    const mesh = meshRef.current;
    const now = clock.current;
    const dropping = now?.plan.cues.some((cue) => cue.kind === 'tile') ?? false;
    if (!mesh || (!dropping && lifted.current.size === 0)) return;
    const t = now ? elapsed(now) : 0;
    let changed = false;
    items.forEach((item, i) => {
      if (item.tile === undefined) return;
      const drop = now && dropping ? tileDrop(now.plan, item.tile, t) : undefined;
      if (drop) {
        place(mesh, i, item, elevation, drop.lift, drop.hidden);
        lifted.current.add(i);
        changed = true;
      } else if (lifted.current.delete(i)) {
        place(mesh, i, item, elevation);
        changed = true;
      }
    });
    if (changed) mesh.instanceMatrix.needsUpdate = true;
  });

  if (items.length === 0) return null;
  return (
    // Keyed by count: an InstancedMesh cannot grow after creation.
    <instancedMesh key={items.length} ref={meshRef} name={name} args={[undefined, undefined, items.length]}>
      <boxGeometry args={[size[0], size[1], size[2]]} />
      <meshStandardMaterial color={instanceColors ? '#ffffff' : color} flatShading />
    </instancedMesh>
  );
}
