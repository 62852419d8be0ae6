import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { boardPoints, clickBoardPoint, type BoardPoint } from './support/board-points';
import { waitForBoardFrame } from './support/canvas-pixels';
import { recordConsoleErrors } from './support/console-errors';
import { attachScreenshot } from './support/pointer-play';
import { startMissionFile } from './support/start-mission';

/**
 * Session 10's Engineer and helmet rules, played by pointer in a real browser. derelict.md §3.2 Juggernaut: the
 * Engineer's melee attack may first move him 1 zone for free into the zone he strikes. §3.2 head slot, §11.1 gap 13:
 * a helmet put on (§5.6 Reorganise) sits in the head slot and adds 1 to armour saves. Both start from "Messing
 * with the Bull" (P20), whose survivors set out in the Primus Cell's East gallery, changed only as a mission file can be.
 */
const P20 = fileURLToPath(new URL('../../libs/scenario-schema/src/samples/derelict-p20-messing-with-the-bull.mission.json', import.meta.url));

interface MissionJson {
  meta: { title: string };
  decks: { id: string; base?: string; add?: unknown[] }[];
  units: Record<string, unknown>[];
}

/** P20 with the starting deal topped with `card` (G16: a starting deck is dealt from the top), and more changes. */
function p20Variant(title: string, card: string, change: (mission: MissionJson) => void = () => undefined): Buffer {
  const mission = JSON.parse(readFileSync(P20, 'utf8')) as MissionJson;
  mission.meta.title = title;
  for (const deck of mission.decks) if (deck.base === 'starting-items') deck.add = [{ card, count: 6 }, ...(deck.add ?? [])];
  change(mission);
  return Buffer.from(JSON.stringify(mission));
}

/** The Gallery junction's squares (the Primus Cell tile sits at the origin unturned): the zone west of the start. */
const inTheJunction = (p: BoardPoint): boolean => p.x >= 4 && p.x <= 5 && p.y >= 4 && p.y <= 5;

/** A square of the junction that the board marks as a target (a zone is picked by any of its squares), once it does. */
async function junctionSquare(canvas: Locator): Promise<BoardPoint> {
  const marked = async (): Promise<BoardPoint[]> => (await boardPoints(canvas, 'data-target-points')).filter(inTheJunction);
  await expect.poll(async () => (await marked()).length).toBeGreaterThan(0);
  const [square] = await marked();
  if (!square) throw new Error('the Gallery junction is not offered on the board');
  return square;
}

/** Closes any mission message banner (the charge's own, "Juggernaut: …") so the board is seen whole. */
async function dismissMessages(page: Page): Promise<void> {
  const gotIt = page.getByRole('region', { name: 'Mission message' }).getByRole('button', { name: 'Got it' });
  while (await gotIt.isVisible()) await gotIt.click();
}

