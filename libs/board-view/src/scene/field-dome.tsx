import { useLayoutEffect, useRef } from 'react';
import { Object3D, type InstancedMesh } from 'three';
import type { FieldColumn } from '../layout/ground-marks';

const placer = new Object3D();

/** Sets each instance to its column (or the column's lid, a thin slab on its top). */
function placeColumns(mesh: InstancedMesh | null, columns: readonly FieldColumn[], lid: boolean): void {
  if (!mesh) return;
  columns.forEach((column, i) => {
    placer.position.set(column.x, lid ? column.height : column.height / 2, column.z);
    placer.rotation.set(0, 0, 0);
    placer.scale.set(1, lid ? 1 : column.height, 1);
    placer.updateMatrix();
    mesh.setMatrixAt(i, placer.matrix);
  });
  mesh.instanceMatrix.needsUpdate = true;
  mesh.computeBoundingSphere();
}

/**
 * A standing field (a shield that nothing crosses) over its squares: translucent glowing columns that step up
 * towards the middle into a dome, with brighter lids, so the figures inside stay readable. Two draw calls
 * however many squares it covers; still (the board renders on demand), so it costs nothing between steps.
 */
export function FieldDome({ name, columns, color }: { name: string; columns: readonly FieldColumn[]; color: string }) {
  const body = useRef<InstancedMesh>(null);
  const lids = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    placeColumns(body.current, columns, false);
    placeColumns(lids.current, columns, true);
  }, [columns]);
  if (columns.length === 0) return null;
  return (
    <group name={name}>
      <instancedMesh key={`body-${columns.length}`} ref={body} args={[undefined, undefined, columns.length]} renderOrder={2}>
        <boxGeometry args={[0.98, 1, 0.98]} />
        <meshStandardMaterial color={color} emissive={color} emissiveIntensity={0.5} transparent opacity={0.22} depthWrite={false} />
      </instancedMesh>
      <instancedMesh key={`lids-${columns.length}`} ref={lids} args={[undefined, undefined, columns.length]} renderOrder={3}>
        <boxGeometry args={[0.98, 0.03, 0.98]} />
        <meshStandardMaterial color={color} emissive={color} emissiveIntensity={0.9} transparent opacity={0.55} depthWrite={false} />
      </instancedMesh>
    </group>
  );
}
