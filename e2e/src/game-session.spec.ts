import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { startMission } from './support/start-mission';

// Issue 16 §4 and issue 15 §6: the game lives in a session store; Resume brings back the log, the players and
// the acting hero; each game draws its own seed, shown on the end screen.

/** The event log's lines, in order. */
const logLines = (page: Page) => page.getByRole('region', { name: 'Event log' }).locator('li').allInnerTexts();

/**
 * Plays (1: the first action offered, E: end the turn, Space: skip the enemy's) until player 2's hero is acting
 * after a few steps, so there is a log to lose.
 */
async function playUntilPlayer2Acts(page: Page, banner: Locator): Promise<void> {
  const keys = ['1', 'e', 'Space'];
  for (let i = 0; i < 300; i++) {
    const acting = (await banner.textContent()) ?? '';
    if (/^Player 2: .+ is acting$/.test(acting) && (await logLines(page)).length > 3) return;
    await page.keyboard.press(keys[i % keys.length] ?? 'e');
    // A short pause between keys: each key's step is drawn before the banner is read again.
    // eslint-disable-next-line playwright/no-wait-for-timeout
    await page.waitForTimeout(100);
  }
}

test('a reload mid-game, then Resume, brings back the log, the players and the acting hero', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const errors = recordConsoleErrors(page);
  await startMission(page, 'Purge', { players: 2 });
  const banner = page.getByRole('status').filter({ hasText: /acting|choose who acts|enemy is moving/ });
  // Hot-seat, two players: the second hero of the party is player 2's.
  await playUntilPlayer2Acts(page, banner);
  await expect(banner).toHaveText(/^Player 2: .+ is acting$/);
  const before = { log: await logLines(page), banner: await banner.textContent() };
  await testInfo.attach('before-reload', { body: await page.screenshot(), contentType: 'image/png' });

  await page.reload();
  await page.getByRole('button', { name: /^Resume / }).click();
  await waitForBoardFrame(page.getByLabel('Game board').locator('canvas'));
  await expect(banner).toHaveText(before.banner ?? '');
  expect(await logLines(page)).toEqual(before.log);
  await testInfo.attach('after-resume', { body: await page.screenshot(), contentType: 'image/png' });
  expect(errors).toEqual([]);
});

/** The seed of the game on screen, read from its saved game (each step autosaves it). */
const savedSeed = (page: Page) => page.evaluate(() => (JSON.parse(window.localStorage.getItem('breachline.game.save') ?? '{}') as { seed?: number }).seed);

test('two new games of a mission draw different seeds; the end screen shows the seed', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const errors = recordConsoleErrors(page);
  await startMission(page, 'Purge', { players: 1 });
  // The first step saves the game, seed and all.
  await page.keyboard.press('1');
  await expect.poll(() => savedSeed(page)).toEqual(expect.any(Number));
  const first = await savedSeed(page);

  await page.getByRole('button', { name: '← Missions' }).click();
  await startMission(page, 'Purge', { players: 1, keepStorage: true });
  await page.keyboard.press('1');
  await expect.poll(() => savedSeed(page)).not.toBe(first);
  const second = await savedSeed(page);
  expect(second).toEqual(expect.any(Number));

  // Play on to the end screen by ending every turn and skipping the enemy's.
  const endScreen = page.getByRole('dialog', { name: 'Mission over' });
  await expect(async () => {
    for (const key of ['e', 'Space', '1']) await page.keyboard.press(key);
    await expect(endScreen).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 150_000 });
  await expect(endScreen.getByLabel('Seed')).toHaveText(String(second));
  await testInfo.attach('end-screen-seed', { body: await page.screenshot(), contentType: 'image/png' });
  expect(errors).toEqual([]);
});
