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
  /** The party by hero name, ticked in the roster in place of the suggested heroes. */
  readonly party?: readonly string[];
}

/** A mission file as a player would pick it in 'Open a mission file…'. */
export interface MissionFile {
  readonly name: string;
  readonly buffer: Buffer;
}

/** The game's board canvas (it carries the data-* attributes specs read). */
export const boardCanvas = (page: Page): Locator => page.getByLabel('Game board').locator('canvas');

/**
 * Opens the start screen, picks a mission by its Play button (a string is its exact title), sets up the party
 * with the suggested heroes and starts it; returns the board's canvas once it has drawn a frame.
 */
export async function startMission(page: Page, title: string | RegExp, options: StartMissionOptions = {}): Promise<Locator> {
  await openStartScreen(page, options);
  await page.getByRole('button', { name: typeof title === 'string' ? `Play ${title}` : title, exact: true }).click();
  return setUpAndStart(page, options);
}

/** As `startMission`, with a mission file opened through the start screen instead of a sample's Play button. */
export async function startMissionFile(page: Page, file: MissionFile, options: StartMissionOptions = {}): Promise<Locator> {
  await openStartScreen(page, options);
  await page.getByLabel('Open a mission file…').setInputFiles({ name: file.name, mimeType: 'application/json', buffer: file.buffer });
  return setUpAndStart(page, options);
}

async function openStartScreen(page: Page, options: StartMissionOptions): Promise<void> {
  await page.goto(GAME_URL);
  if (!options.keepStorage) {
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
  }
}

/** Party setup, then the start; returns the board's canvas once it has drawn a frame. */
async function setUpAndStart(page: Page, options: StartMissionOptions): Promise<Locator> {
  await expect(page.getByRole('list', { name: 'Roster' })).toBeVisible();
  await fillPartySetup(page, options);
  await page.getByRole('button', { name: 'Start the mission' }).click();
  const canvas = boardCanvas(page);
  await waitForBoardFrame(canvas);
  return canvas;
}

/** Party setup's heroes, players and seed, when asked for. */
async function fillPartySetup(page: Page, options: StartMissionOptions): Promise<void> {
  if (options.party) {
    const roster = page.getByRole('list', { name: 'Roster' });
    for (const box of await roster.getByRole('checkbox').all()) await box.uncheck();
    for (const name of options.party) await roster.getByLabel(name).check();
  }
  if (options.players !== undefined) await page.getByLabel('Players at this screen').selectOption(String(options.players));
  if (options.seed !== undefined) {
    await page.getByText('Advanced').click();
    await page.getByLabel(/^Seed/).fill(String(options.seed));
  }
}
