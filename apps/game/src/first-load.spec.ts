// Issue 6's bundle budget (≤100 KiB gzipped on the first load, measured by `npm run bench`'s bundle row):
// what main.tsx imports statically is downloaded before the start screen paints, so nothing on that path
// may import a heavy library as a value. Types are erased; `import()` loads later, on demand.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Libraries the first paint must not fetch: the engine, the AI, the board (three.js), the validators. */
const HEAVY = ['@breachline/engine', '@breachline/ai', '@breachline/board-view', '@breachline/scenario-schema', 'three', '@react-three/fiber', '@react-three/drei', 'ajv'];

/** Nothing is exempt: the sample missions' documents (~34 KiB gzipped) load after the first paint too. */
const LIGHT = new Set<string>();

const SRC = `${dirname(fileURLToPath(import.meta.url))}/`;

/** The value imports of a source file (`import type …` and `import { type … }`-only lines are erased at build). */
function valueImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/^import\s+(type\s+)?([^'"]*?)\s*from\s*['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm)) {
    const [, typeOnly, clause = '', from, bare] = match;
    if (bare) found.push(bare);
    else if (from && !typeOnly && !/^\{\s*(type\s+[\w$]+\s*,?\s*)+\}$/.test(clause)) found.push(from);
  }
  return found;
}

const resolveLocal = (from: string, specifier: string) =>
  ['.ts', '.tsx', '/index.ts'].map((ext) => join(dirname(from), specifier) + ext).find((path) => existsSync(path));

/** Every module reached from main.tsx by static value imports, and the packages they name. */
function firstLoad(): { files: string[]; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [join(SRC, 'main.tsx')];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const local = resolveLocal(file, specifier);
        if (local) queue.push(local);
      } else packages.set(specifier, file.slice(SRC.length));
    }
  }
  return { files: [...files], packages };
}

describe('the first load (issue 6 bundle budget)', () => {
  it('imports no engine, AI, board or validator on the way to the start screen', () => {
    const { packages } = firstLoad();
    const heavy = [...packages].filter(([name]) => !LIGHT.has(name) && HEAVY.some((lib) => name === lib || name.startsWith(`${lib}/`)));
    expect(heavy.map(([name, by]) => `${by} imports ${name}`)).toEqual([]);
  });

  it('follows the start screen’s imports (the walk is not empty)', () => {
    const { files } = firstLoad();
    expect(files.map((file) => file.slice(SRC.length))).toEqual(expect.arrayContaining(['main.tsx', 'app/app.tsx', 'app/start-screen.tsx', 'app/mission-catalogue.ts']));
  });
});
