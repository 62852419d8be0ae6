/**
 * What stands on the edge between two neighbouring cells. Stored as bytes in `Board.edges`.
 * Whether a door is open is game state, not board: the board only knows a door stands there.
 */
export const EdgeKind = {
  Open: 0,
  Wall: 1,
  Door: 2,
} as const;
export type EdgeKind = (typeof EdgeKind)[keyof typeof EdgeKind];
