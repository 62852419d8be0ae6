import { CellKind, cellAt, compileBoard, type TilePlacement } from '@breachline/engine';
import type { Tile } from '../generated/mission-types';
import { BUILT_IN_TILE_DOCUMENTS } from './built-in-tile-documents';
import { edgeKey, neighbour } from './tile-geometry';
import { placeCell, placeEdge } from './tile-transform';

const tiles = BUILT_IN_TILE_DOCUMENTS.boarding;
const byId = new Map(tiles.map((tile) => [tile.id, tile]));

// The default map "Junction" of boarding.md §11 G4, 25 x 19.
const JUNCTION = [
  '############E############',
  '############.############',
  '############.############',
  '############.###.....####',
  '############...D.....####',
  '############.###.....####',
  '############.############',
  '############D############',
  '###########SSS###########',
  'E.........DSSSD.........E',
  '###########SSS###########',
  '############D############',
  '############.############',
  '############.############',
  '############.############',
  '############.############',
  '############.############',
  '############.############',
  '############E############',
];

// The same map built from the boarding tile set (the sample missions place these).
const JUNCTION_LAYOUT: readonly TilePlacement[] = [
  { tile: 'boarding-entry-corridor', x: 12, y: 0, rotation: 0 },
  { tile: 'boarding-t-junction', x: 12, y: 3, rotation: 0 },
  { tile: 'boarding-side-room', x: 15, y: 3, rotation: 0 },
  { tile: 'boarding-corridor-1', x: 12, y: 6, rotation: 0 },
  { tile: 'boarding-command-chamber', x: 10, y: 7, rotation: 0 },
  { tile: 'boarding-corridor-4', x: 12, y: 12, rotation: 0 },
  { tile: 'boarding-entry-corridor', x: 12, y: 16, rotation: 180 },
  { tile: 'boarding-entry-corridor', x: 0, y: 9, rotation: 270 },
  { tile: 'boarding-corridor-4', x: 3, y: 9, rotation: 90 },
  { tile: 'boarding-corridor-3', x: 7, y: 9, rotation: 90 },
  { tile: 'boarding-corridor-4', x: 15, y: 9, rotation: 90 },
  { tile: 'boarding-corridor-3', x: 19, y: 9, rotation: 90 },
  { tile: 'boarding-entry-corridor', x: 22, y: 9, rotation: 90 },
];

function tileOf(placement: TilePlacement): Tile {
  const tile = byId.get(placement.tile);
  if (!tile) throw new Error(`no tile ${placement.tile}`);
  return tile;
}

function slotsOnBoard(type: string): string[] {
  return JUNCTION_LAYOUT.flatMap((placement) => {
    const tile = tileOf(placement);
    return (tile.slots ?? []).filter((slot) => slot.type === type).map((slot) => {
      const at = placeCell(tile, placement, slot);
      return `${at.x},${at.y}`;
    });
  }).sort();
}

function squaresOf(char: string): string[] {
  return JUNCTION.flatMap((row, y) => [...row].flatMap((c, x) => (c === char ? [`${x},${y}`] : []))).sort();
}

describe('boarding tiles', () => {
  it('keep corridors one square wide: no 2 x 2 floor block outside rooms (boarding.md §2, §11 G4)', () => {
    for (const tile of tiles.filter((t) => t.tags?.includes('corridor'))) {
      tile.cells.forEach((row, y) =>
        [...row].forEach((_, x) => {
          const block = [row[x], row[x + 1], tile.cells[y + 1]?.[x], tile.cells[y + 1]?.[x + 1]];
          expect(block.every((char) => char === '.'), `${tile.id} (${x}, ${y})`).toBe(false);
        }),
      );
    }
  });

  it('offer entry points (boarding.md §3.4)', () => {
    expect(tiles.filter((tile) => tile.slots?.some((slot) => slot.type === 'entry')).length).toBeGreaterThanOrEqual(2);
  });

  describe('rebuild the default map Junction of boarding.md §11 G4', () => {
    const board = compileBoard({ tiles, layout: JUNCTION_LAYOUT });
    if (!board.ok) throw new Error(JSON.stringify(board));

    it('with the same floor squares', () => {
      expect(board.value.width).toBe(25);
      expect(board.value.height).toBe(19);
      JUNCTION.forEach((row, y) =>
        [...row].forEach((char, x) => {
          expect(cellAt(board.value, x, y) === CellKind.Floor, `(${x}, ${y}) '${char}'`).toBe(char !== '#');
        }),
      );
    });

    it('with the entry points, the trooper start squares and the side-room objective (20,4) in place', () => {
      expect(slotsOnBoard('entry')).toEqual(squaresOf('E'));
      expect(slotsOnBoard('start')).toEqual(squaresOf('S'));
      expect(slotsOnBoard('objective')).toEqual(['20,4']);
    });

    it('with doors on the five door squares of the map', () => {
      const doorSquares = JUNCTION_LAYOUT.flatMap((placement) => {
        const tile = tileOf(placement);
        return (tile.doors ?? []).map((door) => placeEdge(tile, placement, door));
      });
      expect(doorSquares).toHaveLength(5);
      const touched = doorSquares.flatMap((door) => [`${door.x},${door.y}`, `${neighbour(door, door.side).x},${neighbour(door, door.side).y}`]);
      for (const square of squaresOf('D')) expect(touched).toContain(square);
    });

    it('with an opening on both sides of every edge where two tiles meet', () => {
      const openings = new Map<string, number>();
      for (const placement of JUNCTION_LAYOUT) {
        const tile = tileOf(placement);
        for (const opening of tile.openings ?? []) {
          const key = edgeKey(placeEdge(tile, placement, opening));
          openings.set(key, (openings.get(key) ?? 0) + 1);
        }
      }
      const owner = new Map<string, number>();
      JUNCTION_LAYOUT.forEach((placement, p) => {
        const tile = tileOf(placement);
        tile.cells.forEach((row, y) =>
          [...row].forEach((char, x) => {
            if (char === '.') {
              const at = placeCell(tile, placement, { x, y });
              owner.set(`${at.x},${at.y}`, p);
            }
          }),
        );
      });
      for (const [key, p] of owner) {
        const [x = 0, y = 0] = key.split(',').map(Number);
        for (const side of ['east', 'south'] as const) {
          const next = neighbour({ x, y }, side);
          const other = owner.get(`${next.x},${next.y}`);
          if (other === undefined || other === p) continue;
          expect(openings.get(edgeKey({ x, y, side })), `edge ${key} ${side}`).toBe(2);
        }
      }
    });
  });
});
