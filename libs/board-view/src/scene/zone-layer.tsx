import type { Board } from '@breachline/engine';
import { Html } from '@react-three/drei';
import { useMemo } from 'react';
import { zoneOutlines } from '../layout/zone-outlines';
import { InstancedBoxes } from './instanced-boxes';
import { palette } from './palette';

/** Named zones outlined on the floor, each with its name over it: where zone rulesets move and count range. The picked one's name stands out. */
export function ZoneLayer({ board, picked }: { board: Board; picked?: string | undefined }) {
  const { edges, labels } = useMemo(() => zoneOutlines(board), [board]);
  if (edges.length === 0) return null;
  return (
    <group name="zones">
      <InstancedBoxes name="zone-outlines" items={edges} size={[1, 0.02, 0.06]} elevation={0.011} color={palette.exit} />
      {labels.map((label) => (
        <Html key={label.id} position={[label.x, 0.05, label.z]} center className="zone-name" zIndexRange={[5, 0]} pointerEvents="none" style={{ pointerEvents: 'none' }}>
          {/* A name never takes a click: the token or cell under it is what the user points at (a room is picked by its squares).
              The mark goes on the span: drei's Html does not take a changed className after it mounts. */}
          <span data-zone-id={label.id} className={label.id === picked ? 'picked' : undefined} style={{ pointerEvents: 'none' }}>
            {label.name}
          </span>
        </Html>
      ))}
    </group>
  );
}
