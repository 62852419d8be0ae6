// The mutable form of a board while it is being built, shared by compile-time and run-time placement.
import type { Board, BoardSlot, DoorPlace, Feature, Region, Zone } from './board';
import { SIDE_BIT } from './board';
import type { BoardError } from './board-error';
import { CELL_CHARS, CellKind, isInterior } from './cell-kind';
import { DIRECTIONS, STEP, type Direction } from './direction';
import { EdgeKind } from './edge-kind';
import type { OrientedTile } from './oriented-tile';
import type { TileDefinition, TilePlacement, ZoneKind } from './tile';

export interface MutableBoard {
  width: number;
  height: number;
  cells: Uint8Array;
  tileOf: Int16Array;
  edges: Uint8Array;
  doorAt: Int16Array;
  zoneOf: Int32Array;
  openingSides: Uint8Array;
  placements: TilePlacement[];
  doors: DoorPlace[];
  zones: Zone[];
  regions: Region[];
  slots: BoardSlot[];
  features: Feature[];
  version: number;
}

export function emptyBoard(width: number, height: number): MutableBoard {
  const size = width * height;
  return {
    width,
    height,
    cells: new Uint8Array(size),
    tileOf: new Int16Array(size).fill(-1),
    edges: new Uint8Array(size * 2),
    doorAt: new Int16Array(size * 2).fill(-1),
    zoneOf: new Int32Array(size).fill(-1),
    openingSides: new Uint8Array(size),
    placements: [],
    doors: [],
    zones: [],
    regions: [],
    slots: [],
    features: [],
    version: 0,
  };
}

/** A copy that can be changed without touching `board` (typed arrays copied; list items are immutable and shared). */
export function copyBoard(board: Board): MutableBoard {
  return {
    ...board,
    cells: board.cells.slice(),
    tileOf: board.tileOf.slice(),
    edges: board.edges.slice(),
    doorAt: board.doorAt.slice(),
    zoneOf: board.zoneOf.slice(),
    openingSides: board.openingSides.slice(),
    placements: [...board.placements],
    doors: [...board.doors],
    zones: [...board.zones],
    regions: [...board.regions],
    slots: [...board.slots],
    features: [...board.features],
  };
}

/** The name zone and door ids of a placement start with. */
export function placementName(placement: TilePlacement, index: number): string {
  return placement.id ?? `p${index}`;
}

function isInteriorAt(board: MutableBoard, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < board.width && y < board.height && isInterior(board.cells[y * board.width + x] as CellKind);
}

/** The edge slot between (x, y) and its neighbour on `side` (both on the board), stored east/south. */
function slotOf(board: MutableBoard, x: number, y: number, side: Direction): number {
  const { dx, dy } = STEP[side];
  if (side === 'east' || side === 'south') return 2 * (y * board.width + x) + (side === 'east' ? 0 : 1);
  return 2 * ((y + dy) * board.width + (x + dx)) + (side === 'west' ? 0 : 1);
}

/**
 * Writes a placed tile's cells and opening marks. Reports overlaps with tiles already on the board
 * and tiles that leave its bounds; returns false when the tile could not be placed.
 */
