import type { Board } from '@breachline/engine';
import { useMemo } from 'react';
import { zoneOutlines } from '../layout/zone-outlines';
import { InstancedBoxes } from './instanced-boxes';
import { palette } from './palette';
import { ScreenLabels, type ScreenLabel } from './screen-labels';

/** Named zones outlined on the floor, each with its name over it: where zone rulesets move and count range. The picked one's name stands out. */
export function ZoneLayer({ board, picked }: { board: Board; picked?: string | undefined }) {
  const { edges, labels } = useMemo(() => zoneOutlines(board), [board]);
  // A name never takes a click: the token or cell under it is what the user points at (a room is picked by its squares).
  const names = useMemo<ScreenLabel[]>(
    () => labels.map((label) => ({ id: label.id, text: label.name, x: label.x, y: 0.05, z: label.z, mark: label.id === picked ? 'picked' : undefined })),
    [labels, picked],
  );
  if (edges.length === 0) return null;
  return (
    <group name="zones">
      <InstancedBoxes name="zone-outlines" items={edges} size={[1, 0.02, 0.06]} elevation={0.011} color={palette.exit} />
      <ScreenLabels labels={names} labelClass="zone-name" zIndex={5} />
    </group>
  );
}
