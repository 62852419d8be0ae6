import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { boardPoints, clickBoardPoint } from './support/board-points';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { attachScreenshot } from './support/pointer-play';
import { startMission, startMissionFile } from './support/start-mission';

/**
 * Session 10's derelict states on the board, reached by pointer. derelict.md §3.7, §6.9: a survivor raises a
 * Shield Bubble and the board shows its zone impenetrable — a dome over the zone, a key in the Ground legend, and
 * the words under the pointer on a square of it. The mission is "Messing with the Bull" (P20, the sample that
 * names the bubble) with its starting deal made bubbles, so the first survivor to act holds one at once instead
 * of first fighting to the emergency locker. §3.2 Improvised Exit: the Engineer cuts a doorway and the board
 * opens the wall, keys the doorway and offers the move through it.
 */
const P20 = fileURLToPath(new URL('../../libs/scenario-schema/src/samples/derelict-p20-messing-with-the-bull.mission.json', import.meta.url));
const BUBBLE = 'Shield Bubble — impenetrable until the end of the next Resolution Phase';

/** P20 with every survivor dealt a Shield Bubble (G16: a mission's starting deck lists its cards, dealt from the top). */
function bubbleMission(): Buffer {
  const mission = JSON.parse(readFileSync(P20, 'utf8')) as { meta: { title: string }; decks: { id: string; base?: string; add?: unknown[] }[] };
  mission.meta.title = 'Messing with the Bull (bubbles)';
  for (const deck of mission.decks) if (deck.base === 'starting-items') deck.add = [{ card: 'shield-bubble', count: 6 }, ...(deck.add ?? [])];
  return Buffer.from(JSON.stringify(mission));
}

/** Zooms the board in towards its middle (where the camera looks) and leaves the pointer there. */
async function closeInOnTheMiddle(page: Page, canvas: Locator): Promise<void> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the board is not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 10; i++) await page.mouse.wheel(0, -400);
  // A small move after the zoom, so the board reads the square now under the pointer.
  await page.mouse.move(box.x + box.width / 2 + 1, box.y + box.height / 2);
}

test('a Shield Bubble raised by pointer shows its zone impenetrable on the board and in the Ground key', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const errors = recordConsoleErrors(page);
  const canvas = await startMissionFile(page, { name: 'p20-bubbles.mission.json', buffer: bubbleMission() }, { seed: 1 });
  const bar = page.getByRole('region', { name: 'Actions' });
  const raise = bar.getByRole('button', { name: /^Raise the Shield Bubble over / });
  // The survivor to act: chosen by pointing at one on the board when the game asks who acts.
  await expect
    .poll(
      async () => {
        if (await raise.isVisible()) return true;
        const [survivor] = await boardPoints(canvas, 'data-target-points');
        if (survivor) await clickBoardPoint(page, canvas, survivor);
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const zone = ((await raise.textContent()) ?? '').replace(/^Raise the Shield Bubble over (.+) \(1 action\).*$/, '$1');
  await raise.click();
  // The key names the bubble and how long it lasts; the log says it went up, over the zone the button named.
  const ground = page.getByRole('region', { name: 'Ground' });
  await expect(ground.getByRole('listitem')).toContainText([BUBBLE]);
  await expect(page.getByRole('region', { name: 'Event log' })).toContainText(`raises a Shield Bubble over ${zone}`);
  await page.getByRole('button', { name: 'Got it' }).click();
  // Frame the acting survivor (its card's name centres the board on it), come closer, and point at its square.
  await page.getByRole('list', { name: 'Squad' }).locator('li[aria-current="true"] button.unit-name').click();
  await closeInOnTheMiddle(page, canvas);
  await expect(ground).toContainText(`This square: ${BUBBLE}`);
  await waitForBoardFrame(canvas);
  await attachScreenshot(page, testInfo, 'derelict shield bubble raised');
  expect(errors).toEqual([]);
});

/** Ends survivors' turns (or picks the Engineer when the game asks who acts) until the Engineer can cut a doorway. */
async function untilTheEngineerCuts(page: Page, canvas: Locator, cut: Locator): Promise<void> {
  const bar = page.getByRole('region', { name: 'Actions' });
  await expect
    .poll(
      async () => {
        if (await cut.first().isVisible()) return true;
        const act = bar.getByRole('button', { name: /^Act with Engineer/ });
        if (await act.isVisible()) await act.click();
        else await bar.getByRole('button', { name: /^End this survivor’s turn/ }).click({ timeout: 1_000 }).catch(() => undefined);
        await waitForBoardFrame(canvas);
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

test('the Engineer cuts a doorway by pointer: the wall opens on the board and the Ground key names the doorway', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const errors = recordConsoleErrors(page);
  const canvas = await startMission(page, 'Messing with the Bull', { seed: 1, party: ['Engineer', 'Marine', 'Captain'] });
  const cut = page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: /^Improvised Exit: cut a doorway into / });
  await untilTheEngineerCuts(page, canvas, cut);
  const into = ((await cut.first().textContent()) ?? '').replace(/^Improvised Exit: cut a doorway into (.+) \(1 action, once per mission\).*$/, '$1');
  await cut.first().click();
  await expect(page.getByRole('region', { name: 'Ground' }).getByRole('listitem')).toContainText(['Improvised Exit — a doorway cut through the wall']);
  await expect(page.getByRole('region', { name: 'Event log' })).toContainText(new RegExp(`cuts a doorway from .+ into ${into}`));
  // The cut is once per mission: no second one is offered.
  await expect(cut).toHaveCount(0);
  // The doorway is a way through: the Engineer may now move into the zone he cut into.
  await expect(page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: `Move to ${into} (1 action)` })).toBeVisible();
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('list', { name: 'Squad' }).locator('li[aria-current="true"] button.unit-name').click();
  await closeInOnTheMiddle(page, canvas);
  await waitForBoardFrame(canvas);
  await attachScreenshot(page, testInfo, 'derelict doorway cut');
  expect(errors).toEqual([]);
});
