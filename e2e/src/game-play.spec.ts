import { expect, test, type Page } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { clickIfThere } from './support/board-points';
import { startMission } from './support/start-mission';

/** A cautious player's next move through the UI: explore or attack when offered, else end the turn or pick who acts. */
async function takeATurnStep(page: Page): Promise<void> {
  const bar = page.getByRole('region', { name: 'Actions' });
  if (await clickIfThere(bar.getByRole('button', { name: 'Skip the enemy turn' }))) return;
  for (const name of [/^Orient tile|^Place the tile/, /^Attack/, /^Explore/, /^End this turn$/, /^Act with/]) {
    if (await clickIfThere(bar.getByRole('button', { name }).first())) return;
  }
  await clickIfThere(bar.getByRole('button').first());
}

async function startDestroyTheHive(page: Page) {
  // Seed 1 (each game draws its own otherwise): the same game every run, so its length is known.
  await startMission(page, 'Destroy the Hive', { seed: 1 });
}

test('play a whole hive mission through the UI, hero actions and enemy turns, to its end screen', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const errors = recordConsoleErrors(page);
  await startDestroyTheHive(page);
  // The objective tracker comes from the ruleset's display data (hive.md §9.2: 4 charges).
  const objectives = page.getByRole('region', { name: 'Objectives' });
  // The author's objective first (issue 15: trackers show the author's labels), then the ruleset's six steps.
  await expect(objectives.getByRole('listitem')).toHaveCount(7);
  await expect(objectives.getByRole('listitem').first()).toHaveText(/Lay four charges on weak points and detonate/);
  await expect(objectives).toContainText(/Charges laid\s*0\/4/);
  const endScreen = page.getByRole('dialog', { name: 'Mission over' });
  // The first actions from the keyboard alone: 1 takes the first action listed, E ends the hero's turn.
  const log = page.getByRole('region', { name: 'Event log' });
  const before = await log.locator('li').count();
  await page.keyboard.press('1');
  await page.keyboard.press('e');
  await expect.poll(() => log.locator('li').count()).toBeGreaterThan(before);
  for (let step = 0; step < 40; step++) await takeATurnStep(page);
  // Between two steps' animations, so no figure is caught mid-air.
  await expect(page.getByLabel('Game board').locator('canvas')).toHaveAttribute('data-animating', 'false');
  await testInfo.attach('mid-game', { body: await page.screenshot(), contentType: 'image/png' });
  // Keep playing, one UI step per poll, until the mission is over (won, lost, or the round cap).
  await expect
    .poll(
      async () => {
        await takeATurnStep(page);
        return endScreen.isVisible();
      },
      { timeout: 200_000, intervals: [0] },
    )
    .toBe(true);
  await expect(endScreen.getByRole('heading')).toHaveText(/Victory|Defeat/);
  await expect(page.getByRole('region', { name: 'Event log' })).toContainText(/Round \d+ begins/);
  await testInfo.attach('end screen', { body: await page.screenshot(), contentType: 'image/png' });

  // The finished game replays from its seed and actions, step by step.
  await endScreen.getByRole('button', { name: 'Watch the replay' }).click();
  const position = page.getByLabel('Replay position');
  await expect(position).toHaveText(/^Step 0 of (\d+)/);
  const total = Number(/of (\d+)/.exec((await position.textContent()) ?? '')?.[1]);
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(position).toHaveText(new RegExp(`^Step 1 of ${total}`));
  await page.getByRole('button', { name: 'To the end' }).click();
  await expect(position).toHaveText(new RegExp(`^Step ${total} of ${total}`));
  await waitForBoardFrame(page.getByLabel('Replay board').locator('canvas'));
  expect(errors).toEqual([]);
});

test('a reload mid-game resumes at the same state', async ({ page }) => {
  await startDestroyTheHive(page);
  for (let i = 0; i < 25; i++) await takeATurnStep(page);
  // Wait for the enemy to finish so the state is settled, then note where the game stands.
  await expect(page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Skip the enemy turn' })).toBeHidden();
  const round = await page.getByLabel('Round and phase').textContent();
  const squad = await page.getByRole('list', { name: 'Squad' }).textContent();
  await page.reload();
  await page.getByRole('button', { name: /^Resume Destroy the Hive/ }).click();
  await expect(page.getByLabel('Round and phase')).toHaveText(round ?? '');
  await expect(page.getByRole('list', { name: 'Squad' })).toHaveText(squad ?? '');
});

test('a boarding mission plays in the same UI: troopers act, the bugs and blips take their turn', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await startMission(page, 'Purge');
  const log = page.getByRole('region', { name: 'Event log' });
  // Purge (boarding.md §9 M1) tracks the 21-blip pool.
  await expect(page.getByRole('region', { name: 'Objectives' })).toContainText(/Blip pool spent\s*0\/21/);
  for (let step = 0; step < 30; step++) await takeATurnStep(page);
  await expect.poll(() => log.locator('li').count()).toBeGreaterThan(5);
  await testInfo.attach('boarding', { body: await page.screenshot(), contentType: 'image/png' });
  expect(errors).toEqual([]);
});
