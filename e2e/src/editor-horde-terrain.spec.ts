import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { exportMission } from './support/export-mission';
import { EDITOR_URL, GAME_URL } from './support/urls';

/**
 * Issue 18, horde in the editor: an author paints the four kinds of ground (horde.md §3.6, §11 G5: blocking,
 * cover, difficult, dangerous) on a tile with the mouse, sets horde's options in the form, and the saved
 * mission and its playtest read them.
 */

const SCHEMA = fileURLToPath(new URL('../../libs/scenario-schema/src/', import.meta.url));
const GROUND = ['cover', 'difficult', 'dangerous'];

interface TileJson {
  id: string;
  name?: string;
  cells: string[];
  slots?: { type: string; x: number; y: number }[];
  [key: string]: unknown;
}

/** Boss Rush (Mode B, one 24 × 24 tile) on its tile copied into the mission, stripped of every piece of ground. */
function bareBossRush(): Record<string, unknown> {
  const mission = JSON.parse(readFileSync(`${SCHEMA}samples/horde-boss-rush.mission.json`, 'utf8')) as Record<string, unknown> & { layout: { tile: string }[] };
  const tiles = (JSON.parse(readFileSync(`${SCHEMA}tilesets/horde.tiles.json`, 'utf8')) as { tiles: TileJson[] }).tiles;
  const source = tiles.find((t) => `horde/${t.id}` === mission.layout[0]?.tile);
  if (!source) throw new Error('Boss Rush no longer lies on one built-in horde tile');
  const tile: TileJson = { ...source, id: 'painted-field', name: 'Painted Field', slots: (source.slots ?? []).filter((s) => !GROUND.includes(s.type)) };
  return { ...mission, id: 'painted-field-rush', meta: { ...(mission['meta'] as object), title: 'Painted Field' }, tiles: [tile], layout: [{ ...mission.layout[0], tile: tile.id }] };
}

test('paint cover, difficult, dangerous and blocking ground on a horde tile, set horde options, and play it', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const errors = recordConsoleErrors(page);
  await page.goto(EDITOR_URL);
  // Playtest opens the game this run serves (the editor's stored game address).
  await page.evaluate((game) => {
    window.localStorage.clear();
    window.localStorage.setItem('breachline.editor.gameUrl', game);
  }, GAME_URL);
  await page.reload();
  const file = testInfo.outputPath('painted-field.mission.json');
  await (await import('node:fs/promises')).writeFile(file, JSON.stringify(bareBossRush()));
  await page.getByLabel('Mission file').setInputFiles(file);
  await expect(page.locator('.mission-title')).toHaveText('Painted Field');
  const validation = page.getByRole('region', { name: 'Validation' });
  await expect(validation).toContainText('No problems found.');

  // Paint: a stroke of cover dragged over three cells, one difficult and one dangerous cell, one obstacle.
  await page.getByRole('button', { name: 'Edit tile Painted Field' }).click();
  const painter = page.getByRole('dialog', { name: 'Tile painter' });
  const cell = (x: number, y: number) => painter.getByRole('button', { name: new RegExp(`^Cell \\(${x}, ${y}\\):`) });
  await painter.getByRole('radio', { name: 'Feature slot' }).click();
  const slotType = painter.getByLabel('Slot type');
  await slotType.selectOption('cover');
  const from = await cell(8, 2).boundingBox();
  const to = await cell(10, 2).boundingBox();
  if (!from || !to) throw new Error('the painter cells are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  for (const x of [8, 9, 10]) await expect(cell(x, 2)).toHaveAccessibleName(`Cell (${x}, 2): floor, cover slot`);
  await slotType.selectOption('difficult');
  await cell(12, 2).click();
  await slotType.selectOption('dangerous');
  await cell(13, 2).click();
  await painter.getByRole('radio', { name: 'Obstacle' }).click();
  await cell(20, 8).click();
  await expect(cell(12, 2)).toHaveAccessibleName('Cell (12, 2): floor, difficult slot');
  await expect(cell(13, 2)).toHaveAccessibleName('Cell (13, 2): floor, dangerous slot');
  await expect(cell(20, 8)).toHaveAccessibleName('Cell (20, 8): obstacle');
  // Each kind of ground is tinted apart, so the author sees what was painted.
  const tints = await Promise.all([cell(8, 2), cell(12, 2), cell(13, 2), cell(7, 2)].map((c) => c.evaluate((el) => getComputedStyle(el).backgroundColor)));
  expect(new Set(tints).size).toBe(4);
  await testInfo.attach('horde ground painted', { body: await page.screenshot(), contentType: 'image/png' });
  await painter.getByRole('button', { name: 'Save tile' }).click();
  await expect(painter).toBeHidden();

  // Horde's options are typed fields of the form: pick a bad-weather start and the generator-free table.
  const options = page.getByRole('region', { name: 'Ruleset options' });
  for (const [name, value] of [
    ['weatherStart', 'bad'],
    ['terrain', 'tiles'],
  ] as const) {
    await options.getByLabel('Add option').selectOption(name);
    await options.getByLabel(name).selectOption(value);
  }
  await options.getByLabel('weather', { exact: true }).check();
  await options.getByLabel('gridMode').selectOption('B');
  await expect(validation).toContainText('No problems found.');

  const saved = JSON.parse(await readFile(await exportMission(page, testInfo, 'painted.json'), 'utf8')) as { tiles: TileJson[]; options: Record<string, unknown> };
  const painted = saved.tiles[0];
  expect(painted?.slots).toEqual(
    expect.arrayContaining([
      { type: 'cover', x: 8, y: 2 },
      { type: 'cover', x: 9, y: 2 },
      { type: 'cover', x: 10, y: 2 },
      { type: 'difficult', x: 12, y: 2 },
      { type: 'dangerous', x: 13, y: 2 },
    ]),
  );
  expect(painted?.slots?.filter((s) => GROUND.includes(s.type))).toHaveLength(5);
  expect(painted?.cells[8]?.[20]).toBe('x');
  expect(saved.options).toMatchObject({ weatherStart: 'bad', terrain: 'tiles', weather: true, gridMode: 'B' });

  // The game reads the painted ground: the playtest keys all three kinds (the tile had none before).
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Playtest' }).click();
  const game = await popup;
  const gameErrors = recordConsoleErrors(game);
  await waitForBoardFrame(game.getByLabel('Game board').locator('canvas'));
  await expect(game.getByRole('region', { name: 'Ground' }).getByRole('listitem')).toHaveText([/^Cover/, /^Difficult ground/, /^Dangerous ground/]);
  await testInfo.attach('painted ground in the playtest', { body: await game.screenshot(), contentType: 'image/png' });
  expect(gameErrors).toEqual([]);
  expect(errors).toEqual([]);
});
