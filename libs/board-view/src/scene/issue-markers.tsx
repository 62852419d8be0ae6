import { cellCentre } from '../layout/board-layout';
import { palette } from './palette';

/** Red diamonds on cells that have a problem: shape as well as colour, so they read for everyone. */
export function IssueMarkers({ cells }: { cells: readonly { x: number; y: number }[] }) {
  return (
    <group name="issue-markers">
      {cells.map((cell, i) => {
        const { x, z } = cellCentre(cell.x, cell.y);
        return (
          <mesh key={i} position={[x, 0.03, z]} rotation={[-Math.PI / 2, 0, Math.PI / 4]}>
            <ringGeometry args={[0.42, 0.56, 4]} />
            <meshBasicMaterial color={palette.issue} />
          </mesh>
        );
      })}
    </group>
  );
}
