import { expect, test } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { attachScreenshot, endScreen, expectHeroesStandingAsSquad, logLines, playUntil, squad, tracker } from './support/pointer-play';
import { startMission } from './support/start-mission';

/**
 * The three rulesets registered last (derelict, horde, infiltration) played through the game's UI with seed 1,
 * as a person would: the bar's buttons and the board's marked squares, the enemy's turn skipped with Space.
 * Each ruleset shows its own trackers and unit stats through its presentation face, and the log grows as it plays.
 */

test('Noisy Neighbours (derelict) played by pointer: survivors act, a round passes and the Enemy Phase runs', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const errors = recordConsoleErrors(page);
  const canvas = await startMission(page, /^Play Noisy Neighbours/, { seed: 1 });
  // The derelict face: its round, event and radar trackers, and each survivor's Health, Resolve and actions.
  await expect(tracker(page, 'Round')).toHaveText('1');
  await expect(tracker(page, 'Radar contacts')).toHaveText('3');
  await expect(tracker(page, 'Noise tokens')).toHaveText('0');
  await expect(page.getByRole('region', { name: 'Objectives' })).toContainText('Kill the GEPs in the laboratory');
  await expect(squad(page).getByRole('listitem')).toHaveCount(3);
  await expect(squad(page)).toContainText('Health 10/10');
  await expect(squad(page)).toContainText('Resolve 10');
  await expect(squad(page)).toContainText('Actions left 3');
  const before = await logLines(page).count();
  // Two full rounds: the survivors' turns, the Enemies phase and the resolution's event card.
  const over = await playUntil(page, canvas, async () => (await tracker(page, 'Round').textContent()) === '3', 120_000);
  expect(over).toBe(false);
  const log = page.getByRole('region', { name: 'Event log' });
  await expect(log).toContainText('Enemies phase.');
  await expect(log).toContainText('Round 2 begins.');
  await expect(log).toContainText(/Event: [A-Z]/);
  await expect(log).toContainText(/Medic moves/);
  expect(await logLines(page).count()).toBeGreaterThan(before + 10);
  await expect(tracker(page, 'Event')).not.toHaveText('none');
  await waitForBoardFrame(canvas);
  await attachScreenshot(page, testInfo, 'derelict round 3');
  expect(errors).toEqual([]);
});

test('Boss Rush (horde, Mode B) played by pointer to its end screen: wave 2 begins on the way', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const errors = recordConsoleErrors(page);
  const canvas = await startMission(page, /^Play Boss Rush/, { seed: 1 });
  // The horde face: waves, alertness, the five objectives' health and score; heroes' wounds, level and XP.
  await expect(tracker(page, 'Wave')).toHaveText('1/10');
  await expect(tracker(page, 'Alertness')).toHaveText('0/6');
  await expect(tracker(page, 'Objectives')).toHaveText('1:3/3 2:3/3 3:3/3 4:3/3 5:3/3');
  await expect(tracker(page, 'Score')).toHaveText('0');
  await expect(squad(page)).toContainText('Vanguard');
  await expect(squad(page)).toContainText('Wounds 4/4');
  await expect(squad(page)).toContainText('Level 1');
  await expect(squad(page)).toContainText('XP 0');
  const before = await logLines(page).count();
  expect(await playUntil(page, canvas, async () => (await tracker(page, 'Wave').textContent()) === '2/10', 150_000)).toBe(false);
  expect(await logLines(page).count()).toBeGreaterThan(before);
  await waitForBoardFrame(canvas);
  await attachScreenshot(page, testInfo, 'horde wave 2');
  expect(await playUntil(page, canvas, async () => false, 200_000)).toBe(true);
  await expect(endScreen(page).getByRole('heading')).toHaveText(/^(Victory|Defeat)$/);
  await expect(endScreen(page)).toContainText(/Seed\s*1/);
  await expectHeroesStandingAsSquad(page);
  await attachScreenshot(page, testInfo, 'horde end screen');
  expect(errors).toEqual([]);
});

test('Night Courier (infiltration) played by pointer to its end screen: the alarm sounds on the way', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const errors = recordConsoleErrors(page);
  const canvas = await startMission(page, /^Play Night Courier/, { seed: 1 });
  // The infiltration face: the alarm clock, the guards' awareness and spawn tokens; heroes' wounds, actions, heroic points.
  await expect(tracker(page, 'Alarm')).toHaveText('quiet — round 1 of 6');
  await expect(tracker(page, 'Awareness')).toHaveText('0 alert, 0 suspicious');
  await expect(squad(page)).toContainText('Anvil');
  await expect(squad(page)).toContainText('Permanent wounds 0/4');
  await expect(squad(page)).toContainText('Heroic points 1');
  const before = await logLines(page).count();
  expect(await playUntil(page, canvas, async () => /^sounded/.test((await tracker(page, 'Alarm').textContent()) ?? ''), 150_000)).toBe(false);
  await expect(page.getByRole('region', { name: 'Event log' })).toContainText('The alarm sounds!');
  expect(await logLines(page).count()).toBeGreaterThan(before);
  await waitForBoardFrame(canvas);
  await attachScreenshot(page, testInfo, 'infiltration alarm');
  expect(await playUntil(page, canvas, async () => false, 200_000)).toBe(true);
  await expect(endScreen(page).getByRole('heading')).toHaveText(/^(Victory|Defeat)$/);
  await expect(endScreen(page)).toContainText(/Seed\s*1/);
  await expectHeroesStandingAsSquad(page);
  await attachScreenshot(page, testInfo, 'infiltration end screen');
  expect(errors).toEqual([]);
});
