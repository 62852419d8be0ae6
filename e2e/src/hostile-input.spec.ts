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
  await page.goto(`${url}${hash}`);
  // A hash-only change does not reload: make sure this is a fresh load that reads the storage.
  if (hash) await page.reload();
}

/** The game shows a message (an alert, or a board with the reason it cannot play), and the way back works. */
async function expectGameMessageAndWayBack(page: Page) {
  const message = page.getByRole('alert').or(page.getByRole('complementary', { name: 'Mission' }));
  await expect(message.first()).toBeVisible();
  const back = page.getByRole('button', { name: /^(Back to the missions|← Missions)$/ });
  if (await back.isVisible()) await back.click();
  await expect(page.getByRole('region', { name: 'Sample missions' })).toBeVisible();
}

test.describe('hostile links in the game', () => {
  for (const link of [...links, { name: 'share-bomb-64-mib (made here)', kind: 'share' as const, outcome: 'refused', hash: bomb }]) {
    test(`${link.kind} link ${link.name}`, async ({ page }) => {
      const errors = recordPageErrors(page);
      await page.goto(`${GAME_URL}${link.hash}`);
      if (link.outcome === 'opens') await expect(page.getByRole('button', { name: '← Missions' })).toBeVisible();
      await expectGameMessageAndWayBack(page);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('hostile links in the editor', () => {
  for (const link of [...links.filter((l) => l.kind === 'share'), { name: 'share-bomb-64-mib (made here)', kind: 'share' as const, outcome: 'refused', hash: bomb }]) {
    test(`share link ${link.name}`, async ({ page }) => {
      const errors = recordPageErrors(page);
      await page.goto(`${EDITOR_URL}${link.hash}`);
      if (link.outcome === 'opens') {
        await expect(page.locator('.mission-title')).not.toHaveText('');
      } else {
        const notice = page.getByRole('alertdialog');
        await expect(notice).toContainText('could not be opened');
        await notice.getByRole('button', { name: 'OK' }).click();
      }
      await expect(page.getByLabel('Mission map')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

test.describe('hostile saved games', () => {
  for (const save of storedCorpus('saves')) {
    test(`save ${save.name}: ${save.why}`, async ({ page }) => {
      const errors = recordPageErrors(page);
      await openWithStored(page, GAME_URL, SAVE_KEY, save.text);
      await expect(page.getByRole('region', { name: 'Sample missions' })).toBeVisible();
      if (save.damagedAt === 'resume') await page.getByRole('button', { name: /^Resume / }).click();
      const damaged = page.getByRole('alert', { name: 'Damaged saved game' });
      await expect(damaged).toContainText('set aside');
      await expect(damaged.getByRole('button', { name: 'Download the damaged save' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Sample missions' })).toBeVisible();
      // Kept, out of the live key; and a reload stays well.
      expect(await page.evaluate((key) => window.localStorage.getItem(key), SAVE_KEY)).toBeNull();
      await page.reload();
      await expect(page.getByRole('region', { name: 'Sample missions' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Resume / })).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('a damaged save downloads exactly as it was stored', async ({ page }, testInfo) => {
    const save = storedCorpus('saves').find((s) => s.name === 'title-object');
    if (!save) throw new Error('the corpus has the title-object save');
    await openWithStored(page, GAME_URL, SAVE_KEY, save.text);
    await page.getByRole('button', { name: /^Resume / }).click();
    await expect(page.getByRole('alert', { name: 'Damaged saved game' })).toBeVisible();
    await testInfo.attach('damaged save message', { body: await page.screenshot(), contentType: 'image/png' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the damaged save' }).click();
    const file = await (await download).path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(file, 'utf8')).toBe(save.text);
  });
});

test.describe('hostile editor drafts', () => {
  const share = links.find((l) => l.outcome === 'opens' && l.kind === 'share');
  for (const draft of storedCorpus('drafts')) {
    for (const hash of share ? ['', share.hash] : ['']) {
      test(`draft ${draft.name}${hash ? ' with a #m= link' : ''}: ${draft.why}`, async ({ page }) => {
        const errors = recordPageErrors(page);
        await openWithStored(page, EDITOR_URL, DRAFT_KEY, draft.text, hash);
        const notice = page.getByRole('alertdialog');
        await expect(notice).toContainText(/autosave/i);
        await expect(notice.getByRole('button', { name: 'Download the damaged autosave' })).toBeVisible();
        await notice.getByRole('button', { name: 'OK' }).click();
        await expect(page.getByLabel('Mission map')).toBeVisible();
        expect(await page.evaluate((key) => window.localStorage.getItem(`${key}.damaged`), DRAFT_KEY)).toContain(JSON.stringify(draft.text).slice(1, 40));
        expect(errors).toEqual([]);
      });
    }
  }
});

test('the 64 MiB zlib bomb share link is refused in under 100 ms and under 10 MB of extra heap', async ({ page }) => {
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
  expect(elapsed).toBeLessThan(100);
  expect(extra).toBeLessThan(10 * 1024 * 1024);
  await expect(page.getByRole('button', { name: 'Back to the missions' })).toBeVisible();
  expect(errors).toEqual([]);
});
