/**
 * One thing wrong with a mission, in words an author can act on.
 * `path` is a JSON pointer into the document ('' for the whole file); `at` the board cell, when there is one;
 * `line` and `column` (from 1) the place in the file, when the mission was loaded from text.
 */
export interface MissionIssue {
  readonly stage: 'json' | 'schema' | 'board' | 'mission';
  readonly path: string;
  readonly message: string;
  readonly at?: { readonly x: number; readonly y: number };
  readonly line?: number;
  readonly column?: number;
}
