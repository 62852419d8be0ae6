import { CellKind } from '../board/cell-kind';
import { EdgeKind } from '../board/edge-kind';
import { EMPTY, type ZoneGrid } from './grid';

/** A grid drawn as text, with what the drawing marks on it. */
export interface AsciiGrid {
  readonly grid: ZoneGrid & { version: number };
  /** Cells marked with capital letters, by letter. */
  readonly marks: Readonly<Record<string, number>>;
  /** Units drawn as digits (the digit is the side index), -1 elsewhere. */
  readonly occupancy: Int8Array;
}

const CELL_KIND: Readonly<Record<string, CellKind>> = { ' ': CellKind.Void, '#': CellKind.Wall, x: CellKind.Obstacle };

/**
 * Parses a small map for tests and examples. Lines alternate: a row line, then an edge line.
 * In a row line, even columns are cells and odd columns the edge east of the cell before:
 * ' ' open, '|' wall, 'D' door. In an edge line, even columns are the south edges of the cells
 * above: ' ' open, '-' wall, 'D' door (an empty line leaves them all open).
 * Cells: '.' floor, '#' wall, 'x' obstacle, ' ' void; a lowercase letter is floor in the zone of
 * that letter; a capital letter is floor marked with that name; a digit is floor holding a unit
 * of that side. Every floor cell not in a lettered zone is a zone of its own (walls, obstacles and void are in none, as on a compiled Board). Doors are numbered
 * in reading order.
 */
export function asciiGrid(lines: readonly string[]): AsciiGrid {
  const rowLines = lines.filter((_, i) => i % 2 === 0);
  const edgeLines = lines.filter((_, i) => i % 2 === 1);
  const height = rowLines.length;
  const width = Math.max(...rowLines.map((line) => Math.ceil(line.length / 2)));
  const cells = new Uint8Array(width * height);
  const edges = new Uint8Array(width * height * 2);
  const doorSlots: number[] = [];
  const occupancy = new Int8Array(width * height).fill(EMPTY);
  const marks: Record<string, number> = {};
  const letterOf: (string | undefined)[] = new Array<string | undefined>(width * height);

  const edgeKind = (char: string | undefined, wall: string): EdgeKind =>
    char === wall ? EdgeKind.Wall : char === 'D' ? EdgeKind.Door : EdgeKind.Open;

  for (let y = 0; y < height; y++) {
    const row = rowLines[y] ?? '';
    const under = edgeLines[y] ?? '';
    for (let x = 0; x < width; x++) {
      const cell = y * width + x;
      const char = row[2 * x] ?? ' ';
      cells[cell] = CELL_KIND[char] ?? CellKind.Floor;
      if (/[a-wyz]/.test(char)) letterOf[cell] = char;
      else if (/[A-Z]/.test(char)) marks[char] = cell;
      else if (/[0-9]/.test(char)) occupancy[cell] = Number(char);
      const east = edgeKind(row[2 * x + 1], '|');
      if (x + 1 < width && east !== EdgeKind.Open) edges[2 * cell] = east;
      if (east === EdgeKind.Door) doorSlots.push(2 * cell);
    }
    for (let x = 0; x < width && y + 1 < height; x++) {
      const cell = y * width + x;
      const south = edgeKind(under[2 * x], '-');
      if (south !== EdgeKind.Open) edges[2 * cell + 1] = south;
      if (south === EdgeKind.Door) doorSlots.push(2 * cell + 1);
    }
  }
  doorSlots.sort((a, b) => a - b);
  const doorAt = new Int16Array(width * height * 2).fill(-1);
  doorSlots.forEach((slot, index) => (doorAt[slot] = index));

  const zoneOf = new Int32Array(width * height).fill(-1);
  const zones: { cells: number[] }[] = [];
  const zoneOfLetter = new Map<string, number>();
  for (let cell = 0; cell < width * height; cell++) {
    if (cells[cell] !== CellKind.Floor) continue;
    const letter = letterOf[cell];
    let zone = letter === undefined ? undefined : zoneOfLetter.get(letter);
    if (zone === undefined) {
      zone = zones.length;
      zones.push({ cells: [] });
      if (letter !== undefined) zoneOfLetter.set(letter, zone);
    }
    zoneOf[cell] = zone;
    zones[zone]?.cells.push(cell);
  }
  return { grid: { width, height, cells, edges, doorAt, zoneOf, zones, version: 0 }, marks, occupancy };
}

/**
 * Builds a grid from raw arrays (random maps in property tests, generated benchmark maps): every
 * floor or obstacle cell is its own zone and doors are numbered by edge slot.
 */
export function gridFromKinds(width: number, height: number, cells: ArrayLike<number>, edges: ArrayLike<number>): ZoneGrid & { version: number } {
  const cellArray = Uint8Array.from({ length: width * height }, (_, i) => cells[i] ?? CellKind.Void);
  const edgeArray = Uint8Array.from({ length: width * height * 2 }, (_, slot) => {
    const cell = slot >> 1;
    const onRim = slot % 2 === 0 ? cell % width === width - 1 : cell + width >= width * height;
    return onRim ? EdgeKind.Open : (edges[slot] ?? EdgeKind.Open);
  });
  const doorAt = new Int16Array(width * height * 2).fill(-1);
  let doors = 0;
  edgeArray.forEach((kind, slot) => {
    if (kind === EdgeKind.Door) doorAt[slot] = doors++;
  });
  const zoneOf = new Int32Array(width * height).fill(-1);
  const zones: { cells: number[] }[] = [];
  cellArray.forEach((kind, cell) => {
    if (kind !== CellKind.Floor) return;
    zoneOf[cell] = zones.length;
    zones.push({ cells: [cell] });
  });
  return { width, height, cells: cellArray, edges: edgeArray, doorAt, zoneOf, zones, version: 0 };
}
