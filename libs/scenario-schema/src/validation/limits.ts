// Size limits are part of the format (mission.schema.json's description states them); they are
// checked before parsing or schema validation so a hostile file is refused cheaply and safely.
import type { MissionIssue } from '../mission-issue';

export const MAX_DOCUMENT_BYTES = 1_048_576;
export const MAX_NESTING_DEPTH = 64;
export const MAX_VALUES = 200_000;

function limitIssue(message: string): MissionIssue {
  return { stage: 'schema', path: '', message };
}

/** Refuses text that is too large or nests too deep, without building anything from it. */
export function checkTextLimits(text: string): MissionIssue | undefined {
  // UTF-8 needs at least one byte per UTF-16 unit and at most three: skip the exact count when clearly fine.
  const bytes = text.length * 3 <= MAX_DOCUMENT_BYTES ? text.length : new TextEncoder().encode(text).length;
  if (bytes > MAX_DOCUMENT_BYTES) {
    return limitIssue(`The file is ${formatBytes(bytes)}; a mission may be at most ${formatBytes(MAX_DOCUMENT_BYTES)}.`);
  }
  const depth = textNestingDepth(text);
  if (depth > MAX_NESTING_DEPTH) {
    return limitIssue(`The file nests lists or objects more than ${MAX_NESTING_DEPTH} levels deep; a mission never needs that.`);
  }
  return undefined;
}

/** The deepest bracket nesting in JSON text, ignoring brackets inside strings; stops counting past the limit. */
function textNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > MAX_NESTING_DEPTH) return deepest;
    } else if (code === 0x7d || code === 0x5d) {
      depth--;
    }
  }
  return deepest;
}

/** Refuses parsed documents (e.g. built in memory by the editor) that nest too deep or hold too many values. */
export function checkDocumentLimits(document: unknown): MissionIssue | undefined {
  // Iterative walk over containers only (a recursive one is what a 100,000-deep document would overflow);
  // parallel arrays keep it allocation-light, as it runs on every validation.
  const containers: object[] = [];
  const depths: number[] = [];
  let values = 1;
  if (document !== null && typeof document === 'object') {
    containers.push(document);
    depths.push(0);
  }
  while (containers.length > 0) {
    const value = containers.pop() as object;
    const depth = depths.pop() as number;
    if (depth >= MAX_NESTING_DEPTH) {
      return limitIssue(`The mission nests lists or objects more than ${MAX_NESTING_DEPTH} levels deep; a mission never needs that.`);
    }
    const children: readonly unknown[] = Array.isArray(value) ? value : Object.values(value);
    values += children.length;
    if (values > MAX_VALUES) return limitIssue(`The mission holds more than ${MAX_VALUES.toLocaleString('en')} values; that is far beyond what the format allows.`);
    for (const child of children) {
      if (child !== null && typeof child === 'object') {
        containers.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return undefined;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1_048_576) return `${(bytes / 1_048_576).toFixed(1)} MiB`;
  return `${Math.ceil(bytes / 1024)} KiB`;
}
