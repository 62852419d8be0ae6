import { describe, expect, it } from 'vitest';
import { placeToken } from '../../rules/hidden/hidden-token';
import { armedWith, survivorAttack } from './combat';
import { radarPayload } from './content';
import { revealRadar } from './effects';
import { runEnemyPhase } from './enemy-phase';
import { bossDeckId } from './boss-cards';
import { addEnemies, arm, given, placeIn, run, stack, stripGame, unit, ZONE } from './fixture';
import { placedEnemies, poolFaces, spawnPoolCards, type DerelictMissionLike } from './mission-reader';
import { runResolution } from './resolution';
import { zoneIndex } from './zones';

// Bosses: derelict.md §3.3, §3.4, §3.6, §8.9, §8.10.

describe('derelict bosses', () => {
  it('derelict.md §3.4/§8.9: the Titan\'s Execution hits the survivor with the most Health, not a roll-off', () => {
    const game = stripGame({ party: ['captain', 'marine'] });
    const start = given(game.state, (d) => {
      addEnemies(d, 'titan', ZONE.a);
      stack(d, bossDeckId('titan'), ['execution']);
      const marine = d.units.find((u) => u.id === 'marine') as { health: number };
      marine.health = 4;
    });
    // Execution: 3 dice at 4+ → 5, 6, 1 = 2 damage; then a blank injury roll.
    game.dice.push(5, 6, 1, 1);
    const { state } = run(game, start, (c) => runEnemyPhase(c));
    expect(unit(state, 'captain').health).toBe(8);
    expect(unit(state, 'marine').health).toBe(4);
  });

  it('derelict.md §3.4 Inferred: damage on a boss carries over; hits short of its health wound it instead of bouncing off', () => {
    const game = stripGame({ party: ['marine'] });
    const start = given(game.state, (d) => {
      const [titan] = addEnemies(d, 'titan', ZONE.a);
      const t = d.units.find((u) => u.id === titan) as { health: number };
      t.health = 9;
      arm(d, 'marine', ['assault-rifle']);
    });
    const hit = (state: typeof start, dice: number[]) => {
      game.dice.push(...dice);
      return run(game, state, (c) => {
        const armed = armedWith(c.tx.state, unit(c.tx.state, 'marine'), 'assault-rifle');
        if (armed) survivorAttack(c, unit(c.tx.state, 'marine'), armed, zoneIndex(c.board, ZONE.a));
      }).state;
    };
    const once = hit(start, [4, 5, 1, 2]);
    const titan = once.units.find((u) => u.kind === 'titan');
    expect(titan?.health).toBe(7);
    const twice = hit(hit(hit(once, [6, 6, 6, 1]), [6, 6, 1, 1]), [6, 6, 1, 1]);
    expect(twice.units.find((u) => u.kind === 'titan')?.status).toBe('dead');
  });

  it('derelict.md §8.10: Primus cannot die — at 0 it is stunned and back next round with half its starting health, rounded up', () => {
    const game = stripGame({ party: ['marine'] });
    const start = given(game.state, (d) => {
      const [primus] = addEnemies(d, 'primus', ZONE.b);
      const p = d.units.find((u) => u.id === primus) as { health: number };
      p.health = 3;
      arm(d, 'marine', ['assault-rifle']);
      placeIn(d, 'marine', ZONE.b);
    });
    game.dice.push(6, 6, 6, 6, 6, 6);
    const downed = run(game, start, (c) => {
      const armed = armedWith(c.tx.state, unit(c.tx.state, 'marine'), 'assault-rifle');
      if (armed) survivorAttack(c, unit(c.tx.state, 'marine'), armed, zoneIndex(c.board, ZONE.b));
    }).state;
    const primus = downed.units.find((u) => u.kind === 'primus');
    expect(primus?.status).toBe('active');
    expect(primus?.health).toBe(0);
    expect(primus?.stats['stunned']).toBe(1);
    const next = run(game, downed, (c) => runResolution(c)).state;
    expect(next.units.find((u) => u.kind === 'primus')?.health).toBe(2); // ceil(3 / 2)
  });

  it('derelict.md §3.6: a boss token ("Titan health: 12") reveals as one Titan with that health and stays out of the spawn pool', () => {
    const mission: DerelictMissionLike = {
      id: 'm',
      enemyPools: [{ id: 'geps', use: 'radar', byHeroes: [{ heroes: { min: 1, max: 6 }, tokens: [{ unit: 'jaeger', count: 4 }, { unit: 'titan', health: 12 }] }] }],
    };
    const faces = poolFaces(mission, 4).get('geps') ?? [];
    expect(faces).toEqual([{ unit: 'jaeger', count: 4 }, { unit: 'titan', count: 1, health: 12 }]);
    expect(spawnPoolCards(faces, []).some((card) => card.startsWith('titan'))).toBe(false);
    const game = stripGame({ party: ['marine'] });
    game.dice.push(1, 1, 1, 1);
    const { state } = run(game, game.state, (c) => {
      const token = placeToken(c.tx, 'radar', { x: 2, y: 0 }, radarPayload({ unit: 'titan', count: 1, health: 12 }));
      revealRadar(c, token.id);
    });
    expect(state.units.filter((u) => u.kind === 'titan').map((u) => u.health)).toEqual([12]);
  });

  it('derelict.md §3.4: a placed boss takes the health for the party size (3, 4, 5+ survivors) and an offline one is marked so', () => {
    const mission: DerelictMissionLike = { id: 'm', units: [{ type: 'olympian', x: 1, y: 0, state: 'offline', health: [20, 25, 30] }] };
    const board = { width: 8 } as Parameters<typeof placedEnemies>[1];
    expect([2, 3, 4, 5, 6].map((n) => placedEnemies(mission, board, n)[0]?.health)).toEqual([20, 20, 25, 30, 30]);
    expect(placedEnemies(mission, board, 3)[0]).toMatchObject({ kind: 'olympian', cell: 1, count: 1, offline: true });
  });

  it('derelict.md §8.10 (CO15): an offline Olympian neither acts nor can be attacked', () => {
    const game = stripGame({ party: ['marine'] });
    const start = given(game.state, (d) => {
      const [olympian] = addEnemies(d, 'olympian', ZONE.a);
      const o = d.units.find((u) => u.id === olympian) as { health: number; stats: Record<string, number> };
      o.health = 20;
      o.stats['offline'] = 1;
      arm(d, 'marine', ['assault-rifle']);
    });
    game.dice.push(6, 6, 6, 6, 6, 6, 6, 6);
    const after = run(game, start, (c) => {
      runEnemyPhase(c);
      const armed = armedWith(c.tx.state, unit(c.tx.state, 'marine'), 'assault-rifle');
      if (armed) survivorAttack(c, unit(c.tx.state, 'marine'), armed, zoneIndex(c.board, ZONE.a));
    }).state;
    expect(unit(after, 'marine').health).toBe(10);
    expect(after.units.find((u) => u.kind === 'olympian')?.health).toBe(20);
  });
});
