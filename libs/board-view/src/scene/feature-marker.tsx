import type { Feature } from '@breachline/engine';
import { cellCentre } from '../layout/board-layout';
import { palette } from './palette';

/** How each kind of feature is marked: a shape (ring segments; 32 = round) and a colour, so shape alone tells them apart. */
const MARKER_STYLE: Readonly<Record<string, { readonly segments: number; readonly color: string; readonly filled?: boolean }>> = {
  start: { segments: 4, color: palette.start },
  exit: { segments: 4, color: palette.exit, filled: true },
  objective: { segments: 5, color: '#f2cc60', filled: true },
  spawn: { segments: 3, color: '#ff6b6b' },
  entry: { segments: 3, color: '#ff9f5a', filled: true },
  search: { segments: 32, color: '#56d4c8' },
  item: { segments: 32, color: '#56d4c8', filled: true },
  terminal: { segments: 6, color: '#7ee787' },
  switch: { segments: 6, color: '#7ee787', filled: true },
  barracks: { segments: 8, color: '#d2a8ff' },
};

/** A flat marker on the floor showing what the cell holds: a start square, an exit hatch, a spawn point… */
export function FeatureMarker({ feature }: { feature: Feature }) {
  const { x, z } = cellCentre(feature.x, feature.y);
  const style = MARKER_STYLE[feature.type] ?? { segments: 4, color: palette.featureOther };
  // Squares sit square to the grid; other shapes point north.
  const turn = style.segments === 4 ? Math.PI / 4 : Math.PI / 2;
  return (
    <group position={[x, 0.012, z]} name={`feature-${feature.id}`}>
      <mesh rotation={[-Math.PI / 2, 0, turn]}>
        {style.filled ? <circleGeometry args={[0.36, style.segments]} /> : <ringGeometry args={[0.26, 0.4, style.segments]} />}
        <meshStandardMaterial color={style.color} />
      </mesh>
    </group>
  );
}
