import { expect, type Locator, type Page } from '@playwright/test';
import { waitForBoardFrame } from './canvas-pixels';
import { GAME_URL } from './urls';

export interface StartMissionOptions {
  /** Typed into party setup's Advanced section; without it each game draws its own seed. */
  readonly seed?: number;
  /** "Players at this screen" (hot-seat); the setup's own default without it. */
  readonly players?: number;
  /** Keep the saved game and settings: by default the start screen is opened with localStorage cleared. */
  readonly keepStorage?: boolean;
}

/** The game's board canvas (it carries the data-* attributes specs read). */
export const boardCanvas = (page: Page): Locator => page.getByLabel('Game board').locator('canvas');

/**
 * Opens the start screen, picks a mission by its Play button (a string is its exact title), sets up the party
 * with the suggested heroes and starts it; returns the board's canvas once it has drawn a frame.
 */
export async function startMission(page: Page, title: string | RegExp, options: StartMissionOptions = {}): Promise<Locator> {
  await page.goto(GAME_URL);
  if (!options.keepStorage) {
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
  }
  await page.getByRole('button', { name: typeof title === 'string' ? `Play ${title}` : title, exact: true }).click();
  await expect(page.getByRole('list', { name: 'Roster' })).toBeVisible();
  await fillPartySetup(page, options);
  await page.getByRole('button', { name: 'Start the mission' }).click();
  const canvas = boardCanvas(page);
  await waitForBoardFrame(canvas);
  return canvas;
}

/** Party setup's players and seed, when asked for. */
async function fillPartySetup(page: Page, options: StartMissionOptions): Promise<void> {
  if (options.players !== undefined) await page.getByLabel('Players at this screen').selectOption(String(options.players));
  if (options.seed !== undefined) {
    await page.getByText('Advanced').click();
    await page.getByLabel(/^Seed/).fill(String(options.seed));
  }
}
