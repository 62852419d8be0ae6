import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { screenshotCanvas, waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { EDITOR_URL } from './support/urls';

// infiltration.md §8.5 / §8.11: a patrol comes through the closed non-exit door nearest the hero heard, else from the
// nearest barracks. The mission writes those entries as its doors (exit or not) and barracks; the Patrols panel shows
// them, marks them on the map, edits them, and shows the problems validation finds with them.

const sample = (name: string) => fileURLToPath(new URL(`../../libs/scenario-schema/src/samples/${name}.mission.json`, import.meta.url));

async function exported(page: Page, testInfo: TestInfo, name: string): Promise<Record<string, unknown>> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = testInfo.outputPath(name);
  await (await download).saveAs(file);
  return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
}

test.beforeEach(async ({ page }) => {
  await page.goto(EDITOR_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
});

test("Night Courier's patrol entries: shown on the map, a door made an exit, a barracks moved off the floor and deleted", async ({ page }, testInfo) => {
  // Many steps on a shared machine: more than the default minute.
  test.setTimeout(180_000);
  const errors = recordConsoleErrors(page);
  await page.getByLabel('Mission file').setInputFiles(sample('infiltration-night-courier'));
  await expect(page.locator('.mission-title')).toHaveText('Night Courier');
  const patrols = page.getByRole('region', { name: 'Patrols' });
  const doors = patrols.getByRole('list', { name: 'Patrol doors' });
  const barracks = patrols.getByRole('list', { name: 'Barracks' });
  await expect(patrols.locator('.patrol-summary')).toHaveText('4 doors patrols may use · barracks A, B, C');

  // Shown on the map: the squares either side of each door, and each barracks, are marked.
  const canvas = page.getByLabel('Mission map').locator('canvas');
  await waitForBoardFrame(canvas);
  const before = await screenshotCanvas(page, canvas, testInfo, 'night-courier-map');
  await patrols.getByLabel('Show patrol entries on the map').check();
  await waitForBoardFrame(canvas);
  const shown = await screenshotCanvas(page, canvas, testInfo, 'patrol-entries-on-the-map');
  expect(shown.distinctColours).not.toBe(before.distinctColours);

  // The corridor door made an exit: patrols never use it; it is written into the mission.
  await doors.getByLabel('Corridor door: exit door (patrols never use it)').check();
  await expect(patrols.locator('.patrol-summary')).toHaveText('3 doors patrols may use · barracks A, B, C');
  const written = await exported(page, testInfo, 'exit-door.json');
  expect((written['doors'] as { id: string; exit?: boolean }[]).find((d) => d.id === 'entrance-door')?.exit).toBe(true);
  await expect(page.getByRole('region', { name: 'Validation' }).getByText('No problems found.')).toBeVisible();

  // Barracks C moved off the board in its form: the problem is shown under it in the Patrols panel.
  const features = page.getByRole('region', { name: 'Features' });
  await features.getByRole('button', { name: /^barracks-c/ }).click();
  const form = features.getByRole('group', { name: /^Feature \d+$/ });
  await form.getByLabel('Column (x)').fill('40');
  await expect(barracks.getByRole('listitem').filter({ hasText: 'Barracks C' }).getByRole('list', { name: 'Problems' })).toBeVisible();
  await testInfo.attach('barracks problem in the patrols panel', { body: await patrols.screenshot(), contentType: 'image/png' });

  // Deleted from the panel: the problem goes with it; the remaining barracks keep their letters.
  await barracks.getByRole('button', { name: 'Delete Barracks C (service corridor)' }).click();
  await expect(patrols.locator('.patrol-summary')).toHaveText('3 doors patrols may use · barracks A, B');
  await expect(page.getByRole('region', { name: 'Validation' }).getByText('No problems found.')).toBeVisible();
  expect(errors).toEqual([]);
});
