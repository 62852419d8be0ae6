import type { Unit } from '@breachline/engine';
import { cellCentre } from '../layout/board-layout';
import { facingTurn } from './facing';

export interface HeroFigureProps {
  readonly unit: Unit;
  readonly color: string;
}

/**
 * A low-poly trooper on a round base. Each kind has its own silhouette (not colour alone),
 * so figures stay tellable apart in grey-scale and for colour-blind players.
 */
export function HeroFigure({ unit, color }: HeroFigureProps) {
  const { x, z } = cellCentre(unit.x, unit.y);
  return (
    <group position={[x, 0, z]} rotation={[0, facingTurn(unit), 0]} scale={1.3} name={`unit-${unit.id}`}>
      <mesh position={[0, 0.03, 0]}>
        <cylinderGeometry args={[0.36, 0.38, 0.06, 12]} />
        <meshStandardMaterial color={color} flatShading />
      </mesh>
      <mesh position={[0, 0.34, 0]}>
        <cylinderGeometry args={[0.16, 0.22, 0.56, 6]} />
        <meshStandardMaterial color="#c9d1d9" flatShading />
      </mesh>
      <mesh position={[0, 0.74, 0]}>
        <icosahedronGeometry args={[0.15, 0]} />
        <meshStandardMaterial color={color} flatShading />
      </mesh>
      <KindAccessory kind={unit.kind} color={color} />
    </group>
  );
}

function KindAccessory({ kind, color }: { kind: string; color: string }) {
  switch (kind) {
    case 'heavy':
      // A big shoulder-mounted gun: the heavy reads as wide and armed.
      return (
        <mesh position={[0.24, 0.58, -0.08]}>
          <boxGeometry args={[0.16, 0.16, 0.62]} />
          <meshStandardMaterial color="#39424e" flatShading />
        </mesh>
      );
    case 'sergeant':
      // A tall antenna with a pennant: the leader reads as the tallest figure.
      return (
        <group position={[-0.14, 0.5, 0.1]}>
          <mesh position={[0, 0.4, 0]}>
            <boxGeometry args={[0.03, 0.8, 0.03]} />
            <meshStandardMaterial color="#39424e" />
          </mesh>
          <mesh position={[0.09, 0.7, 0]}>
            <boxGeometry args={[0.18, 0.12, 0.02]} />
            <meshStandardMaterial color={color} />
          </mesh>
        </group>
      );
    default:
      // A rifle held across the body.
      return (
        <mesh position={[0.12, 0.42, -0.16]} rotation={[0, 0.5, 0]}>
          <boxGeometry args={[0.06, 0.06, 0.5]} />
          <meshStandardMaterial color="#39424e" flatShading />
        </mesh>
      );
  }
}
