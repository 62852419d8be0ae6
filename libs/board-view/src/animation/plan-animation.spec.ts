import type { GameEvent, Unit } from '@breachline/engine';
import { CUE_MS, planAnimation } from './plan-animation';
import { figurePose, tileDrop } from './poses';

const unit = (id: string, x: number, y: number, side: Unit['side'] = 'heroes'): Unit => ({ id, side, kind: side === 'heroes' ? 'trooper' : 'small', name: id, x, y, health: 1, status: 'active', stats: {} });
const path = (...cells: [number, number][]) => cells.map(([x, y]) => ({ x, y }));

describe('planAnimation: cues from the engine events of one step', () => {
  it('moves a figure cell by cell along its path, then the hit and kill that follow play after it, where it ended', () => {
    const events: GameEvent[] = [
      { type: 'moved', unit: 'bug', path: path([5, 5], [5, 4], [5, 3]) },
      { type: 'hit', unit: 'bug', by: 'hero', damage: 1, health: 0 },
      { type: 'killed', unit: 'bug', by: 'hero' },
    ];
    const before = { units: [unit('hero', 5, 0), unit('bug', 5, 5, 'enemies')], tokens: [] };
    const plan = planAnimation(events, before, undefined);
    expect(plan.cues.map((c) => [c.kind, c.start])).toEqual([
      ['move', 0],
      ['hit', 2 * CUE_MS.step],
      ['kill', 2 * CUE_MS.step + 120],
    ]);
    expect(plan.cues[1]).toMatchObject({ at: { x: 5, y: 3 }, from: { x: 5, y: 0 } });
    expect(plan.departed).toEqual([{ unit: { ...before.units[1], x: 5, y: 3 }, index: 1 }]);
    expect([...plan.figures]).toEqual(['bug']);
    expect(plan.duration).toBe(2 * CUE_MS.step + 120 + CUE_MS.kill);
  });

  it('spawns, reveals (at the token), noise and a new tile, and ignores what is off the board or bookkeeping', () => {
    const board = { placements: [{ tile: 'start', x: 0, y: 0, rotation: 0 }, { tile: 'bend', x: 11, y: 0, rotation: 90 }] } as never;
    const events: GameEvent[] = [
      { type: 'tile-placed', tile: 'bend', x: 11, y: 0, rotation: 90 },
      { type: 'revealed', token: 't1', kind: 'spawn', contents: null },
      { type: 'spawned', unit: unit('b1', 12, 3, 'enemies') },
      { type: 'spawned', unit: unit('b2', -1, -1, 'enemies') },
      { type: 'noise-placed', x: 2, y: 2, level: 3 },
      { type: 'activation-ended', unit: 'hero' },
    ];
    const plan = planAnimation(events, { units: [], tokens: [{ id: 't1', kind: 'spawn', x: 12, y: 3 }] }, board);
    expect(plan.cues.map((c) => c.kind)).toEqual(['tile', 'reveal', 'spawn', 'noise']);
    expect(plan.cues[0]).toMatchObject({ placement: 1 });
    expect(plan.cues[1]).toMatchObject({ at: { x: 12, y: 3 }, tokenKind: 'spawn' });
  });

  it('a blip entering from off the board appears at its entry instead of sliding in from (-1, -1)', () => {
    const plan = planAnimation([{ type: 'moved', unit: 'blip', path: path([-1, -1], [0, 4]) }], { units: [unit('blip', -1, -1, 'enemies')], tokens: [] }, undefined);
    expect(plan.cues).toEqual([{ kind: 'spawn', unit: 'blip', at: { x: 0, y: 4 }, start: 0, duration: CUE_MS.spawn }]);
    // The boarding ruleset's entry is a one-square path (the entry square) for a unit waiting off the board.
    const entered = planAnimation([{ type: 'moved', unit: 'blip', path: path([24, 9]) }], { units: [unit('blip', -1, -1, 'enemies')], tokens: [] }, undefined);
    expect(entered.cues).toEqual([{ kind: 'spawn', unit: 'blip', at: { x: 24, y: 9 }, start: 0, duration: CUE_MS.spawn }]);
  });

  it('a blip is revealed where its figure stands (its token waits off the board)', () => {
    const plan = planAnimation(
      [{ type: 'revealed', token: 'blip', kind: 'blip', contents: { bugs: 2 } }],
      { units: [unit('blip', 14, 9, 'enemies')], tokens: [{ id: 'blip', kind: 'blip', x: -1, y: -1 }] },
      undefined,
    );
    expect(plan.cues).toMatchObject([{ kind: 'reveal', at: { x: 14, y: 9 } }]);
  });

  it('caps a long move so the enemy pace (one decision every ~450 ms) still shows each step whole', () => {
    const long = planAnimation([{ type: 'moved', unit: 'h', path: path(...Array.from({ length: 12 }, (_, i) => [i, 0] as [number, number])) }], { units: [unit('h', 0, 0)], tokens: [] }, undefined);
    expect(long.duration).toBe(CUE_MS.longestMove);
    const bug = planAnimation([{ type: 'moved', unit: 'b', path: path([0, 0], [1, 0], [2, 0], [3, 0], [4, 0]) }], { units: [unit('b', 0, 0, 'enemies')], tokens: [] }, undefined);
    expect(bug.duration).toBeLessThan(450);
  });
});

