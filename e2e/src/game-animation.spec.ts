import { expect, test, type Page } from '@playwright/test';
import { recordConsoleErrors } from './support/console-errors';
import { startMission } from './support/start-mission';

/** Destroy the Hive with the suggested party; seed 1 (set in party setup: each game draws its own otherwise), so its first tile needs orienting. */
async function startHive(page: Page) {
  const canvas = await startMission(page, 'Destroy the Hive', { seed: 1 });
  const bar = page.getByRole('region', { name: 'Actions' });
  await bar.getByRole('button', { name: 'Explore north' }).click();
  await expect(bar.getByRole('button', { name: /^Place the tile turned 0°/ })).toBeVisible();
  return { canvas, bar };
}

const framesOf = async (canvas: import('@playwright/test').Locator) => Number(await canvas.getAttribute('data-frames'));

test('a new tile and a move animate from the engine events, drawing frames only while they run', async ({ page }) => {
  const errors = recordConsoleErrors(page);
  const { canvas, bar } = await startHive(page);
  const before = await framesOf(canvas);
  await bar.getByRole('button', { name: /^Place the tile turned 0°/ }).click();
  await expect(page.getByRole('region', { name: 'Event log' })).toContainText(/is revealed at [A-Z]+\d+\./);
  // The tile drops in and Buzzer steps onto it: frame after frame, then the board settles.
  await expect.poll(() => framesOf(canvas)).toBeGreaterThan(before + 2);
  await expect(canvas).toHaveAttribute('data-animating', 'false');
  // Idle is measured over wall-clock time (issue 6, render.idle): no frame may be drawn once it is over.
  const settled = await framesOf(canvas);
  // eslint-disable-next-line playwright/no-wait-for-timeout
  await page.waitForTimeout(1_500);
  expect(await framesOf(canvas)).toBe(settled);
  expect(errors).toEqual([]);
});

test('a new action cuts the running animation short: input is never held up by it', async ({ page }) => {
  const { canvas, bar } = await startHive(page);
  // Time stands still, so the tile's animation cannot end by itself.
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await bar.getByRole('button', { name: /^Place the tile turned 0°/ }).click();
  await expect(canvas).toHaveAttribute('data-animating', 'true');
  await bar.getByRole('button', { name: 'End this turn' }).click();
  await expect(page.getByRole('status')).toHaveText(/Jane is acting/);
  await expect(canvas).toHaveAttribute('data-animating', 'false');
});

test('with prefers-reduced-motion a step shows its end state at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { canvas, bar } = await startHive(page);
  const before = await framesOf(canvas);
  await bar.getByRole('button', { name: /^Place the tile turned 0°/ }).click();
  await expect(page.getByRole('region', { name: 'Event log' })).toContainText(/is revealed at [A-Z]+\d+\./);
  await expect(canvas).toHaveAttribute('data-animating', 'false');
  // eslint-disable-next-line playwright/no-wait-for-timeout
  await page.waitForTimeout(1_000);
  // The new state's own render (and the layout that follows it), not an animation's dozens of frames.
  expect((await framesOf(canvas)) - before).toBeLessThanOrEqual(3);
});
