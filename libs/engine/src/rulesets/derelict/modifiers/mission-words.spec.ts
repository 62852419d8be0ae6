import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../game/game-state';
import { runEnemyPhase } from '../enemy-phase';
import { playEvent } from '../resolution';
import { addEnemies, arm, given, placeIn, run, stripGame, unit, zonesOf, ZONE } from '../fixture';
import type { DerelictAction, DerelictExt } from '../types';

// The trigger words derelict's missions needed (DERELICT-MISSIONS.md "Gaps"), run through the engine.

type Game = ReturnType<typeof stripGame>;
type State = GameState<DerelictExt>;

/** The state with `who` the survivor to act, with 3 actions. */
const acting = (state: State, who: string): State =>
  given(state, (d) => {
    d.turn = { ...d.turn, phase: 'survivors', actor: who };
    (d.units.find((u) => u.id === who)?.stats as Record<string, number>)['actions'] = 3;
  });

function move(game: Game, state: State, who: string, zone: string) {
  const result = game.engine.apply(state, { type: 'move', side: 'heroes', unit: who, zone } as DerelictAction);
  if ('error' in result) throw new Error(result.error.message);
  return result;
}

const setStat = (state: State, id: string, key: string, value: number): State =>
  given(state, (d) => {
    (d.units.find((u) => u.id === id)?.stats as Record<string, number>)[key] = value;
  });

const onEnterB = (effects: object[]) => [{ id: 'probe', on: { event: 'enter', place: { tile: 's', zone: 'b' } }, do: effects }];

describe('G1 "resolve-test" (CG02 I knew this thing was trouble, 4)', () => {
  it('each hero named tests against its Resolve (derelict.md §7.10): 12 against 10 fails and costs 1, 2 passes', () => {
    const game = stripGame({ party: ['captain', 'marine'], triggers: onEnterB([{ effect: 'resolve-test', who: 'all-heroes' }]) });
    game.dice.length = 0;
    game.dice.push(6, 6, 1, 1);
    const { state, events } = move(game, acting(game.state, 'captain'), 'captain', ZONE.b);
    expect([unit(state, 'captain').stats['resolve'], unit(state, 'marine').stats['resolve']]).toEqual([9, 10]);
    expect(events.filter((e) => e.type === 'test-made').map((e) => (e.type === 'test-made' ? [e.total, e.passed] : []))).toEqual([[12, false], [2, true]]);
  });

  it('at Resolve 0 the test costs 1 Health and rolls nothing (derelict.md §7.10, §12 T22)', () => {
    const game = stripGame({ party: ['captain', 'marine'], triggers: onEnterB([{ effect: 'resolve-test', who: 'actor' }]) });
    const before = setStat(acting(game.state, 'captain'), 'captain', 'resolve', 0);
    const { state, events } = move(game, before, 'captain', ZONE.b);
    expect(unit(state, 'captain').health).toBe(unit(before, 'captain').health - 1);
    expect(events.some((e) => e.type === 'test-made' || e.type === 'dice-rolled')).toBe(false);
    expect(events.some((e) => e.type === 'trigger-effect-unsupported')).toBe(false);
  });
});

describe('G2 "lure" (CG02 I knew this thing was trouble 5, CG07 Picking up the scent)', () => {
  /** Captain in room E (out of the corridor's sight) and a passive Jaeger in corridor C; entering E lures. */
  const lured = (effects: object[]) => {
    const game = stripGame({ party: ['captain'], triggers: [{ id: 'probe', on: { event: 'enter', place: { tile: 's', zone: 'e' } }, do: effects }] });
    const start = acting(given(game.state, (d) => addEnemies(d, 'jaeger', ZONE.c)), 'captain');
    return { game, state: move(game, start, 'captain', ZONE.e).state };
  };

  it('the next Enemy Phase a passive enemy steps toward the lured survivor instead of rolling the directional die (here: east)', () => {
    const plain = lured([{ effect: 'message', text: 'nothing' }]);
    plain.game.dice.length = 0;
    plain.game.dice.push(2, 2, 2);
    expect(zonesOf(plain.game, run(plain.game, plain.state, (c) => runEnemyPhase(c)).state, 'jaeger')).toEqual([ZONE.d]);
    const drawn = lured([{ effect: 'lure', toward: 'actor' }]);
    drawn.game.dice.length = 0;
    drawn.game.dice.push(2, 2, 2);
    const after = run(drawn.game, drawn.state, (c) => runEnemyPhase(c)).state;
    expect(zonesOf(drawn.game, after, 'jaeger')).toEqual([ZONE.b]);
    // The lure lasts one Enemy Phase.
    expect(unit(after, 'captain').stats['lured'] ?? 0).toBe(0);
  });

  it('an Active enemy (one that sees a survivor) hunts as usual', () => {
    const drawn = lured([{ effect: 'lure', toward: 'actor' }]);
    const withMarine = given(drawn.state, (d) => {
      d.units.push({ ...unit(d, 'captain'), id: 'bait', name: 'bait', x: 7, y: 0, stats: {} });
    });
    const after = run(drawn.game, withMarine, (c) => runEnemyPhase(c)).state;
    expect(zonesOf(drawn.game, after, 'jaeger')).toEqual([ZONE.d]);
  });
});