export function stampTile(board: MutableBoard, tile: OrientedTile, placement: TilePlacement, index: number, path: string, errors: BoardError[]): boolean {
  if (placement.x + tile.width > board.width || placement.y + tile.height > board.height) {
    errors.push({
      code: 'out-of-bounds',
      message: `Tile '${placement.tile}' at (${placement.x}, ${placement.y}) is ${tile.width}×${tile.height} and does not fit the ${board.width}×${board.height} board.`,
      path,
      at: { x: placement.x, y: placement.y },
    });
    return false;
  }
  const overlapped = new Set<number>();
  tile.rows.forEach((row, r) => {
    [...row].forEach((char, c) => {
      const kind = CELL_CHARS[char] ?? CellKind.Void;
      if (kind === CellKind.Void) return;
      const x = placement.x + c;
      const y = placement.y + r;
      const cell = y * board.width + x;
      const other = board.tileOf[cell] ?? -1;
      if (other >= 0) {
        if (!overlapped.has(other)) {
          overlapped.add(other);
          errors.push({
            code: 'overlap',
            message: `Tile '${placement.tile}' (layout entry ${index + 1}) overlaps tile '${board.placements[other]?.tile ?? '?'}' (layout entry ${other + 1}) at (${x}, ${y}).`,
            path,
            at: { x, y },
          });
        }
        return;
      }
      board.cells[cell] = kind;
      board.tileOf[cell] = index;
    });
  });
  for (const opening of tile.openings) {
    const cell = (placement.y + opening.y) * board.width + placement.x + opening.x;
    board.openingSides[cell] = (board.openingSides[cell] ?? 0) | SIDE_BIT[opening.side];
  }
  return overlapped.size === 0;
}

/**
 * Sets the edges of a placed tile: open inside it, walls and doors where the tile says, and toward
 * other tiles open only where both sides have an opening (a tile is a room that connects through them).
 */
export function linkTile(board: MutableBoard, tile: OrientedTile, placement: TilePlacement, index: number): void {
  const { width } = board;
  for (let r = 0; r < tile.height; r++) {
    for (let c = 0; c < tile.width; c++) {
      const x = placement.x + c;
      const y = placement.y + r;
      const cell = y * width + x;
      if (board.tileOf[cell] !== index || !isInterior(board.cells[cell] as CellKind)) continue;
      for (const side of DIRECTIONS) {
        const { dx, dy } = STEP[side];
        if (!isInteriorAt(board, x + dx, y + dy)) continue;
        const neighbour = (y + dy) * width + x + dx;
        if (board.tileOf[neighbour] === index) continue;
        const opposite = DIRECTIONS[(DIRECTIONS.indexOf(side) + 2) % 4] as Direction;
        const matched = ((board.openingSides[cell] ?? 0) & SIDE_BIT[side]) !== 0 && ((board.openingSides[neighbour] ?? 0) & SIDE_BIT[opposite]) !== 0;
        board.edges[slotOf(board, x, y, side)] = matched ? EdgeKind.Open : EdgeKind.Wall;
      }
    }
  }
  for (const wall of tile.walls) board.edges[slotOf(board, placement.x + wall.x, placement.y + wall.y, wall.side)] = EdgeKind.Wall;
  tile.doors.forEach((door, d) => {
    const id = `${placementName(placement, index)}.${door.id ?? `door-${d + 1}`}`;
    addDoor(board, { id, x: placement.x + door.x, y: placement.y + door.y, side: door.side }, `/layout/${index}`, []);
  });
}

/** Creates the zones of a placed tile: one per letter of its zone rows, else one per floor cell. */
export function zoneTile(board: MutableBoard, tile: OrientedTile, definition: TileDefinition, placement: TilePlacement, index: number): void {
  const name = placementName(placement, index);
  const tileCells: number[] = [];
  const tileRegion = board.regions.length;
  board.regions.push({ id: name, kind: 'tile', parent: -1, tile: index, cells: tileCells });
  const lettered = new Map<string, { cells: number[]; index: number }>();
  const regionOf = letterRegions(board, definition, name, index, tileRegion);
  for (let r = 0; r < tile.height; r++) {
    for (let c = 0; c < tile.width; c++) {
      const x = placement.x + c;
      const y = placement.y + r;
      const cell = y * board.width + x;
      if (board.tileOf[cell] !== index || board.cells[cell] !== CellKind.Floor) continue;
      tileCells.push(cell);
      const letter = tile.zoneRows?.[r]?.[c] ?? '.';
      if (letter === '.' || letter === ' ') {
        board.zoneOf[cell] = board.zones.length;
        board.zones.push({ id: `${x},${y}`, cells: [cell], tile: index });
        continue;
      }
      let zone = lettered.get(letter);
      if (!zone) {
        const region = regionOf(letter);
        const { kind, name: zoneName } = board.regions[region] as Region;
        zone = { cells: [], index: board.zones.length };
        lettered.set(letter, zone);
        board.zones.push({ id: `${name}.${letter}`, ...(zoneName === undefined ? {} : { name: zoneName }), cells: zone.cells, tile: index, kind: kind as ZoneKind, region });
      }
      board.zoneOf[cell] = zone.index;
      zone.cells.push(cell);
      for (let region = regionOf(letter); region > tileRegion; region = board.regions[region]?.parent ?? -1) {
        (board.regions[region]?.cells as number[] | undefined)?.push(cell);
      }
    }
  }
}

