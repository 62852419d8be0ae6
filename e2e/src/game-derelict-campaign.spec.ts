import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { diceOnTray } from './support/dice-tray';
import { attachScreenshot, endScreen, expectHeroesStandingAsSquad, logLines, playUntil, squad, tracker } from './support/pointer-play';
import { startMission } from './support/start-mission';

/**
 * Issue 17's done-when: the derelict campaign's first two missions (CG00, CG01) played through the game's UI by
 * pointer, seed 1, to their end screens. The survivors attack when offered, take two moves a turn and end it; the
 * end screen names the outcome and the seed, and its count of heroes standing agrees with the squad. On the way
 * every die the tray shows must fit its label: the directional die's "west" was cut to "wes".
 */

/** Plays the mission to its end screen, checking it on the way; returns the console errors seen. */
async function playToTheEnd(page: Page, testInfo: TestInfo, title: RegExp, shot: string, directionalDie: boolean): Promise<string[]> {
  const errors = recordConsoleErrors(page);
  const canvas = await startMission(page, title, { seed: 1 });
  await expect(tracker(page, 'Round')).toHaveText('1');
  await expect(squad(page)).toContainText('Actions left 3');
  await attachScreenshot(page, testInfo, `${shot} start`);
  const before = await logLines(page).count();
  const labels = new Set<string>();
  const clipped = new Set<string>();
  const watchTheDice = async () => {
    for (const die of await diceOnTray(page)) {
      labels.add(die.label);
      if (die.clipped) clipped.add(die.label);
    }
    return false;
  };
  expect(await playUntil(page, canvas, watchTheDice, 540_000)).toBe(true);
  await expect(endScreen(page).getByRole('heading')).toHaveText(/^(Victory|Defeat)$/);
  await expect(endScreen(page)).toContainText(/Seed\s*1/);
  await expectHeroesStandingAsSquad(page);
  // The game went beyond its first round: the Enemies phase ran and the log grew.
  await expect(page.getByRole('region', { name: 'Event log' })).toContainText('Enemies phase.');
  expect(await logLines(page).count()).toBeGreaterThan(before + 10);
  // Every die shown fitted its label; in CG00 the directional die (derelict.md §6.10) rolls words on the way.
  expect([...clipped]).toEqual([]);
  expect([...labels].some((label) => /^(north|east|south|west)$/i.test(label))).toBe(directionalDie);
  await waitForBoardFrame(canvas);
  await attachScreenshot(page, testInfo, `${shot} end screen`);
  return errors;
}

test('Noisy Neighbours (derelict CG00) played by pointer to its end screen', async ({ page }, testInfo) => {
  test.setTimeout(600_000);
  expect(await playToTheEnd(page, testInfo, /^Play Noisy Neighbours/, 'derelict CG00', true)).toEqual([]);
});

test('Close the Door Behind You (derelict CG01) played by pointer to its end screen', async ({ page }, testInfo) => {
  test.setTimeout(600_000);
  expect(await playToTheEnd(page, testInfo, /^Play Close the Door Behind You/, 'derelict CG01', false)).toEqual([]);
});
