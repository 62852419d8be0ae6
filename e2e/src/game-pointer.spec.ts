import { expect, test, type Locator, type Page } from '@playwright/test';
import { recordConsoleErrors } from './support/console-errors';
import { boardPoints, clickBoardPoint, clickIfThere, type BoardPoint } from './support/board-points';
import { newLogLines } from './support/log-lines';
import { startMission } from './support/start-mission';

/**
 * Missions played by pointer alone: squares and enemies clicked on the board, buttons clicked in the bar.
 * The board writes where its clickable squares are on screen (data-reachable-points, data-target-points).
 */

async function start(page: Page, title: string) {
  // Seed 1 (each game draws its own otherwise): the same game every run, so its length is known.
  return startMission(page, title, { seed: 1 });
}

/**
 * One pointer step: skip the enemy; click an enemy on the board when the bar offers an attack on it; place
 * or explore a tile; click the farthest reachable square up to twice a turn; else end the turn or choose who acts.
 */
async function pointerStep(page: Page, canvas: Locator, state: { moves: number; attacks: number }): Promise<void> {
  const bar = page.getByRole('region', { name: 'Actions' });
  if (await clickIfThere(bar.getByRole('button', { name: 'Skip the enemy turn' }))) return;
  await expect(canvas).toHaveAttribute('data-animating', 'false');
  if (await clickIfThere(bar.getByRole('button', { name: /^Cancel move/ }))) return;
  const chooser = bar.getByRole('group', { name: 'Choose an action' });
  if (await clickIfThere(chooser.getByRole('button').first())) return;
  const targets = await boardPoints(canvas, 'data-target-points');
  const enemy = targets.find((t) => t.left > 0 && t.top > 0);
  // A few shots a turn, so a shot the rules refuse (out of sight, no AP) cannot loop for ever.
  if (enemy && state.attacks < 3 && (await bar.getByRole('button', { name: /^(Attack|Fire at)/ }).first().isVisible())) {
    await clickBoardPoint(page, canvas, enemy);
    state.attacks++;
    return;
  }
  for (const name of [/^Place the tile/, /^Explore/]) {
    if (await clickIfThere(bar.getByRole('button', { name }).first())) return;
  }
  const reachable = await boardPoints(canvas, 'data-reachable-points');
  if (reachable.length > 0 && state.moves < 2) {
    state.moves++;
    await clickBoardPoint(page, canvas, reachable[reachable.length - 1] as BoardPoint);
    return;
  }
  state.moves = 0;
  state.attacks = 0;
  // An interrupt offers Pass, not End this turn: without it the loop would switch troopers for ever.
  for (const name of [/^End this turn$/, /^Pass$/, /^Act with/]) {
    if (await clickIfThere(bar.getByRole('button', { name }).first())) return;
  }
  // Anything else the bar offers, but not the keyboard's square chooser (the pointer clicks squares itself).
  await clickIfThere(bar.getByRole('button').filter({ hasNotText: /^(Move…|Cancel)/ }).first());
}

async function playToTheEnd(page: Page, canvas: Locator, timeout: number) {
  const state = { moves: 0, attacks: 0 };
  const endScreen = page.getByRole('dialog', { name: 'Mission over' });
  await expect
    .poll(
      async () => {
        if (await endScreen.isVisible()) return true;
        await pointerStep(page, canvas, state);
        return endScreen.isVisible();
      },
      { timeout, intervals: [0] },
    )
    .toBe(true);
  await expect(endScreen.getByRole('heading')).toHaveText(/Victory|Defeat/);
  return state;
}

