import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { exportMission } from './support/export-mission';
import { dragOntoMap } from './support/map-cells';
import { EDITOR_URL } from './support/urls';

// A derelict sample whose own 'laboratory' tile has named rooms, walls, doors, tags and a description.
const SAMPLE = fileURLToPath(new URL('../../libs/scenario-schema/src/samples/derelict-cg00-noisy-neighbours.mission.json', import.meta.url));

type TileJson = Record<string, unknown> & { id: string; zoneNames?: Record<string, string> };

async function laboratoryOf(file: string): Promise<TileJson | undefined> {
  const mission = JSON.parse(await readFile(file, 'utf8')) as { tiles: TileJson[] };
  return mission.tiles.find((t) => t.id === 'laboratory');
}

test.use({ viewport: { width: 1280, height: 1100 } });

test.beforeEach(async ({ page }) => {
  await page.goto(EDITOR_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByLabel('Mission file').setInputFiles(SAMPLE);
  await expect(page.locator('.mission-title')).toHaveText('Noisy Neighbours');
});

test('a derelict tile survives a repaint with every field intact, and its rooms can be renamed', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  const original = await laboratoryOf(SAMPLE);
  expect(original).toMatchObject({ description: expect.any(String), walls: expect.any(Array), doors: expect.any(Array), tags: ['laboratory'] });
  const canvas = page.getByLabel('Mission map').locator('canvas');
  await waitForBoardFrame(canvas);
  await testInfo.attach('derelict mission in the editor', { body: await page.screenshot(), contentType: 'image/png' });

  await page.getByRole('button', { name: 'Edit tile Laboratory' }).click();
  const painter = page.getByRole('dialog', { name: 'Tile painter' });
  // Floor painted on a floor cell of the main lab: a repaint that changes nothing.
  await painter.getByRole('radio', { name: 'Floor' }).click();
  await painter.getByRole('button', { name: 'Cell (0, 0): floor, zone a' }).click();
  const zones = painter.getByRole('table', { name: 'Zones' });
  await expect(zones.getByLabel('Name of zone c')).toHaveValue('Cold room');
  await expect(zones.getByLabel('Kind of zone b')).toHaveValue('room');
  await testInfo.attach('painter with the derelict laboratory', { body: await page.screenshot(), contentType: 'image/png' });
  await painter.getByRole('button', { name: 'Save tile' }).click();
  await expect(painter).toBeHidden();
  expect(await laboratoryOf(await exportMission(page, testInfo, 'repainted.json'))).toEqual(original);

  // Renaming a room changes that name and nothing else; a door put between the main lab's cells is added.
  await page.getByRole('button', { name: 'Edit tile Laboratory' }).click();
  await zones.getByLabel('Name of zone c').fill('Freezer');
  await zones.getByLabel('Kind of zone c').selectOption('corridor');
  await painter.getByRole('radio', { name: 'Door' }).click();
  await painter.getByLabel('Edge of the cell').selectOption('east');
  await painter.getByRole('button', { name: 'Cell (2, 0): floor, zone a' }).click();
  await expect(painter.getByRole('button', { name: 'Cell (2, 0): floor, zone a, door east' })).toBeVisible();
  await painter.getByRole('button', { name: 'Save tile' }).click();
  const renamed = await laboratoryOf(await exportMission(page, testInfo, 'renamed.json'));
  expect(renamed).toEqual({
    ...original,
    zoneNames: { ...original?.zoneNames, c: 'Freezer' },
    zoneKinds: { ...(original?.['zoneKinds'] as object), c: 'corridor' },
    doors: [...(original?.['doors'] as unknown[]), { x: 2, y: 0, side: 'east' }],
  });
  expect(errors).toEqual([]);
});

test("the derelict palette offers the ruleset's own features and units; a unit dropped on the map joins the mission", async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  const palette = page.getByRole('navigation', { name: 'Palette' });
  await expect(palette.getByRole('list', { name: 'Features of this ruleset' }).getByRole('button', { name: 'Radar token' })).toBeVisible();
  await expect(palette.getByRole('list', { name: 'Other features' }).getByRole('button', { name: 'Guard point' })).toBeVisible();
  const units = palette.getByRole('list', { name: 'Units' });
  await expect(units.getByRole('button')).toHaveText(['Swarmer', 'Jaeger', 'Icarus', 'Solomon', 'Titan', 'Primus', 'Artemis', 'Sip', 'Olympian', 'Zealot', 'Fanatic', 'Preacher']);
  const canvas = page.getByLabel('Mission map').locator('canvas');
  await waitForBoardFrame(canvas);
  // A Titan in the main lab, at (5, 4) of the board.
  await dragOntoMap(page, units.getByRole('button', { name: 'Titan' }), canvas, { x: 5, y: 4 });
  const mission = JSON.parse(await readFile(await exportMission(page, testInfo, 'with-unit.json'), 'utf8')) as { units?: unknown[] };
  expect(mission.units).toEqual([{ type: 'titan', x: 5, y: 4 }]);
  expect(errors).toEqual([]);
});

test('Playtest of a derelict mission opens it in the game ready to play: a survivor acts and the turn passes', async ({ page }, testInfo) => {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Playtest' }).click();
  const game = await popup;
  const errors = recordConsoleErrors(game);
  await expect(game.getByRole('heading', { level: 1 })).toHaveText('Noisy Neighbours');
  const canvas = game.getByLabel('Game board').locator('canvas');
  await waitForBoardFrame(canvas);
  // A game, not a preview: the derelict trackers, a survivor acting, and actions on the bar.
  await expect(game.getByLabel('Trackers')).toContainText('Radar contacts');
  await expect(game.getByRole('status')).toHaveText(/is acting$/);
  const bar = game.getByRole('region', { name: 'Actions' });
  await expect(bar.getByRole('button', { name: /^Move to / }).first()).toBeVisible();
  await testInfo.attach('derelict playtest in the game', { body: await game.screenshot(), contentType: 'image/png' });
  // Ending the acting survivor's turn is played and logged.
  const log = game.getByRole('region', { name: 'Event log' }).getByRole('listitem');
  const before = await log.count();
  await expect(canvas).toHaveAttribute('data-animating', 'false');
  await bar.getByRole('button', { name: /^End this survivor’s turn/ }).click();
  await expect.poll(() => log.count()).toBeGreaterThan(before);
  expect(errors).toEqual([]);
  await page.getByRole('button', { name: '3D view' }).click();
  await waitForBoardFrame(page.getByLabel('Mission map').locator('canvas'));
  await testInfo.attach('derelict mission, editor 3D view', { body: await page.screenshot(), contentType: 'image/png' });
});
