import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { cellPoint, dragOntoMap, HIVE_AREA } from './support/map-cells';
import { startingWith } from './support/url-pattern';
import { EDITOR_URL, GAME_URL } from './support/urls';

const hiveSample = fileURLToPath(new URL('../../libs/scenario-schema/src/samples/hive-destroy-the-hive.mission.json', import.meta.url));

test('simulate 50 games of the mission being edited: the progress bar advances, the report appears, and a notable game replays in the game', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const errors = recordConsoleErrors(page);
  await page.goto(EDITOR_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByLabel('Mission file').setInputFiles(hiveSample);
  await expect(page.locator('.mission-title')).toHaveText('Destroy the Hive');

  const panel = page.getByRole('region', { name: 'Simulate' });
  await panel.getByLabel('Bot').selectOption('random');
  await panel.getByLabel('Games').fill('50');
  await panel.getByRole('button', { name: 'Run 50 games' }).click();
  const progress = panel.getByRole('progressbar', { name: 'Simulation progress' });
  await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 60_000 }).toBeGreaterThan(0);

  const report = panel.getByLabel('Simulation report');
  await expect(report).toContainText(/Win rate \d+\.\d% \(\d+ of 50\), 95% interval/, { timeout: 150_000 });
  await expect(report).toContainText(/Rounds: mean \d/);
  await waitForBoardFrame(page.getByLabel('Mission map').locator('canvas'));
  // The notable games: each one played again with its actions, and a link to watch it in the game.
  const notable = report.getByRole('list', { name: 'Notable games' });
  const typical = notable.getByRole('listitem').filter({ hasText: 'Typical game' });
  await expect(typical).toContainText(/game \d+, (won|lost): .* \(round \d+\)/);
  const watch = typical.getByRole('link', { name: 'Watch replay', exact: true });
  await expect(watch).toHaveAttribute('href', startingWith(`${GAME_URL}#r=1.`), { timeout: 60_000 });
  await watch.scrollIntoViewIfNeeded();
  await testInfo.attach('simulate report', { body: await page.screenshot(), contentType: 'image/png' });

  const opened = page.waitForEvent('popup');
  await watch.click();
  const replay = await opened;
  const replayErrors = recordConsoleErrors(replay);
  await expect(replay.getByRole('heading', { level: 1 })).toHaveText('Replay: Destroy the Hive');
  await expect(replay.getByText(/^Typical game of 50 \(\w+ bot, seed \d+, game \d+\)$/)).toBeVisible();
  const position = replay.getByLabel('Replay position');
  await expect(position).toContainText(/^Step 0 of \d+ · round 1$/);
  const steps = Number((await position.textContent())?.match(/of (\d+)/)?.[1]);
  expect(steps).toBeGreaterThan(10);
  await waitForBoardFrame(replay.getByLabel('Replay board').locator('canvas'));
  await replay.getByRole('button', { name: 'Step forward' }).click();
  await expect(position).toContainText(/^Step 1 of /);
  await replay.getByRole('button', { name: 'To the end' }).click();
  await expect(position).toContainText(new RegExp(`^Step ${steps} of ${steps} · round \\d+$`));
  await testInfo.attach('notable game replayed in the game', { body: await replay.screenshot(), contentType: 'image/png' });
  expect(errors).toEqual([]);
  expect(replayErrors).toEqual([]);
});

test('a damaged replay link opens the start screen with a clear message', async ({ page }) => {
  await page.goto(`${GAME_URL}#r=1.eJzLSM3JyVcozy_KSQEAGgQEXQ`);
  await expect(page.getByRole('alert')).toHaveText(/^This replay link is damaged or incomplete/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Breachline');
  await expect(page).toHaveURL(GAME_URL);
});

test("a run's death marks describe the mission as it was run: moving or deleting a unit afterwards hides them until undone", async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const errors = recordConsoleErrors(page);
  await page.goto(EDITOR_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByLabel('Mission file').setInputFiles(hiveSample);
  const canvas = page.getByLabel('Mission map').locator('canvas');
  await waitForBoardFrame(canvas);
  const unit = page.getByRole('navigation', { name: 'Palette' }).getByRole('list', { name: 'Units' }).getByRole('button').first();
  await dragOntoMap(page, unit, canvas, { x: 29, y: 27 }, HIVE_AREA);
  await expect(page.getByRole('region', { name: 'Validation' })).toContainText('No problems found.');

  const panel = page.getByRole('region', { name: 'Simulate' });
  await panel.getByLabel('Bot').selectOption('random');
  await panel.getByLabel('Games').fill('4');
  await panel.getByRole('button', { name: 'Run 4 games' }).click();
  const report = panel.getByLabel('Simulation report');
  await expect(report).toContainText(/Win rate \d+\.\d% \(\d+ of 4\)/, { timeout: 120_000 });
  await expect(report).toContainText('Hero deaths are shown on the map in red.');

  // Delete the unit the run played against: the marks no longer describe this mission.
  const at = await cellPoint(canvas, { x: 29, y: 27 }, HIVE_AREA);
  await page.mouse.click(at.x, at.y);
  await page.keyboard.press('Delete');
  await expect(report.getByRole('status')).toHaveText(/^The mission has changed since this run/);
  await expect(report).not.toContainText('Hero deaths are shown on the map in red.');
  await report.scrollIntoViewIfNeeded();
  await testInfo.attach('results after the mission changed', { body: await page.screenshot(), contentType: 'image/png' });

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(report.getByRole('status')).toHaveCount(0);
  await expect(report).toContainText('Hero deaths are shown on the map in red.');
  expect(errors).toEqual([]);
});
