import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { boardPoints, clickBoardPoint, clickIfThere, type BoardPoint } from './board-points';

/**
 * Plays a mission through the game's UI as a person would: the bar's buttons and the board's marked squares,
 * the enemy's turn skipped with Space. Shared by the specs that play the newer rulesets to a round or an end screen.
 */

export interface PlayState {
  moves: number;
  attacks: number;
  /** Buttons taken before any move when the bar offers them (hive's exploring: /^Place the tile|^Explore/). */
  readonly prefer?: RegExp;
}

/**
 * The first part of every step: read a mission message, or skip the enemy's turn (Space), else wait until
 * the board has stopped animating. True when the step was spent on the message or the skip.
 */
export async function settleBeforeStep(page: Page, canvas: Locator): Promise<boolean> {
  const message = page.getByRole('region', { name: 'Mission message' });
  if (await clickIfThere(message.getByRole('button', { name: 'Got it' }))) return true;
  if (await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Skip the enemy turn' }).isVisible()) {
    await page.keyboard.press('Space');
    return true;
  }
  await expect(canvas).toHaveAttribute('data-animating', 'false');
  return false;
}

/** One step of play: read a message, skip the enemy, pick among choices, attack a few times, move twice, else end the turn. */
export async function playStep(page: Page, canvas: Locator, state: PlayState): Promise<void> {
  if (await settleBeforeStep(page, canvas)) return;
  const bar = page.getByRole('region', { name: 'Actions' });
  if (await clickIfThere(bar.getByRole('group', { name: 'Choose an action' }).getByRole('button').first())) return;
  if (state.attacks < 3 && (await clickIfThere(bar.getByRole('button', { name: /^(Attack|Fire|Shoot|Strike)/ }).first()))) {
    state.attacks++;
    return;
  }
  if (state.prefer && (await clickIfThere(bar.getByRole('button', { name: state.prefer }).first()))) return;
  if (state.moves < 2) {
    state.moves++;
    if (await clickIfThere(bar.getByRole('button', { name: /^Move to / }).last())) return;
    const reachable = await boardPoints(canvas, 'data-reachable-points');
    if (reachable.length > 0) return clickBoardPoint(page, canvas, reachable[reachable.length - 1] as BoardPoint);
  }
  const end = bar.locator('button[aria-keyshortcuts="E"]');
  if (await end.isVisible()) {
    state.moves = 0;
    state.attacks = 0;
    await page.keyboard.press('e');
    return;
  }
  await clickIfThere(bar.getByRole('button').filter({ hasNotText: /^(Move…|Cancel)/ }).first());
}

export const endScreen = (page: Page): Locator => page.getByRole('dialog', { name: 'Mission over' });

/** Plays until `reached` says so (or the end screen shows); returns whether the end screen is up. */
export async function playUntil(page: Page, canvas: Locator, reached: () => Promise<boolean>, timeout: number, prefer?: RegExp): Promise<boolean> {
  const state: PlayState = { moves: 0, attacks: 0, ...(prefer ? { prefer } : {}) };
  // Keys act on the window: nothing focused may take Space or E for itself.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect
    .poll(
      async () => {
        if ((await endScreen(page).isVisible()) || (await reached())) return true;
        await playStep(page, canvas, state);
        return (await endScreen(page).isVisible()) || reached();
      },
      { timeout, intervals: [0] },
    )
    .toBe(true);
  return endScreen(page).isVisible();
}

/** Saves a screenshot beside the test's results and attaches it to the report. */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name.replace(/\W+/g, '-')}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

export const logLines = (page: Page): Locator => page.getByRole('region', { name: 'Event log' }).getByRole('listitem');

/** A tracker's value, found by its label in the Trackers list. */
export const tracker = (page: Page, label: string): Locator =>
  page
    .getByLabel('Trackers')
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');

export const squad = (page: Page): Locator => page.getByRole('list', { name: 'Squad' });

/** The end screen's "Heroes standing" agrees with the squad: every card not struck through (unconscious, dead). */
export async function expectHeroesStandingAsSquad(page: Page): Promise<void> {
  const up = await squad(page).locator('li:not(.dead)').count();
  await expect(endScreen(page).locator('dt', { hasText: 'Heroes standing' }).locator('xpath=following-sibling::dd[1]')).toHaveText(String(up));
}
