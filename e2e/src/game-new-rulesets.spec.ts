import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { boardPoints, clickBoardPoint, clickIfThere, type BoardPoint } from './support/board-points';
import { GAME_URL } from './support/urls';

/**
 * The three rulesets registered last (derelict, horde, infiltration) played through the game's UI with seed 1,
 * as a person would: the bar's buttons and the board's marked squares, the enemy's turn skipped with Space.
 * Each ruleset shows its own trackers and unit stats through its presentation face, and the log grows as it plays.
 */

interface PlayState {
  moves: number;
  attacks: number;
}

/** One step of play: read a message, skip the enemy, pick among choices, attack a few times, move twice, else end the turn. */
async function playStep(page: Page, canvas: Locator, state: PlayState): Promise<void> {
  const message = page.getByRole('region', { name: 'Mission message' });
  if (await clickIfThere(message.getByRole('button', { name: 'Got it' }))) return;
  const bar = page.getByRole('region', { name: 'Actions' });
  if (await bar.getByRole('button', { name: 'Skip the enemy turn' }).isVisible()) {
    await page.keyboard.press('Space');
    return;
  }
  await expect(canvas).toHaveAttribute('data-animating', 'false');
  if (await clickIfThere(bar.getByRole('group', { name: 'Choose an action' }).getByRole('button').first())) return;
  if (state.attacks < 3 && (await clickIfThere(bar.getByRole('button', { name: /^(Attack|Fire|Shoot|Strike)/ }).first()))) {
    state.attacks++;
    return;
  }
  if (state.moves < 2) {
    state.moves++;
    if (await clickIfThere(bar.getByRole('button', { name: /^Move to / }).last())) return;
    const reachable = await boardPoints(canvas, 'data-reachable-points');
    if (reachable.length > 0) return clickBoardPoint(page, canvas, reachable[reachable.length - 1] as BoardPoint);
  }
  const end = bar.locator('button[aria-keyshortcuts="E"]');
  if (await end.isVisible()) {
    state.moves = 0;
    state.attacks = 0;
    await page.keyboard.press('e');
    return;
  }
  await clickIfThere(bar.getByRole('button').filter({ hasNotText: /^(Move…|Cancel)/ }).first());
}

async function startWithSeed1(page: Page, title: RegExp): Promise<Locator> {
  await page.goto(GAME_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: title }).click();
  await page.getByText('Advanced').click();
  await page.getByLabel(/^Seed/).fill('1');
  await page.getByRole('button', { name: 'Start the mission' }).click();
  const canvas = page.getByLabel('Game board').locator('canvas');
  await waitForBoardFrame(canvas);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return canvas;
}

/** Plays until `reached` says so (or the end screen shows); returns whether the end screen is up. */
async function playUntil(page: Page, canvas: Locator, reached: () => Promise<boolean>, timeout: number): Promise<boolean> {
  const endScreen = page.getByRole('dialog', { name: 'Mission over' });
  const state: PlayState = { moves: 0, attacks: 0 };
  await expect
    .poll(
      async () => {
        if ((await endScreen.isVisible()) || (await reached())) return true;
        await playStep(page, canvas, state);
        return (await endScreen.isVisible()) || reached();
      },
      { timeout, intervals: [0] },
    )
    .toBe(true);
  return endScreen.isVisible();
}

async function attach(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name.replace(/\W+/g, '-')}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const logLines = (page: Page) => page.getByRole('region', { name: 'Event log' }).getByRole('listitem');
const tracker = (page: Page, label: string) => page.getByLabel('Trackers').locator('div').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) }).getByRole('definition');

const squad = (page: Page) => page.getByRole('list', { name: 'Squad' });
const endScreen = (page: Page) => page.getByRole('dialog', { name: 'Mission over' });

/** The end screen's "Heroes standing" agrees with the squad: every card not struck through (unconscious, dead). */
async function expectHeroesStandingAsSquad(page: Page): Promise<void> {
  const up = await squad(page).locator('li:not(.dead)').count();
  await expect(endScreen(page).locator('dt', { hasText: 'Heroes standing' }).locator('xpath=following-sibling::dd[1]')).toHaveText(String(up));
}

test('Noisy Neighbours (derelict) played by pointer: survivors act, a round passes and the Enemy Phase runs', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const errors = recordConsoleErrors(page);
  const canvas = await startWithSeed1(page, /^Play Noisy Neighbours/);
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
  await expect(log).toContainText(/A card is drawn from the events deck/);
  await expect(log).toContainText(/Medic moves/);
  expect(await logLines(page).count()).toBeGreaterThan(before + 10);
  await expect(tracker(page, 'Event')).not.toHaveText('none');
  await waitForBoardFrame(canvas);
  await attach(page, testInfo, 'derelict round 3');
  expect(errors).toEqual([]);
});

test('Boss Rush (horde, Mode B) played by pointer to its end screen: wave 2 begins on the way', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const errors = recordConsoleErrors(page);
  const canvas = await startWithSeed1(page, /^Play Boss Rush/);
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
  await attach(page, testInfo, 'horde wave 2');
  expect(await playUntil(page, canvas, async () => false, 200_000)).toBe(true);
  await expect(endScreen(page).getByRole('heading')).toHaveText(/^(Victory|Defeat)$/);
  await expect(endScreen(page)).toContainText(/Seed\s*1/);
  await expectHeroesStandingAsSquad(page);
  await attach(page, testInfo, 'horde end screen');
  expect(errors).toEqual([]);
});

test('Night Courier (infiltration) played by pointer to its end screen: the alarm sounds on the way', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const errors = recordConsoleErrors(page);
  const canvas = await startWithSeed1(page, /^Play Night Courier/);
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
  await attach(page, testInfo, 'infiltration alarm');
  expect(await playUntil(page, canvas, async () => false, 200_000)).toBe(true);
  await expect(endScreen(page).getByRole('heading')).toHaveText(/^(Victory|Defeat)$/);
  await expect(endScreen(page)).toContainText(/Seed\s*1/);
  await expectHeroesStandingAsSquad(page);
  await attach(page, testInfo, 'infiltration end screen');
  expect(errors).toEqual([]);
});
