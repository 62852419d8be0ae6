import type { CellChoice } from './action-labels';

/** Choosing a cell from the keyboard: the pure rules of the cursor and what is said about it. */
export interface Cell {
  readonly x: number;
  readonly y: number;
}

export type Direction = 'up' | 'down' | 'left' | 'right';

const KEYS: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  w: 'up',
  s: 'down',
  a: 'left',
  d: 'right',
};

/** The direction a key moves the cursor (arrows or WASD), if any. */
export function directionOfKey(key: string): Direction | undefined {
  return KEYS[key.length === 1 ? key.toLowerCase() : key];
}

// The play camera looks north from the south, so up on screen is north (y − 1).
const STEP: Readonly<Record<Direction, Cell>> = { up: { x: 0, y: -1 }, down: { x: 0, y: 1 }, left: { x: -1, y: 0 }, right: { x: 1, y: 0 } };

/** The cursor one cell on, kept on the board. */
export function stepCursor(cursor: Cell, direction: Direction, board: { readonly width: number; readonly height: number }): Cell {
  const step = STEP[direction];
  const clamp = (value: number, size: number) => Math.min(Math.max(value, 0), Math.max(size - 1, 0));
  return { x: clamp(cursor.x + step.x, board.width), y: clamp(cursor.y + step.y, board.height) };
}

const where = (cell: Cell) => `x ${cell.x}, y ${cell.y}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What a screen reader hears as the cursor lands on a cell: "x 12, y 7: 3 moves", or why it cannot be chosen. */
export function describeCursor(cursor: Cell, choice: CellChoice | undefined, moving: boolean): string {
  if (!choice) return `${where(cursor)}: ${moving ? 'out of reach' : 'not a target'}`;
  return `${where(cursor)}: ${choice.cost !== undefined ? plural(choice.cost, 'move') : 'target'}`;
}

/** Why Enter did nothing on this cell. */
export function refuseCell(cursor: Cell, label: string, moving: boolean): string {
  return moving ? `${where(cursor)} is out of reach: choose a highlighted square.` : `${label} cannot target ${where(cursor)}.`;
}

/** What is said on entering the mode: the keys, so nobody is left guessing. */
export function pickingHelp(label: string): string {
  return `${label}: arrow keys or W A S D move the cursor, Enter chooses, Escape cancels.`;
}
