import { describe, expect, it } from 'vitest';
import { CellKind } from '../../board/cell-kind';
import { hordeMission } from './test-mission';
import { hordeFixture, unitIn } from './fixture';
import { missionMarkers } from './mission-checks';
import { moveField, terrainOf } from './battlefield';
import {
  cornersReachObjectives,
  generatedBoard,
  rectGap,
  rectGapToPoint,
  type TerrainPiece,
} from './terrain-generator';

const tableOf = (
  mode: 'A' | 'B',
  seed: number,
  blocks?: readonly { x: number; y: number }[],
) => {
  const loaded = hordeMission({ mode, ...(blocks ? { blocks } : {}) });
  const markers = missionMarkers(loaded.mission);
  return {
    ...generatedBoard({
      board: loaded.board,
      scale: mode === 'B' ? 0.5 : 1,
      markers,
      seed,
    }),
    markers,
  };
};
const countOf = (pieces: readonly TerrainPiece[], kind: string) =>
  pieces.filter((p) => p.kind === kind).length;
const blockedOf = (cells: Uint8Array) =>
  Uint8Array.from(cells, (k) => (k === CellKind.Floor ? 0 : 1));

describe('the horde terrain generator (horde.md §11 G5, §4.1 step 4)', () => {
  it('lays 24 pieces on an open Mode A table — 8 blocking, 8 cover, 4 difficult, 4 dangerous — each 2×2 to 6×6', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { pieces } = tableOf('A', seed);
      expect(pieces.length).toBeGreaterThanOrEqual(20);
      expect([
        countOf(pieces, 'blocking'),
        countOf(pieces, 'cover'),
        countOf(pieces, 'difficult'),
        countOf(pieces, 'dangerous'),
      ]).toEqual([8, 8, 4, 4]);
      for (const p of pieces)
        for (const side of [p.w, p.h])
          expect(side >= 2 && side <= 6).toBe(true);
    }
  });

  it('places nothing within 3" of an objective or 6" of the table centre, and no two pieces overlap', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { pieces, markers } = tableOf('A', seed);
      for (const p of pieces) {
        for (const m of markers)
          expect(rectGap(p, { x: m.x, y: m.y, size: 2 })).toBeGreaterThan(3);
        expect(rectGapToPoint(p, 24, 24)).toBeGreaterThan(6);
      }
      const seen = new Set<number>();
      for (const p of pieces)
        for (let j = 0; j < p.h; j++)
          for (let i = 0; i < p.w; i++) {
            const c = (p.y + j) * 48 + p.x + i;
            expect(seen.has(c)).toBe(false);
            seen.add(c);
          }
    }
  });

  it('Mode B (24 × 24, everything halved): the same 24 pieces at 1×1 to 3×3, 1.5" clear of objectives and 3" of the centre', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const { pieces, markers } = tableOf('B', seed);
      expect(pieces.length).toBeGreaterThanOrEqual(20);
      for (const p of pieces) {
        for (const side of [p.w, p.h])
          expect(side >= 1 && side <= 3).toBe(true);
        for (const m of markers)
          expect(rectGap(p, { x: m.x, y: m.y, size: 2 })).toBeGreaterThan(1.5);
        expect(rectGapToPoint(p, 12, 12)).toBeGreaterThan(3);
      }
    }
  });

  it('is deterministic: the same seed gives the same terrain, another seed another', () => {
    expect(tableOf('A', 7).pieces).toEqual(tableOf('A', 7).pieces);
    expect(tableOf('A', 7).pieces).not.toEqual(tableOf('A', 8).pieces);
  });

  it('never walls a corner off from the objectives, even on a table already half walled', () => {
    // A wall across the table's middle row with two 3-square gaps the generator must not close.
    const wall = Array.from({ length: 48 }, (_, x) => ({ x, y: 30 })).filter(
      (b) => !(b.x >= 2 && b.x <= 4) && !(b.x >= 43 && b.x <= 45),
    );
    for (let seed = 1; seed <= 20; seed++) {
      const { board, markers } = tableOf('A', seed, wall);
      expect(
        cornersReachObjectives(board, blockedOf(board.cells), markers, 1),
      ).toBe(true);
    }
  });

  it('the connectivity check itself fails when a corner is walled off', () => {
    const loaded = hordeMission({ mode: 'A' });
    const blocked = new Uint8Array(48 * 48);
    for (let i = 0; i < 10; i++)
      blocked[10 * 48 + i] = blocked[i * 48 + 10] = 1;
    expect(
      cornersReachObjectives(
        loaded.board,
        blocked,
        missionMarkers(loaded.mission),
        1,
      ),
    ).toBe(false);
  });

  it("replaces the tiles' own terrain: blocking pieces are obstacle squares, the rest terrain slots", () => {
    const { board, pieces } = tableOf('A', 3, [{ x: 0, y: 20 }]);
    expect(board.cells[20 * 48]).toBe(CellKind.Floor);
    const blocking = pieces
      .filter((p) => p.kind === 'blocking')
      .reduce((n, p) => n + p.w * p.h, 0);
    expect(board.cells.filter((k) => k === CellKind.Obstacle).length).toBe(
      blocking,
    );
    const difficult = pieces
      .filter((p) => p.kind === 'difficult')
      .reduce((n, p) => n + p.w * p.h, 0);
    expect(terrainOf(board).difficult.reduce((n, v) => n + v, 0)).toBe(
      difficult,
    );
  });
});

describe('generated terrain in play (horde.md §11 G5: difficult costs double, dangerous wounds on a 1)', () => {
  const generated = () =>
    hordeFixture({ heroes: 1, options: { terrain: 'generated' } });

  it('the option "terrain": "generated" gives the game the generated board', () => {
    const f = generated();
    expect(f.board.cells.some((k) => k === CellKind.Obstacle)).toBe(true);
    expect(terrainOf(f.board).dangerous.some((v) => v === 1)).toBe(true);
  });

  it('a step onto a difficult square costs double', () => {
    const f = generated();
    const d = terrainOf(f.board).difficult;
    const at = d.findIndex(
      (v, c) =>
        v === 1 &&
        d[c - 1] !== 1 &&
        f.board.cells[c - 1] === CellKind.Floor &&
        c % 48 > 0,
    );
    expect(at).toBeGreaterThan(0);
    const x = at % 48;
    const y = Math.floor(at / 48);
    f.put('vanguard', x - 1, y);
    expect(
      moveField(f.state, f.board, f.unit('vanguard'), 6).distanceAt(at),
    ).toBe(2);
  });

  it('a hero activating on a dangerous square rolls a d6 and takes a wound on a 1, none on a 2', () => {
    const f = generated();
    const at = terrainOf(f.board).dangerous.findIndex((v) => v === 1);
    f.put('vanguard', at % 48, Math.floor(at / 48));
    f.dice.push(2);
    f.run((tx) => f.engine.ruleset.onActivate?.(tx, unitIn(tx, 'vanguard')));
    expect(f.unit('vanguard').health).toBe(4);
    f.dice.push(1);
    f.run((tx) => f.engine.ruleset.onActivate?.(tx, unitIn(tx, 'vanguard')));
    expect(f.unit('vanguard').health).toBe(3);
  });
});
