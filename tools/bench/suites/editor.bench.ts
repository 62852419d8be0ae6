// editor.revalidate and playtest.latency (issue 7): the built editor in headless Chromium, driven as a user
// drives it. Both are reported cases: the first is timed inside the page, the second on this process's clock.
//
// editor.revalidate: the 60-tile mission of validate.edit, opened through the editor's file input; a search
// token selected by a click on the map and moved one cell by an arrow key, back and forth. The editor marks
// each edit's start and measures when the validation panel has committed that edit's errors (performance
// marks "editor:edit" → measure "editor:revalidate", apps/editor/src/document/edit-timing.ts); the median of
// the measured edits is reported. Pure validation of the same edit is validate.edit.
//
// playtest.latency: the editor pointed at a served game (the editor's game-URL setting in its storage), a
// playable hive sample opened through the file input, the Playtest button clicked, and the time until the new
// tab's board canvas has rendered a frame with draw calls (then its action bar is checked: a playable game).
// The click and the frame are timed in the two pages on the machine's clock (the bench's own clock adds
// Playwright's popup attach and polling, ~0.3–0.5 s here; it is printed too). Each sample closes the tab, so
// the next click opens a fresh one; the game's files stay in the HTTP cache.
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import type { Reported, ReportedBenchCase } from '../bench-case';
import { launchChromium } from '../browser/chromium';
import { serveBuiltApp, type ServedApp } from '../browser/served-app';
import { largeMission } from '../fixtures/large-mission';
import { median } from '../measure';

const WARMUP_EDITS = 4;
const MEASURED_EDITS = 30;
const PLAYTEST_SAMPLES = 5;
const PLAYTEST_MISSION = fileURLToPath(new URL('../../../libs/scenario-schema/src/samples/hive-destroy-the-hive.mission.json', import.meta.url));
/** The editor's setting naming the game's URL (apps/editor/src/share/game-base.ts). */
const GAME_URL_KEY = 'breachline.editor.gameUrl';

export default function editorSuite(): ReportedBenchCase[] {
  return [
    {
      name: 'editor.revalidate',
      size: `editor in Chromium, 60-tile mission, arrow-key move → errors rendered, median of ${MEASURED_EDITS}`,
      report: revalidate,
      target: { kind: 'median-ms-at-most', value: 10 },
    },
    {
      name: 'playtest.latency',
      size: `editor Playtest click → game tab's first board frame, median of ${PLAYTEST_SAMPLES}`,
      report: playtestLatency,
      target: { kind: 'median-ms-at-most', value: 1000 },
    },
  ];
}

/** Runs `body` with the apps served and a browser open, and always closes them. */
async function withBrowser<T>(apps: readonly ('editor' | 'game')[], body: (browser: Browser, served: ServedApp[]) => Promise<T>): Promise<T> {
  const served: ServedApp[] = [];
  let browser: Browser | undefined;
  try {
    for (const app of apps) served.push(await serveBuiltApp(app));
    browser = await launchChromium();
    return await body(browser, served);
  } finally {
    await browser?.close();
    for (const app of served) await app.close();
  }
}

