import type { Rotation } from './mission-edits';

/** What a press on the map does: select and move, or put down a tile or a feature. */
export type Tool =
  | { readonly kind: 'select' }
  | { readonly kind: 'tile'; readonly ref: string; readonly rotation: Rotation }
  | { readonly kind: 'feature'; readonly type: string }
  | { readonly kind: 'unit'; readonly type: string };

export const SELECT: Tool = { kind: 'select' };

/** What can be selected on the map. */
export type SelectionKind = 'tiles' | 'features' | 'units';

/** Selected placed tiles, features or setup units, by the editor's keys (see entity-keys.ts): a selection survives other edits. */
export type Selection = { readonly kind: SelectionKind; readonly keys: readonly string[] } | undefined;

