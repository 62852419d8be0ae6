import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { linkCorpus, storedCorpus, zlibBombHash } from './support/hostile-corpus';
import { EDITOR_URL, GAME_URL } from './support/urls';

// Hostile input (issue 14): every link, save and draft of the corpus, in the built apps. Each must end on a
// message with a way back, and never raise an uncaught error in the page.
const SAVE_KEY = 'breachline.game.save';
const DRAFT_KEY = 'breachline.editor.draft';
const { links } = linkCorpus();
const bomb = zlibBombHash(64);

function recordPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens the app with `key` holding `text` in localStorage. */
async function openWithStored(page: Page, url: string, key: string, text: string, hash = '') {
  await page.goto(url);
  await page.evaluate(([k, t]) => {
    window.localStorage.clear();
    window.localStorage.setItem(k, t);
  }, [key, text] as const);
  // Another query string makes this a new load even when only the hash would differ: the app reads the storage afresh.
  await page.goto(`${url}?with-stored-value${hash}`);
}

const bombLink = { name: 'share-bomb-64-mib (made here)', kind: 'share' as const, outcome: 'refused', hash: bomb };
const opening = links.filter((l) => l.outcome === 'opens' && l.kind === 'share');
const refusedShares = [...links.filter((l) => l.outcome !== 'opens' && l.kind === 'share'), bombLink];
const refusedReplays = links.filter((l) => l.outcome !== 'opens' && l.kind === 'replay');

