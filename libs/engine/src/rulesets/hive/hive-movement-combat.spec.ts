import { isActive } from '../../rules/units/unit-status';
import { clearScript, scriptD6, scriptPick } from './testing/scripted-dice';
import { activate, hiveTestGame, HUB_ORIGIN as H } from './testing/fixture';
import { placeToken } from '../../rules/hidden/hidden-token';
import { itemsOf } from '../../rules/heroes/hero-sheet';
import { bugAttacks } from './bug-phase';
import type { HiveAction, HiveState } from './types';
import type { ApplyResult } from '../../rules/core/engine';
import type { HiveExt } from './types';

vi.mock('../../rules/random/rng', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../rules/random/rng')>();
  const { scriptedInt } = await import('./testing/scripted-dice');
  return { ...real, nextInt: (rng: import('../../rules/random/rng').RngState, n: number) => scriptedInt(n) ?? real.nextInt(rng, n) };
});

afterEach(clearScript);

const ok = (result: ApplyResult<HiveExt>): { state: HiveState; events: ApplyResult<HiveExt> extends infer R ? R extends { events: infer E } ? E : never : never } => {
  if ('error' in result) throw new Error(result.error.message);
  return result;
};
const hero = (type: string, unit: string, rest: object = {}): HiveAction => ({ type, side: 'heroes', unit, ...rest }) as HiveAction;
/** Straight tiles stacked north of the hub: corridor x = 17, from y = 14 up. */
const northCorridor = (count: number) => Array.from({ length: count }, (_, i) => ({ tile: 'straight', x: H.x, y: H.y - 5 * (i + 1) }));

describe('Valkyrie attacks (§7.1, §6.3, §6.4)', () => {
  it('hive.md §12 case 11: Jane rolls 4, 2, 6 at a Large bug 5 squares down a corridor: 2 hits, the bug dies, the 2 misses', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 14 } }], placed: northCorridor(2), bugs: [{ kind: 'large', at: { x: 17, y: 9 } }] });
    const target = game.state.units.find((u) => u.side === 'enemies')?.id ?? '';
    scriptD6(4, 2, 6);
    let state = game.state;
    const events = [];
    for (let i = 0; i < 3; i++) {
      const r = ok(game.engine.apply(state, hero('attack', 'jane', { target, die: 'own' })));
      state = r.state;
      events.push(...r.events);
    }
    expect(events.filter((e) => e.type === 'hit')).toHaveLength(2);
    expect(events.filter((e) => e.type === 'missed')).toHaveLength(1);
    expect(state.units.some((u) => isActive(u) && u.id === target)).toBe(false);
    expect(state.units.find((u) => u.id === 'jane')?.stats['attacks']).toBe(0);
  });

  it('hive.md §12 case 12: a bug 10 squares away is out of range 9; at 9 squares it is legal', () => {
    const far = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 14 } }], placed: northCorridor(3), bugs: [{ kind: 'small', at: { x: 17, y: 4 } }] });
    expect(far.engine.check(far.state, hero('attack', 'jane', { target: 'small-900', die: 'own' }))?.code).toBe('out-of-range');
    const near = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 14 } }], placed: northCorridor(3), bugs: [{ kind: 'small', at: { x: 17, y: 5 } }] });
    expect(near.engine.check(near.state, hero('attack', 'jane', { target: 'small-900', die: 'own' }))).toBeNull();
  });

  it('hive.md §12 case 13: no line of sight to a bug 2 squares past a 90° turn', () => {
    const game = hiveTestGame({
      heroes: [{ kind: 'jane', at: { x: 17, y: 14 } }],
      placed: [{ tile: 'corner', x: H.x, y: H.y - 5 }, { tile: 'straight', x: H.x + 5, y: H.y - 5, rotation: 90 }],
      bugs: [{ kind: 'small', at: { x: 19, y: 12 } }],
    });
    expect(game.engine.check(game.state, hero('attack', 'jane', { target: 'small-900', die: 'own' }))?.code).toBe('no-line-of-sight');
    expect(game.engine.legalActions(game.state).some((a) => a.type === 'attack')).toBe(false);
  });

  it('hive.md §12 case 14: from the centre of a crossroads, bugs 3 north and 4 west are both targets, with no turning', () => {
    const game = hiveTestGame({
      heroes: [{ kind: 'maria', at: { x: 17, y: 12 } }],
      placed: [{ tile: 'cross', x: H.x, y: H.y - 5 }, { tile: 'straight', x: H.x, y: H.y - 10 }, { tile: 'straight', x: H.x - 5, y: H.y - 5, rotation: 90 }],
      bugs: [{ kind: 'small', at: { x: 17, y: 9 } }, { kind: 'small', at: { x: 13, y: 12 } }],
    });
    const targets = game.engine.legalActions(game.state).flatMap((a) => (a.type === 'attack' ? [(a as { target: string }).target] : []));
    expect(targets.sort()).toEqual(['small-900', 'small-901']);
    expect(game.state.units.find((u) => u.id === 'maria')?.stats['moves']).toBe(4);
  });
});

