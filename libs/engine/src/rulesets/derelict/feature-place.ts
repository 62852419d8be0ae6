import type { Ctx } from './context';

/**
 * A carried feature put down (a carrier's death, §7.13, or a mission's `drop`) lies where its carrier was, not
 * where the map first put it: its cell goes to `ext.featureCells`, which the interact list, the mission's
 * `{ "feature" }` places and the board read (`modifiers/feature-move.ts` featureCellNow).
 */
export function putFeatureAt(c: Ctx, feature: string, cell: number): void {
  const ext = c.tx.state.ext;
  const rest = (ext.featureCells ?? []).filter(([id]) => id !== feature);
  c.tx.w.set(ext, 'featureCells', [...rest, [feature, cell] as const]);
}