describe('G7 "has-item" (ROP16 It\'s just a sedative: the sedative comes from a Med Kit, used up)', () => {
  const sedation = () =>
    stripGame({
      party: ['medic', 'marine'],
      features: [{ id: 'woman', type: 'objective', x: 2, y: 3, interact: { classes: ['medic'] } }],
      triggers: [
        {
          id: 'sedative',
          on: { event: 'interact', feature: 'woman', class: 'medic' },
          if: { test: 'has-item', item: 'med-kit' },
          do: [{ effect: 'take', item: 'med-kit', from: 'actor' }, { effect: 'flag', flag: 'sedated' }],
        },
      ],
    });
  const interact = (game: Game, state: State) => {
    const result = game.engine.apply(state, { type: 'interact', side: 'heroes', unit: 'medic', feature: 'woman' });
    if ('error' in result) throw new Error(result.error.message);
    return result.state;
  };
  const inRoom = (game: Game, items: string[]) => acting(given(game.state, (d) => { placeIn(d, 'medic', ZONE.e); arm(d, 'medic', items); }), 'medic');

  it('a Medic holding a Med Kit sedates her, and the kit is used up (one of two)', () => {
    const game = sedation();
    const after = interact(game, inRoom(game, ['pistol', 'med-kit', 'med-kit']));
    expect(after.mission?.flags).toEqual({ sedated: true });
    expect(after.ext.sheets.find((s) => s.unit === 'medic')?.items).toEqual(['pistol', 'med-kit']);
  });

  it('a Medic without one cannot: nothing happens', () => {
    const game = sedation();
    const after = interact(game, inRoom(game, ['pistol']));
    expect(after.mission?.flags).toEqual({});
    expect(after.ext.sheets.find((s) => s.unit === 'medic')?.items).toEqual(['pistol']);
  });
});

describe('G17 "spawn" with health by party size (ROP19 Hide & Seek: the Preacher 20/25/30)', () => {
  const preacher = (party: string[]) => {
    const game = stripGame({
      party,
      triggers: onEnterB([{ effect: 'spawn', at: { tile: 's', zone: 'f' }, units: [{ unit: 'preacher', health: [20, 25, 30] }, { unit: 'zealot', count: 2 }] }]),
    });
    const { state } = move(game, acting(game.state, party[0] as string), party[0] as string, ZONE.b);
    return state.units.filter((u) => u.side === 'enemies').map((u) => [u.kind, u.health]);
  };

  it('3 survivors: 20; 4: 25; 5 or more: 30 (the last entry); units without a list keep their profile\'s health', () => {
    expect(preacher(['captain', 'marine', 'medic'])).toEqual([['preacher', 20], ['zealot', 2], ['zealot', 2]]);
    expect(preacher(['captain', 'marine', 'medic', 'scout'])[0]).toEqual(['preacher', 25]);
    expect(preacher(['captain', 'marine', 'medic', 'scout', 'psychic', 'engineer'])[0]).toEqual(['preacher', 30]);
  });
});

describe('G10 "enemy-state" on the enemy a for-each visits (CO12, CO14 A little rusty): `in: "actor"`', () => {
  it('stuns only the visited enemy, not the others in its zone (derelict enemies each stand on their own cell)', () => {
    const game = stripGame({
      party: ['captain'],
      triggers: onEnterB([{ effect: 'for-each', enemies: { unit: 'jaeger' }, do: [{ effect: 'enemy-state', in: 'actor', state: 'stunned' }] }]),
    });
    const start = acting(given(game.state, (d) => { addEnemies(d, 'jaeger', ZONE.d, 1); addEnemies(d, 'swarmer', ZONE.d, 2); }), 'captain');
    const { state } = move(game, start, 'captain', ZONE.b);
    expect(state.units.filter((u) => u.side === 'enemies').map((u) => [u.kind, u.stats['stunned'] ?? 0])).toEqual([['jaeger', 1], ['swarmer', 0], ['swarmer', 0]]);
  });
});

describe('G4 option "lifeSupportFailureDamage" (CG04 Bad atmosphere: derelict.md §9.1, §9.5)', () => {
  const afterFailure = (damage: number | undefined) => {
    const game = stripGame({ party: ['captain', 'marine'] });
    const start = damage === undefined ? game.state : given(game.state, (d) => { d.ext = { ...d.ext, options: { ...d.ext.options, lifeSupportFailureDamage: damage } }; });
    return run(game, start, (c) => playEvent(c, 'life-support-failure')).state.units.filter((u) => u.side === 'heroes').map((u) => u.health);
  };

  it('by default each survivor loses 1 Health; with the option at 2, 2', () => {
    const full = stripGame({ party: ['captain', 'marine'] }).state.units.filter((u) => u.side === 'heroes').map((u) => u.health);
    expect(afterFailure(undefined)).toEqual(full.map((h) => h - 1));
    expect(afterFailure(2)).toEqual(full.map((h) => h - 2));
  });
});
