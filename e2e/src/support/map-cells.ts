import type { Locator, Page } from '@playwright/test';

/**
 * The screen point of a board cell's centre on the editor's top-down map. The orthographic camera is
 * centred on the work area and zoomed to fit it with a one-cell margin (board-view's FitTopDown).
 */
export async function cellPoint(canvas: Locator, cell: { x: number; y: number }, area = { width: 32, height: 32 }) {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the map canvas is not visible');
  const zoom = Math.min(box.width / (area.width + 2), box.height / (area.height + 2));
  return {
    x: box.x + box.width / 2 + (cell.x + 0.5 - area.width / 2) * zoom,
    y: box.y + box.height / 2 + (cell.y + 0.5 - area.height / 2) * zoom,
  };
}

/** The work area of a new hive mission: its exploration bounds, 55 × 55 cells (the editor fits the map to them). */
export const HIVE_AREA = { width: 55, height: 55 };

/** Presses on a palette item, drags it across the page and lets go over a map cell, as a person would. */
export async function dragOntoMap(page: Page, item: Locator, canvas: Locator, cell: { x: number; y: number }, area?: { width: number; height: number }) {
  await item.scrollIntoViewIfNeeded();
  const from = await item.boundingBox();
  if (!from) throw new Error('the palette item is not visible');
  const to = await cellPoint(canvas, cell, area);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
}