/**
 * The region of each zone letter of a placed tile, made on first use with its parent first: a letter's
 * kind is the tile's `zoneKinds` (room when unsaid, area when it has a parent); its parent is the
 * `zoneParents` letter's region, or the tile's. `checkTileDefinition` has ruled out chains and loops.
 */
function letterRegions(board: MutableBoard, definition: TileDefinition, name: string, index: number, tileRegion: number): (letter: string) => number {
  const made = new Map<string, number>();
  const regionOf = (letter: string): number => {
    const known = made.get(letter);
    if (known !== undefined) return known;
    const parentLetter = ownValue(definition.zoneParents, letter);
    const parent = parentLetter === undefined || parentLetter === letter ? tileRegion : regionOf(parentLetter);
    const kind = ownValue(definition.zoneKinds, letter) ?? (parentLetter === undefined ? 'room' : 'area');
    const regionName = ownValue(definition.zoneNames, letter);
    const region = board.regions.length;
    board.regions.push({ id: `${name}.${letter}`, kind, ...(regionName === undefined ? {} : { name: regionName }), parent, tile: index, cells: [] });
    made.set(letter, region);
    return region;
  };
  return regionOf;
}

/** `record[key]` when the record itself has that key (author data never reaches Object.prototype). */
export function ownValue<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

export function addSlots(board: MutableBoard, tile: OrientedTile, placement: TilePlacement, index: number): void {
  for (const slot of tile.slots) board.slots.push({ type: slot.type, x: placement.x + slot.x, y: placement.y + slot.y, tile: index });
}

/** Puts a door on the edge on `side` of (x, y); it must stand between two interior cells, once. */
export function addDoor(board: MutableBoard, door: DoorPlace | { id: string; x: number; y: number; side: Direction }, path: string, errors: BoardError[]): void {
  const { dx, dy } = STEP[door.side];
  const nx = door.x + dx;
  const ny = door.y + dy;
  if (!isInteriorAt(board, door.x, door.y) || !isInteriorAt(board, nx, ny)) {
    errors.push({
      code: 'door-misplaced',
      message: `Door '${door.id}' on the ${door.side} side of (${door.x}, ${door.y}) must stand between two floor cells; (${door.x}, ${door.y}) and (${nx}, ${ny}) are not both floor.`,
      path,
      at: { x: door.x, y: door.y },
    });
    return;
  }
  const slot = slotOf(board, door.x, door.y, door.side);
  const flipped = door.side === 'west' || door.side === 'north';
  const x = flipped ? nx : door.x;
  const y = flipped ? ny : door.y;
  const side = door.side === 'east' || door.side === 'west' ? 'east' : 'south';
  if ((board.doorAt[slot] ?? -1) >= 0) {
    errors.push({ code: 'duplicate-door', message: `Door '${door.id}' stands on an edge that already has a door, at (${x}, ${y}) ${side}.`, path, at: { x, y } });
    return;
  }
  board.edges[slot] = EdgeKind.Door;
  board.doorAt[slot] = board.doors.length;
  board.doors.push({ id: door.id, x, y, side });
}