async function revalidate(): Promise<Reported> {
  return withBrowser(['editor'], async (browser, [editor]) => {
    if (!editor) throw new Error('the editor is not served');
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(editor.url);
    const mission = largeMission(10, 6, 60);
    await page.getByLabel('Mission file').setInputFiles({ name: 'bench-large.mission.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(mission)) });
    await page.locator('.mission-title').filter({ hasText: 'Benchmark deck' }).waitFor();
    const canvas = page.getByLabel('Mission map').locator('canvas');
    await page.waitForFunction(isBoardDrawn, 'Mission map', { timeout: 60_000 });
    await untilIdle(page, 'Mission map');

    // The search token of the tile in column 5, row 3 (tiles are 8×8 from the origin; the token is at 2,6 in its tile).
    const token = { x: 5 * 8 + 2, y: 3 * 8 + 6 };
    const at = await cellPoint(page, canvas, token, workArea(10 * 8, 6 * 8));
    await page.mouse.click(at.x, at.y);
    const measures = () => page.evaluate(() => performance.getEntriesByName('editor:revalidate', 'measure').map((entry) => entry.duration));
    const before = (await measures()).length;
    for (let edit = 0; edit < WARMUP_EDITS + MEASURED_EDITS; edit++) {
      await page.keyboard.press(edit % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
      await page
        .waitForFunction((count) => performance.getEntriesByName('editor:revalidate', 'measure').length >= count, before + edit + 1, { timeout: 10_000 })
        .catch(() => {
          throw new Error(`edit ${edit + 1} was not measured: the click did not select the token, or the move was refused (${token.x},${token.y})`);
        });
    }
    const durations = (await measures()).slice(before + WARMUP_EDITS);
    if (durations.length !== MEASURED_EDITS) throw new Error(`expected ${MEASURED_EDITS} measured edits, got ${durations.length}`);
    return { value: median(durations), unit: 'ms' };
  });
}

async function playtestLatency(): Promise<Reported> {
  return withBrowser(['game', 'editor'], async (browser, [game, editor]) => {
    if (!game || !editor) throw new Error('the apps are not served');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(playtestTimingScript(new URL(editor.url).origin, game.url));
    const page = await context.newPage();
    await page.goto(editor.url);
    await page.getByLabel('Mission file').setInputFiles(PLAYTEST_MISSION);
    await page.locator('.mission-title').filter({ hasText: 'Destroy the Hive' }).waitFor();
    await page.getByText('No problems found.').waitFor();
    const samples: number[] = [];
    const benchClock: number[] = [];
    for (let i = 0; i < PLAYTEST_SAMPLES; i++) {
      const opened = page.waitForEvent('popup');
      const start = performance.now();
      await page.getByRole('button', { name: 'Playtest', exact: true }).click();
      const tab = await opened;
      // A function, not a string: the game's Content-Security-Policy has no 'unsafe-eval', and Playwright
      // evaluates a string predicate with eval inside the page.
      await tab.waitForFunction(() => (globalThis as BenchGlobals).__benchFrameAt !== undefined, undefined, { polling: 5, timeout: 30_000 });
      benchClock.push(performance.now() - start);
      if (!tab.url().startsWith(game.url)) throw new Error(`Playtest opened ${tab.url()}, not the served game ${game.url}`);
      await tab.getByRole('region', { name: 'Actions' }).waitFor({ timeout: 5_000 });
      const clickedAt = Number(await page.evaluate(() => (globalThis as BenchGlobals).__benchClickAt));
      const framedAt = Number(await tab.evaluate(() => (globalThis as BenchGlobals).__benchFrameAt));
      samples.push(framedAt - clickedAt);
      await tab.close();
    }
    process.stderr.write(
      `playtest.latency: click → frame ${samples.map((ms) => Math.round(ms)).join(', ')} ms in the browser; ` +
        `${benchClock.map((ms) => Math.round(ms)).join(', ')} ms on the bench's clock (with Playwright's popup attach and polling)\n`,
    );
    return { value: median(samples), unit: 'ms' };
  });
}

/** The times the timing script below leaves on the page's global object. */
interface BenchGlobals {
  __benchClickAt?: number;
  __benchFrameAt?: number;
}

/**
 * Added to every page before its own scripts. In the editor: the game-URL setting, and the time of the click
 * on Playtest. In a game tab: the time the game board's canvas publishes its first frame with draw calls
 * (a MutationObserver on board-view's data-frames attribute). Both on the machine's clock
 * (performance.timeOrigin + now), so the two pages' times compare.
 */
function playtestTimingScript(editorOrigin: string, gameUrl: string): string {
  return `(() => {
    const now = () => performance.timeOrigin + performance.now();
    if (location.origin === ${JSON.stringify(editorOrigin)}) {
      localStorage.setItem(${JSON.stringify(GAME_URL_KEY)}, ${JSON.stringify(gameUrl)});
      document.addEventListener('click', (event) => {
        if (event.target instanceof Element && event.target.closest('button')?.textContent === 'Playtest') window.__benchClickAt = now();
      }, true);
    } else if (location.href.startsWith(${JSON.stringify(gameUrl)})) {
      const observer = new MutationObserver(() => {
        if (${boardDrawn('Game board')}) {
          window.__benchFrameAt = now();
          observer.disconnect();
        }
      });
      observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-frames'] });
    }
  })();`;
}

/**
 * In-page code for the init script (added through the browser's protocol, which CSP does not block): true once the labelled board's canvas has
 * rendered a frame that drew something (board-view publishes data-frames and data-draw-calls on it).
 */
function boardDrawn(label: string): string {
  return `(() => {
    const canvas = document.querySelector('[aria-label=${JSON.stringify(label)}] canvas');
    return Number(canvas?.getAttribute('data-frames') ?? 0) > 0 && Number(canvas?.getAttribute('data-draw-calls') ?? 0) > 0;
  })()`;
}

/** The page's document, as far as these probes use it (this project's TypeScript has no DOM). */
interface ProbedPage {
  readonly document: { querySelector(selector: string): { getAttribute(name: string): string | null } | null };
}

/**
 * In-page functions for Playwright to run (`waitForFunction`, `evaluate`): functions, not strings, since
 * both apps' Content-Security-Policy has no 'unsafe-eval' and Playwright evaluates a string with eval.
 * Self-contained: Playwright sends only their source.
 */
function isBoardDrawn(label: string): boolean {
  const canvas = (globalThis as unknown as ProbedPage).document.querySelector(`[aria-label=${JSON.stringify(label)}] canvas`);
  return Number(canvas?.getAttribute('data-frames') ?? 0) > 0 && Number(canvas?.getAttribute('data-draw-calls') ?? 0) > 0;
}

function framesOf(label: string): number {
  return Number((globalThis as unknown as ProbedPage).document.querySelector(`[aria-label=${JSON.stringify(label)}] canvas`)?.getAttribute('data-frames') ?? 0);
}

/** Waits until the labelled canvas stops rendering (it draws on demand): the map is framed on the opened mission. */
async function untilIdle(page: Page, label: string): Promise<void> {
  const frames = () => page.evaluate(framesOf, label);
  let last = await frames();
  const deadline = Date.now() + 10_000;
  for (let quiet = 0; quiet < 5 && Date.now() < deadline; ) {
    await page.waitForTimeout(100);
    const now = await frames();
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
}

/** The editor's work area for a board of this size: at least 32, rounded up to 8 with room to grow (placement-rules.ts). */
function workArea(width: number, height: number) {
  const roundUp = (n: number) => Math.max(32, Math.ceil((n + 8) / 8) * 8);
  return { width: roundUp(width), height: roundUp(height) };
}

/** A cell's centre on the top-down map: the camera frames the work area with a one-cell margin (as e2e/src/support/map-cells.ts). */
async function cellPoint(page: Page, canvas: ReturnType<Page['locator']>, cell: { x: number; y: number }, area: { width: number; height: number }) {
  const box = await canvas.boundingBox();
  if (!box) throw new Error(`the map canvas is not visible on ${page.url()}`);
  const zoom = Math.min(box.width / (area.width + 2), box.height / (area.height + 2));
  return { x: box.x + box.width / 2 + (cell.x + 0.5 - area.width / 2) * zoom, y: box.y + box.height / 2 + (cell.y + 0.5 - area.height / 2) * zoom };
}
