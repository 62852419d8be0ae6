import { expect, test, type Page } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { GAME_URL } from './support/urls';

/**
 * Missions played from the keyboard alone, to their end screens: the keys each button shows
 * (aria-keyshortcuts: 1–9, E to end the turn, X to explore…), and Space to skip the enemy's turn.
 */

/** Tabs to the control whose words match and presses Enter, as a keyboard user starts a mission. */
async function tabAndEnter(page: Page, name: RegExp): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => `${document.activeElement?.getAttribute('aria-label') ?? ''} ${document.activeElement?.textContent ?? ''}`);
    if (name.test(focused)) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`Tab never reached ${name}`);
}

/** The key a bar button shows for the first button whose words match, if it has one. */
async function keyOf(page: Page, name: RegExp): Promise<string | undefined> {
  const button = page.getByRole('region', { name: 'Actions' }).getByRole('button', { name }).first();
  if (!(await button.isVisible())) return undefined;
  return (await button.getAttribute('aria-keyshortcuts')) ?? undefined;
}

/** One keyboard step: skip the enemy; attack or fire when offered (a few a turn); explore, place a tile; else end the turn or act. */
async function keyboardStep(page: Page, state: { shots: number }): Promise<void> {
  const bar = page.getByRole('region', { name: 'Actions' });
  if (await bar.getByRole('button', { name: 'Skip the enemy turn' }).isVisible()) {
    await page.keyboard.press('Space');
    return;
  }
  await expect(page.getByLabel('Game board').locator('canvas')).toHaveAttribute('data-animating', 'false');
  const candidates: RegExp[] = [/^Place the tile/, /^Explore/];
  if (state.shots < 3) candidates.unshift(/^(Attack|Fire at)/);
  for (const name of candidates) {
    const key = await keyOf(page, name);
    if (key && key !== 'E') {
      if (name.source.includes('Attack')) state.shots++;
      await page.keyboard.press(key.toLowerCase());
      return;
    }
  }
  state.shots = 0;
  if (await keyOf(page, /^End this turn$/)) await page.keyboard.press('e');
  else await page.keyboard.press('1');
}

async function playByKeyboard(page: Page, title: RegExp, timeout: number): Promise<void> {
  await page.goto(GAME_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await tabAndEnter(page, title);
  await expect(page.getByRole('list', { name: 'Roster' })).toBeVisible();
  await tabAndEnter(page, /Start the mission/);
  await waitForBoardFrame(page.getByLabel('Game board').locator('canvas'));
  // Keys act on the window; nothing focused may take Enter or Space for itself.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const endScreen = page.getByRole('dialog', { name: 'Mission over' });
  const state = { shots: 0 };
  await expect
    .poll(
      async () => {
        if (await endScreen.isVisible()) return true;
        await keyboardStep(page, state);
        return endScreen.isVisible();
      },
      { timeout, intervals: [0] },
    )
    .toBe(true);
  await expect(endScreen.getByRole('heading')).toHaveText(/Victory|Defeat/);
}

test('First Steps (boarding) played from the keyboard alone to its end screen', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const errors = recordConsoleErrors(page);
  await playByKeyboard(page, /Play First Steps/, 200_000);
  await testInfo.attach('boarding by keyboard: end screen', { body: await page.screenshot(), contentType: 'image/png' });
  expect(errors).toEqual([]);
});

test('Destroy the Hive played from the keyboard alone to its end screen', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const errors = recordConsoleErrors(page);
  await playByKeyboard(page, /Play Destroy the Hive/, 260_000);
  await expect(page.getByRole('region', { name: 'Event log' })).toContainText(/Round \d+ begins/);
  await testInfo.attach('hive by keyboard: end screen', { body: await page.screenshot(), contentType: 'image/png' });
  expect(errors).toEqual([]);
});
