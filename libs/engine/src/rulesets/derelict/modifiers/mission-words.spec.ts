import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../game/game-state';
import { runEnemyPhase } from '../enemy-phase';
import { armedWith, survivorAttack } from '../combat';
import { zoneIndex } from '../zones';
import { playEvent } from '../resolution';
import { pendingDecision } from '../../../rules/core/decisions';
import { addEnemies, arm, given, placeIn, resolveIn, run, setResolveIn, stripGame, unit, ZONE, zonesOf } from '../fixture';
import type { DerelictRuleset } from '../ruleset';
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

const onEnterB = (effects: object[]) => [{ id: 'probe', on: { event: 'enter', place: { tile: 's', zone: 'b' } }, do: effects }];

describe('G1 "resolve-test" (CG02 I knew this thing was trouble, 4)', () => {
  it('each hero named tests against its Resolve (derelict.md §7.10): 12 against 10 fails and costs 1, 2 passes', () => {
    const game = stripGame({ party: ['captain', 'marine'], triggers: onEnterB([{ effect: 'resolve-test', who: 'all-heroes' }]) });
    game.dice.length = 0;
    game.dice.push(6, 6, 1, 1);
    const { state, events } = move(game, acting(game.state, 'captain'), 'captain', ZONE.b);
    expect([resolveIn(state, 'captain'), resolveIn(state, 'marine')]).toEqual([9, 10]);
    expect(events.filter((e) => e.type === 'test-made').map((e) => (e.type === 'test-made' ? [e.total, e.passed] : []))).toEqual([[12, false], [2, true]]);
  });

  it('at Resolve 0 the test costs 1 Health and rolls nothing (derelict.md §7.10, §12 T22)', () => {
    const game = stripGame({ party: ['captain', 'marine'], triggers: onEnterB([{ effect: 'resolve-test', who: 'actor' }]) });
    const before = given(acting(game.state, 'captain'), (d) => setResolveIn(d, 'captain', 0));
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

describe('G6 "give" the players choose, played in derelict (CG02 Lock & Load)', () => {
  it('the opener picks the Shotgun or the Assault Rifle through a "choose" action; the survivor beside takes the other', () => {
    const game = stripGame({
      party: ['captain', 'marine'],
      features: [{ id: 'locker', type: 'objective', x: 2, y: 3 }],
      triggers: [{ id: 'lock-and-load', on: { event: 'interact', feature: 'locker' }, do: [{ effect: 'give', choose: ['shotgun', 'assault-rifle'], to: 'actor', rest: 'heroes-with-actor' }] }],
    });
    const start = acting(given(game.state, (d) => { placeIn(d, 'captain', ZONE.e); placeIn(d, 'marine', ZONE.e); }), 'captain');
    const opened = game.engine.apply(start, { type: 'interact', side: 'heroes', unit: 'captain', feature: 'locker' });
    if ('error' in opened) throw new Error(opened.error.message);
    const asked = game.engine.legalActions(opened.state);
    expect(asked.map((a) => a.type)).toEqual(['choose', 'choose']);
    const chosen = game.engine.apply(opened.state, { type: 'choose', side: 'heroes', decision: pendingDecision(opened.state)?.id ?? '', option: '2' });
    if ('error' in chosen) throw new Error(chosen.error.message);
    const items = (id: string) => chosen.state.ext.sheets.find((s) => s.unit === id)?.items.slice(1);
    expect([items('captain'), items('marine')]).toEqual([['assault-rifle'], ['shotgun']]);
  });
});

describe('G18 unit flag "guarded" (ROP19 Coward: kill his guards before you can reach him)', () => {
  /** A Preacher and a Zealot in corridor C; entering B runs the mission's `unit-flag` (or not); the captain then fights in C with a Shotgun rolling 6, 6, 6. */
  const fight = (guarded: boolean, zealots = 1) => {
    const game = stripGame({ party: ['captain'], triggers: onEnterB(guarded ? [{ effect: 'unit-flag', flag: 'guarded', unit: 'preacher' }] : [{ effect: 'message', text: 'no guard' }]) });
    const start = acting(given(game.state, (d) => { addEnemies(d, 'preacher', ZONE.c); addEnemies(d, 'zealot', ZONE.c, zealots); arm(d, 'captain', ['shotgun']); }), 'captain');
    const flagged = move(game, start, 'captain', ZONE.b).state;
    const inC = given(flagged, (d) => placeIn(d, 'captain', ZONE.c));
    game.dice.length = 0;
    game.dice.push(6, 6, 6);
    const after = run(game, inC, (c) => {
      const armed = armedWith(c.tx.state, unit(c.tx.state, 'captain'), 'shotgun', (game.engine.ruleset as DerelictRuleset).map);
      if (armed) survivorAttack(c, unit(c.tx.state, 'captain'), armed, zoneIndex(game.engine.board, ZONE.c));
    }).state;
    return after.units.filter((u) => u.side === 'enemies').map((u) => [u.kind, u.status, u.status === 'active' ? u.health : 0]);
  };

  it('unguarded, the hit left after the Zealot falls goes to the Preacher; guarded, it does not', () => {
    expect(fight(false)).toEqual([['preacher', 'active', 24], ['zealot', 'dead', 0]]);
    expect(fight(true)).toEqual([['preacher', 'active', 25], ['zealot', 'dead', 0]]);
  });

  it('guarded and alone in his zone he can be hit', () => {
    expect(fight(true, 0)).toEqual([['preacher', 'active', 22]]);
  });
});

describe('G13 options "solomonEffects" and "maskingSpray" (CG10/CG11 campaign bonuses), set by "set-option"', () => {
  /** The captain in corridor A; entering B runs the effects; then the Enemy Phase with the given dice. */
  const enemyPhase = (effects: object[], enemiesIn: (d: Parameters<Parameters<typeof given>[1]>[0]) => void, dice: number[]) => {
    const game = stripGame({ party: ['captain'], triggers: onEnterB(effects.length > 0 ? effects : [{ effect: 'message', text: 'nothing' }]) });
    const start = acting(given(game.state, enemiesIn), 'captain');
    const moved = move(game, start, 'captain', ZONE.b);
    game.dice.length = 0;
    game.dice.push(...dice);
    return { game, before: moved.state, after: () => run(game, moved.state, (c) => runEnemyPhase(c)).state, events: moved.events };
  };

  it('the jammer (solomonEffects false): a Jaeger beside a Solomon hits for its own 2, not 3 (derelict.md §8.10)', () => {
    const beside = (d: Parameters<Parameters<typeof given>[1]>[0]) => { addEnemies(d, 'jaeger', ZONE.b); addEnemies(d, 'solomon', ZONE.b); };
    const lost = (effects: object[]) => {
      const { game, before } = enemyPhase(effects, beside, []);
      game.dice.push(1, 1, 1, 1, 1, 1);
      const jaeger = before.units.find((u) => u.kind === 'jaeger')?.id;
      return run(game, before, (c) => runEnemyPhase(c)).events.flatMap((e) => (e.type === 'hit' && e.by === jaeger ? [e.damage] : []));
    };
    expect(lost([])).toEqual([3]);
    expect(lost([{ effect: 'set-option', option: 'solomonEffects', value: false }])).toEqual([2]);
  });

  it('the masking spray: a d6 of 5 on coming into sight masks the survivor, and the Jaeger that sees it wanders instead of hunting', () => {
    const far = (d: Parameters<Parameters<typeof given>[1]>[0]) => addEnemies(d, 'jaeger', ZONE.d);
    const hunted = enemyPhase([], far, [1, 1, 2, 2, 2]);
    expect(zonesOf(hunted.game, hunted.after(), 'jaeger')).not.toEqual([ZONE.d]);
    // Set before the move: the move brings the Jaeger into sight (test 1 + 1 passes), the spray rolls 5.
    const game = stripGame({ party: ['captain'], triggers: [{ id: 'spray', on: { event: 'mission-start' }, do: [{ effect: 'set-option', option: 'maskingSpray', value: true }] }] });
    game.dice.length = 0;
    game.dice.push(1, 1, 5);
    const inA = acting(given(game.state, (d) => { placeIn(d, 'captain', ZONE.e); addEnemies(d, 'jaeger', ZONE.b); }), 'captain');
    const seen = move(game, inA, 'captain', ZONE.a).state;
    expect(unit(seen, 'captain').stats['masked']).toBe(1);
    game.dice.push(2, 2, 2, 2);
    const after = run(game, seen, (c) => runEnemyPhase(c)).state;
    expect(unit(after, 'captain').health).toBe(unit(seen, 'captain').health);
    // A noise in its zone gives it away.
    const noisy = game.engine.apply(acting(seen, 'captain'), { type: 'make-noise', side: 'heroes', unit: 'captain', level: 1 });
    if ('error' in noisy) throw new Error(noisy.error.message);
    expect(unit(noisy.state, 'captain').stats['masked']).toBe(0);
  });

  it('an option derelict does not have, or a value it refuses, says the effect did nothing', () => {
    const { events } = enemyPhase([{ effect: 'set-option', option: 'roundCap', value: 0 }, { effect: 'set-option', option: 'gravity', value: true }], () => undefined, []);
    expect(events.filter((e) => e.type === 'trigger-effect-unsupported').length).toBe(2);
  });
});

describe('"actions" with "add" (CG02 I knew this thing was trouble 4, ROP16 Dead weight: -1 action)', () => {
  it('takes an action off the survivor named, never below 0', () => {
    const game = stripGame({ party: ['captain'], triggers: onEnterB([{ effect: 'actions', who: 'actor', add: -1 }]) });
    const { state, events } = move(game, acting(game.state, 'captain'), 'captain', ZONE.b);
    expect(unit(state, 'captain').stats['actions']).toBe(1);
    expect(events.some((e) => e.type === 'trigger-effect-unsupported')).toBe(false);
    const drained = stripGame({ party: ['captain', 'marine'], triggers: onEnterB([{ effect: 'actions', who: 'actor', add: -5 }]) });
    expect(unit(move(drained, acting(drained.state, 'captain'), 'captain', ZONE.b).state, 'captain').stats['actions']).toBe(0);
  });
});
