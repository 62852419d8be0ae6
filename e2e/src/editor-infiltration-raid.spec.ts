import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { screenshotCanvas, waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { EDITOR_URL, GAME_URL } from './support/urls';

// infiltration.md §12.3 in the editor: a raid map, a faction and an objective card make a mission.

async function saved(page: Page, testInfo: TestInfo, name: string): Promise<Record<string, unknown>> {
  const download = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Raid generator' }).getByRole('button', { name: 'Save' }).click();
  const file = testInfo.outputPath(name);
  await (await download).saveAs(file);
  return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
}

test.beforeEach(async ({ page }) => {
  await page.goto(EDITOR_URL);
  // Playtest opens the game this helper's e2e run serves (see share/game-base.ts).
  await page.evaluate((game) => {
    window.localStorage.clear();
    window.localStorage.setItem('breachline.editor.gameUrl', game);
  }, GAME_URL);
  await page.reload();
});

test('a raid made from the New menu shows its generated map; re-rolled, chosen by card, saved, expanded and playtested', async ({ page, context }, testInfo) => {
  // Many steps on a shared machine: more than the default minute.
  test.setTimeout(180_000);
  const errors = recordConsoleErrors(page);
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Infiltration raid (generated)' }).click();
  const raid = page.getByRole('region', { name: 'Raid generator' });
  const validation = page.getByRole('region', { name: 'Validation' });
  await expect(raid).toBeVisible();
  await expect(validation.getByText('No problems found.')).toBeVisible();
  await expect(page.locator('.mission-title')).toHaveText(/^Raid: /);
  const canvas = page.getByLabel('Mission map').locator('canvas');
  await waitForBoardFrame(canvas);
  const drawn = await screenshotCanvas(page, canvas, testInfo, 'raid-generated-map');
  expect(drawn.drawnPixels).toBeGreaterThan(10_000);

  // Re-roll: a new seed, drawn cards listed; the seed field follows.
  const seed = raid.getByRole('spinbutton', { name: 'Seed' });
  const firstSeed = await seed.inputValue();
  await raid.getByRole('button', { name: 'Re-roll' }).click();
  await expect(seed).not.toHaveValue(firstSeed);
  // A map, a faction and an objective (every objective card is playable now, so any may be drawn).
  await expect(raid.getByLabel('Cards drawn')).toHaveText(/^.+ · .+ · (Dossier|Demolition|Recon|Escort)$/);

  // A seed typed in draws its cards, as the generator does.
  await seed.fill('7');
  const drawnFor7 = await raid.getByLabel('Cards drawn').textContent();

  // Choosing the cards: every map, faction and objective the generator exports, each offered.
  await raid.getByLabel('Chosen').check();
  await expect(raid.getByLabel('Cards drawn')).toHaveText(drawnFor7 ?? '');
  const maps = raid.getByLabel('Raid map');
  await expect(maps).toBeEnabled();
  expect(await maps.locator('option').count()).toBeGreaterThanOrEqual(4);
  await expect(raid.getByLabel('Objective').locator('option', { hasText: 'Dossier' })).toBeEnabled();
  await maps.selectOption({ label: 'East Passage' });
  await raid.getByLabel('Faction').selectOption({ index: 1 });
  await raid.getByLabel('Objective').selectOption({ label: 'Recon' });
  await expect(validation.getByText('No problems found.')).toBeVisible();
  await expect(page.locator('.mission-title')).toHaveText(/East Passage/);
  await waitForBoardFrame(canvas);
  await screenshotCanvas(page, canvas, testInfo, 'raid-east-passage');
  await testInfo.attach('raid generator panel', { body: await page.screenshot(), contentType: 'image/png' });

  // The map of a raid is not edited in place: a press says how to edit it.
  await page.getByRole('navigation', { name: 'Palette' }).getByRole('button', { name: 'Start square' }).click();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no map');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.locator('.map-status')).toContainText('expand it');

  // Saved: the file names the raid (the loader expands it), not a copy of the generated mission.
  const file = await saved(page, testInfo, 'raid.mission.json');
  expect(file['raid']).toMatchObject({ map: 'east-passage', objective: 'recon' });
  expect(file['layout']).toBeUndefined();

  // Playtest opens the game on the raid at once.
  const [game] = await Promise.all([context.waitForEvent('page'), raid.getByRole('button', { name: 'Playtest' }).click()]);
  await expect(game.getByRole('heading', { level: 1 })).toHaveText(/^Raid: East Passage/);
  // A game, not a preview: the heroes choose who acts, the alarm tracker is up.
  await expect(game.getByRole('status')).toHaveText(/choose who acts/);
  await expect(game.getByLabel('Trackers')).toContainText('Alarm');
  const gameCanvas = game.getByLabel('Game board').locator('canvas');
  await waitForBoardFrame(gameCanvas);
  await screenshotCanvas(game, gameCanvas, testInfo, 'raid-playtest');
  await game.close();

  // Expanded: an authored mission, every generated part now editable (features listed), undo brings the raid back.
  await raid.getByRole('button', { name: 'Expand to edit' }).click();
  await expect(raid).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Mission' }).getByLabel('Title')).toHaveValue(/^Raid: East Passage/);
  await expect(page.getByRole('region', { name: 'Features' })).toContainText('Barracks');
  await expect(validation.getByText('No problems found.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(raid).toBeVisible();
  expect(errors).toEqual([]);
});
