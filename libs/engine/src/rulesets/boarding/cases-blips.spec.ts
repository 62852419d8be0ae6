import { isActive } from '../../rules/units/unit-status';
import { describe, expect, it } from 'vitest';
import { boardingFixture, endHumanTurn, room, setCp } from './fixture';

const heroes = { side: 'heroes' } as const;
const enemies = { side: 'enemies' } as const;

describe('blips, conversion and command points (boarding.md §8, §5.3)', () => {
  it('boarding.md §12 case 24: the pool holds 21 counters — nine 3s, four 2s, eight 1s, 43 bugs — hidden from the humans', () => {
    const f = boardingFixture({ rows: room(6), troopers: [{ id: 't', x: 1, y: 1 }] });
    const pile = f.state.decks['blips']?.drawPile ?? [];
    expect(pile).toHaveLength(21);
    expect(pile.filter((c) => c === '3')).toHaveLength(9);
    expect(pile.filter((c) => c === '2')).toHaveLength(4);
    expect(pile.filter((c) => c === '1')).toHaveLength(8);
    expect(pile.reduce((sum, c) => sum + Number(c), 0)).toBe(43);
    const view = f.engine.view(f.state, 'heroes');
    expect(view.decks['blips']).toMatchObject({ drawCount: 21 });
    expect(JSON.stringify(view.decks)).not.toContain('"3"');
  });

  /** An entry at (1,1) of a 12-square room; the trooper faces away from it at `trooperX` on row 1. */
  const entryGame = (trooperX: number) => {
    const f = boardingFixture({
      rows: room(12),
      troopers: [{ id: 't', x: trooperX, y: 1, facing: 1 }],
      entries: [{ x: 1, y: 1 }],
      options: { blipsPerTurn: 1 },
    });
    setCp(f, 0);
    endHumanTurn(f);
    return f;
  };

  it('boarding.md §12 case 25: a trooper 6 squares from the entry keeps a fresh blip off the board this turn; at 7 it enters for 1 AP', () => {
    const locked = entryGame(7);
    const [blip] = Object.entries(locked.state.ext.waiting);
    expect(blip?.[1].blocked).toBe(true);
    expect(locked.state.turn.phase).toBe('human-turn');
    expect(locked.state.round).toBe(2);
    const open = entryGame(8);
    const id = Object.keys(open.state.ext.waiting)[0] ?? '';
    expect(open.state.ext.waiting[id]?.blocked).toBe(false);
    setCp(open, 0);
    open.act({ type: 'activate', ...enemies, unit: id });
    open.act({ type: 'enter', ...enemies, unit: id });
    expect(open.unit(id)).toMatchObject({ x: 1, y: 1, stats: { ap: 5 } });
    const view = open.engine.view(open.state, 'heroes');
    expect(view.tokens.find((t) => t.id === id)).toMatchObject({ hidden: true, contents: null });
  });

  it('boarding.md §12 case 26: a count-3 blip stepping into a trooper’s LOS converts — 1 bug on its square, 2 beside it, its AP lost, the bugs do not act', () => {
    const f = boardingFixture({ rows: room(12), troopers: [{ id: 't', x: 5, y: 10, facing: 0 }], blips: [{ x: 4, y: 3, bugs: 3 }] });
    endHumanTurn(f);
    setCp(f, 0);
    f.act({ type: 'activate', ...enemies, unit: 'blip-x1' });
    const events = f.act({ type: 'move', ...enemies, unit: 'blip-x1', to: { x: 5, y: 3 } });
    expect(events).toContainEqual({ type: 'revealed', token: 'blip-x1', kind: 'blip', contents: { bugs: 3 } });
    expect(f.state.turn.reaction).toMatchObject({ side: 'enemies', kind: 'deploy' });
    const legal = f.engine.legalActions(f.state).filter((a) => a.type === 'deploy');
    expect(legal.every((a) => a.type === 'deploy' && a.at.x === 5 && a.at.y === 3)).toBe(true);
    f.act({ type: 'deploy', ...enemies, at: { x: 5, y: 3 }, facing: 2 });
    f.act({ type: 'deploy', ...enemies, at: { x: 4, y: 3 }, facing: 2 });
    f.act({ type: 'deploy', ...enemies, at: { x: 6, y: 3 }, facing: 2 });
    const bugs = f.state.units.filter((u) => u.kind === 'bug');
    expect(bugs.map((b) => [b.x, b.y])).toEqual([[5, 3], [4, 3], [6, 3]]);
    expect(f.state.units.some((u) => isActive(u) && u.id === 'blip-x1')).toBe(false);
    // The blip's activation ended with it and the new bugs were never in the queue: the bug turn is over.
    expect(f.state.round).toBe(2);
    expect(f.state.turn.phase).toBe('human-turn');
  });

  it('boarding.md §12 case 27: a count-3 blip converting in a dead end with one free square beside it places 2 bugs; 1 is lost', () => {
    const rows = ['#########', '#.......#', '#########'];
    const f = boardingFixture({ rows, troopers: [{ id: 't', x: 7, y: 1, facing: 1 }], blips: [{ x: 1, y: 1, bugs: 3 }] });
    endHumanTurn(f);
    setCp(f, 0);
    f.act({ type: 'activate', ...enemies, unit: 'blip-x1' });
    f.act({ type: 'convert', ...enemies, unit: 'blip-x1' });
    f.act({ type: 'deploy', ...enemies, at: { x: 1, y: 1 }, facing: 1 });
    expect(f.engine.legalActions(f.state).filter((a) => a.type === 'deploy').map((a) => a.type === 'deploy' && a.at)).toContainEqual({ x: 2, y: 1 });
    const events = f.act({ type: 'deploy', ...enemies, at: { x: 2, y: 1 }, facing: 1 });
    expect(f.state.units.filter((u) => u.kind === 'bug')).toHaveLength(2);
    expect(events.some((e) => e.type === 'message' && e.text.includes('lost'))).toBe(true);
    expect(f.state.turn.reaction).toBeNull();
  });

  it('boarding.md §12 case 28: 2 CP unspent at the end of the bug turn are discarded and a new 1D6 is rolled', () => {
    const f = boardingFixture({ rows: room(6), troopers: [{ id: 't', x: 1, y: 1, facing: 3 }], dice: [4] });
    expect(f.state.counters['cp']).toBe(4);
    f.act({ type: 'activate', ...heroes, unit: 't' });
    f.act({ type: 'move', ...heroes, unit: 't', to: { x: 1, y: 2 } });
    f.act({ type: 'move', ...heroes, unit: 't', to: { x: 1, y: 3 } });
    f.act({ type: 'move', ...heroes, unit: 't', to: { x: 1, y: 4 } });
    expect(f.state.counters['cp']).toBe(2);
    f.dice.push(5);
    const events = f.act({ type: 'end-activation', ...heroes });
    expect(f.state.round).toBe(2);
    const cp = events.flatMap((e) => (e.type === 'counter-changed' && e.counter === 'cp' ? [e.value] : []));
    expect(cp).toEqual([0, 5]);
  });

  it('boarding.md §12 case 29: after a bug moves into LOS in the bug turn, the humans spend 1 of 2 CP on a 6+ blaster shot before its next action', () => {
    const f = boardingFixture({ rows: room(12), troopers: [{ id: 't', x: 5, y: 10, facing: 0 }], bugs: [{ x: 4, y: 3, facing: 1 }] });
    endHumanTurn(f);
    setCp(f, 2);
    f.act({ type: 'activate', ...enemies, unit: 'bug-x1' });
    f.act({ type: 'move', ...enemies, unit: 'bug-x1', to: { x: 5, y: 3 } });
    expect(f.state.turn.reaction).toMatchObject({ side: 'heroes', kind: 'interrupt', trigger: 'bug-x1' });
    f.dice.push(5, 4);
    f.act({ type: 'fire', ...heroes, unit: 't', target: 'bug-x1' });
    expect(f.state.counters['cp']).toBe(1);
    expect(f.state.units.some((u) => isActive(u) && u.id === 'bug-x1')).toBe(true); // 5 would not do: the shot needed 6
    f.dice.push(6, 1);
    f.act({ type: 'fire', ...heroes, unit: 't', target: 'bug-x1' });
    expect(f.state.units.some((u) => isActive(u) && u.id === 'bug-x1')).toBe(false);
  });

  it('boarding.md §12 case 30: a blip in LOS has already converted, so it is never a blaster target; a missile may hit a blip out of LOS', () => {
    const f = boardingFixture({
      rows: room(12),
      troopers: [
        { id: 't', x: 5, y: 10, facing: 1 },
        { id: 'r', kind: 'rocketeer', x: 1, y: 10, facing: 0 },
      ],
      blips: [{ x: 5, y: 3, bugs: 2 }, { x: 9, y: 2, bugs: 1 }],
    });
    setCp(f, 0);
    f.act({ type: 'activate', ...heroes, unit: 't' });
    expect(f.refuse({ type: 'fire', ...heroes, unit: 't', target: 'blip-x1' })).toBe('unknown-target');
    f.act({ type: 'turn', ...heroes, unit: 't', facing: 0 });
    expect(f.state.turn.reaction).toMatchObject({ side: 'enemies', kind: 'deploy', trigger: 'blip-x1' });
    f.act({ type: 'pass', ...enemies });
    f.act({ type: 'end-activation', ...heroes });
    f.act({ type: 'activate', ...heroes, unit: 'r' });
    f.dice.push(1, 1, 1);
    f.act({ type: 'fire-missile', ...heroes, unit: 'r', target: 'blip-x2' });
  });
});
