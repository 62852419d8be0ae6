import type { Stance } from './boarding-lanes';

/** A post the search bot chose for a trooper: the heuristics walk it there instead of to their own pick. */
export interface PinnedPost {
  readonly unit: string;
  readonly stance: Stance;
}

// Set only for the length of one synchronous call (`underPost`): rollouts and the real decision read the same pin.
let pinned: PinnedPost | null = null;

/** The post pinned for `unit`, if any. */
export function pinnedPostOf(unit: string): Stance | null {
  return pinned !== null && pinned.unit === unit ? pinned.stance : null;
}

/** Runs `fn` with `post` pinned (null: none), restoring the previous pin afterwards. */
export function underPost<T>(post: PinnedPost | null, fn: () => T): T {
  const previous = pinned;
  pinned = post;
  try {
    return fn();
  } finally {
    pinned = previous;
  }
}
