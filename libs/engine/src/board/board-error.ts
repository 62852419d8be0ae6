export type BoardErrorCode =
  | 'empty-layout'
  | 'duplicate-tile'
  | 'duplicate-placement-id'
  | 'ragged-tile'
  | 'unknown-cell'
  | 'zones-mismatch'
  | 'zone-parent-invalid'
  | 'tile-edge-misplaced'
  | 'unknown-tile'
  | 'negative-position'
  | 'out-of-bounds'
  | 'overlap'
  | 'door-misplaced'
  | 'duplicate-door'
  | 'feature-off-floor';

/** A reason a board cannot be built: `path` is a JSON pointer into the source, `at` the board cell. */
export interface BoardError {
  readonly code: BoardErrorCode;
  readonly message: string;
  readonly path: string;
  readonly at?: { readonly x: number; readonly y: number };
}
