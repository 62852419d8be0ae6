import { isActive } from '../../rules/units/unit-status';
import { compileBoard as compileTestBoard } from '../../board/compile-board';
import { setupHiveGame as setupForTest } from './setup';
import { clearScript, scriptD6 } from './testing/scripted-dice';
import { enterBugMoves, hiveTestGame, HUB_ORIGIN as H } from './testing/fixture';
import { bugAttacks } from './bug-phase';
import { damageQueen, QUEEN_TARGET } from './combat';
import { damage } from './effects';
import { hiveOutcome } from './outcome';
import type { ApplyResult } from '../../rules/core/engine';
import type { HiveAction, HiveExt, HiveState } from './types';

vi.mock('../../rules/random/rng', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../rules/random/rng')>();
  const { scriptedInt } = await import('./testing/scripted-dice');
  return { ...real, nextInt: (rng: import('../../rules/random/rng').RngState, n: number) => scriptedInt(n) ?? real.nextInt(rng, n) };
});

afterEach(clearScript);

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
const ok = (result: ApplyResult<HiveExt>) => {
  if ('error' in result) throw new Error(result.error.message);
  return result;
};
const hero = (type: string, unit: string, rest: object = {}): HiveAction => ({ type, side: 'heroes', unit, ...rest }) as HiveAction;
const ext = (state: HiveState) => state.ext as Mutable<HiveExt>;
const unit = (state: HiveState, id: string) => state.units.find((u) => u.id === id);
const straight = (y: number) => ({ tile: 'straight', x: H.x, y });

describe('Destroy the Hive (§9.2)', () => {
  const chamber = { tile: 'chamber', x: H.x, y: H.y - 5, objective: true };

  it.each([
    ['kenneth', 3],
    ['jane', 1],
  ])('hive.md §12 case 23: %s establishes a weak point and lays a charge, with %i move actions left', (kind, left) => {
    const game = hiveTestGame({ heroes: [{ kind, at: { x: 17, y: 12 } }], placed: [chamber] });
    const established = ok(game.engine.apply(game.state, hero('establish-weak-point', kind)));
    const charged = ok(game.engine.apply(established.state, hero('lay-charge', kind)));
    expect(charged.state.ext.weakPoints).toEqual([1]);
    expect(charged.state.ext.charges).toEqual([1]);
    expect(unit(charged.state, kind)?.stats['moves']).toBe(left);
    expect(game.engine.check(charged.state, hero('lay-charge', kind))?.message).toMatch(/one per weak point/);
  });

  it('hive.md §12 case 24: Maria detonates 4 charges: Kenneth in the tunnels dies, Jane and Maria on the starting tile live, and the game is won', () => {
    const game = hiveTestGame({
      heroes: [{ kind: 'jane', at: { x: 16, y: 16 } }, { kind: 'kenneth', at: { x: 17, y: 7 } }, { kind: 'maria', at: { x: 18, y: 18 } }],
      placed: [straight(H.y - 5), straight(H.y - 10)],
      active: 'maria',
    });
    ext(game.state).charges = [1, 2, 3, 4];
    const done = ok(game.engine.apply(game.state, hero('detonate', 'maria')));
    expect(done.state.units.filter((u) => u.side === 'heroes' && isActive(u)).map((u) => u.id)).toEqual(['jane', 'maria']);
    expect(done.state.status).toEqual({ kind: 'won', reason: 'the hive is destroyed' });
    expect(done.state.ext.survivors).toBe(2);
  });

  it('hive.md §12 case 25: the only Valkyrie detonates in the tunnels: she dies and the game is won', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 12 } }], placed: [straight(H.y - 5)] });
    ext(game.state).charges = [1, 2, 3, 4];
    expect(game.engine.check({ ...game.state, ext: { ...game.state.ext, charges: [1, 2, 3] } }, hero('detonate', 'jane'))).not.toBeNull();
    const done = ok(game.engine.apply(game.state, hero('detonate', 'jane')));
    expect(done.state.units.filter((u) => u.side === 'heroes' && isActive(u))).toEqual([]);
    expect(done.state.status.kind).toBe('won');
    expect(done.state.ext.survivors).toBe(0);
  });
});