describe('Valkyrie movement (§6.1)', () => {
  const path = [{ x: 17, y: 12 }, { x: 17, y: 11 }, { x: 17, y: 10 }, { x: 17, y: 9 }];

  it('hive.md §12 case 15: Jane may not move through a bug; Buzzer may, ending on a free square', () => {
    const setup = { placed: northCorridor(2), bugs: [{ kind: 'small' as const, at: { x: 17, y: 11 } }] };
    const jane = hiveTestGame({ ...setup, heroes: [{ kind: 'jane', at: { x: 17, y: 12 } }] });
    expect(jane.engine.check(jane.state, hero('move', 'jane', { path }))?.code).toBe('blocked');
    const buzzer = hiveTestGame({ ...setup, heroes: [{ kind: 'buzzer', at: { x: 17, y: 12 } }] });
    const moved = ok(buzzer.engine.apply(buzzer.state, hero('move', 'buzzer', { path })));
    const unit = moved.state.units.find((u) => u.id === 'buzzer');
    expect([unit?.x, unit?.y, unit?.stats['moves']]).toEqual([17, 9, 3]);
    expect(buzzer.engine.check(buzzer.state, hero('move', 'buzzer', { path: path.slice(0, 2) }))?.code).toBe('blocked');
  });

  it('hive.md §12 case 16: no diagonal step; Kenneth passes Ellie-May but may not stop on her square', () => {
    const game = hiveTestGame({
      heroes: [{ kind: 'kenneth', at: { x: 17, y: 12 } }, { kind: 'ellie-may', at: { x: 17, y: 13 } }],
      placed: [{ tile: 'room', x: H.x, y: H.y - 5 }],
    });
    expect(game.state.turn.actor).toBe('kenneth');
    expect(game.engine.check(game.state, hero('move', 'kenneth', { path: [{ x: 17, y: 12 }, { x: 18, y: 13 }] }))?.code).toBe('not-allowed');
    expect(game.engine.check(game.state, hero('move', 'kenneth', { path: [{ x: 17, y: 12 }, { x: 17, y: 13 }, { x: 17, y: 14 }] }))).toBeNull();
    expect(game.engine.check(game.state, hero('move', 'kenneth', { path: [{ x: 17, y: 12 }, { x: 17, y: 13 }] }))?.code).toBe('blocked');
  });

  it('hive.md §6.1 rules 1 and 5: a whole path that comes back to the mover\'s own square is as legal as its single steps', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 12 } }], placed: northCorridor(2) });
    const loop = [{ x: 17, y: 12 }, { x: 17, y: 11 }, { x: 17, y: 12 }];
    expect(game.engine.check(game.state, hero('move', 'jane', { path: loop }))).toBeNull();
    const whole = ok(game.engine.apply(game.state, hero('move', 'jane', { path: loop })));
    const first = ok(game.engine.apply(game.state, hero('move', 'jane', { path: loop.slice(0, 2) })));
    const second = ok(game.engine.apply(first.state, hero('move', 'jane', { path: loop.slice(1) })));
    const jane = (state: HiveState) => state.units.find((u) => u.id === 'jane');
    expect([jane(whole.state)?.x, jane(whole.state)?.y, jane(whole.state)?.stats['moves']]).toEqual([17, 12, 1]);
    expect(jane(second.state)).toEqual(jane(whole.state));
  });

  it('takes one move to leave the starting hub and one to enter it (§6.4, §11 A17)', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 16, y: 18 } }], placed: northCorridor(1) });
    const out = ok(game.engine.apply(game.state, hero('move', 'jane', { path: [{ x: 16, y: 18 }, { x: 17, y: 14 }] })));
    expect(out.state.units.find((u) => u.id === 'jane')?.stats['moves']).toBe(2);
  });
});

