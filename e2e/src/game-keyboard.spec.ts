import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { GAME_URL } from './support/urls';

/** Presses Tab until the focused element's accessible words match, as a keyboard user looks for a control. */
async function tabTo(page: Page, name: RegExp): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => `${document.activeElement?.getAttribute('aria-label') ?? ''} ${document.activeElement?.textContent ?? ''}`);
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** A square as the log names it: column letters (A…Z, AA…), then the row from 1. */
function squareName(cell: { x: number; y: number }): string {
  let column = '';
  for (let n = cell.x + 1; n > 0; n = Math.floor((n - 1) / 26)) column = String.fromCharCode(65 + ((n - 1) % 26)) + column;
  return `${column}${cell.y + 1}`;
}

/** The cell the cursor's live region names ("x 12, y 7: …"). */
async function cursorCell(cursor: Locator): Promise<{ x: number; y: number }> {
  const at = /x (\d+), y (\d+):/.exec((await cursor.textContent()) ?? '');
  expect(at, 'the live region names the cursor cell').not.toBeNull();
  return { x: Number(at?.[1]), y: Number(at?.[2]) };
}

/** Walks the cursor with the arrow keys to (x, y), waiting for each step to be announced. */
async function walkTo(page: Page, cursor: Locator, x: number, y: number): Promise<void> {
  for (let guard = 0; guard < 12; guard++) {
    const at = await cursorCell(cursor);
    const key = at.x < x ? 'ArrowRight' : at.x > x ? 'ArrowLeft' : at.y < y ? 'ArrowDown' : at.y > y ? 'ArrowUp' : undefined;
    if (!key) return;
    await page.keyboard.press(key);
    await expect(cursor).not.toHaveText(new RegExp(`x ${at.x}, y ${at.y}:`));
  }
}

test('a hive mission played from the keyboard alone: set up, explore, move with the cursor, end the turn', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await page.goto(GAME_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();

  // Start screen and party setup, by Tab and Enter.
  await tabTo(page, /Play Destroy the Hive/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Roster' })).toBeVisible();
  // Seed 1, typed in party setup's Advanced section (each game draws its own otherwise): its first tile needs orienting.
  await tabTo(page, /^\s*Advanced\s*$/);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Seed/)).toBeFocused();
  await page.keyboard.type('1');
  await expect(page.getByLabel(/^Seed/)).toHaveValue('1');
  await tabTo(page, /Start the mission/);
  await page.keyboard.press('Enter');
  const canvas = page.getByLabel('Game board').locator('canvas');
  await waitForBoardFrame(canvas);

  const bar = page.getByRole('region', { name: 'Actions' });
  const log = page.getByRole('region', { name: 'Event log' });
  const turn = page.getByRole('status');
  // What a screen reader hears about the cursor.
  const cursor = bar.locator('[aria-live="polite"]');

  // The first hero stands where there is nowhere to go yet: explore (1), orient the new tile (1), end the turn (E).
  await expect(turn).toHaveText(/is acting/);
  await expect(bar.getByRole('button').first()).toHaveText(/^Explore north/);
  await page.keyboard.press('1');
  await expect(bar.getByRole('button').first()).toHaveText(/^Place the tile/);
  await page.keyboard.press('1');
  await expect(log).toContainText(/is revealed at [A-Z]+\d+\./);
  const first = await turn.textContent();
  await page.keyboard.press('e');
  await expect(turn).not.toHaveText(first ?? '');
  const move = bar.getByRole('button', { name: /^Move…/ });
  const cancel = bar.getByRole('button', { name: /^Cancel move/ });
  await expect(move).toHaveAttribute('aria-keyshortcuts', 'M');

  // M starts choosing a square: the keys are said, and the cursor stands on the hero, which is no move at all.
  await page.keyboard.press('m');
  await expect(cursor).toHaveText(/^Move: arrow keys .* Escape cancels\. x \d+, y \d+: out of reach$/);
  const start = await cursorCell(cursor);
  await expect(cancel).toBeVisible();
  // Enter there says why and moves nothing; Escape leaves the mode.
  const before = await log.locator('li').count();
  await page.keyboard.press('Enter');
  await expect(bar).toContainText(`x ${start.x}, y ${start.y} is out of reach: choose a highlighted square.`);
  await expect(log.locator('li')).toHaveCount(before);
  await page.keyboard.press('Escape');
  await expect(move).toBeVisible();
  await expect(cursor).toHaveText(/^Press M or click a highlighted square to move/);

  // Again, and walk the cursor over the squares near the hero, nearest first, until one is in reach, hearing each one's cost.
  await page.keyboard.press('m');
  await expect(cursor).toHaveText(new RegExp(`x ${start.x}, y ${start.y}: out of reach$`));
  const near = [1, 2, 3]
    .flatMap((r) => [-r, 0, r].flatMap((dx) => [-r, 0, r].map((dy) => ({ x: start.x + dx, y: start.y + dy }))))
    .filter((cell) => (cell.x !== start.x || cell.y !== start.y) && cell.x >= 0 && cell.y >= 0);
  let target: string | undefined;
  for (const cell of near) {
    await walkTo(page, cursor, cell.x, cell.y);
    const said = (await cursor.textContent()) ?? '';
    // A search, not a branch of the test: the first square the announcement says is in reach ends it.
    // eslint-disable-next-line playwright/no-conditional-in-test
    if (/^x \d+, y \d+: \d+ moves?$/.test(said)) {
      // The log names squares as the bar does: column letter, row from 1 ("C4").
      target = squareName(cell);
      break;
    }
  }
  expect(target, 'a square near the hero is in reach').toBeDefined();
  await expect(canvas).toHaveAttribute('data-animating', 'false');
  await testInfo.attach('cursor mode', { body: await page.screenshot(), contentType: 'image/png' });

  // Enter moves there: the log says so, and the mode ends.
  await page.keyboard.press('Enter');
  await expect(log).toContainText(new RegExp(`moves \\d+ squares? to ${target}\\.`));
  await expect(cancel).toBeHidden();

  // Another action from the keyboard: E ends the hero's turn, and the next hero acts.
  const acting = await turn.textContent();
  await page.keyboard.press('e');
  await expect(turn).not.toHaveText(acting ?? '');
  expect(errors).toEqual([]);
});
