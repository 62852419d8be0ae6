import type { Unit } from '@breachline/engine';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Color, type InstancedMesh, type Matrix4 } from 'three';
import { cellCentre } from '../layout/board-layout';
import { palette } from '../scene/palette';
import { facingTurn } from './facing';
import { BUG_PARTS, figureMatrix, KIND_PARTS, partMatrix, TROOPER_PARTS, type FigurePart } from './figure-parts';

/** How big each kind of enemy stands: bugs are low and wide, the queen towers. */
const ENEMY_SCALE: Readonly<Record<string, number>> = { small: 0.8, large: 1.15, queen: 1.9 };

interface Batch {
  readonly part: FigurePart;
  readonly matrices: Matrix4[];
  readonly colors: string[];
}

/**
 * Every figure on the board drawn as instanced parts: one draw call per kind of part, however many
 * units there are (one mesh per figure part made draw calls grow with the units).
 */
export function InstancedFigures({ units }: { units: readonly Unit[] }) {
  const batches = useMemo(() => {
    const byPart = new Map<string, Batch>();
    const add = (part: FigurePart, figure: Matrix4, team: string) => {
      let batch = byPart.get(part.name);
      if (!batch) byPart.set(part.name, (batch = { part, matrices: [], colors: [] }));
      batch.matrices.push(figure.clone().multiply(partMatrix(part)));
      batch.colors.push(part.color === 'team' ? team : part.color);
    };
    let heroIndex = 0;
    for (const unit of units) {
      if (unit.x < 0 || unit.y < 0) continue;
      const { x, z } = cellCentre(unit.x, unit.y);
      if (unit.side === 'heroes') {
        const team = palette.heroes[heroIndex++ % palette.heroes.length] ?? palette.heroes[0];
        const figure = figureMatrix(x, z, facingTurn(unit), 1.3);
        for (const part of [...TROOPER_PARTS, ...(KIND_PARTS[unit.kind] ?? KIND_PARTS['default'] ?? [])]) add(part, figure, team);
      } else {
        const scale = ENEMY_SCALE[unit.kind] ?? (unit.kind.includes('large') ? 1.15 : 1);
        const figure = figureMatrix(x, z, facingTurn(unit), scale);
        for (const part of BUG_PARTS) add(part, figure, palette.enemy);
      }
    }
    return [...byPart.values()];
  }, [units]);
  return (
    <group name="figures">
      {batches.map((batch) => (
        <PartInstances key={`${batch.part.name}:${batch.matrices.length}`} batch={batch} />
      ))}
    </group>
  );
}

function PartInstances({ batch }: { batch: Batch }) {
  const ref = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const tint = new Color();
    batch.matrices.forEach((matrix, i) => {
      mesh.setMatrixAt(i, matrix);
      mesh.setColorAt(i, tint.set(batch.colors[i] ?? '#ffffff'));
    });
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [batch]);
  const { shape } = batch.part;
  return (
    <instancedMesh ref={ref} name={`figure-${batch.part.name}`} args={[undefined, undefined, batch.matrices.length]}>
      {shape.kind === 'box' && <boxGeometry args={[shape.size[0], shape.size[1], shape.size[2]]} />}
      {shape.kind === 'cylinder' && <cylinderGeometry args={[shape.top, shape.bottom, shape.height, shape.segments]} />}
      {shape.kind === 'gem' && <icosahedronGeometry args={[shape.radius, 0]} />}
      <meshStandardMaterial color="#ffffff" flatShading />
    </instancedMesh>
  );
}
