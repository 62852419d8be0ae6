import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { attachScreenshot, settleBeforeStep, tracker } from './support/pointer-play';
import { GAME_URL } from './support/urls';

/**
 * Horde missions played by pointer through their first waves, as a person holding the centre would: the
 * heroes start round marker 5 and stay there, shooting what comes (horde.md §9.3: a held marker is the
 * XP), the bar's buttons taken, the enemies skipped with Space. The players' picks come as buttons: a
 * 5–6 deployment corner (the first offered, corner 1: the spec's player keeps it simple), each level-up (§9.4: "+1 Tou"/"+2 Tou"
 * when offered, so the pick shows in the log and on the card), and, with credits, the shop after End of
 * Wave (§4.2 step 4.5): a Med Kit bought, seen on the hero's card, and used on a hurt hero later.
 */

interface PlayState {
  shots: number;
  picks: string[];
  /** What the shop sold (button words): a Med Kit for each hero with 20c. */
  bought: string[];
}

/** Clicks the button when it shows (waiting for it to be clickable, so a busy machine plays the same game). */
async function press(button: Locator): Promise<boolean> {
  if (!(await button.isVisible())) return false;
  await button.click();
  return true;
}

async function playStep(page: Page, canvas: Locator, state: PlayState): Promise<void> {
  if (await settleBeforeStep(page, canvas)) return;
  const bar = page.getByRole('region', { name: 'Actions' });
  const buy = bar.getByRole('button', { name: /^Buy Med Kit for / }).first();
  if (await buy.isVisible()) {
    state.bought.push((await buy.textContent()) ?? '');
    await buy.click();
    return;
  }
  if (await press(bar.getByRole('button', { name: /^Choose Corner \d/ }).first())) return;
  const tou = bar.getByRole('button', { name: /^Choose \+\d Tou/ }).first();
  if (await tou.isVisible()) {
    state.picks.push((await tou.textContent()) ?? '');
    await tou.click();
    return;
  }
  if (await press(bar.getByRole('group', { name: 'Choose an action' }).getByRole('button').first())) return;
  if (await press(bar.getByRole('button', { name: /^Use Med Kit/ }).first())) return;
  if (state.shots < 2 && (await press(bar.getByRole('button', { name: /^Shoot/ }).first()))) {
    state.shots++;
    return;
  }
  const end = bar.locator('button[aria-keyshortcuts="E"]');
  if (await end.isVisible()) {
    state.shots = 0;
    await page.keyboard.press('e');
    return;
  }
  await press(bar.getByRole('button').filter({ hasNotText: /^(Move…|Cancel)/ }).first());
}

/** Opens `mission` with `seed` and plays until two waves are finished, a level-up picked and (with `shop`) a Med Kit bought. */
async function playWaves(page: Page, testInfo: TestInfo, mission: RegExp, seed: string, shop: boolean): Promise<PlayState> {
  await page.goto(GAME_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: mission }).click();
  await page.getByText('Advanced').click();
  await page.getByLabel(/^Seed/).fill(seed);
  await page.getByRole('button', { name: 'Start the mission' }).click();
  const canvas = page.getByLabel('Game board').locator('canvas');
  await waitForBoardFrame(canvas);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(tracker(page, 'Wave')).toHaveText('1/10');

  const state: PlayState = { shots: 0, picks: [], bought: [] };
  const endScreen = page.getByRole('dialog', { name: 'Mission over' });
  const bar = page.getByRole('region', { name: 'Actions' });
  const squad = page.getByRole('list', { name: 'Squad' });
  // Every pick answered (the wave's number moves on before End of Wave's picks are made).
  const choosing = bar.getByRole('button', { name: /^Choose / });
  const wave = async () => Number((await tracker(page, 'Wave').textContent())?.split('/')[0] ?? 0);
  const reached = async () =>
    (await endScreen.isVisible()) || ((await wave()) >= 3 && state.picks.length > 0 && (!shop || state.bought.length > 0) && (await choosing.count()) === 0);
  let shopShot = false;
  await expect
    .poll(
      async () => {
        if (await reached()) return true;
        await playStep(page, canvas, state);
        if (state.bought.length > 0 && !shopShot) {
          // In the shop: the Med Kit just bought is on its hero's card, and the bar offers to leave.
          await expect(squad).toContainText('Med Kit');
          await expect(bar.getByRole('button', { name: /^Leave the shop/ })).toBeVisible();
          // The banner says what the shop asks (it said "choose who acts"), and the waves goal is listed once, with its count.
          await expect(page.getByRole('complementary', { name: 'Mission' }).getByRole('status')).toHaveText(/^Your turn: the shop is open: buy, sell or pass items/);
          await expect(page.getByRole('region', { name: 'Objectives' }).getByRole('listitem').filter({ hasText: /^.Finish wave \d+/ })).toHaveCount(1);
          await waitForBoardFrame(canvas);
          await attachScreenshot(page, testInfo, 'horde shop after buying a Med Kit');
          shopShot = true;
        }
        return reached();
      },
      { timeout: 380_000, intervals: [0] },
    )
    .toBe(true);
  await expect(endScreen).toBeHidden();
  return state;
}

test('Hold the Line (horde) played by pointer through two waves, picking level-ups from the bar', async ({ page }, testInfo) => {
  test.setTimeout(420_000);
  const errors = recordConsoleErrors(page);
  // Seed 2: this player's game holds marker 5 through both waves (with seed 1 its two heroes fall in wave 3).
  const state = await playWaves(page, testInfo, /^Play Hold the Line/, '2', false);
  // Two waves finished or more: the party earned XP and the heroes levelled, picking Tou themselves.
  expect(state.picks.length).toBeGreaterThan(0);
  const log = page.getByRole('region', { name: 'Event log' });
  await expect(log).toContainText(/reaches level 2/);
  await expect(log).toContainText(/Chosen: \+\d Tou/);
  await expect(page.getByRole('list', { name: 'Squad' })).toContainText('Level 2');
  await waitForBoardFrame(page.getByLabel('Game board').locator('canvas'));
  await attachScreenshot(page, testInfo, 'horde wave 3 after two level-ups');
  expect(errors).toEqual([]);
});

test('Boss Rush (horde, 24 × 24) played by pointer through two waves with a shop visit and a level-up: a Med Kit bought shows on the hero', async ({ page }, testInfo) => {
  test.setTimeout(420_000);
  const errors = recordConsoleErrors(page);
  const state = await playWaves(page, testInfo, /^Play Boss Rush/, '1', true);
  expect(state.bought.length).toBeGreaterThan(0);
  for (const words of state.bought) expect(words).toMatch(/^Buy Med Kit for \w+ \(20c of \d+c\)/);
  const log = page.getByRole('region', { name: 'Event log' });
  await expect(log).toContainText(/buys a Med Kit for 20c/);
  await expect(log).toContainText(/reaches level 2/);
  await expect(log).toContainText(/Chosen: \+\d Tou/);
  await expect(page.getByRole('list', { name: 'Squad' })).toContainText('Level 2');
  await waitForBoardFrame(page.getByLabel('Game board').locator('canvas'));
  await attachScreenshot(page, testInfo, 'horde boss rush after the shop and a level-up');
  expect(errors).toEqual([]);
});