test('derelict.md §3.2 Juggernaut: the Engineer charges by pointer into the next zone and strikes the enemy there', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const errors = recordConsoleErrors(page);
  // Every survivor dealt a Plasma Cutter (melee), and a Swarmer waiting in the Gallery junction (squares 4–5, 4–5),
  // next to the East gallery where the survivors start.
  const file = p20Variant('Messing with the Bull (Juggernaut)', 'plasma-cutter', (mission) => {
    mission.units.push({ id: 'swarmer-junction', type: 'swarmer', x: 4, y: 4, state: 'active' });
  });
  const canvas = await startMissionFile(page, { name: 'p20-juggernaut.mission.json', buffer: file }, { seed: 1, party: ['Engineer', 'Marine', 'Captain'] });
  await page.getByRole('region', { name: 'Mission message' }).getByRole('button', { name: 'Got it' }).click();
  const bar = page.getByRole('region', { name: 'Actions' });
  const log = page.getByRole('region', { name: 'Event log' });
  const engineer = page.getByRole('list', { name: 'Squad' }).getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Engineer', exact: true }) });
  // The Engineer holds the First Player token on this seed: he acts first, with all 3 actions.
  await expect(page.getByRole('list', { name: 'Squad' }).locator('li[aria-current="true"]')).toContainText('Engineer');
  await expect(engineer).toContainText('Actions left 3');
  // Pointing at the Swarmer's zone on the board asks which of its actions is meant: the plain move or the charge.
  await expect(canvas).toHaveAttribute('data-animating', 'false');
  await clickBoardPoint(page, canvas, await junctionSquare(canvas));
  const choices = bar.getByRole('group', { name: 'Choose an action' });
  const charge = choices.getByRole('button', { name: /^Juggernaut: charge into Gallery junction and strike with the Plasma Cutter \(free move, 1 action\)/ });
  await expect(choices.getByRole('button', { name: /^Move to Gallery junction \(1 action\)/ })).toBeVisible();
  await expect(charge).toBeVisible();
  await waitForBoardFrame(canvas);
  await attachScreenshot(page, testInfo, 'juggernaut offered on the board');
  await charge.click();
  // The log, in order: the free move into the junction, the charge, the Plasma Cutter's roll and its outcome there,
  // and the cutter's noise (level 1) in the junction — a melee blow struck in the zone he moved into.
  await expect(log.getByRole('listitem')).toContainText([
    'Engineer moves to Gallery junction.',
    'Juggernaut: Engineer charges into Gallery junction.',
    /Engineer rolls for Plasma Cutter attack: /,
    /Swarmer is killed by Engineer\.|Engineer misses Swarmer\./,
    'Noise level 1 in Gallery junction.',
  ]);
  // Only the attack cost an action; and from the junction the bar now offers the way back east, not the charge.
  await expect(engineer).toContainText('Actions left 2');
  await expect(bar.getByRole('button', { name: /^Move to East gallery \(1 action\)/ })).toBeVisible();
  await expect(bar.getByRole('button', { name: /^Juggernaut: charge into Gallery junction/ })).toHaveCount(0);
  await dismissMessages(page);
  await engineer.getByRole('button', { name: 'Engineer', exact: true }).click();
  await waitForBoardFrame(canvas);
  await attachScreenshot(page, testInfo, 'juggernaut struck in the junction');
  expect(errors).toEqual([]);
});

test('derelict.md §3.2, §5.6: a survivor holding a helmet puts it on by pointer and the card shows it in the head slot', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const errors = recordConsoleErrors(page);
  // Every survivor dealt a Combat Helmet (gap 13 Proposed: +1 to armour saves) instead of a starting weapon.
  const canvas = await startMissionFile(page, { name: 'p20-helmets.mission.json', buffer: p20Variant('Messing with the Bull (helmets)', 'combat-helmet') }, { seed: 1 });
  await page.getByRole('region', { name: 'Mission message' }).getByRole('button', { name: 'Got it' }).click();
  const bar = page.getByRole('region', { name: 'Actions' });
  const acting = page.getByRole('list', { name: 'Squad' }).locator('li[aria-current="true"]');
  // The one acting carries the helmet in a general space, head slot empty.
  await expect(acting).toContainText('Items Combat Helmet');
  await expect(acting).not.toContainText(/\bHead\b/);
  await expect(acting).toContainText('Actions left 3');
  const putOn = bar.getByRole('button', { name: /^Put on the Combat Helmet \(1 action\)/ });
  await putOn.click();
  // The card: the helmet in the head slot, out of the general spaces, for the 1 action §5.6 costs.
  await expect(acting).toContainText('Head Combat Helmet');
  await expect(acting).toContainText('Items none');
  await expect(acting).toContainText('Actions left 2');
  // The log says it was done, by the card's name.
  await expect(page.getByRole('region', { name: 'Event log' })).toContainText(/puts on the Combat Helmet\./);
  // Worn now: nothing left to put on.
  await expect(putOn).toHaveCount(0);
  await waitForBoardFrame(canvas);
  await attachScreenshot(page, testInfo, 'helmet worn');
  expect(errors).toEqual([]);
});
