import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { recordConsoleErrors } from './support/console-errors';
import { exportMission } from './support/export-mission';
import { EDITOR_URL } from './support/urls';

// CG11 has the Exo Loader (a vehicle feature) and the Titan: the words of DERELICT-MISSIONS.md G8 and G9.
const SAMPLE = fileURLToPath(new URL('../../libs/scenario-schema/src/samples/derelict-cg11-gotta-catch-em-all.mission.json', import.meta.url));

const validation = (page: Page) => page.getByRole('region', { name: 'Validation' });

test.use({ viewport: { width: 1280, height: 1600 } });

test('build a vehicle condition and a pilot effect from the menus and export them', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await page.goto(EDITOR_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByLabel('Mission file').setInputFiles(SAMPLE);
  await expect(page.locator('.mission-title')).toHaveText("Gotta Catch 'em All");
  await expect(validation(page)).toContainText('No problems found.');

  const triggers = page.getByRole('region', { name: 'Triggers' });
  await triggers.getByRole('button', { name: 'Add trigger', exact: true }).click();
  const form = triggers.getByRole('group', { name: 'Trigger' });
  await form.getByRole('textbox', { name: 'Trigger id', exact: true }).fill('loader-on-the-titan');

  // If: the Loader is piloted and stands where the Titan is.
  await form.getByRole('combobox', { name: 'Condition', exact: true }).selectOption('vehicle');
  await form.getByRole('combobox', { name: 'Feature', exact: true }).selectOption('exo-loader');
  await form.getByRole('combobox', { name: 'Piloted', exact: true }).selectOption('yes');
  await form.getByRole('combobox', { name: 'In', exact: true }).selectOption('unitType');
  await form.getByRole('combobox', { name: 'In: unit type', exact: true }).selectOption('titan');

  // Do: the actor boards the Loader; the vehicle is chosen last.
  await form.getByRole('combobox', { name: 'Add effect', exact: true }).selectOption('pilot');
  await form.getByRole('combobox', { name: 'Who', exact: true }).selectOption('actor');
  // The vehicle is required: the problem shows at the effect until it is chosen.
  const effect = form.getByRole('group', { name: 'Effect 1', exact: true });
  await expect(effect.getByRole('list', { name: 'Problems', exact: true })).toContainText('vehicle');
  await effect.getByRole('combobox', { name: 'Vehicle', exact: true }).selectOption('exo-loader');
  await expect(effect.getByRole('list', { name: 'Problems', exact: true })).toHaveCount(0);
  await expect(validation(page)).toContainText('No problems found.');
  await form.scrollIntoViewIfNeeded();
  await testInfo.attach('vehicle condition and pilot effect', { body: await form.screenshot(), contentType: 'image/png' });

  const file = await exportMission(page, testInfo, 'cg11-vehicle-words.mission.json');
  const exported = JSON.parse(readFileSync(file, 'utf8')) as { triggers: { id?: string }[] };
  expect(exported.triggers.find((t) => t.id === 'loader-on-the-titan')).toEqual({
    id: 'loader-on-the-titan',
    on: { event: 'mission-start' },
    if: { test: 'vehicle', feature: 'exo-loader', piloted: true, in: { unit: 'titan' } },
    do: [{ effect: 'pilot', vehicle: 'exo-loader', who: 'actor' }],
  });
  expect(errors).toEqual([]);
});
