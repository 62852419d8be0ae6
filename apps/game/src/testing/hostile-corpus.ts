// The hostile saves and drafts kept in e2e/hostile (shared with the Playwright spec): each file says why it is
// hostile and holds what is put in localStorage (`stored` as JSON, or `storedText` as it is).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface HostileEntry {
  readonly name: string;
  readonly why: string;
  /** When the damage shows: at load (set aside at once) or when the game is resumed. */
  readonly damagedAt: 'load' | 'resume';
  /** The exact text to store. */
  readonly text: string;
}

export function hostileCorpus(kind: 'saves' | 'drafts'): HostileEntry[] {
  const folder = join(dirname(fileURLToPath(import.meta.url)), '../../../../e2e/hostile', kind);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const entry = JSON.parse(readFileSync(join(folder, file), 'utf8')) as { why: string; damagedAt?: 'load' | 'resume'; stored?: unknown; storedText?: string };
      return { name: file.replace(/\.json$/, ''), why: entry.why, damagedAt: entry.damagedAt ?? 'load', text: entry.storedText ?? JSON.stringify(entry.stored) };
    });
}

/** A Storage that holds items in a Map. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}
