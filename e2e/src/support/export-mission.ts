import type { Page, TestInfo } from '@playwright/test';

/** Exports the editor's mission with the Export button; returns where the downloaded file was saved. */
export async function exportMission(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = testInfo.outputPath(name);
  await (await download).saveAs(file);
  return file;
}
