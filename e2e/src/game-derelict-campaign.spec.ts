import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { diceOnTray } from './support/dice-tray';
import { boardPoints, clickBoardPoint, clickIfThere } from './support/board-points';
import { attachScreenshot, endScreen, expectHeroesStandingAsSquad, logLines, playUntil, settleBeforeStep, squad, tracker } from './support/pointer-play';
import { boardCanvas, startMission } from './support/start-mission';
import { GAME_URL } from './support/urls';

/**
 * Issue 17's done-when: the derelict campaign's first two missions (CG00, CG01) played through the game's UI by
 * pointer, seed 1, to their end screens. The survivors attack when offered, take two moves a turn and end it; the
 * end screen names the outcome and the seed, and its count of heroes standing agrees with the squad. On the way
 * every die the tray shows must fit its label: the directional die's "west" was cut to "wes".
 */

/** Plays the mission to its end screen, checking it on the way; returns the console errors seen. */
async function playToTheEnd(page: Page, testInfo: TestInfo, title: RegExp, shot: string, directionalDie: boolean): Promise<string[]> {
  const errors = recordConsoleErrors(page);
  const canvas = await startMission(page, title, { seed: 1 });
  await expect(tracker(page, 'Round')).toHaveText('1');
  await expect(squad(page)).toContainText('Actions left 3');
  await attachScreenshot(page, testInfo, `${shot} start`);
  const before = await logLines(page).count();
  const labels = new Set<string>();
  const clipped = new Set<string>();
  const watchTheDice = async () => {
    for (const die of await diceOnTray(page)) {
      labels.add(die.label);
      if (die.clipped) clipped.add(die.label);
    }
    return false;
  };
  expect(await playUntil(page, canvas, watchTheDice, 540_000)).toBe(true);
  await expect(endScreen(page).getByRole('heading')).toHaveText(/^(Victory|Defeat)$/);
  await expect(endScreen(page)).toContainText(/Seed\s*1/);
  await expectHeroesStandingAsSquad(page);
  // The game went beyond its first round: the Enemies phase ran and the log grew.
  await expect(page.getByRole('region', { name: 'Event log' })).toContainText('Enemies phase.');
  expect(await logLines(page).count()).toBeGreaterThan(before + 10);
  // Every die shown fitted its label; in CG00 the directional die (derelict.md §6.10) rolls words on the way.
  expect([...clipped]).toEqual([]);
  expect([...labels].some((label) => /^(north|east|south|west)$/i.test(label))).toBe(directionalDie);
  await waitForBoardFrame(canvas);
  await attachScreenshot(page, testInfo, `${shot} end screen`);
  return errors;
}

test('Noisy Neighbours (derelict CG00) played by pointer to its end screen', async ({ page }, testInfo) => {
  test.setTimeout(600_000);
  expect(await playToTheEnd(page, testInfo, /^Play Noisy Neighbours/, 'derelict CG00', true)).toEqual([]);
});

test('Close the Door Behind You (derelict CG01) played by pointer to its end screen', async ({ page }, testInfo) => {
  test.setTimeout(600_000);
  expect(await playToTheEnd(page, testInfo, /^Play Close the Door Behind You/, 'derelict CG01', false)).toEqual([]);
});

/**
 * Plays "Turning It Off and On Again" (CO12) as its briefing says, by pointer: each survivor moves to the marked
 * square nearest the kill switch, throws it when the bar offers it, fights when it cannot move on, and ends its
 * turn; the enemy's turns are skipped. Returns once the end screen is up.
 */
async function rushToTheSwitch(page: Page, canvas: Locator, timeout: number): Promise<void> {
  const SWITCH = { x: 28, y: 8 };
  const bar = page.getByRole('region', { name: 'Actions' });
  let moves = 0;
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect
    .poll(
      async () => {
        if (await endScreen(page).isVisible()) return true;
        if (await settleBeforeStep(page, canvas)) return false;
        if (await clickIfThere(bar.getByRole('group', { name: 'Choose an action' }).getByRole('button').first())) return false;
        if (await clickIfThere(bar.getByRole('button', { name: /^Use kill switch/ }))) return false;
        if (moves < 3) {
          moves++;
          const reachable = await boardPoints(canvas, 'data-reachable-points');
          const nearest = reachable.sort((a, b) => Math.hypot(a.x - SWITCH.x, a.y - SWITCH.y) - Math.hypot(b.x - SWITCH.x, b.y - SWITCH.y))[0];
          if (nearest) {
            await clickBoardPoint(page, canvas, nearest);
            return false;
          }
        }
        if (await clickIfThere(bar.getByRole('button', { name: /^Attack/ }).first())) return false;
        if (await bar.locator('button[aria-keyshortcuts="E"]').isVisible()) {
          moves = 0;
          await page.keyboard.press('e');
          return false;
        }
        await clickIfThere(bar.getByRole('button').filter({ hasNotText: /^(Move…|Cancel)/ }).first());
        return endScreen(page).isVisible();
      },
      { timeout, intervals: [0] },
    )
    .toBe(true);
}

/** A value on a Refuge survivor's card, by its label. */
const refugeStat = (page: Page, survivor: string, label: string): Locator =>
  page.getByRole('list', { name: 'Party' }).getByRole('listitem', { name: survivor }).locator('div').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) }).getByRole('definition');

/**
 * Issue 17's campaigns (derelict.md §10.4–§10.6): "Fight of the Sentry" begun from the start screen, its first
 * mission played by pointer to its end screen, the Refuge (a visit, an illegal trade refused in words, a reload that
 * keeps it), then the second mission started with the party's Health and Resolve carried in, and a reload in it.
 */
