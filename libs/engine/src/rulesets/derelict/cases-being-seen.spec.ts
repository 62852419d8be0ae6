import { describe, expect, it } from 'vitest';
import { runEnemyPhase } from './enemy-phase';
import { ENEMY_PHASE, type DerelictState as State } from './types';
import {
  act,
  acting,
  addEnemies,
  given,
  placeIn,
  run,
  stripGame,
  ZONE,
  zoneOfId,
  zonesOf,
} from './fixture';

// derelict.md §8.3 "being seen" (and §5's record of who entered each enemy's LOS in the Survivor Phase).

const enemyPhase = (state: State): State =>
  given(state, (d) => {
    d.turn = { ...d.turn, phase: ENEMY_PHASE, side: null, actor: null };
  });

describe('derelict being seen (§8.3)', () => {
  // The Marine starts in room E (out of the corridor's sight), steps into corridor A — in sight of a
  // Swarmer at the corridor's far end (D) — and back into E. No noise is made.
  const setUp = () => {
    const game = stripGame({ party: ['marine'] });
    const start = acting(
      given(game.state, (d) => {
        placeIn(d, 'marine', ZONE.e);
        addEnemies(d, 'swarmer', ZONE.d);
      }),
      'marine',
    );
    return { game, start };
  };

  it("derelict.md §8.3: a survivor who entered and left a Swarmer's sight in the Survivor Phase is pursued in the Enemy Phase", () => {
    const { game, start } = setUp();
    const out = act(game, start, {
      type: 'move',
      unit: 'marine',
      zone: ZONE.a,
    }).state;
    const back = act(game, out, {
      type: 'move',
      unit: 'marine',
      zone: ZONE.e,
    }).state;
    expect(zoneOfId(game, back, 'marine')).toBe(ZONE.e);
    expect(back.ext.noise).toEqual([]);
    expect(back.ext.seenBy?.map(([, s]) => s)).toEqual(['marine']);
    const after = run(game, enemyPhase(back), (c) => runEnemyPhase(c)).state;
    // Active toward the Marine's zone (E, through A): a Swarmer's 3 actions (§8.1) go D → C → B → A.
    expect(zonesOf(game, after, 'swarmer')).toEqual([ZONE.a]);
    // The record is for one Survivor Phase: the states are fixed, so it is cleared.
    expect(after.ext.seenBy ?? []).toEqual([]);
  });

  it('derelict.md §8.3: a survivor never in its sight leaves the Swarmer Passive (it wanders one zone)', () => {
    const { game, start } = setUp();
    expect(start.ext.seenBy ?? []).toEqual([]);
    const after = run(game, enemyPhase(start), (c) => runEnemyPhase(c)).state;
    expect(zonesOf(game, after, 'swarmer')).toHaveLength(1);
    expect(zonesOf(game, after, 'swarmer')).not.toEqual([ZONE.a]);
  });
});
