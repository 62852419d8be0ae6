import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { boardPoints, clickBoardPoint, clickIfThere, type BoardPoint } from './support/board-points';
import { GAME_URL } from './support/urls';

/**
 * A horde mission (Hold the Line, seed 1) played by pointer through its first two waves, as a person would:
 * the bar's buttons, the board's marked squares, the enemies skipped with Space. At each level-up the
 * players pick an improvement (horde.md §9.4): the decision shows its options as buttons, and the spec
 * takes "+1 Tou"/"+2 Tou" when offered, so the pick is seen in the log and on the hero's card.
 */

interface PlayState {
  moves: number;
  shots: number;
  picks: string[];
}

async function playStep(page: Page, canvas: Locator, state: PlayState): Promise<void> {
  const message = page.getByRole('region', { name: 'Mission message' });
  if (await clickIfThere(message.getByRole('button', { name: 'Got it' }))) return;
  const bar = page.getByRole('region', { name: 'Actions' });
  if (await bar.getByRole('button', { name: 'Skip the enemy turn' }).isVisible()) {
    await page.keyboard.press('Space');
    return;
  }
  await expect(canvas).toHaveAttribute('data-animating', 'false');
  const tou = bar.getByRole('button', { name: /^Choose \+\d Tou/ }).first();
  if (await tou.isVisible()) {
    state.picks.push((await tou.textContent()) ?? '');
    await tou.click();
    return;
  }
  if (await clickIfThere(bar.getByRole('group', { name: 'Choose an action' }).getByRole('button').first())) return;
  if (state.shots < 2 && (await clickIfThere(bar.getByRole('button', { name: /^Shoot/ }).first()))) {
    state.shots++;
    return;
  }
  if (state.moves < 1) {
    state.moves++;
    if (await clickIfThere(bar.getByRole('button', { name: /^Advance to / }).last())) return;
    const reachable = await boardPoints(canvas, 'data-reachable-points');
    if (reachable.length > 0) return clickBoardPoint(page, canvas, reachable[0] as BoardPoint);
  }
  const end = bar.locator('button[aria-keyshortcuts="E"]');
  if (await end.isVisible()) {
    state.moves = 0;
    state.shots = 0;
    await page.keyboard.press('e');
    return;
  }
  await clickIfThere(bar.getByRole('button').filter({ hasNotText: /^(Move…|Cancel)/ }).first());
}

async function attach(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name.replace(/\W+/g, '-')}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const tracker = (page: Page, label: string) => page.getByLabel('Trackers').locator('div').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) }).getByRole('definition');

test('Hold the Line (horde) played by pointer through two waves, picking level-ups from the bar', async ({ page }, testInfo) => {
  test.setTimeout(420_000);
  const errors = recordConsoleErrors(page);
  await page.goto(GAME_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: /^Play Hold the Line/ }).click();
  await page.getByText('Advanced').click();
  await page.getByLabel(/^Seed/).fill('1');
  await page.getByRole('button', { name: 'Start the mission' }).click();
  const canvas = page.getByLabel('Game board').locator('canvas');
  await waitForBoardFrame(canvas);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(tracker(page, 'Wave')).toHaveText('1/10');

  const state: PlayState = { moves: 0, shots: 0, picks: [] };
  const endScreen = page.getByRole('dialog', { name: 'Mission over' });
  // Wave 3 on, and every End of Wave pick answered (the wave's number moves on before them).
  const choosing = page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: /^Choose / });
  const reached = async () => (await endScreen.isVisible()) || ((await tracker(page, 'Wave').textContent()) === '3/10' && (await choosing.count()) === 0);
  await expect
    .poll(
      async () => {
        if (await reached()) return true;
        await playStep(page, canvas, state);
        return reached();
      },
      { timeout: 380_000, intervals: [0] },
    )
    .toBe(true);
  // Two waves finished: the third is on, the party earned XP and the heroes levelled, picking Tou themselves.
  await expect(endScreen).toBeHidden();
  await expect(tracker(page, 'Wave')).toHaveText('3/10');
  expect(state.picks.length).toBeGreaterThan(0);
  const log = page.getByRole('region', { name: 'Event log' });
  await expect(log).toContainText(/reaches level 2/);
  await expect(log).toContainText(/Chosen: \+\d Tou/);
  await expect(page.getByRole('list', { name: 'Squad' })).toContainText('Level 2');
  await waitForBoardFrame(canvas);
  await attach(page, testInfo, 'horde wave 3 after two level-ups');
  expect(errors).toEqual([]);
});