describe('figurePose: a figure at a moment of the plan', () => {
  const plan = planAnimation([{ type: 'moved', unit: 'h', path: path([0, 0], [1, 0], [2, 0]) }], { units: [unit('h', 0, 0)], tokens: [] }, undefined);

  it('starts at the path start, passes through each cell centre in turn, and ends on the ground at home', () => {
    expect(figurePose(plan, 'h', { x: 2, y: 0 }, 0)).toMatchObject({ x: 0.5, z: 0.5, lift: 0 });
    expect(figurePose(plan, 'h', { x: 2, y: 0 }, CUE_MS.step)).toMatchObject({ x: 1.5, z: 0.5 });
    const end = figurePose(plan, 'h', { x: 2, y: 0 }, plan.duration);
    expect(end).toEqual({ x: 2.5, z: 0.5, lift: 0, tilt: 0, scale: 1, flash: 0, hidden: false });
    expect(figurePose(plan, 'h', { x: 2, y: 0 }, CUE_MS.step / 2).lift).toBeGreaterThan(0);
  });

  it('a killed figure tips over and is hidden once fallen; a spawned one is hidden until it rises', () => {
    const killed = planAnimation([{ type: 'killed', unit: 'b', by: null }], { units: [unit('b', 3, 3, 'enemies')], tokens: [] }, undefined);
    expect(figurePose(killed, 'b', { x: 3, y: 3 }, CUE_MS.kill / 2, true).tilt).toBeGreaterThan(0);
    expect(figurePose(killed, 'b', { x: 3, y: 3 }, CUE_MS.kill, true).hidden).toBe(true);
    const spawned = planAnimation(
      [
        { type: 'moved', unit: 'h', path: path([0, 0], [1, 0]) },
        { type: 'spawned', unit: unit('s', 4, 4, 'enemies') },
      ],
      { units: [unit('h', 0, 0)], tokens: [] },
      undefined,
    );
    expect(figurePose(spawned, 's', { x: 4, y: 4 }, 0).hidden).toBe(true);
    expect(figurePose(spawned, 's', { x: 4, y: 4 }, spawned.duration)).toMatchObject({ lift: 0, scale: 1, hidden: false });
  });

  it('a new tile floats above and is hidden before it drops, then settles', () => {
    const board = { placements: [{ tile: 'bend', x: 0, y: 0, rotation: 0 }] } as never;
    const tile = planAnimation([{ type: 'tile-placed', tile: 'bend', x: 0, y: 0, rotation: 0 }], { units: [], tokens: [] }, board);
    expect(tileDrop(tile, 0, CUE_MS.tile / 2)?.lift).toBeGreaterThan(0);
    expect(tileDrop(tile, 0, CUE_MS.tile)).toBeUndefined();
    expect(tileDrop(tile, 1, 0)).toBeUndefined();
  });
});
