import type { Rotation } from './mission-edits';

/** What a press on the map does: select and move, or put down a tile or a feature. */
export type Tool =
  | { readonly kind: 'select' }
  | { readonly kind: 'tile'; readonly ref: string; readonly rotation: Rotation }
  | { readonly kind: 'feature'; readonly type: string };

export const SELECT: Tool = { kind: 'select' };

/** Selected placed tiles or features, by the editor's keys (see entity-keys.ts): a selection survives other edits. */
export type Selection = { readonly kind: 'tiles' | 'features'; readonly keys: readonly string[] } | undefined;

/** The feature types the palette offers (the format knows more; these are the common ones). */
export const PALETTE_FEATURES: readonly { type: string; name: string }[] = [
  { type: 'start', name: 'Start square' },
  { type: 'exit', name: 'Exit' },
  { type: 'objective', name: 'Objective' },
  { type: 'spawn', name: 'Spawn point' },
  { type: 'entry', name: 'Entry point' },
  { type: 'search', name: 'Search token' },
  { type: 'terminal', name: 'Terminal' },
  { type: 'switch', name: 'Switch' },
  { type: 'barracks', name: 'Barracks' },
  { type: 'item', name: 'Item' },
];
