/**
 * One thing wrong with a mission, in words an author can act on.
 * `path` is a JSON pointer into the document ('' for the whole file); `at` the board cell, when there is one.
 */
export interface MissionIssue {
  readonly stage: 'json' | 'schema' | 'board' | 'mission';
  readonly path: string;
  readonly message: string;
  readonly at?: { readonly x: number; readonly y: number };
}
