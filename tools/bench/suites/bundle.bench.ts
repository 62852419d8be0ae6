// Issue 6's bundle budget, read from the game's production build (apps/game/dist, built through Nx):
//   initial JS  ≤100 KiB gzipped: the scripts index.html loads or modulepreloads, and what they import
//               statically — three.js and the 3D scene must not be among them (lazily loaded chunks)
//   3D chunk    ≤300 KiB gzipped: the lazily loaded chunk(s) holding three.js and the board's scene
// Sizes are gzip (node:zlib, level 9) of the files as served; exact counters, not timings.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ReportedBenchCase } from '../bench-case';
import { buildApp } from '../browser/served-app';

/** A string three.js's own build keeps through minification (its renderer's warnings). */
const THREE_MARKER = 'THREE.WebGLRenderer';

interface BundleFigures {
  readonly initial: { readonly kib: number; readonly files: readonly string[] };
  /** Gzipped KiB of initial files that carry three.js: 0 when the 3D scene loads lazily. */
  readonly threeInInitial: number;
  readonly scene3d: { readonly kib: number; readonly files: readonly string[] };
}

/** Static imports of a built module (`import … from "./x.js"`, `import "./x.js"`); `import("./x.js")` is lazy and not matched. */
function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/\b(?:import|export)\b[^"'();]*?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    if (match[1]) found.push(match[1]);
  }
  return found;
}

/** `/assets/x.js` or `./x.js` relative to a file in assets/, as a path under dist. */
const resolve = (from: string, specifier: string) => (specifier.startsWith('/') ? specifier.slice(1) : join(from.split('/').slice(0, -1).join('/'), specifier));

async function weighBundle(): Promise<BundleFigures> {
  const dist = buildApp('game');
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => (m[1] ?? m[2] ?? '').replace(/^\//, ''));
  if (entries.length === 0) throw new Error('apps/game/dist/index.html loads no module script');
  const code = new Map<string, string>();
  const read = async (file: string) => code.get(file) ?? code.set(file, await readFile(join(dist, file), 'utf8')).get(file) ?? '';
  const gzipKiB = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipSync(code.get(file) ?? '', { level: 9 }).length, 0) / 1024;

  // Everything the first page load fetches: the entries and, transitively, their static imports.
  const initial = new Set<string>();
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (initial.has(file)) continue;
    initial.add(file);
    for (const specifier of staticImports(await read(file))) queue.push(resolve(file, specifier));
  }
  // The 3D scene: every other chunk that carries three.js.
  const chunks = (await readdir(join(dist, 'assets'))).filter((name) => name.endsWith('.js')).map((name) => `assets/${name}`);
  const scene3d: string[] = [];
  for (const chunk of chunks) if (!initial.has(chunk) && (await read(chunk)).includes(THREE_MARKER)) scene3d.push(chunk);
  const eager: string[] = [];
  for (const file of initial) if ((await read(file)).includes(THREE_MARKER)) eager.push(file);
  if (scene3d.length === 0 && eager.length === 0) throw new Error(`no chunk of the build holds three.js (looked for "${THREE_MARKER}")`);
  return { initial: { kib: gzipKiB(initial), files: [...initial] }, threeInInitial: gzipKiB(eager), scene3d: { kib: gzipKiB(scene3d), files: scene3d } };
}

export default function bundleSuite(): ReportedBenchCase[] {
  let weighed: Promise<BundleFigures> | undefined;
  const figures = () => (weighed ??= weighBundle());
  return [
    {
      name: 'bundle',
      size: 'game: initial JS, gzipped (entry + modulepreloads + their static imports)',
      report: async () => ({ value: (await figures()).initial.kib, unit: 'KiB' }),
      target: { kind: 'at-most', value: 100 },
    },
    {
      name: 'bundle',
      size: 'game: initial files carrying three.js, gzipped (must load lazily)',
      report: async () => ({ value: (await figures()).threeInInitial, unit: 'KiB' }),
      target: { kind: 'at-most', value: 0 },
    },
    {
      name: 'bundle',
      size: 'game: 3D chunk, gzipped (three.js + board-view, lazily loaded)',
      report: async () => ({ value: (await figures()).scene3d.kib, unit: 'KiB' }),
      target: { kind: 'at-most', value: 300 },
    },
  ];
}
