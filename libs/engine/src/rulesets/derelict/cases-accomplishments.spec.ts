import { describe, expect, it } from 'vitest';
import { act, acting, addEnemies, arm, given, resolveIn, setResolveIn, stripGame, unit, ZONE } from './fixture';
import type { HeldAccomplishment } from './accomplishments';

// Accomplishment cards: derelict.md §3.11, §4.0 step 5, §5.11.

type Game = ReturnType<typeof stripGame>;
const holding = (game: Game, card: string, progress = 0) =>
  given(game.state, (d) => {
    (d.ext.sheets[0] as { accomplishment: HeldAccomplishment | null }).accomplishment = { card, progress, used: false };
  });
const rewardListed = (game: Game, state: Game['state']) => game.engine.legalActions(state).some((a) => a.type === 'use-reward');

describe('derelict Accomplishment cards', () => {
  it('derelict.md §4.0 step 5: each survivor is dealt one, face up, nothing done yet', () => {
    const game = stripGame({ party: ['captain', 'marine'] });
    expect(game.state.ext.sheets.map((s) => s.accomplishment?.progress)).toEqual([0, 0]);
    expect(new Set(game.state.ext.sheets.map((s) => s.accomplishment?.card)).size).toBe(2);
  });

  it('derelict.md §3.11: kills count toward the goal; once met, the reward is used for no action (The Gambit: +2 Resolve)', () => {
    const game = stripGame({ party: ['captain'] });
    const start = acting(
      given(holding(game, 'the-gambit', 1), (d) => {
        addEnemies(d, 'swarmer', ZONE.a);
        arm(d, 'captain', ['plasma-cutter']);
        setResolveIn(d, 'captain', 6);
        (d.ext.sheets[0] as { inView: readonly string[] }).inView = ['swarmer'];
      }),
      'captain',
    );
    expect(rewardListed(game, start)).toBe(false);
    game.dice.push(6, 6);
    const killed = act(game, start, { type: 'attack', unit: 'captain', weapon: 'plasma-cutter', zone: ZONE.a }).state;
    expect(killed.ext.sheets[0]?.accomplishment?.progress).toBe(2);
    expect(rewardListed(game, killed)).toBe(true);
    const used = act(game, killed, { type: 'use-reward', unit: 'captain' }).state;
    expect(resolveIn(used, 'captain')).toBe(8);
    expect(unit(used, 'captain').stats['actions']).toBe(2); // the attack's action only
    expect(rewardListed(game, used)).toBe(false); // single use
  });

  it('derelict.md §3.11 (rewards that last the turn): The Silent Treatment — attacks make no noise until the turn ends', () => {
    const game = stripGame({ party: ['captain'] });
    const start = acting(
      given(holding(game, 'the-silent-treatment', 2), (d) => {
        addEnemies(d, 'jaeger', ZONE.a);
        arm(d, 'captain', ['plasma-cutter']);
        (d.ext.sheets[0] as { inView: readonly string[] }).inView = ['jaeger'];
      }),
      'captain',
    );
    const quiet = act(game, start, { type: 'use-reward', unit: 'captain' }).state;
    game.dice.push(1, 1);
    const swung = act(game, quiet, { type: 'attack', unit: 'captain', weapon: 'plasma-cutter', zone: ZONE.a }).state;
    expect(swung.ext.noise).toEqual([]);
  });
});
