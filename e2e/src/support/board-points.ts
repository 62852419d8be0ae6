import type { Locator, Page } from '@playwright/test';

/**
 * The board writes where its clickable squares are on screen: `data-reachable-points` (where a move can go)
 * and `data-target-points` (enemies, doors… an action points at), each `x,y@left,top` in canvas pixels.
 * Specs that play by pointer read them here and click them as a player would.
 */
export interface BoardPoint {
  /** The square on the board. */
  readonly x: number;
  readonly y: number;
  /** Where it is drawn, in pixels from the canvas's top left corner. */
  readonly left: number;
  readonly top: number;
}

export type PointsAttribute = 'data-reachable-points' | 'data-target-points';

/** The squares the board marks, where they are on screen: only those a click reaches (on the canvas, not under the HUD). */
export async function boardPoints(canvas: Locator, attribute: PointsAttribute): Promise<BoardPoint[]> {
  const text = (await canvas.getAttribute(attribute)) ?? '';
  const box = await canvas.boundingBox();
  if (!box) return [];
  const all = text
    .split(';')
    .filter(Boolean)
    .map((entry) => {
      const [cell = '', at = ''] = entry.split('@');
      const [x = 0, y = 0] = cell.split(',').map(Number);
      const [left = 0, top = 0] = at.split(',').map(Number);
      return { x, y, left, top };
    });
  const onTop = await canvas.evaluate(
    (element, cells) => cells.map((c) => document.elementFromPoint(c.x, c.y) === element),
    all.map((c) => ({ x: box.x + c.left, y: box.y + c.top })),
  );
  return all.filter((_, i) => onTop[i]);
}

/** Clicks a marked square on the board with the mouse. */
export async function clickBoardPoint(page: Page, canvas: Locator, point: Pick<BoardPoint, 'left' | 'top'>): Promise<void> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the board is not visible');
  await page.mouse.click(box.x + point.left, box.y + point.top);
}

/** Clicks the button when it is there and clickable now; says whether it did (the play loops try one thing after another). */
export async function clickIfThere(button: Locator): Promise<boolean> {
  if (!(await button.isVisible())) return false;
  return button.click({ timeout: 1_000 }).then(
    () => true,
    () => false,
  );
}
