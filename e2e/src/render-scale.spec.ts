import { expect, test } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { GAME_URL } from './support/urls';

// Draw calls are exact counters (not timings): they may be asserted in a test (issue 6, render.drawcalls).
async function drawCalls(page: import('@playwright/test').Page, size: number, units: number, mixed = false): Promise<number> {
  await page.goto(`${GAME_URL}?scene=stress&size=${size}&units=${units}${mixed ? '&figures=mixed' : ''}`);
  return waitForBoardFrame(page.getByLabel('Stress board').locator('canvas'));
}

test('a 128×128 board with 300 units draws in at most 100 calls, within 10% of a 16×16 board with 10', async ({ page }, testInfo) => {
  const large = await drawCalls(page, 128, 300);
  await testInfo.attach('128² board, 300 units', { body: await page.screenshot(), contentType: 'image/png' });
  const small = await drawCalls(page, 16, 10);
  testInfo.annotations.push({ type: 'draw calls', description: `128²+300: ${large}; 16²+10: ${small}` });
  expect(large).toBeLessThanOrEqual(100);
  expect(Math.abs(large - small) / small).toBeLessThanOrEqual(0.1);
});

test('a 48×48 field with 300 units of every figure body, 2×2 figures among them, draws in at most 100 calls', async ({ page }, testInfo) => {
  const calls = await drawCalls(page, 48, 300, true);
  await testInfo.attach('48² field, 300 mixed units', { body: await page.screenshot(), contentType: 'image/png' });
  testInfo.annotations.push({ type: 'draw calls', description: `48²+300 mixed: ${calls}` });
  expect(calls).toBeLessThanOrEqual(100);
});

test('an idle board renders no frames (frameloop "demand"): none during 2 s with nothing happening', async ({ page }) => {
  await drawCalls(page, 32, 20);
  const canvas = page.getByLabel('Stress board').locator('canvas');
  // Idleness is measured over wall-clock time, so this test waits on purpose: first for the opening
  // frames to settle (lazy chunks, the camera fit), then the 2 s in which no frame may be drawn.
  // eslint-disable-next-line playwright/no-wait-for-timeout
  await page.waitForTimeout(1_000);
  const before = Number(await canvas.getAttribute('data-frames'));
  // eslint-disable-next-line playwright/no-wait-for-timeout
  await page.waitForTimeout(2_000);
  expect(Number(await canvas.getAttribute('data-frames'))).toBe(before);
});
