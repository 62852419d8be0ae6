import type { ShownGroundMark } from '@breachline/engine';
import { useMemo } from 'react';

/**
 * The key to the tinted ground on the board (cover, difficult, dangerous…: whatever the ruleset's face
 * names), and which of it lies under the hovered square, so a player can read the terrain without guessing.
 */
export function GroundLegend({ marks, hover, width }: { marks: readonly ShownGroundMark[]; hover: { readonly x: number; readonly y: number } | undefined | null; width: number }) {
  const sets = useMemo(() => marks.map((mark) => ({ mark, cells: new Set(mark.cells) })), [marks]);
  if (marks.length === 0) return null;
  const under = hover ? sets.filter((s) => s.cells.has(hover.y * width + hover.x)).map((s) => s.mark.label) : [];
  return (
    <section className="ground-legend" aria-label="Ground">
      <ul>
        {marks.map((mark) => (
          <li key={mark.kind}>
            <span className="ground-swatch" style={{ background: mark.color }} aria-hidden="true" />
            {mark.label}
          </li>
        ))}
      </ul>
      <p className="ground-here" aria-live="polite">
        {under.length > 0 ? `This square: ${under.join('; ')}` : ''}
      </p>
    </section>
  );
}
