import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { boardPoints, clickBoardPoint, clickIfThere, type BoardPoint } from './support/board-points';
import { GAME_URL } from './support/urls';
import { startMission } from './support/start-mission';

/**
 * The first mission a newcomer meets teaches by playing: First Steps' lessons are mission triggers, shown as a
 * banner over the board and kept in the log. And a derelict mission plays through its presentation face, its
 * zones picked on the board.
 */

/** One pointer step: dismiss a lesson once read, skip the enemy, shoot a bug on the board, step by clicked squares, else end the turn. */
async function pointerStep(page: Page, canvas: Locator, state: { moves: number; attacks: number; lessons: Set<string> }): Promise<void> {
  const message = page.getByRole('region', { name: 'Mission message' });
  if (await message.isVisible()) {
    state.lessons.add((await message.getByRole('heading').textContent()) ?? '');
    await message.getByRole('button', { name: 'Got it' }).click();
    return;
  }
  const bar = page.getByRole('region', { name: 'Actions' });
  if (await clickIfThere(bar.getByRole('button', { name: 'Skip the enemy turn' }))) return;
  await expect(canvas).toHaveAttribute('data-animating', 'false');
  if (await clickIfThere(bar.getByRole('group', { name: 'Choose an action' }).getByRole('button').first())) return;
  const enemy = (await boardPoints(canvas, 'data-target-points')).find((t) => t.left > 0 && t.top > 0);
  if (enemy && state.attacks < 3 && (await bar.getByRole('button', { name: /^(Attack|Fire at)/ }).first().isVisible())) {
    state.attacks++;
    return clickBoardPoint(page, canvas, enemy);
  }
  if (await clickIfThere(bar.getByRole('button', { name: /^Open / }).first())) return;
  const reachable = await boardPoints(canvas, 'data-reachable-points');
  if (reachable.length > 0 && state.moves < 2) {
    state.moves++;
    return clickBoardPoint(page, canvas, reachable[reachable.length - 1] as BoardPoint);
  }
  state.moves = 0;
  state.attacks = 0;
  for (const name of [/^End this turn$/, /^Pass$/, /^Act with/]) {
    if (await clickIfThere(bar.getByRole('button', { name }).first())) return;
  }
  await clickIfThere(bar.getByRole('button').filter({ hasNotText: /^(Move…|Cancel)/ }).first());
}

test('First Steps teaches by playing: lessons as banners and log lines (the first again after Resume), played by pointer to Victory', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const errors = recordConsoleErrors(page);
  await page.goto(GAME_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  // The tutorial is the first mission of the catalogue.
  await expect(page.getByRole('button', { name: /^Play / }).first()).toHaveAccessibleName(/^Play First Steps/);
  const canvas = await startMission(page, 'First Steps', { seed: 1, keepStorage: true });

  // The mission opens on its first lesson (a mission-start message), over the board and in the log.
  const message = page.getByRole('region', { name: 'Mission message' });
  const log = page.getByRole('region', { name: 'Event log' });
  const firstLesson = async () => {
    await expect(message.getByRole('heading')).toHaveText('Lesson 1: moving');
    await expect(message).toContainText(/Click a highlighted square/);
    await expect(log).toContainText('The mission begins.');
    await expect(log).toContainText('Lesson 1: moving: Click a highlighted square');
  };
  await firstLesson();
  await waitForBoardFrame(canvas);
  await testInfo.attach('tutorial lesson banner', { body: await page.screenshot(), contentType: 'image/png' });

  // A step later (the game autosaves), a reload and Resume open on the same lesson and the same log.
  await message.getByRole('button', { name: 'Got it' }).click();
  const bar = page.getByRole('region', { name: 'Actions' });
  await bar.getByRole('button', { name: /^Act with/ }).first().click();
  await expect(bar.getByRole('button', { name: /^Act with/ })).toHaveCount(0);
  const logBefore = await log.textContent();
  await page.reload();
  await page.getByRole('button', { name: /^Resume First Steps/ }).click();
  await waitForBoardFrame(canvas);
  await firstLesson();
  await expect(log).toHaveText(logBefore ?? '');
  await testInfo.attach('tutorial lesson banner after Resume', { body: await page.screenshot(), contentType: 'image/png' });

  const state = { moves: 0, attacks: 0, lessons: new Set<string>() };
  const endScreen = page.getByRole('dialog', { name: 'Mission over' });
  await expect
    .poll(
      async () => {
        if (await endScreen.isVisible()) return true;
        await pointerStep(page, canvas, state);
        return endScreen.isVisible();
      },
      { timeout: 200_000, intervals: [0] },
    )
    .toBe(true);
  await testInfo.attach('tutorial end screen', { body: await page.screenshot(), contentType: 'image/png' });
  await expect(endScreen.getByRole('heading')).toHaveText('Victory');
  // More than the first lesson was read on the way; every lesson shown stays in the log.
  expect([...state.lessons]).toContain('Lesson 1: moving');
  expect(state.lessons.size).toBeGreaterThan(1);
  for (const lesson of state.lessons) await expect(log).toContainText(`${lesson}: `);
  expect(errors).toEqual([]);
});

test('a derelict mission plays through its faces: a survivor steps to a zone picked on the board', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  const canvas = await startMission(page, /^Play Noisy Neighbours/, { seed: 1 });
  await expect(canvas).toHaveAttribute('data-animating', 'false');
  // A survivor's card reads Health, Resolve and actions from the presentation face.
  await expect(page.getByText('Actions left').first()).toBeVisible();
  // Moves point at zones: the next zone is marked on the board and a click on it takes the move.
  await expect(page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Move to Corridor west (1 action)' })).toBeVisible();
  const zones = await boardPoints(canvas, 'data-target-points');
  expect(zones.length).toBeGreaterThan(0);
  await clickBoardPoint(page, canvas, zones[0] as BoardPoint);
  await expect(page.getByRole('list', { name: 'Squad' })).toContainText('Actions left 2');
  await waitForBoardFrame(canvas);
  await testInfo.attach('derelict survivor moved', { body: await page.screenshot(), contentType: 'image/png' });
  expect(errors).toEqual([]);
});
