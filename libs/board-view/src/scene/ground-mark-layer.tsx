import type { ShownGroundMark } from '@breachline/engine';
import { useMemo } from 'react';
import { groundMarkLayers } from '../layout/ground-marks';
import { FieldDome } from './field-dome';
import { InstancedBoxes } from './instanced-boxes';

/**
 * Ground a ruleset names (cover, difficult, dangerous…) tinted flat on the floor, under zones, tokens and
 * figures: one instanced mesh per kind, so a board full of terrain costs a draw call per kind. A field (a
 * shield the face marks as one) also rises over its squares as a translucent dome.
 */
export function GroundMarkLayer({ marks, width, height }: { marks: readonly ShownGroundMark[]; width: number; height: number }) {
  const layers = useMemo(() => groundMarkLayers(marks, width, height), [marks, width, height]);
  if (layers.length === 0) return null;
  return (
    <group name="ground-marks">
      {layers.map((layer) => (
        <group key={layer.kind}>
          {/* Slightly smaller than a square, so the floor's tile colours still show round each mark. */}
          <InstancedBoxes name={`ground-${layer.kind}`} items={layer.squares} size={[0.86, 0.01, 0.86]} elevation={0.005} color={layer.color} />
          {layer.dome && <FieldDome name={`field-${layer.kind}`} columns={layer.dome} color={layer.color} />}
        </group>
      ))}
    </group>
  );
}
