import { useLayoutEffect, useRef } from 'react';
import { Color, Object3D, type InstancedMesh } from 'three';
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

/**
 * Many identical boxes in one draw call. Boards have hundreds of cells and wall pieces:
 * one mesh each would make draw calls grow with the board.
 */
export function InstancedBoxes({ items, size, elevation, color, instanceColors, name }: InstancedBoxesProps) {
  const meshRef = useRef<InstancedMesh>(null);

  useLayoutEffect(() => {
    const mesh = meshRef.current;
    if (!mesh) return;
    const placer = new Object3D();
    const tint = new Color();
    items.forEach((item, i) => {
      placer.position.set(item.x, elevation, item.z);
      placer.rotation.set(0, item.turn, 0);
      placer.updateMatrix();
      mesh.setMatrixAt(i, placer.matrix);
      const instanceColor = instanceColors?.[i];
      if (instanceColor !== undefined) mesh.setColorAt(i, tint.set(instanceColor));
    });
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [items, elevation, instanceColors]);

  if (items.length === 0) return null;
  return (
    // Keyed by count: an InstancedMesh cannot grow after creation.
    <instancedMesh key={items.length} ref={meshRef} name={name} args={[undefined, undefined, items.length]}>
      <boxGeometry args={[size[0], size[1], size[2]]} />
      <meshStandardMaterial color={instanceColors ? '#ffffff' : color} flatShading />
    </instancedMesh>
  );
}
