import { expect, test } from '@playwright/test';
import { screenshotCanvas, waitForBoardFrame, webglRenderer } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { GAME_URL } from './support/urls';

test('the start screen offers the sample missions, and one opens on a 3D board', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await page.goto(GAME_URL);
  const missions = page.getByRole('region', { name: 'Sample missions' });
  // The cards arrive with the samples' own chunk, just after the first paint.
  await expect(missions).toHaveAttribute('aria-busy', 'false');
  await expect(missions.getByRole('button', { name: /^Play / })).toHaveCount(await missions.getByRole('listitem').count());
  await expect(missions).toContainText('First Steps');
  await expect(missions).toContainText('Hive crawl');
  await testInfo.attach('start screen', { body: await page.screenshot(), contentType: 'image/png' });

  // First Steps is the first mission a newcomer meets: two troopers hold a corridor, so it opens on party setup and plays.
  await missions.getByRole('button', { name: 'Play First Steps' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('First Steps');
  await page.getByRole('button', { name: 'Start the mission' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('First Steps');
  await expect(page.getByRole('status')).toHaveText('Your turn: choose who acts');
  await expect(page.getByRole('complementary', { name: 'Mission' }).getByRole('button', { name: /^(Sergeant|Gunner)$/ })).toHaveCount(2);

  testInfo.annotations.push({ type: 'webgl renderer', description: await webglRenderer(page) });
  const canvas = page.getByLabel('Game board').locator('canvas');
  const drawCalls = await waitForBoardFrame(canvas);
  // Floors, walls and obstacles are instanced: the frame needs few draw calls, well under one per cell (31 cells here).
  expect(drawCalls).toBeLessThan(31);

  const pixels = await screenshotCanvas(page, canvas, testInfo, 'game board');
  expect(pixels.drawnPixels / (pixels.width * pixels.height)).toBeGreaterThan(0.05);
  expect(pixels.distinctColours).toBeGreaterThan(20);

  await page.getByRole('button', { name: '← Missions' }).click();
  await expect(missions).toBeVisible();
  expect(errors).toEqual([]);
});

test('the samples are grouped under their rulesets’ names, and Tab goes through them as they are read', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await page.goto(GAME_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  const missions = page.getByRole('region', { name: 'Sample missions' });
  // The names come from each ruleset's presentation face, the tutorial's ruleset first.
  await expect(missions.getByRole('heading', { level: 2 })).toHaveText(['Boarding action', 'Derelict', 'Hive crawl', 'Horde survival', 'Infiltration']);
  await expect(missions.getByRole('region', { name: 'Derelict' }).getByRole('button', { name: 'Play Noisy Neighbours' })).toBeVisible();
  await expect(missions.getByRole('region', { name: 'Hive crawl' }).getByRole('button', { name: 'Play Destroy the Hive' })).toBeVisible();
  const inPage = await missions.getByRole('button', { name: /^Play / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
  expect(inPage).toHaveLength(39);
  expect(inPage[0]).toBe('Play First Steps');
  // Tab from the top of the page visits every card in the order the page lists them.
  const focused: string[] = [];
  for (let i = 0; i < inPage.length + 3; i++) {
    await page.keyboard.press('Tab');
    focused.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''));
  }
  expect(focused.filter((label) => label.startsWith('Play ')).slice(0, inPage.length)).toEqual(inPage);
  await testInfo.attach('start screen grouped', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  expect(errors).toEqual([]);
});

test('a malformed mission file says what is wrong and offers the way back', async ({ page }) => {
  await page.goto(GAME_URL);
  await page.getByLabel('Open a mission file…').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format": 3') });
  await expect(page.getByRole('alert')).toContainText('This mission cannot be played');
  await expect(page.getByRole('alert')).toContainText(/line 1, column 13/);
  await page.getByRole('button', { name: 'Back to the missions' }).click();
  await expect(page.getByRole('region', { name: 'Sample missions' })).toBeVisible();
});