describe('Rescue the Scientist (§9.3)', () => {
  it.each([
    [2, true],
    [3, false],
  ])('hive.md §12 case 26: with 1 objective tile revealed, the 2nd one and a roll of %i: LJ found = %s', (roll, found) => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 17 } }], objective: 'rescue-the-scientist', pile: ['chamber'] });
    ext(game.state).objectivesRevealed = 1;
    scriptD6(roll);
    const explored = ok(game.engine.apply(game.state, hero('explore', 'jane', { edge: 'north' })));
    expect(explored.state.ext.objectivesRevealed).toBe(2);
    expect(explored.state.ext.scientist !== null).toBe(found);
    if (found) expect(explored.state.ext.scientist).toEqual({ x: 16, y: 11, carrier: null });
  });

  it("hive.md §12 case 27: Nikhita's own dice cannot reach a bug 11 squares (2 tiles) away; LJ's die can, and a 5 hits", () => {
    const game = hiveTestGame({
      heroes: [{ kind: 'nikhita', at: { x: 17, y: 13 } }],
      placed: [straight(H.y - 5), straight(H.y - 10), straight(H.y - 15)],
      bugs: [{ kind: 'small', at: { x: 17, y: 2 } }],
      objective: 'rescue-the-scientist',
    });
    ext(game.state).scientist = { x: 17, y: 13, carrier: 'nikhita' };
    expect(game.engine.check(game.state, hero('attack', 'nikhita', { target: 'small-900', die: 'own' }))?.code).toBe('out-of-range');
    scriptD6(5);
    const shot = ok(game.engine.apply(game.state, hero('attack', 'nikhita', { target: 'small-900', die: 'lj' })));
    expect(shot.state.units.some((u) => isActive(u) && u.id === 'small-900')).toBe(false);
    expect(game.engine.check(shot.state, hero('attack', 'nikhita', { target: 'small-900', die: 'lj' }))).not.toBeNull();
  });

  it('hive.md §12 case 28: a bug kills Buzzer, who carries LJ: LJ stays on that square with no carrier and is never attacked', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'buzzer', at: { x: 17, y: 12 }, health: 1 }], placed: [straight(H.y - 5)], bugs: [{ kind: 'small', at: { x: 17, y: 11 } }], objective: 'rescue-the-scientist' });
    ext(game.state).scientist = { x: 17, y: 12, carrier: 'buzzer' };
    scriptD6(4);
    bugAttacks(game.tx(game.state), game.view());
    expect(unit(game.state, 'buzzer')).toMatchObject({ status: 'dead', health: 0, x: -1, y: -1 }); // kept, dead and off the board
    expect(game.state.ext.scientist).toEqual({ x: 17, y: 12, carrier: null });
    scriptD6(6);
    bugAttacks(game.tx(game.state), game.view());
    expect(game.state.ext.scientist).toEqual({ x: 17, y: 12, carrier: null });
  });

  it('hive.md §12 case 29: End game is refused while a bug is on the starting tile, and wins once it is killed', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 17 } }], bugs: [{ kind: 'small', at: { x: 16, y: 16 } }], objective: 'rescue-the-scientist' });
    ext(game.state).scientist = { x: 17, y: 17, carrier: 'jane' };
    ext(game.state).scientistHome = true;
    expect(game.engine.check(game.state, hero('end-game', 'jane'))?.message).toMatch(/Bugs are on the starting tile/);
    scriptD6(6);
    const killed = ok(game.engine.apply(game.state, hero('attack', 'jane', { target: 'small-900', die: 'own' })));
    const ended = ok(game.engine.apply(killed.state, hero('end-game', 'jane')));
    expect(ended.state.status).toEqual({ kind: 'won', reason: 'LJ is rescued' });
  });

  it('locks the rescue once LJ reaches the starting tile with his carrier (§9.3 step 6)', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 14 } }], placed: [straight(H.y - 5)], objective: 'rescue-the-scientist' });
    ext(game.state).scientist = { x: 17, y: 14, carrier: 'jane' };
    const home = ok(game.engine.apply(game.state, hero('move', 'jane', { path: [{ x: 17, y: 14 }, { x: 17, y: 15 }] })));
    expect(home.state.ext.scientistHome).toBe(true);
    expect(home.state.ext.scientist?.carrier).toBe('jane');
  });

  it('keeps a locked rescue won when the round cap passes with Valkyries still playing on (§9.3 step 6, A11)', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 15 } }], placed: [straight(H.y - 5)], objective: 'rescue-the-scientist' });
    ext(game.state).scientist = { x: 17, y: 15, carrier: 'jane' };
    ext(game.state).scientistHome = true;
    (game.state as { round: number }).round = game.state.ext.roundCap + 1;
    expect(hiveOutcome(game.view())).toEqual({ kind: 'won', reason: 'LJ was rescued' });
    ext(game.state).scientistHome = false;
    expect(hiveOutcome(game.view()).kind).toBe('lost');
  });

  it('hive.md §12 case 35: bug attacks kill the last Valkyrie before LJ is home: the game is lost', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 12 }, health: 1 }], placed: [straight(H.y - 5)], bugs: [{ kind: 'small', at: { x: 17, y: 11 } }], objective: 'rescue-the-scientist' });
    ext(game.state).scientist = { x: 17, y: 12, carrier: 'jane' };
    enterBugMoves(game.state);
    scriptD6(4);
    const attacked = ok(game.engine.apply(game.state, { type: 'end-phase', side: 'enemies' }));
    expect(attacked.state.status).toEqual({ kind: 'lost', reason: 'every Valkyrie is dead' });
  });
});

