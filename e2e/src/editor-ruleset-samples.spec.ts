import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { exportMission } from './support/export-mission';
import { EDITOR_URL } from './support/urls';

/**
 * Issue 16, the editor for every ruleset: each sample of the zone, horde and infiltration rulesets opens in the
 * editor without a problem, comes back identical from an export opened again, and starts a game from Playtest.
 */

const SAMPLES = fileURLToPath(new URL('../../libs/scenario-schema/src/samples/', import.meta.url));
const RULESETS = ['derelict', 'horde', 'infiltration'];

interface Sample {
  readonly file: string;
  readonly id: string;
  readonly title: string;
  readonly ruleset: string;
}

const samples: Sample[] = readdirSync(SAMPLES)
  .filter((name) => name.endsWith('.mission.json'))
  .map((name) => {
    const file = `${SAMPLES}${name}`;
    const mission = JSON.parse(readFileSync(file, 'utf8')) as { id: string; ruleset: string; meta: { title: string } };
    return { file, id: mission.id, title: mission.meta.title, ruleset: mission.ruleset };
  })
  .filter((s) => RULESETS.includes(s.ruleset));

const title = (page: Page) => page.locator('.mission-title');
const validation = (page: Page) => page.getByRole('region', { name: 'Validation' });

async function openSample(page: Page, sample: Sample): Promise<void> {
  await page.getByLabel('Mission file').setInputFiles(sample.file);
  await expect(title(page)).toHaveText(sample.title);
}

test.beforeEach(async ({ page }) => {
  await page.goto(EDITOR_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
});

test('finds the samples of every ruleset it checks', () => {
  for (const ruleset of RULESETS) expect(samples.filter((s) => s.ruleset === ruleset).length, ruleset).toBeGreaterThan(1);
});

for (const ruleset of RULESETS) {
  const ofRuleset = samples.filter((s) => s.ruleset === ruleset);

  test(`every ${ruleset} sample opens without a problem and survives an export opened again, every field intact`, async ({ page }, testInfo) => {
    test.setTimeout(30_000 + 20_000 * ofRuleset.length);
    const errors = recordConsoleErrors(page);
    for (const sample of ofRuleset) {
      await openSample(page, sample);
      await expect(validation(page), sample.id).toContainText('No problems found.');
      const first = await exportMission(page, testInfo, `${sample.id}.json`);
      // Everything the author wrote comes back (the editor may add what it needs, such as entity ids).
      expect(JSON.parse(await readFile(first, 'utf8')), sample.id).toMatchObject(JSON.parse(await readFile(sample.file, 'utf8')) as Record<string, unknown>);
      await page.getByRole('button', { name: 'New', exact: true }).click();
      await page.getByRole('menuitem').first().click();
      await page.getByLabel('Mission file').setInputFiles(first);
      await expect(title(page)).toHaveText(sample.title);
      const second = await exportMission(page, testInfo, `${sample.id}.again.json`);
      expect(await readFile(second, 'utf8'), sample.id).toBe(await readFile(first, 'utf8'));
    }
    expect(errors).toEqual([]);
  });

  test(`every ${ruleset} sample starts a game from Playtest`, async ({ page }, testInfo) => {
    test.setTimeout(30_000 + 30_000 * ofRuleset.length);
    const errors = recordConsoleErrors(page);
    for (const sample of ofRuleset) {
      await openSample(page, sample);
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Playtest' }).click();
      const game = await popup;
      const gameErrors = recordConsoleErrors(game);
      await expect(game.getByRole('heading', { level: 1 }), sample.id).toHaveText(sample.title);
      await waitForBoardFrame(game.getByLabel('Game board').locator('canvas'));
      // A game, not a preview: the bar offers the heroes' actions (or the enemy's turn to skip).
      await expect(game.getByRole('region', { name: 'Actions' }).getByRole('button').first(), sample.id).toBeVisible();
      if (sample === ofRuleset[0]) await testInfo.attach(`${sample.id} playtest`, { body: await game.screenshot(), contentType: 'image/png' });
      expect(gameErrors, sample.id).toEqual([]);
      await game.close();
    }
    expect(errors).toEqual([]);
  });
}