describe('searching and exploring (§5, §6.5)', () => {
  it('hive.md §12 case 17: Maria searches tile D once; again this turn or later is illegal', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'maria', at: { x: 17, y: 12 } }], placed: northCorridor(1) });
    placeToken(game.tx(game.state), 'item', { x: 16, y: 11 }, null);
    const searched = ok(game.engine.apply(game.state, hero('search', 'maria')));
    expect(searched.state.tokens.filter((t) => t.kind === 'item')).toEqual([]);
    expect(itemsOf(searched.state, 'maria')).toHaveLength(1);
    expect(searched.state.units.find((u) => u.id === 'maria')?.stats['moves']).toBe(3);
    expect(game.engine.check(searched.state, hero('search', 'maria'))?.code).toBe('not-allowed');
    activate(searched.state, 'maria');
    expect(game.engine.check(searched.state, hero('search', 'maria'))?.message).toMatch(/no item token/);
  });

  it('hive.md §12 case 18: a tile drawn and placed gets exactly 1 face-down item token', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 17 } }], pile: ['straight'] });
    const drawn = ok(game.engine.apply(game.state, hero('explore', 'jane', { edge: 'north' })));
    expect(drawn.state.ext.pending?.rotations).toEqual([0, 180]);
    const placed = ok(game.engine.apply(drawn.state, hero('orient-tile', 'jane', { rotation: 180 })));
    const items = placed.state.tokens.filter((t) => t.kind === 'item');
    expect(items).toHaveLength(1);
    const view = game.view(placed.state);
    expect(view.board.tileOf[(items[0]?.y ?? 0) * view.board.width + (items[0]?.x ?? 0)]).toBe(1);
    expect(game.engine.view(placed.state, 'heroes').tokens.find((t) => t.kind === 'item')?.hidden).toBe(true);
    const jane = placed.state.units.find((u) => u.id === 'jane');
    expect([jane?.x, jane?.y, jane?.stats['moves']]).toEqual([17, 14, 2]);
  });
});

describe('bug attacks (§7.4, §8.4)', () => {
  it.each([
    [0, 'jane'],
    [1, 'maria'],
  ])('hive.md §12 case 22: one uniform pick (%i) chooses the target; both Large bug attacks go to %s', (pick, target) => {
    const game = hiveTestGame({
      heroes: [{ kind: 'jane', at: { x: 17, y: 12 } }, { kind: 'maria', at: { x: 17, y: 10 } }],
      placed: northCorridor(1),
      bugs: [{ kind: 'large', at: { x: 17, y: 11 } }],
    });
    scriptPick(pick);
    scriptD6(4, 5);
    const tx = game.tx(game.state);
    bugAttacks(tx, game.view());
    const hurt = game.state.units.filter((u) => u.side === 'heroes').map((u) => [u.id, u.health]);
    expect(hurt).toEqual([
      ['jane', target === 'jane' ? 4 : 6],
      ['maria', target === 'maria' ? 2 : 4],
    ]);
    expect(tx.events.filter((e) => e.type === 'dice-rolled').map((e) => (e.type === 'dice-rolled' ? e.dice.length : 0))).toEqual([2]);
    // The log names the bug as the player sees it, never by its engine id.
    const told = tx.events.flatMap((e) => (e.type === 'message' ? [e.text] : []));
    expect(told).toEqual([`The Large bug at R12 turns on ${target === 'jane' ? 'Jane' : 'Maria'}.`]);
  });
});