test('First Steps (boarding) played by pointer alone: troopers step by clicked squares, to the end screen', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const errors = recordConsoleErrors(page);
  const canvas = await start(page, 'First Steps');
  const bar = page.getByRole('region', { name: 'Actions' });
  // Choose who acts by clicking, then step by clicking a highlighted square: boarding's move carries `to`, not a path.
  await bar.getByRole('button', { name: /^Act with/ }).first().click();
  await expect(bar.getByRole('button', { name: /^Turn (left|right) to face \w+ \(1 AP\)/ }).first()).toBeVisible();
  await expect.poll(async () => (await boardPoints(canvas, 'data-reachable-points')).length).toBeGreaterThan(0);
  const log = page.getByRole('region', { name: 'Event log' });
  const square = (await boardPoints(canvas, 'data-reachable-points'))[0] as BoardPoint;
  await clickBoardPoint(page, canvas, square);
  await expect(log).toContainText(/moves 1 square/);
  await testInfo.attach('boarding after a clicked step', { body: await page.screenshot(), contentType: 'image/png' });
  const unitCards = page.getByRole('list', { name: 'Squad' });
  await expect(unitCards).toContainText(/Weapon Blaster/);
  await expect(unitCards).not.toContainText(/weapon 0|maxHealth|pair/);
  await playToTheEnd(page, canvas, 200_000);
  await testInfo.attach('boarding end screen', { body: await page.screenshot(), contentType: 'image/png' });
  expect(errors).toEqual([]);
});

test('Destroy the Hive played by pointer alone, attacks chosen by clicking the bug, to the end screen', async ({ page }, testInfo) => {
  test.setTimeout(480_000);
  const errors = recordConsoleErrors(page);
  const canvas = await start(page, 'Destroy the Hive');
  const state = { moves: 0, attacks: 0 };
  const log = page.getByRole('region', { name: 'Event log' });
  const bar = page.getByRole('region', { name: 'Actions' });
  // Play until a bug is in reach, then click it on the board: the bar named it and its odds beforehand.
  const attackOffered = bar.getByRole('button', { name: /^Attack .* at [A-Z]+\d+ — hits on \d\+ \(\d+%\)/ });
  await expect
    .poll(
      async () => {
        if ((await boardPoints(canvas, 'data-target-points')).length > 0 && (await attackOffered.count()) > 0) return true;
        await pointerStep(page, canvas, state);
        return false;
      },
      { timeout: 150_000, intervals: [0] },
    )
    .toBe(true);
  await testInfo.attach('hive with a bug targeted', { body: await page.screenshot(), contentType: 'image/png' });
  // An attack the bar offers whose bug is in view: the square its words name ("… at AC27") is drawn as a target.
  const visible = await boardPoints(canvas, 'data-target-points');
  const offered = await attackOffered.allTextContents();
  const aimed = offered
    .map((text) => /at ([A-Z]+)(\d+)/.exec(text))
    .map((named) => {
      const column = [...(named?.[1] ?? '')].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;
      return { named, target: visible.find((t) => t.x === column && t.y === Number(named?.[2]) - 1) };
    })
    .find((a) => a.target !== undefined);
  const named = aimed?.named;
  const target = aimed?.target;
  if (!target) throw new Error(`no offered attack's bug is in view (${offered.join('; ')})`);
  // Hovering it says what a click will do, with the odds, before committing.
  const box = await canvas.boundingBox();
  await page.mouse.move((box?.x ?? 0) + target.left, (box?.y ?? 0) + target.top);
  await expect(bar.locator('[aria-live="polite"]')).toHaveText(new RegExp(`^Attack .* at ${named?.[1] ?? ''}${named?.[2] ?? ''} — hits on`));
  const before = await log.locator('li').allTextContents();
  await clickBoardPoint(page, canvas, target);
  // A bug with several actions aimed at it opens a choice (it may show a frame after the click): the player takes its attack.
  const choices = page.getByRole('group', { name: 'Choose an action' });
  await expect
    .poll(async () => {
      if (await choices.isVisible()) await choices.getByRole('button', { name: /^Attack/ }).first().click();
      return newLogLines(before, await log.locator('li').allTextContents()).join(' ');
    })
    .toMatch(/rolls for attack/);
  await playToTheEnd(page, canvas, 300_000);
  await testInfo.attach('hive end screen', { body: await page.screenshot(), contentType: 'image/png' });
  expect(errors).toEqual([]);
});
