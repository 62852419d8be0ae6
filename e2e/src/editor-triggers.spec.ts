import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { recordConsoleErrors } from './support/console-errors';
import { EDITOR_URL } from './support/urls';

const SAMPLE = fileURLToPath(new URL('../../libs/scenario-schema/src/samples/derelict-cg01-close-the-door.mission.json', import.meta.url));

const validation = (page: Page) => page.getByRole('region', { name: 'Validation' });

// Tall enough to see a whole trigger form in the sidebar.
test.use({ viewport: { width: 1280, height: 1400 } });

test.beforeEach(async ({ page }) => {
  await page.goto(EDITOR_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
});

test('build a trigger from menus, watch validation follow, and undo it', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await page.getByLabel('Mission file').setInputFiles(SAMPLE);
  await expect(page.locator('.mission-title')).toHaveText('Close the Door Behind You');
  await expect(validation(page)).toContainText('No problems found.');

  const triggers = page.getByRole('region', { name: 'Triggers' });
  const listed = triggers.getByRole('listitem');
  await expect(listed).toHaveCount(6);
  await triggers.getByRole('button', { name: 'Add trigger', exact: true }).click();
  // A new trigger does nothing yet: the format wants at least one effect, and validation says so.
  await expect(validation(page).getByText('1 problem', { exact: true })).toBeVisible();
  await expect(validation(page)).toContainText('/triggers/6/do');

  const form = triggers.getByRole('group', { name: 'Trigger', exact: true });
  const on = form.getByRole('group', { name: 'On', exact: true });
  await on.getByRole('combobox', { name: 'Event', exact: true }).selectOption({ label: 'Interact' });
  await on.getByRole('combobox', { name: 'Feature', exact: true }).selectOption('exo-loader');

  const condition = form.getByRole('group', { name: 'If', exact: true });
  await condition.getByRole('combobox', { name: 'Condition', exact: true }).selectOption({ label: 'Door' });
  await condition.getByRole('combobox', { name: 'Door', exact: true }).selectOption('cell-door-a');
  await condition.getByRole('combobox', { name: 'State', exact: true }).selectOption('closed');

  await form.getByRole('combobox', { name: 'Add effect', exact: true }).selectOption({ label: 'Unlock' });
  // Unlock which door? Until one is chosen the mission is invalid; choosing it clears the error.
  await expect(validation(page)).toContainText('/triggers/6/do/0');
  await form.getByRole('group', { name: 'Effect 1', exact: true }).getByRole('combobox', { name: 'Door', exact: true }).selectOption('cell-door-b');
  await form.getByRole('combobox', { name: 'Add effect', exact: true }).selectOption({ label: 'Message' });
  await form.getByRole('group', { name: 'Effect 2', exact: true }).getByRole('textbox', { name: 'Text', exact: true }).fill('The loader jolts the hatch controls: door B unlocks.');
  await expect(validation(page)).toContainText('No problems found.');
  await expect(triggers.getByRole('button', { name: 'trigger-1 (on Interact)', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await on.scrollIntoViewIfNeeded();
  await testInfo.attach('trigger editor', { body: await page.screenshot(), contentType: 'image/png' });

  // Ten steps: adding the trigger, each of eight menu choices, and the typed message (one step however long). Undo them all.
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await undo.click();
  await expect(form.getByRole('group', { name: 'Effect 2', exact: true }).getByRole('textbox', { name: 'Text', exact: true })).toHaveValue('');
  for (let step = 0; step < 9; step++) await undo.click();
  await expect(listed).toHaveCount(6);
  await expect(triggers.getByRole('button', { name: 'trigger-1 (on Interact)', exact: true })).toHaveCount(0);
  await expect(validation(page)).toContainText('No problems found.');
  expect(errors).toEqual([]);
});

test("a trigger's door menu offers the placed tiles' doors by name, and validation accepts one", async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await page.getByLabel('Mission file').setInputFiles(SAMPLE);
  await expect(validation(page)).toContainText('No problems found.');
  const triggers = page.getByRole('region', { name: 'Triggers' });
  await triggers.getByRole('button', { name: 'Add trigger', exact: true }).click();
  const form = triggers.getByRole('group', { name: 'Trigger', exact: true });
  await form.getByRole('group', { name: 'On', exact: true }).getByRole('combobox', { name: 'Event', exact: true }).selectOption({ label: 'Round start' });
  await form.getByRole('combobox', { name: 'Add effect', exact: true }).selectOption({ label: 'Unlock' });
  const door = form.getByRole('group', { name: 'Effect 1', exact: true }).getByRole('combobox', { name: 'Door', exact: true });
  // The mission's own doors by their labels, then each placed tile's doors: which tile, which door.
  await expect(door.getByRole('option', { name: 'Primus cell door A (cell-door-a)', exact: true })).toHaveCount(1);
  await expect(door.getByRole('option', { name: 'Crew Quarters "quarters": mess-door', exact: true })).toHaveCount(1);
  await door.selectOption({ label: 'Crew Quarters "quarters": mess-door' });
  await expect(door).toHaveValue('quarters.mess-door');
  await expect(validation(page)).toContainText('No problems found.');
  await door.scrollIntoViewIfNeeded();
  await testInfo.attach('tile door chosen', { body: await page.screenshot(), contentType: 'image/png' });
  expect(errors).toEqual([]);
});

test('every entity by its id in a form: a door locked and given health, the suggested party grown from the roster', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await page.getByLabel('Mission file').setInputFiles(SAMPLE);
  await expect(validation(page)).toContainText('No problems found.');
  const doors = page.getByRole('region', { name: 'Doors' });
  await doors.getByRole('button', { name: 'cell-door-b · Primus cell door B at 7,7', exact: true }).click();
  const door = doors.getByRole('group', { name: 'Door 2', exact: true });
  await door.getByRole('combobox', { name: 'State', exact: true }).selectOption('locked');
  await door.getByRole('spinbutton', { name: 'Health', exact: true }).fill('6');
  await door.getByRole('textbox', { name: 'Label', exact: true }).fill('Primus cell door B (welded)');
  await expect(doors.getByRole('button', { name: 'cell-door-b · Primus cell door B (welded) at 7,7', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(validation(page)).toContainText('No problems found.');
  await door.scrollIntoViewIfNeeded();
  await testInfo.attach('door form', { body: await page.screenshot(), contentType: 'image/png' });

  const party = page.getByRole('region', { name: 'Suggested party' });
  await expect(party.getByRole('listitem')).toHaveCount(3);
  await party.getByRole('button', { name: 'Add hero', exact: true }).click();
  await expect(party.getByRole('listitem')).toHaveCount(4);
  await party.getByRole('group', { name: 'Hero 4', exact: true }).getByRole('textbox', { name: 'Name', exact: true }).fill('Vasquez');
  await expect(party.getByRole('button', { name: /^hero-1 · Vasquez$/ })).toBeVisible();
  await party.scrollIntoViewIfNeeded();
  await testInfo.attach('party form', { body: await page.screenshot(), contentType: 'image/png' });
  expect(errors).toEqual([]);
});
