import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { waitForBoardFrame } from './support/canvas-pixels';
import { cspViolations, recordCspViolations, tryInjections } from './support/csp-violations';
import { EDITOR_URL, GAME_URL } from './support/urls';

const hiveSample = fileURLToPath(new URL('../../libs/scenario-schema/src/samples/hive-destroy-the-hive.mission.json', import.meta.url));

/** The policy the built page carries (a <meta>: see the apps' vite.config.mts). */
const policyOf = (page: import('@playwright/test').Page) => page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');

test('the game plays under a strict CSP: no violation while playing, and an injected inline script or eval is refused', async ({ page }) => {
  await recordCspViolations(page);
  await page.goto(GAME_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  const policy = await policyOf(page);
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);

  // Play a bit (3D board, animations, dice, the enemy's turn).
  await page.getByRole('button', { name: 'Play Destroy the Hive' }).click();
  await page.getByRole('button', { name: 'Start the mission' }).click();
  await waitForBoardFrame(page.getByLabel('Game board').locator('canvas'));
  const log = page.getByRole('region', { name: 'Event log' });
  const before = await log.locator('li').count();
  // The first listed action (1), end the hero's turn (E), skip the enemy's (Space), until the log has moved on.
  await expect(async () => {
    for (const key of ['1', 'e', 'Space']) await page.keyboard.press(key);
    expect(await log.locator('li').count()).toBeGreaterThan(before + 4);
  }).toPass({ timeout: 30_000 });
  expect(await cspViolations(page)).toEqual([]);

  const injected = await tryInjections(page);
  expect(injected.inlineRan).toBe(false);
  expect(injected.evalResult).toBe('EvalError');
  const violations = await cspViolations(page);
  expect(violations.some((v) => v.startsWith('script-src-elem blocked inline'))).toBe(true);
  expect(violations.some((v) => v.startsWith('script-src blocked eval'))).toBe(true);
});

test('the editor works under a strict CSP: editing, a Simulate worker and a download raise no violation; an inline script is refused', async ({ page }) => {
  test.setTimeout(120_000);
  await recordCspViolations(page);
  await page.goto(EDITOR_URL);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  const policy = await policyOf(page);
  expect(policy).toContain("worker-src 'self'");
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);

  await page.getByLabel('Mission file').setInputFiles(hiveSample);
  await expect(page.locator('.mission-title')).toHaveText('Destroy the Hive');
  await waitForBoardFrame(page.getByLabel('Mission map').locator('canvas'));
  // The Simulate panel runs its games in a worker.
  const panel = page.getByRole('region', { name: 'Simulate' });
  await panel.getByLabel('Bot').selectOption('random');
  await panel.getByLabel('Games').fill('5');
  await panel.getByRole('button', { name: 'Run 5 games' }).click();
  await expect(panel.getByLabel('Simulation report')).toContainText(/Win rate/, { timeout: 90_000 });
  // Export is a blob: download.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.mission\.json$/);
  expect(await cspViolations(page)).toEqual([]);

  const injected = await tryInjections(page);
  expect(injected.inlineRan).toBe(false);
  expect(injected.evalResult).toBe('EvalError');
  expect((await cspViolations(page)).some((v) => v.startsWith('script-src-elem blocked inline'))).toBe(true);
});
