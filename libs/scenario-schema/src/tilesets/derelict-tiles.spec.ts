import { BUILT_IN_TILE_DOCUMENTS } from './built-in-tile-documents';
import { edgeKey, isInterior, neighbour, reachableFrom, zoneAt, zoneLetters, type Cell } from './tile-geometry';

const tiles = BUILT_IN_TILE_DOCUMENTS.derelict;

describe('derelict tiles', () => {
  it('are the twelve named map tiles of derelict.md §3.9', () => {
    expect(tiles.map((tile) => tile.name).sort()).toEqual(
      [
        'Robotics Bay', 'Security', 'Life Support', 'Redeemer Shrine', 'Crew Quarters', 'Armoury',
        'Primus Cell', 'Medical Bay', 'Navigation', 'Laboratory', 'Rec Room', 'Engineering Bay',
      ].sort(),
    );
  });

  describe.each(tiles.map((tile) => [tile.id, tile] as const))('%s', (_, tile) => {
    it('is fully zoned: every interior cell has a zone letter with a name and a kind (derelict.md §6.1)', () => {
      tile.cells.forEach((row, y) =>
        [...row].forEach((_, x) => {
          if (!isInterior(tile, x, y)) return;
          const letter = zoneAt(tile, x, y);
          expect(letter, `(${x}, ${y})`).toMatch(/^[a-z]$/);
          expect(tile.zoneNames?.[letter]).toBeTruthy();
          expect(tile.zoneKinds?.[letter]).toBeDefined();
        }),
      );
    });

    it('has several rooms and corridor zones (rooms are zones whatever their size, §6.1)', () => {
      const kinds = Object.values(tile.zoneKinds ?? {});
      expect(kinds.filter((kind) => kind === 'room').length).toBeGreaterThanOrEqual(3);
      expect(kinds.filter((kind) => kind === 'corridor').length).toBeGreaterThanOrEqual(2);
    });

    it('keeps each zone in one piece, walled from other zones except by corridor markings and doorways', () => {
      for (const letter of zoneLetters(tile)) {
        const cells = floorOfZone(letter);
        const [first] = cells;
        if (!first) continue;
        const inZone = reachableFrom(tile, first, (edge) => {
          const walls = new Set((tile.walls ?? []).map(edgeKey));
          const next = neighbour(edge, edge.side);
          return walls.has(edgeKey(edge)) || zoneAt(tile, next.x, next.y) !== letter;
        });
        expect(inZone.size, `zone '${letter}'`).toBe(cells.length);
      }
    });

    it('gives every room a way in: a door or an open doorway to another zone', () => {
      for (const [letter, kind] of Object.entries(tile.zoneKinds ?? {})) {
        if (kind !== 'room') continue;
        const walls = new Set((tile.walls ?? []).map(edgeKey));
        const exits = floorOfZone(letter).some((cell) =>
          (['north', 'east', 'south', 'west'] as const).some((side) => {
            const next = neighbour(cell, side);
            const other = zoneAt(tile, next.x, next.y);
            return tile.cells[next.y]?.[next.x] === '.' && other !== letter && !walls.has(edgeKey({ ...cell, side }));
          }),
        );
        expect(exits, `room '${tile.zoneNames?.[letter]}'`).toBe(true);
      }
    });

    it('opens two cells wide in the middle of each open side (cells 4-5), so tiles join at any rotation', () => {
      const openings = tile.openings ?? [];
      expect(openings.length).toBeGreaterThanOrEqual(4);
      for (const opening of openings) {
        const along = opening.side === 'north' || opening.side === 'south' ? opening.x : opening.y;
        expect([4, 5]).toContain(along);
      }
    });

    it('offers spawn places in rooms only (event spawns never go into corridors, §6.1)', () => {
      const spawns = (tile.slots ?? []).filter((slot) => slot.type === 'spawn');
      expect(spawns.length).toBeGreaterThan(0);
      for (const slot of spawns) expect(tile.zoneKinds?.[zoneAt(tile, slot.x, slot.y)]).toBe('room');
    });

    function floorOfZone(letter: string): Cell[] {
      const cells: Cell[] = [];
      tile.cells.forEach((row, y) => [...row].forEach((char, x) => char === '.' && zoneAt(tile, x, y) === letter && cells.push({ x, y })));
      return cells;
    }
  });

  it('has two lockable cell doors on the Primus Cell for CG01 (derelict.md §10.3)', () => {
    const primus = tiles.find((tile) => tile.id === 'primus-cell');
    expect(primus?.doors?.map((door) => door.id)).toEqual(expect.arrayContaining(['cell-a-door', 'cell-b-door']));
  });

  it('has a single door into the main laboratory for CG00 (derelict.md §10.3)', () => {
    const lab = tiles.find((tile) => tile.id === 'laboratory');
    const labZone = Object.entries(lab?.zoneNames ?? {}).find(([, name]) => name === 'Main Laboratory')?.[0];
    const labDoors = (lab?.doors ?? []).filter((door) => {
      const next = neighbour(door, door.side);
      return lab && (zoneAt(lab, door.x, door.y) === labZone) !== (zoneAt(lab, next.x, next.y) === labZone);
    });
    expect(labDoors.map((door) => door.id)).toEqual(['lab-door', 'specimen-inner-door']);
  });
});
