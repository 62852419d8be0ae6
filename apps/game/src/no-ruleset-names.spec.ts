// Issue 16: the game and the board view draw and word every ruleset through its presentation face, so no
// source file outside tests names a ruleset. A new ruleset then needs no change here to be played.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULESET_IDS } from '@breachline/engine';
const ROOTS = ['.', '../../../libs/board-view/src'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('apps/game and libs/board-view name no ruleset (issue 16)', () => {
  it('no source file holds a ruleset id as a string literal', () => {
    const named = ROOTS.flatMap(sourceFiles).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return RULESET_IDS.filter((id) => new RegExp(`['"\`]${id}['"\`/]`).test(text)).map((id) => `${file}: ${id}`);
    });
    expect(named).toEqual([]);
  });

  it('no source file names a ruleset in its comments either (a comment naming one is a special case waiting to happen)', () => {
    const named = ROOTS.flatMap(sourceFiles).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return RULESET_IDS.filter((id) => new RegExp(`\\b${id}\\b`, 'i').test(text)).map((id) => `${file}: ${id}`);
    });
    expect(named).toEqual([]);
  });

  it('checks every registered ruleset (a new one is covered without editing this test)', () => {
    expect(RULESET_IDS).toEqual(expect.arrayContaining(['hive', 'boarding', 'derelict', 'horde', 'infiltration']));
  });

  it('finds the files it checks (the scan is not empty)', () => {
    expect(ROOTS.flatMap(sourceFiles).length).toBeGreaterThan(40);
  });
});
