import { describe, expect, it } from 'vitest';
import { bossDeckId } from './boss-cards';
import { runEnemyPhase } from './enemy-phase';
import { addEnemies, arm, given, placeIn, resolveIn, run, stack, stripGame, unit, ZONE } from './fixture';
import { ENEMY_PHASE, type DerelictState as State } from './types';

// Radial boss attacks and boss-card Resolve tests: derelict.md §8.9, §11.3 case 12.

const enemyPhase = (state: State): State =>
  given(state, (d) => {
    d.turn = { ...d.turn, phase: ENEMY_PHASE, side: null, actor: null };
  });

describe('derelict radial boss attacks (§8.9)', () => {
  it('derelict.md §8.9, §11.3 case 12: a radial card hits every survivor within its range in noise steps, through a wall, each rolling apart; one farther off is spared', () => {
    const game = stripGame({ party: ['captain', 'marine', 'psychic'] });
    const start = enemyPhase(
      given(game.state, (d) => {
        addEnemies(d, 'titan', ZONE.e);
        stack(d, bossDeckId('titan'), ['ground-slam']);
        placeIn(d, 'marine', ZONE.e); // the Titan's own zone
        placeIn(d, 'captain', ZONE.f); // behind the E|F wall: 1 noise step, out of sight
        placeIn(d, 'psychic', ZONE.c); // 2 noise steps: out of a range-1 card's reach
        for (const id of ['captain', 'marine', 'psychic']) arm(d, id, [], null);
        for (const sheet of d.ext.sheets) (sheet as { inView: readonly string[] }).inView = ['titan'];
      }),
    );
    // Ground Slam, 1 die at 4+ each: the captain rolls 6 (hit; blank injury 1), the marine 2 (missed).
    game.dice.push(6, 1, 2);
    const { state, events } = run(game, start, (c) => runEnemyPhase(c));
    expect(unit(state, 'captain').health).toBe(unit(start, 'captain').health - 1);
    expect(unit(state, 'marine').health).toBe(unit(start, 'marine').health);
    expect(unit(state, 'psychic').health).toBe(unit(start, 'psychic').health);
    expect(events.some((e) => e.type === 'missed' && e.unit === 'marine')).toBe(true);
    expect(state.decks[bossDeckId('titan')]?.discard).toContain('ground-slam');
  });

  it('derelict.md §8.9 "Boss cards may call for Resolve tests": the Primus\'s Bellow tests every survivor it reaches', () => {
    const game = stripGame({ party: ['captain', 'marine'] });
    const start = enemyPhase(
      given(game.state, (d) => {
        addEnemies(d, 'primus', ZONE.e);
        stack(d, bossDeckId('primus'), ['bellow']);
        placeIn(d, 'captain', ZONE.f);
        placeIn(d, 'marine', ZONE.a);
        for (const sheet of d.ext.sheets) (sheet as { inView: readonly string[] }).inView = ['primus'];
      }),
    );
    // The Primus's actions die (1: 2 actions), then each survivor's Resolve test rolls 12 and fails.
    game.dice.push(1, 6, 6, 6, 6);
    const { state } = run(game, start, (c) => runEnemyPhase(c));
    expect(resolveIn(state, 'captain')).toBe(resolveIn(start, 'captain') - 1);
    expect(resolveIn(state, 'marine')).toBe(resolveIn(start, 'marine') - 1);
  });
});
