// Opens the render benchmark's baseline (one-mesh-baseline/page.ts) in a browser page: bundled with three.js
// by Vite's JS API into one script, in memory (nothing written into the repository), then injected into a
// blank page of the same browser as the game's, with the same viewport.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { build, type Rolldown } from 'vite';
import type { SceneSnapshot } from './scene-snapshot';

const entry = fileURLToPath(new URL('./one-mesh-baseline/page.ts', import.meta.url));

async function bundleBaseline(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    root: fileURLToPath(new URL('./one-mesh-baseline/', import.meta.url)),
    cacheDir: join(tmpdir(), 'breachline-bench-vite'),
    build: { write: false, minify: true, lib: { entry, formats: ['es'], fileName: 'baseline' } },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((file) => file.type === 'chunk' && file.isEntry);
  if (!chunk || chunk.type !== 'chunk') throw new Error('the baseline page did not bundle');
  return chunk.code;
}

/** A page holding the one-mesh-per-object copy of `snapshot`, ready for `timeRenderCalls`. */
export async function openBaselinePage(context: BrowserContext, snapshot: SceneSnapshot): Promise<{ page: Page; meshes: number }> {
  const code = await bundleBaseline();
  const page = await context.newPage();
  await page.setContent('<!doctype html><html><body style="margin:0;background:#000"></body></html>');
  await page.addScriptTag({ content: code, type: 'module' });
  await page.waitForFunction(() => '__buildOneMeshScene' in globalThis);
  const { meshes } = await page.evaluate((data) => {
    const build = (globalThis as unknown as { __buildOneMeshScene: (s: typeof data) => { meshes: number } }).__buildOneMeshScene;
    return build(data);
  }, snapshot);
  return { page, meshes };
}
