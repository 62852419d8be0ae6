import type { Unit } from '@breachline/engine';
import { cellCentre } from '../layout/board-layout';
import { facingTurn } from './facing';
import { palette } from '../scene/palette';

/** How big each kind of enemy stands: bugs are low and wide, the queen towers. */
const SCALE: Readonly<Record<string, number>> = { small: 0.8, large: 1.15, queen: 1.9 };

/**
 * A low-poly bug: a flat carapace on six legs with mandibles, nothing like the upright troopers,
 * so sides read by shape before colour. Size tells small from large.
 */
export function EnemyFigure({ unit }: { unit: Unit }) {
  const { x, z } = cellCentre(unit.x, unit.y);
  const scale = SCALE[unit.kind] ?? (unit.kind.includes('large') ? 1.15 : 1);
  return (
    <group position={[x, 0, z]} rotation={[0, facingTurn(unit), 0]} scale={scale} name={`unit-${unit.id}`}>
      <mesh position={[0, 0.22, 0]} scale={[1, 0.55, 1.3]}>
        <icosahedronGeometry args={[0.26, 0]} />
        <meshStandardMaterial color={palette.enemy} flatShading />
      </mesh>
      <mesh position={[0, 0.26, -0.34]}>
        <icosahedronGeometry args={[0.12, 0]} />
        <meshStandardMaterial color="#5c1a40" flatShading />
      </mesh>
      {[-1, 1].map((side) => (
        <mesh key={`jaw${side}`} position={[side * 0.07, 0.2, -0.46]} rotation={[0, side * 0.5, 0]}>
          <boxGeometry args={[0.03, 0.03, 0.14]} />
          <meshStandardMaterial color="#2b0d1f" />
        </mesh>
      ))}
      {[-0.18, 0, 0.18].flatMap((along) =>
        [-1, 1].map((side) => (
          <mesh key={`${along}:${side}`} position={[side * 0.27, 0.1, along]} rotation={[0, 0, side * 0.9]}>
            <boxGeometry args={[0.26, 0.03, 0.03]} />
            <meshStandardMaterial color="#2b0d1f" />
          </mesh>
        )),
      )}
    </group>
  );
}
