// JSON.parse keeps the last of two equal keys in an object and drops the first without a word; an author
// who wrote both meant one of them. Refuse them, each at its line and column, before the text is read.
import { visit } from 'jsonc-parser';
import type { MissionIssue } from '../mission-issue';
import { positionAt } from './text-location';

/** At most this many duplicate keys are reported: the first ones are enough to fix the file. */
const MAX_REPORTED = 20;

const escapePointer = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every key that repeats a key of the same object, at the second occurrence (call on text that parses). */
export function findDuplicateKeys(text: string): MissionIssue[] {
  const issues: MissionIssue[] = [];
  // One entry per open object or array: the keys seen so far (objects), or the next index (arrays).
  const open: ({ keys: Set<string> } | { index: number })[] = [];
  let path: string[] = [];
  const paths: string[][] = [];
  // The path segment of the value about to start, in the container on top of the stack.
  let pendingKey: string | undefined;
  const enterValue = (): string[] => {
    const top = open[open.length - 1];
    if (top === undefined) return path;
    if ('index' in top) return [...path, String(top.index++)];
    return pendingKey === undefined ? path : [...path, escapePointer(pendingKey)];
  };
  visit(
    text,
    {
      onObjectBegin: () => {
        paths.push(path);
        path = enterValue();
        open.push({ keys: new Set() });
      },
      onObjectEnd: () => {
        open.pop();
        path = paths.pop() ?? [];
      },
      onArrayBegin: () => {
        paths.push(path);
        path = enterValue();
        open.push({ index: 0 });
      },
      onArrayEnd: () => {
        open.pop();
        path = paths.pop() ?? [];
      },
      onLiteralValue: () => {
        enterValue();
      },
      onObjectProperty: (key, offset) => {
        pendingKey = key;
        const top = open[open.length - 1];
        if (top === undefined || 'index' in top) return;
        if (top.keys.has(key) && issues.length < MAX_REPORTED) {
          const pointer = `/${[...path, escapePointer(key)].join('/')}`;
          const where = positionAt(text, offset);
          issues.push({
            stage: 'schema',
            path: pointer,
            message: `The key "${key}" appears twice in the same object; JSON keeps only the last one. Remove one of them.`,
            line: where.line,
            column: where.column,
          });
        }
        top.keys.add(key);
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  return issues;
}
