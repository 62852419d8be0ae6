import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { EDITOR_URL } from './support/urls';

const hiveSample = fileURLToPath(new URL('../../libs/scenario-schema/src/samples/hive-destroy-the-hive.mission.json', import.meta.url));

test('simulate 50 games of the mission being edited: the progress bar advances and the report appears', async ({ page }, testInfo) => {
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
  await testInfo.attach('simulate report', { body: await page.screenshot(), contentType: 'image/png' });
  expect(errors).toEqual([]);
});
