import { expect, test, type Locator, type Page } from '@playwright/test';
import { recordConsoleErrors } from './support/console-errors';
import { attachScreenshot, logLines, squad } from './support/pointer-play';
import { startMission } from './support/start-mission';

/**
 * A laptop's 1280×720: the action bar stays short and never covers a hero's card. Derelict's bar offered noise
 * at three levels and a trade with each survivor as buttons of their own, wrapped to four rows and hid the
 * third survivor's card; the choices of a kind now wait behind one button, and the HUD ends above the bar.
 */
test.use({ viewport: { width: 1280, height: 720 } });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Each hero card's box, checked whole on the screen and clear of the action bar; returns the bar's height. */
async function expectCardsClearOfTheBar(page: Page, bar: Locator): Promise<number> {
  const barBox = await bar.boundingBox();
  if (!barBox) throw new Error('no action bar on the screen');
  const cards = await squad(page).getByRole('listitem').all();
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    const box = await card.boundingBox();
    const name = await card.getByRole('button').first().textContent();
    expect(box, `${name}'s card`).not.toBeNull();
    if (!box) continue;
    expect(overlaps(box, barBox), `${name}'s card ${JSON.stringify(box)} under the bar ${JSON.stringify(barBox)}`).toBe(false);
    expect(box.y + box.height, `${name}'s card ends on the screen`).toBeLessThanOrEqual(barBox.y);
  }
  return barBox.height;
}

test('derelict at 1280×720: the bar fits in two rows, no survivor card under it, and noise is one button that offers its levels', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await startMission(page, /^Play Noisy Neighbours/, { seed: 1 });
  const bar = page.getByRole('region', { name: 'Actions' });
  await expect(squad(page).getByRole('listitem')).toHaveCount(3);
  await expect(bar.getByRole('button', { name: /^Make noise…/ })).toBeVisible();
  await expect(bar.getByRole('button', { name: /^Make noise: level/ })).toHaveCount(0);
  await attachScreenshot(page, testInfo, 'derelict 1280x720 start');
  // Two rows of buttons (the survivor's own and the zones aimed at) and the bar's padding: under 110 px.
  expect(await expectCardsClearOfTheBar(page, bar)).toBeLessThan(110);

  // The levels are offered on a click, each with its cost; choosing one makes the noise.
  await bar.getByRole('button', { name: /^Make noise…/ }).click();
  const choices = bar.getByRole('group', { name: 'Choose an action' });
  await expect(choices.getByRole('button', { name: /^Make noise: level \d/ })).toHaveText([/level 1 \(1 action\)/, /level 2 \(2 actions\)/, /level 3 \(3 actions\)/]);
  await expectCardsClearOfTheBar(page, bar);
  await attachScreenshot(page, testInfo, 'derelict 1280x720 noise levels');
  // From the keyboard too: Escape closes the choice, the group's number opens it, and 1 takes its first choice.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Escape');
  await expect(choices).toHaveCount(0);
  const key = await bar.getByRole('button', { name: /^Make noise…/ }).getAttribute('aria-keyshortcuts');
  expect(key).toMatch(/^[1-9]$/);
  await page.keyboard.press(key ?? '');
  await expect(choices.getByRole('button', { name: /^Make noise: level 1/ })).toHaveAttribute('aria-keyshortcuts', '1');
  const before = await logLines(page).count();
  await page.keyboard.press('1');
  await expect(page.getByRole('region', { name: 'Event log' })).toContainText(/Noise level 1 in /);
  expect(await logLines(page).count()).toBeGreaterThan(before);
  await expect(choices).toHaveCount(0);
  await expectCardsClearOfTheBar(page, bar);
  expect(errors).toEqual([]);
});

test('infiltration at 1280×720: the bar holds no blank row above its buttons, and no hero card is under it', async ({ page }, testInfo) => {
  const errors = recordConsoleErrors(page);
  await startMission(page, /^Play Night Courier/, { seed: 1 });
  const bar = page.getByRole('region', { name: 'Actions' });
  // Choosing who acts: the heroes are offered as aimed buttons, and nothing is said on the move line yet.
  const first = bar.getByRole('button', { name: /^Act with / }).first();
  await expect(first).toBeVisible();
  const [barBox, buttonBox] = [await bar.boundingBox(), await first.boundingBox()];
  if (!barBox || !buttonBox) throw new Error('no bar or button on the screen');
  expect(buttonBox.y - barBox.y, 'the first button sits at the top of the bar').toBeLessThan(12);
  await expectCardsClearOfTheBar(page, bar);
  await attachScreenshot(page, testInfo, 'infiltration 1280x720 start');
  expect(errors).toEqual([]);
});