describe('Kill the Queen (§9.4)', () => {
  const queenChamber = { tile: 'queen-chamber', x: H.x, y: H.y - 10, objective: true, title: 'Queen Chamber' };

  it('hive.md §12 case 30: Maria rolls 5 and 6 at the Queen: only the 6 hurts, 22 → 21', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'maria', at: { x: 17, y: 12 } }], placed: [straight(H.y - 5), queenChamber], objective: 'kill-the-queen' });
    ext(game.state).queen = { health: 22, x: 17, y: 5 };
    scriptD6(5, 6);
    const first = ok(game.engine.apply(game.state, hero('attack', 'maria', { target: QUEEN_TARGET, die: 'own' })));
    const second = ok(game.engine.apply(first.state, hero('attack', 'maria', { target: QUEEN_TARGET, die: 'own' })));
    expect(second.state.ext.queen?.health).toBe(21);
  });

  it('hive.md §12 case 31: two special attacks in the Spawning Pods destroy it and take the Queen to 18, with no dice', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 12 } }], placed: [{ tile: 'spawning-pods', x: H.x, y: H.y - 5, objective: true, title: 'Spawning Pods' }], objective: 'kill-the-queen' });
    expect(game.state.ext.queen?.health).toBe(22);
    const first = ok(game.engine.apply(game.state, hero('chamber-attack', 'jane')));
    const second = ok(game.engine.apply(first.state, hero('chamber-attack', 'jane')));
    expect(second.state.ext.chamberDamage).toEqual({ 'Spawning Pods': 2 });
    expect(second.state.ext.queen?.health).toBe(18);
    expect(unit(second.state, 'jane')?.stats['attacks']).toBe(1);
    expect([...first.events, ...second.events].some((e) => e.type === 'dice-rolled')).toBe(false);
    expect(game.engine.check(second.state, hero('chamber-attack', 'jane'))).not.toBeNull();
  });

  it('keeps chamber damage dealt before the Queen Chamber is found: a Queen down to 18 is placed at 18 (§9.4 steps 2 and 5)', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 17 } }], objective: 'kill-the-queen', pile: ['queen-chamber'] });
    ext(game.state).queen = { health: 18, x: -1, y: -1 };
    const explored = ok(game.engine.apply(game.state, hero('explore', 'jane', { edge: 'north' })));
    const queen = explored.state.ext.queen;
    expect(queen?.x).toBeGreaterThanOrEqual(0);
    expect(queen?.health).toBe(18);
  });

  it('hive.md §12 case 32: a special attack on the Queen Chamber is illegal', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 12 } }], placed: [{ ...queenChamber, y: H.y - 5 }], objective: 'kill-the-queen' });
    expect(game.engine.check(game.state, hero('chamber-attack', 'jane'))?.message).toMatch(/Queen Chamber cannot/);
  });

  it('hive.md §12 case 33: destroying the damaged Nutrient Pool takes a 3 HP Queen to 0 and wins at once', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 12 } }], placed: [{ tile: 'nutrient-pool', x: H.x, y: H.y - 5, objective: true, title: 'Nutrient Pool' }], objective: 'kill-the-queen' });
    ext(game.state).queen = { health: 3, x: -1, y: -1 };
    ext(game.state).chamberDamage = { 'Nutrient Pool': 1 };
    const done = ok(game.engine.apply(game.state, hero('chamber-attack', 'jane')));
    expect(done.state.ext.queen?.health).toBe(0);
    expect(done.state.status).toEqual({ kind: 'won', reason: 'the Queen is dead' });
  });

  it('hive.md §12 case 34: the Queen and the last Valkyrie reaching 0 in one atomic step is a victory', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 12 } }], placed: [straight(H.y - 5)], objective: 'kill-the-queen' });
    ext(game.state).queen = { health: 1, x: -1, y: -1 };
    const tx = game.tx(game.state);
    const jane = unit(game.state, 'jane');
    if (!jane) throw new Error('no Jane');
    damage(tx, jane, 6, 'small-1');
    damageQueen(tx, game.view(), 1, 'jane');
    expect(game.state.units.filter((u) => u.side === 'heroes' && isActive(u))).toEqual([]);
    expect(hiveOutcome(game.view())).toEqual({ kind: 'won', reason: 'the Queen is dead' });
  });
});

describe('hive setup without tiles to explore', () => {
  it('refuses a mission with no exploration deck, saying why (hive.md §6.5: objectives are found by exploring)', () => {
    const tile = { id: 'room', cells: ['...'], slots: [{ type: 'start', x: 0, y: 0 }] };
    const compiled = compileTestBoard({ tiles: [tile], layout: [{ tile: 'room', x: 0, y: 0, rotation: 0 }], features: [{ type: 'start', x: 0, y: 0 }] });
    if (!compiled.ok) throw new Error('board should compile');
    const result = setupForTest({ mission: { id: 'm' }, board: compiled.value, tiles: [tile] }, { seed: 1, heroes: [{ id: 'jane', kind: 'jane', name: 'Jane' }] });
    expect(result.ok ? '' : result.errors[0]).toMatch(/^This mission has no exploration deck: the hive rules need a pile of tiles to explore/);
  });
});
