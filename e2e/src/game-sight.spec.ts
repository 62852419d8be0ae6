import { expect, test } from '@playwright/test';
import { recordConsoleErrors } from './support/console-errors';
import { attachScreenshot, playUntil } from './support/pointer-play';
import { startMission } from './support/start-mission';
import { waitForBoardFrame } from './support/canvas-pixels';

/**
 * Issue 16: a line-of-sight and threat preview for the selected unit. The board writes what it draws onto the
 * canvas (data-sight-cells: seen squares tinted; data-threat-rings: enemies ringed), as it does its clickable points.
 */
test('a selected trooper shows what it sees on the board, and V hides and shows it again', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  const canvas = await startMission(page, 'First Steps', { seed: 1 });
  const bar = page.getByRole('region', { name: 'Actions' });
  const seenCells = async () => Number((await canvas.getAttribute('data-sight-cells')) ?? 'NaN');

  // First Steps' cargo bay: the sergeant on A4 faces north up column A (A3, A2, A1); the gunner stands on B4, east of him.
  await bar.getByRole('button', { name: /^Act with/ }).first().click();
  const toggle = bar.getByRole('button', { name: /^Sight and threats/ });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(seenCells).toBe(3);
  await expect(canvas).toHaveAttribute('data-threat-rings', '0');
  await page.getByRole('button', { name: 'Got it' }).click();
  // Turned east he sees only the gunner beside him: the first model on the line stops it (boarding.md §6.3).
  await bar.getByRole('button', { name: /^Turn right to face east/ }).click();
  await expect(page.getByRole('list', { name: 'Squad' })).toContainText(/Facing east/);
  await expect.poll(seenCells).toBe(1);
  // A step north (M, then the arrow and Enter) and he looks across the bay: B3, C3, D3.
  await page.keyboard.press('m');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Event log' })).toContainText(/moves 1 square/);
  await expect.poll(seenCells).toBe(3);
  await expect(canvas).toHaveAttribute('data-animating', 'false');
  await testInfo.attach('boarding sight preview', { body: await page.screenshot(), contentType: 'image/png' });

  await page.keyboard.press('v');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(seenCells).toBe(0);
  await page.keyboard.press('v');
  await expect.poll(seenCells).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('bugs that can reach the selected Valkyrie are ringed on the board, and V hides the rings', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const errors = recordConsoleErrors(page);
  // Destroy the Hive, seed 1, played by pointer (exploring whenever offered) until bugs come within reach of the
  // acting Valkyrie (hive.md §7.4: a bug's move and its attack); before that, no ring is drawn.
  const canvas = await startMission(page, 'Destroy the Hive', { seed: 1 });
  const bar = page.getByRole('region', { name: 'Actions' });
  const rings = async () => Number((await canvas.getAttribute('data-threat-rings')) ?? 'NaN');
  await expect(canvas).toHaveAttribute('data-threat-rings', '0');
  expect(await playUntil(page, canvas, async () => (await rings()) > 0, 150_000, /^Place the tile|^Explore/)).toBe(false);
  await expect(bar.getByRole('button', { name: /^Sight and threats/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(canvas).toHaveAttribute('data-animating', 'false');
  const ringed = await rings();
  expect(ringed).toBeGreaterThan(0);
  await waitForBoardFrame(canvas);
  await attachScreenshot(page, testInfo, 'hive threat rings');
  await page.keyboard.press('v');
  await expect.poll(rings).toBe(0);
  await page.keyboard.press('v');
  await expect.poll(rings).toBe(ringed);
  expect(errors).toEqual([]);
});
