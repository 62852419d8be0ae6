import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { recordConsoleErrors } from './support/console-errors';
import { EDITOR_URL } from './support/urls';

// A derelict mission with an items deck (two power cells set aside) and a counter its triggers add to.
const SAMPLE = fileURLToPath(new URL('../../libs/scenario-schema/src/samples/derelict-cg01-close-the-door.mission.json', import.meta.url));

const validation = (page: Page) => page.getByRole('region', { name: 'Validation' });

test.use({ viewport: { width: 1280, height: 1400 } });

test.beforeEach(async ({ page }) => {
  await page.goto(EDITOR_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByLabel('Mission file').setInputFiles(SAMPLE);
  await expect(page.locator('.mission-title')).toHaveText('Close the Door Behind You');
  await expect(validation(page)).toContainText('No problems found.');
});

test('edit a deck’s cards, add, reorder and remove decks, with problems shown beside the deck, and undo', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  const decks = page.getByRole('region', { name: 'Decks' });
  await decks.getByText('items · from items', { exact: true }).click();
  const first = decks.getByRole('group', { name: 'Set aside 1', exact: true });
  await expect(first.getByRole('textbox', { name: 'Set aside 1 card', exact: true })).toHaveValue('power-cell');
  await expect(first.getByRole('spinbutton', { name: 'Copies', exact: true })).toHaveValue('2');

  await decks.getByRole('button', { name: 'Add set aside card', exact: true }).click();
  const second = decks.getByRole('group', { name: 'Set aside 2', exact: true });
  await second.getByRole('textbox', { name: 'Set aside 2 card', exact: true }).fill('stim-pack');
  await second.getByRole('spinbutton', { name: 'Copies', exact: true }).fill('120');
  // 120 copies is more than the format allows: the deck says so, and so does the Validation panel.
  const problems = decks.getByRole('list', { name: 'Problems', exact: true });
  await expect(problems).toContainText('/decks/0/setAside/1/count');
  await expect(validation(page)).toContainText('/decks/0/setAside/1/count');
  await problems.scrollIntoViewIfNeeded();
  await testInfo.attach('decks panel with a problem', { body: await page.screenshot(), contentType: 'image/png' });
  await second.getByRole('spinbutton', { name: 'Copies', exact: true }).fill('3');
  await expect(problems).toHaveCount(0);
  await expect(validation(page)).toContainText('No problems found.');

  await decks.getByRole('button', { name: 'Add deck', exact: true }).click();
  await decks.getByText('deck-1 · from events', { exact: true }).click();
  await decks.getByRole('button', { name: 'Move deck 2 up', exact: true }).click();
  await expect(decks.locator('summary')).toHaveText(['deck-1 · from events', 'items · from items']);
  await decks.getByRole('button', { name: 'Remove deck 2', exact: true }).click();
  await expect(decks.locator('summary')).toHaveText(['deck-1 · from events']);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(decks.locator('summary')).toHaveText(['items · from items', 'deck-1 · from events']);
  expect(errors).toEqual([]);
});

test('rename a counter and see its references break, add one and pick it in a trigger', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  const counters = page.getByRole('region', { name: 'Counters' });
  await counters.getByText('Primus cells sealed', { exact: true }).click();
  await counters.getByRole('textbox', { name: 'Id', exact: true }).fill('cells-closed');
  // The triggers that add to "cells-sealed" now name a counter that does not exist.
  await expect(validation(page)).toContainText(/cells-sealed/);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(validation(page)).toContainText('No problems found.');

  await counters.getByRole('button', { name: 'Add counter', exact: true }).click();
  await counters.getByText('New counter', { exact: true }).click();
  const added = counters.locator('details').nth(1);
  await added.getByRole('textbox', { name: 'Id', exact: true }).fill('alarms');
  await added.getByRole('spinbutton', { name: 'Starts at', exact: true }).fill('-2');
  await added.getByRole('checkbox', { name: 'Shown to the players', exact: true }).check();
  await expect(validation(page)).toContainText('No problems found.');

  const triggers = page.getByRole('region', { name: 'Triggers' });
  await triggers.getByRole('button', { name: 'Add trigger', exact: true }).click();
  const form = triggers.getByRole('group', { name: 'Trigger', exact: true });
  await form.getByRole('combobox', { name: 'Add effect', exact: true }).selectOption({ label: 'Add counter' });
  const counter = form.getByRole('group', { name: 'Effect 1', exact: true }).getByRole('combobox', { name: 'Counter', exact: true });
  await expect(counter.locator('option')).toHaveText(['— choose —', 'cells-sealed', 'alarms']);
  await counter.selectOption('alarms');
  await expect(validation(page)).toContainText('No problems found.');
  await counters.scrollIntoViewIfNeeded();
  await testInfo.attach('counters panel', { body: await page.screenshot(), contentType: 'image/png' });
  expect(errors).toEqual([]);
});
