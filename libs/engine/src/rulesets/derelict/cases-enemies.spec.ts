import { describe, expect, it } from 'vitest';
import { placeToken } from '../../rules/hidden/hidden-token';
import { armedWith, survivorAttack } from './combat';
import { placeNoise } from './effects';
import { runEnemyPhase } from './enemy-phase';
import { addEnemies, arm, given, placeIn, resolveIn, run, setResolveIn, stripGame, unit, ZONE, zonesOf } from './fixture';
import { playEvent, runResolution } from './resolution';
import { zoneIndex } from './zones';

// Noise and the Enemy Phase: derelict.md §6.7, §8.3–8.7, §9.

type Game = ReturnType<typeof stripGame>;
const z = (game: Game, id: string) => zoneIndex(game.engine.board, id);
const tokenZone = (game: Game, state: Game['state']) =>
  state.tokens.map((t) => game.engine.board.zones[game.engine.board.zoneOf[t.y * game.engine.board.width + t.x] ?? -1]?.id);

describe('derelict noise and enemies', () => {
  it('derelict.md §12 T08: a Shotgun leaves level-3 noise in the Marine\'s zone and a token 2 noise-steps off comes 2 zones; after a Swarmer Leg (1) it only wanders', () => {
    const play = (weapon: string, target: string, dice: number[]) => {
      const game = stripGame({ party: ['marine'] });
      const start = given(
        run(game, game.state, (c) => {
          placeToken(c.tx, 'radar', { x: 6, y: 2 }, { unit: 'jaeger', count: 2 }); // room F: out of sight, a → e → f by edges
        }).state,
        (d) => {
          arm(d, 'marine', [weapon]);
          addEnemies(d, 'swarmer', target);
          (d.ext.sheets[0] as { inView: readonly string[] }).inView = ['swarmer'];
        },
      );
      game.dice.push(...dice);
      const fired = run(game, start, (c) => {
        const armed = armedWith(c.tx.state, unit(c.tx.state, 'marine'), weapon);
        if (armed) survivorAttack(c, unit(c.tx.state, 'marine'), armed, z(game, target));
      }).state;
      const after = run(game, fired, (c) => runEnemyPhase(c)).state;
      return { noise: fired.ext.noise, jaegers: zonesOf(game, after, 'jaeger') };
    };
    // Shotgun misses (1, 2, 3); the swarmer's attack rolls a blank injury; the reveal's Resolve test 2.
    const loud = play('shotgun', ZONE.b, [1, 2, 3, 1, 1, 1]);
    expect(loud.noise).toEqual([{ zone: 0, level: 3, permanent: false }]);
    expect(loud.jaegers).toEqual([ZONE.c, ZONE.c]); // F → D → C, then seen and revealed
    // Swarmer Leg misses (1); the swarmer's blank injury; the token rolls North and wanders into D only.
    const quiet = play('swarmer-leg', ZONE.a, [1, 1, 1, 1, 1]);
    expect(quiet.noise.map((n) => n.level)).toEqual([1]);
    expect(quiet.jaegers).toEqual([ZONE.d, ZONE.d]);
  });

  it('derelict.md §12 T09: a level-1 noise behind a wall turns a passive herd Active, and it walks a real path', () => {
    const game = stripGame({ party: ['captain'] });
    const start = given(game.state, (d) => {
      placeIn(d, 'captain', ZONE.e);
      addEnemies(d, 'swarmer', ZONE.f);
    });
    const noisy = run(game, start, (c) => placeNoise(c, z(game, ZONE.e), 1)).state;
    game.dice.push(1, 1, 1, 1, 1, 1);
    const { state } = run(game, noisy, (c) => runEnemyPhase(c));
    // F → D (the door) → C → B: three moves along the path, not through the wall into E.
    expect(zonesOf(game, state, 'swarmer')).toEqual([ZONE.b]);
  });

  it('derelict.md §12 T10: the loudest noise in a zone counts; 1 then 3 is 3, and a later 2 changes nothing', () => {
    const game = stripGame({ party: ['captain'] });
    const { state } = run(game, game.state, (c) => {
      placeNoise(c, z(game, ZONE.a), 1);
      placeNoise(c, z(game, ZONE.a), 3);
      placeNoise(c, z(game, ZONE.a), 2);
    });
    expect(state.ext.noise).toEqual([{ zone: z(game, ZONE.a), level: 3, permanent: false }]);
  });

  it('derelict.md §12 T11: an enemy hearing a level-3 noise 2 steps off and a level-2 noise 1 step off goes for the louder', () => {
    const game = stripGame({ party: ['captain'] });
    const start = given(game.state, (d) => {
      placeIn(d, 'captain', ZONE.e);
      addEnemies(d, 'swarmer', ZONE.f);
    });
    const noisy = run(game, start, (c) => {
      placeNoise(c, z(game, ZONE.a), 3); // F → E → A: 2 edge-sharing steps
      placeNoise(c, z(game, ZONE.d), 2); // F → D: 1 step
    }).state;
    const { state } = run(game, noisy, (c) => runEnemyPhase(c));
    // Toward A along the real path F → D → C → B (it would have stopped in D for the quieter noise).
    expect(zonesOf(game, state, 'swarmer')).toEqual([ZONE.b]);
  });

  it('derelict.md §12 T12: the Resolution Phase removes the noise, so a token is Passive next Enemy Phase and wanders', () => {
    const game = stripGame({ party: ['captain'] });
    const start = given(run(game, game.state, (c) => placeNoise(c, z(game, ZONE.a), 2)).state, (d) => {
      (d.decks as unknown as Record<string, unknown>)['events'] = { id: 'events', drawPile: [], discard: [], removed: [], reshuffle: 'when-empty', burnOnReshuffle: 0, owner: null, secretFrom: null };
    });
    const resolved = run(game, start, (c) => runResolution(c)).state;
    expect(resolved.ext.noise).toEqual([]);
  });

  it('derelict.md §12 T21: failing a Resolve check (9 against 8) keeps the survivor in, spends no action, and it may still attack', () => {
    const game = stripGame({ party: ['captain'] });
    const start = given(game.state, (d) => {
      arm(d, 'captain', ['swarmer-leg']);
      addEnemies(d, 'swarmer', ZONE.a);
      setResolveIn(d, 'captain', 8);
      (d.ext.sheets[0] as { inView: readonly string[] }).inView = ['swarmer'];
    });
    const moving = given(start, (d) => {
      d.turn = { ...d.turn, phase: 'survivors', actor: 'captain' };
      (d.units.find((u) => u.id === 'captain')?.stats as Record<string, number>)['actions'] = 3;
    });
    game.dice.push(4, 5);
    const applied = game.engine.apply(moving, { type: 'move', side: 'heroes', unit: 'captain', zone: ZONE.b });
    if ('error' in applied) throw new Error(applied.error.message);
    const after = applied.state;
    expect(zonesOf(game, after, 'captain')).toEqual([ZONE.a]);
    expect(unit(after, 'captain').stats['actions']).toBe(3);
    expect(resolveIn(after, 'captain')).toBe(8);
    const legal = game.engine.legalActions(after).map((a) => a.type);
    expect(legal).not.toContain('move');
    expect(legal).toContain('attack');
  });

  it('derelict.md §12 T26: Life Support Failure halves 1-Health enemies per zone (rounded up), spares robots, and costs survivors 1 without a save', () => {
    const game = stripGame({ party: ['captain'] });
    const start = given(game.state, (d) => {
      addEnemies(d, 'swarmer', ZONE.e, 5);
      addEnemies(d, 'fanatic', ZONE.e, 1);
      addEnemies(d, 'artemis', ZONE.f, 2);
      arm(d, 'captain', ['pistol'], 'bastion-armour');
      (d.units.find((u) => u.id === 'captain') as { health: number }).health = 4;
    });
    const { state } = run(game, start, (c) => playEvent(c, 'life-support-failure'));
    const alive = (kind: string) => state.units.filter((u) => u.kind === kind && u.status === 'active').length;
    expect([alive('swarmer'), alive('fanatic'), alive('artemis')]).toEqual([2, 0, 2]);
    expect(unit(state, 'captain').health).toBe(3);
  });

  it('derelict.md §12 T28: a survivor in a full zone at the end of the round loses 1 Health and 1 Resolve', () => {
    const game = stripGame({ party: ['captain'] });
    const start = given(game.state, (d) => {
      addEnemies(d, 'swarmer', ZONE.a, 3);
      const captain = d.units.find((u) => u.id === 'captain') as { health: number; stats: Record<string, number> };
      captain.health = 5;
      setResolveIn(d, 'captain', 6);
      (d.ext.sheets[0] as { inView: readonly string[] }).inView = ['swarmer']; // already seen: no new test
      (d.decks as unknown as Record<string, unknown>)['events'] = { id: 'events', drawPile: [], discard: [], removed: [], reshuffle: 'when-empty', burnOnReshuffle: 0, owner: null, secretFrom: null };
    });
    const { state } = run(game, start, (c) => runResolution(c));
    expect([unit(state, 'captain').health, resolveIn(state, 'captain')]).toEqual([4, 5]);
  });

  it('derelict.md §12 T29: with the spawn pool empty a radar-spawn card moves every token 1 zone toward its nearest survivor', () => {
    const game = stripGame({ party: ['captain'] });
    const start = given(
      run(game, game.state, (c) => {
        placeToken(c.tx, 'radar', { x: 6, y: 2 }, { unit: 'jaeger', count: 2 });
        placeToken(c.tx, 'radar', { x: 4, y: 2 }, { unit: 'jaeger', count: 2 });
      }).state,
      (d) => {
        placeIn(d, 'captain', ZONE.e);
        const pool = (d.decks as unknown as Record<string, { drawPile: string[] }>)['radar-pool:geps'];
        if (pool) pool.drawPile = [];
      },
    );
    const { state } = run(game, start, (c) => playEvent(c, 'radar-spawn:laboratory'));
    expect(state.tokens).toHaveLength(2);
    expect(tokenZone(game, state)).toEqual([ZONE.d, ZONE.d]);
  });

  it('derelict.md §8.7.1: a radar-spawn card names a built-in tile by its id, so a map placing `derelict/medical-bay` takes its spawns', () => {
    const game = stripGame({ party: ['captain'], tileRef: 'derelict/medical-bay' });
    game.dice.push(2); // the d6 among the tile's two rooms: the second, F
    const { state } = run(game, game.state, (c) => playEvent(c, 'radar-spawn:medical-bay'));
    expect(tokenZone(game, state)).toEqual([ZONE.f]);
  });

  it('derelict.md §12 T30: a radar-spawn card for a tile not on the map does nothing (no replacement draw)', () => {
    const game = stripGame({ party: ['captain'] });
    const { state, events } = run(game, game.state, (c) => playEvent(c, 'radar-spawn:navigation'));
    expect(state.tokens).toEqual([]);
    expect(events.filter((e) => e.type === 'card-drawn')).toEqual([]);
  });

  it('derelict.md §12 T48: a passive Jaeger herd whose exits lie South and West, rolling North, turns clockwise and all go South', () => {
    const game = stripGame({ party: ['captain'] });
    const start = given(game.state, (d) => {
      placeIn(d, 'captain', ZONE.e);
      addEnemies(d, 'jaeger', ZONE.d, 2);
    });
    game.dice.push(1); // North: no exit; East: none; South: the door into F
    const { state } = run(game, start, (c) => runEnemyPhase(c));
    expect(zonesOf(game, state, 'jaeger')).toEqual([ZONE.f, ZONE.f]);
  });
});