test('a derelict campaign: first mission, the Refuge, and the second mission with the party carried in', async ({ page }, testInfo) => {
  test.setTimeout(900_000);
  const errors = recordConsoleErrors(page);
  await page.goto(GAME_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Campaigns…' }).click();
  await page.getByRole('button', { name: 'Begin Fight of the Sentry' }).click();
  await page.getByRole('region', { name: 'Next mission' }).getByRole('button', { name: 'Play Turning It Off and On Again' }).click();
  await expect(page.getByRole('list', { name: 'Roster' })).toBeVisible();
  await page.getByText('Advanced').click();
  await page.getByLabel(/^Seed/).fill('1');
  await page.getByRole('button', { name: 'Start the mission' }).click();
  const canvas = boardCanvas(page);
  await waitForBoardFrame(canvas);
  await attachScreenshot(page, testInfo, 'campaign first mission');

  await rushToTheSwitch(page, canvas, 420_000);
  await expect(endScreen(page).getByRole('heading')).toHaveText(/^(Victory|Defeat)$/);
  await attachScreenshot(page, testInfo, 'campaign first mission end');
  await endScreen(page).getByRole('button', { name: 'Continue the campaign' }).click();

  const refuge = page.getByRole('region', { name: 'The Refuge' });
  await expect(refuge).toBeVisible();
  await expect(refuge).toContainText('Trading Post');
  const party = page.getByRole('list', { name: 'Party' });
  const first = party.getByRole('listitem').first();
  const name = (await first.getByRole('heading').textContent())?.replace(/\s*(Captain|Marine|Psychic|Engineer|Medic|Scout|Technician)$/, '').trim() ?? '';
  expect(name).not.toBe('');

  // An illegal trade (1 item for 1) is refused with the Refuge's own words, and the visit is not spent.
  const trade = first.getByRole('form', { name: 'Trading Post: 2 items for 1' });
  await trade.getByRole('group', { name: /^Give/ }).getByRole('checkbox').first().check();
  await trade.getByRole('group', { name: /^Take/ }).getByRole('checkbox').first().check();
  await trade.getByRole('button', { name: 'Trading Post: 2 items for 1' }).click();
  await expect(page.getByRole('alert')).toContainText('The Trading Post takes exactly 2 items for 1');
  await expect(first).not.toContainText('Done this round.');

  // A visit: a safe rest in the Quarters, +1 Health (capped at the class maximum).
  const [health, max] = ((await refugeStat(page, name, 'Health').textContent()) ?? '').split('/').map(Number);
  await first.getByRole('button', { name: 'Quarters: +1 Health' }).click();
  await expect(refugeStat(page, name, 'Health')).toHaveText(`${Math.min(max ?? 10, (health ?? 0) + 1)}/${max}`);
  await expect(first).toContainText('Done this round.');
  await expect(page.getByRole('region', { name: 'What happened' })).toContainText(`${name} rests in the Quarters`);
  await attachScreenshot(page, testInfo, 'campaign refuge');

  // A reload keeps the campaign where it was: the visit made, the Refuge still open.
  await page.reload();
  await page.getByRole('button', { name: 'Continue the campaign: Fight of the Sentry' }).click();
  await expect(refuge).toBeVisible();
  await expect(party.getByRole('listitem').first()).toContainText('Done this round.');

  // Anyone who fell comes back before the party leaves (§10.6 step 1): as the first class not yet in the campaign.
  const respawns = page.getByRole('form', { name: /^Re-spawn/ });
  while ((await respawns.count()) > 0) {
    const waiting = await respawns.count();
    const form = respawns.first();
    const boxes = form.getByRole('checkbox');
    for (let i = 0; i < (await boxes.count()); i++) {
      await boxes.nth(i).check();
      await form.getByRole('button').click();
      if ((await respawns.count()) < waiting) break;
      // Refused (a class used or lost in this campaign): the Refuge says why.
      await expect(page.getByRole('alert')).toContainText(/already used in this campaign|has already been used/);
      await boxes.nth(i).uncheck();
    }
    expect(await respawns.count()).toBeLessThan(waiting);
  }
  await attachScreenshot(page, testInfo, 'campaign refuge before leaving');
  const carried = { health: await refugeStat(page, name, 'Health').textContent(), resolve: await refugeStat(page, name, 'Resolve').textContent() };
  await page.getByRole('button', { name: 'Leave for the next mission' }).click();
  await expect(refuge).toBeHidden();
  const next = page.getByRole('region', { name: 'Next mission' });
  await expect(next.getByRole('heading')).toHaveText(/^(Next mission|Try the mission again)$/);
  await next.getByRole('button').first().click();
  await waitForBoardFrame(boardCanvas(page));
  const card = squad(page).getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText(`Health ${carried.health}`);
  await expect(card).toContainText(`Resolve ${carried.resolve}`);
  await attachScreenshot(page, testInfo, 'campaign second mission');

  // A reload in the second mission (after its first action, which autosaves it) resumes it with the party as carried in.
  const log = await logLines(page).count();
  const actions = page.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: /^Make noise…/ }).click();
  await actions.getByRole('group', { name: 'Choose an action' }).getByRole('button', { name: /^Make noise: level 1/ }).click();
  await expect.poll(() => logLines(page).count()).toBeGreaterThan(log);
  await page.reload();
  await page.getByRole('button', { name: /^Resume / }).click();
  await waitForBoardFrame(boardCanvas(page));
  await expect(squad(page).getByRole('listitem').filter({ hasText: name })).toContainText(`Health ${carried.health}`);
  expect(errors).toEqual([]);
});
