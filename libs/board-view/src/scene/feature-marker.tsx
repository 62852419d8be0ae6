import type { Feature } from '@breachline/engine';
import { cellCentre } from '../layout/board-layout';
import { palette } from './palette';

/** A flat marker on the floor showing what the cell holds: a start square, an exit hatch… */
export function FeatureMarker({ feature }: { feature: Feature }) {
  const { x, z } = cellCentre(feature.x, feature.y);
  const color = feature.type === 'start' ? palette.start : feature.type === 'exit' ? palette.exit : palette.featureOther;
  return (
    <group position={[x, 0.012, z]} name={`feature-${feature.id}`}>
      {feature.type === 'exit' ? (
        // A hatch: a filled square with a darker rim.
        <mesh rotation={[-Math.PI / 2, 0, 0]}>
          <planeGeometry args={[0.7, 0.7]} />
          <meshStandardMaterial color={color} />
        </mesh>
      ) : (
        <mesh rotation={[-Math.PI / 2, 0, Math.PI / 4]}>
          <ringGeometry args={[0.28, 0.4, 4]} />
          <meshStandardMaterial color={color} />
        </mesh>
      )}
    </group>
  );
}
