import { describe, expect, it } from 'vitest';
import { stateHash } from '../rules/core/replay';
import type { LoadedMissionInput } from '../rulesets/mission-input';
import { playRandomly } from './hostile-games';
import { SKIRMISH } from './skirmish-definition';
import { skirmishBoard } from './skirmish-fixture';

const mission = (options: Readonly<Record<string, string | number | boolean>>): LoadedMissionInput => ({
  mission: { id: 'skirmish-test', ruleset: 'skirmish', options },
  board: skirmishBoard(),
  tiles: [],
});

describe('defineRuleset: the test ruleset as one definition (README "Adding a ruleset")', () => {
  it('starts a game from a mission through the erased entry and plays it to its end, the same seed the same game', () => {
    const hashes = [1, 2].map(() => {
      const started = SKIRMISH.setup(mission({ structure: 'boarding', maxRounds: 4 }), { seed: 5 });
      if (!started.ok) throw new Error(started.errors.join(' '));
      const { engine, state } = started.value;
      expect(state.units.filter((unit) => unit.side === 'heroes').map((unit) => unit.health)).toEqual([3, 2, 2]);
      const end = playRandomly(engine, state, 5, 5000);
      expect(end.state.status.kind).not.toBe('playing');
      expect(SKIRMISH.objectives(engine.view(end.state, 'heroes'))).toEqual([{ label: 'Reach the exit', done: end.state.status.kind === 'won' }]);
      return stateHash(end.state);
    });
    expect(hashes[0]).toBe(hashes[1]);
  });

  it('refuses bad options with the located issues validation reports, never a throw', () => {
    const bad = mission({ structure: 'chess', maxRounds: 0 });
    expect(SKIRMISH.checkMission(bad).map((issue) => issue.path)).toEqual(['/options/structure', '/options/maxRounds']);
    expect(SKIRMISH.setup(bad, { seed: 1 })).toEqual({ ok: false, errors: [expect.stringContaining('Unknown round structure "chess"'), expect.stringContaining('maxRounds')] });
  });
});
