import type { Tile } from '../generated/mission-types';
import { BUILT_IN_TILE_DOCUMENTS } from './built-in-tile-documents';
import { charAt } from './tile-geometry';

const quarters = BUILT_IN_TILE_DOCUMENTS.horde;
const SIZE = 24;

/** Separate pieces of terrain: blocking cells, and each kind of terrain slot, joined orthogonally. */
function terrainPieces(tile: Tile): number {
  const kindAt = new Map<string, string>();
  tile.cells.forEach((row, y) => [...row].forEach((char, x) => char !== '.' && kindAt.set(`${x},${y}`, 'blocking')));
  for (const slot of tile.slots ?? []) {
    if (['cover', 'difficult', 'dangerous'].includes(slot.type)) kindAt.set(`${slot.x},${slot.y}`, slot.type);
  }
  const seen = new Set<string>();
  let pieces = 0;
  for (const [start, kind] of kindAt) {
    if (seen.has(start)) continue;
    pieces++;
    const queue = [start];
    seen.add(start);
    for (let key = queue.pop(); key; key = queue.pop()) {
      const [x = 0, y = 0] = key.split(',').map(Number);
      for (const next of [`${x + 1},${y}`, `${x - 1},${y}`, `${x},${y + 1}`, `${x},${y - 1}`]) {
        if (!seen.has(next) && kindAt.get(next) === kind) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
  }
  return pieces;
}

/** Edge-to-edge gap between square (x, y) and a rectangle of squares (horde.md §6.1). */
function gap(x: number, y: number, left: number, top: number, right: number, bottom: number): number {
  const dx = Math.max(0, left - (x + 1), x - (right + 1));
  const dy = Math.max(0, top - (y + 1), y - (bottom + 1));
  return Math.hypot(dx, dy);
}

describe('horde battlefield', () => {
  it('has at least 20 pieces of terrain on a table of four different quarters (horde.md §3.6, §11 G5)', () => {
    expect(quarters.length).toBeGreaterThanOrEqual(4);
    const perTable = quarters.slice(0, 4).reduce((sum, tile) => sum + terrainPieces(tile), 0);
    expect(perTable).toBeGreaterThanOrEqual(20);
  });

  describe.each(quarters.map((tile) => [tile.id, tile] as const))('%s', (_, tile) => {
    it('is a 24 x 24 table quarter in Mode A (horde.md §6.1)', () => {
      expect(tile.cells).toHaveLength(SIZE);
      expect(tile.cells.every((row) => row.length === SIZE)).toBe(true);
    });

    it('marks objective footprint 11-12 at the quarter centre and keeps it clear (horde.md §6.1)', () => {
      expect(tile.slots).toContainEqual({ type: 'objective', x: 11, y: 11 });
      for (const [x, y] of [[11, 11], [12, 11], [11, 12], [12, 12]] as const) expect(charAt(tile, x, y)).toBe('.');
    });

    it('places no terrain within 3" of the objective or 6" of the table centre (horde.md §11 G5)', () => {
      const terrain = [
        ...tile.cells.flatMap((row, y) => [...row].flatMap((char, x) => (char === '.' ? [] : [{ x, y }]))),
        ...(tile.slots ?? []).filter((slot) => ['cover', 'difficult', 'dangerous'].includes(slot.type)),
      ];
      for (const { x, y } of terrain) {
        expect(gap(x, y, 11, 11, 12, 12), `(${x}, ${y}) near the objective`).toBeGreaterThan(3);
        expect(Math.hypot(SIZE - (x + 1), SIZE - (y + 1)), `(${x}, ${y}) near the table centre`).toBeGreaterThan(6);
      }
    });

    it('opens every square of its two inner sides so the four quarters make one table', () => {
      const openings = tile.openings ?? [];
      expect(openings.filter((o) => o.side === 'east' && o.x === SIZE - 1)).toHaveLength(SIZE);
      expect(openings.filter((o) => o.side === 'south' && o.y === SIZE - 1)).toHaveLength(SIZE);
    });

    it('offers deployment within 6" of the table corner, hero starts within 6" of the centre and two search places (horde.md §3.4, §4.1, §8.3)', () => {
      const of = (type: string) => (tile.slots ?? []).filter((slot) => slot.type === type);
      expect(of('spawn').length).toBeGreaterThan(0);
      for (const slot of of('spawn')) expect(Math.hypot(slot.x, slot.y)).toBeLessThanOrEqual(6);
      for (const slot of of('start')) expect(Math.hypot(SIZE - slot.x, SIZE - slot.y)).toBeLessThanOrEqual(6);
      expect(of('search')).toHaveLength(2);
    });
  });
});