test.describe('hostile links in the game', () => {
  for (const link of opening) {
    test(`share link ${link.name} opens, with the way back`, async ({ page }) => {
      const errors = recordPageErrors(page);
      await page.goto(`${GAME_URL}${link.hash}`);
      await page.getByRole('button', { name: '← Missions' }).click();
      await expect(page.getByRole('region', { name: 'Sample missions' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
  for (const link of refusedShares) {
    test(`share link ${link.name} is refused with a message and the way back`, async ({ page }) => {
      const errors = recordPageErrors(page);
      await page.goto(`${GAME_URL}${link.hash}`);
      await expect(page.getByRole('alert')).toContainText('This mission cannot be played');
      await page.getByRole('button', { name: 'Back to the missions' }).click();
      await expect(page.getByRole('region', { name: 'Sample missions' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
  for (const link of refusedReplays) {
    test(`replay link ${link.name} is refused with a message on the start page`, async ({ page }) => {
      const errors = recordPageErrors(page);
      await page.goto(`${GAME_URL}${link.hash}`);
      await expect(page.getByRole('alert')).toContainText(/replay link/);
      await expect(page.getByRole('region', { name: 'Sample missions' })).toBeVisible();
      await expect(page).toHaveURL(GAME_URL);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('hostile links in the editor', () => {
  for (const link of opening) {
    test(`share link ${link.name} opens`, async ({ page }) => {
      const errors = recordPageErrors(page);
      await page.goto(`${EDITOR_URL}${link.hash}`);
      await expect(page.locator('.mission-title')).not.toHaveText('');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByLabel('Mission map')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
  for (const link of refusedShares) {
    test(`share link ${link.name} is refused with a message, the work unchanged`, async ({ page }) => {
      const errors = recordPageErrors(page);
      await page.goto(`${EDITOR_URL}${link.hash}`);
      const notice = page.getByRole('alertdialog');
      await expect(notice).toContainText('could not be opened');
      await notice.getByRole('button', { name: 'OK' }).click();
      await expect(page.getByLabel('Mission map')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

/** Expects the start page with the damaged save's message (set aside, downloadable), and nothing to resume after a reload. */
async function expectSaveSetAside(page: Page) {
  const damaged = page.getByRole('alert', { name: 'Damaged saved game' });
  await expect(damaged).toContainText('set aside');
  await expect(damaged.getByRole('button', { name: 'Download the damaged save' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sample missions' })).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), SAVE_KEY)).toBeNull();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Sample missions' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resume / })).toHaveCount(0);
}

test.describe('hostile saved games', () => {
  const saves = storedCorpus('saves');
  for (const save of saves.filter((s) => s.damagedAt === 'load')) {
    test(`save ${save.name} is set aside at load: ${save.why}`, async ({ page }) => {
      const errors = recordPageErrors(page);
      await openWithStored(page, GAME_URL, SAVE_KEY, save.text);
      await expectSaveSetAside(page);
      expect(errors).toEqual([]);
    });
  }
  for (const save of saves.filter((s) => s.damagedAt === 'resume')) {
    test(`save ${save.name} is set aside when resumed: ${save.why}`, async ({ page }) => {
      const errors = recordPageErrors(page);
      await openWithStored(page, GAME_URL, SAVE_KEY, save.text);
      await page.getByRole('button', { name: /^Resume / }).click();
      await expectSaveSetAside(page);
      expect(errors).toEqual([]);
    });
  }

  for (const save of saves.filter((s) => s.name === 'title-object')) {
    test(`a damaged save (${save.name}) downloads exactly as it was stored`, async ({ page }, testInfo) => {
      await openWithStored(page, GAME_URL, SAVE_KEY, save.text);
      await page.getByRole('button', { name: /^Resume / }).click();
      await expect(page.getByRole('alert', { name: 'Damaged saved game' })).toBeVisible();
      await testInfo.attach('damaged save message', { body: await page.screenshot(), contentType: 'image/png' });
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download the damaged save' }).click();
      expect(readFileSync(await (await download).path(), 'utf8')).toBe(save.text);
    });
  }
});

const validShare = opening[0];
const draftOpenings = [
  { how: 'alone', hash: '' },
  ...(validShare ? [{ how: 'with a #m= link', hash: validShare.hash }] : []),
];

test.describe('hostile editor drafts', () => {
  for (const draft of storedCorpus('drafts')) {
    for (const { how, hash } of draftOpenings) {
      test(`draft ${draft.name} (${how}): ${draft.why}`, async ({ page }) => {
        const errors = recordPageErrors(page);
        await openWithStored(page, EDITOR_URL, DRAFT_KEY, draft.text, hash);
        const notice = page.getByRole('alertdialog');
        await expect(notice).toContainText(/autosave/i);
        await expect(notice.getByRole('button', { name: 'Download the damaged autosave' })).toBeVisible();
        await notice.getByRole('button', { name: 'OK' }).click();
        await expect(page.getByLabel('Mission map')).toBeVisible();
        const kept = await page.evaluate((key) => window.localStorage.getItem(`${key}.damaged`), DRAFT_KEY);
        expect(JSON.parse(kept ?? '{}')).toMatchObject({ text: draft.text });
        expect(errors).toEqual([]);
      });
    }
  }
});

test('the 64 MiB zlib bomb share link is refused with under 10 MB of extra heap (its time is the share.bomb bench)', async ({ page }) => {
  const errors = recordPageErrors(page);
  await page.goto(GAME_URL);
  // Load the code that opens links first (a small damaged link), so only the refusal itself is timed.
  await page.evaluate(() => (window.location.hash = '#m=1.AAAA'));
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('button', { name: 'Back to the missions' }).click();
  await expect(page.getByRole('region', { name: 'Sample missions' })).toBeVisible();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = async () => {
    const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; backingStorageSize?: number; embedderHeapUsedSize?: number };
    // ArrayBuffers (what inflating fills) live outside the JS heap proper: count their backing stores too.
    return usage.usedSize + (usage.backingStorageSize ?? 0) + (usage.embedderHeapUsedSize ?? 0);
  };
  const before = await heap();
  // The app measures opening a link with User Timing (flow.ts, 'breachline:open-link'): decoding, inflating
  // and checking, without the browser's own work of setting an 86 KB location hash.
  const { elapsed, total } = await page.evaluate(async (hash) => {
    performance.clearMeasures('breachline:open-link');
    const refused = () => [...document.querySelectorAll('[role="alert"]')].some((el) => /5 MB|too large|expands/i.test(el.textContent ?? ''));
    const started = performance.now();
    const shown = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!refused()) return;
        observer.disconnect();
        resolve(performance.now() - started);
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    window.location.hash = hash;
    const total = await shown;
    return { elapsed: performance.getEntriesByName('breachline:open-link').at(-1)?.duration ?? Number.NaN, total };
  }, bomb);
  const extra = (await heap()) - before;
  test.info().annotations.push({ type: 'zlib bomb', description: `refused in ${elapsed.toFixed(1)} ms (${total.toFixed(0)} ms from setting the hash to the message), ${(extra / 1024 / 1024).toFixed(2)} MB extra heap` });
  expect(extra).toBeLessThan(10 * 1024 * 1024);
  await expect(page.getByRole('button', { name: 'Back to the missions' })).toBeVisible();
  expect(errors).toEqual([]);
});
