import { rulesetFor, type GameState } from '@breachline/engine';
import { loadMission } from '../load-mission';
import { SAMPLE_MISSIONS } from '../samples/sample-missions';

type Json = Record<string, unknown>;
const withRules = (id: string, rules: unknown): Json => ({ ...(structuredClone(SAMPLE_MISSIONS[id]) as Json), rules });

describe('a mission’s named ruleset modifiers ("rules"), validated against the ruleset’s own schema (issue 15 item 2)', () => {
  it('boarding-purge with boarding/door-break validates and plays it: the game starts with the door breaking on 4', () => {
    const loaded = loadMission(withRules('boarding-purge', [{ id: 'boarding/door-break', breakOn: 4 }]));
    expect(loaded.ok ? (loaded.value.warnings ?? []) : loaded.issues).toEqual([]);
    if (!loaded.ok) return;
    const game = rulesetFor('boarding')?.setup(loaded.value, { seed: 1 });
    expect(game?.ok && (game.value.state as GameState<{ options: { doorBreak?: number } }>).ext.options.doorBreak).toBe(4);
  });

  it.each([
    ['boarding-purge', [{ id: 'boarding/loader-smash', doorHealth: 3 }], '/rules/0/id', /The boarding rules have no modifier "boarding\/loader-smash": they know boarding\/door-break\./],
    ['boarding-purge', [{ id: 'boarding/door-break', breakOn: 1 }], '/rules/0/breakOn', /breakOn of boarding\/door-break/],
    ['boarding-purge', [{ id: 'boarding/door-break' }], '/rules/0', /needs its parameter breakOn/],
    ['boarding-purge', [{ id: 'boarding/door-break', breakOn: 4, hits: 2 }], '/rules/0/hits', /has no parameter "hits"/],
    ['hive-destroy-the-hive', [{ id: 'boarding/door-break', breakOn: 4 }], '/rules/0/id', /The hive rules have no modifier "boarding\/door-break": they have none\./],
  ])('%s with %j is refused at %s, in the ruleset’s words', (mission, rules, path, message) => {
    const loaded = loadMission(withRules(mission, rules));
    expect(loaded.ok ? [] : loaded.issues).toEqual([expect.objectContaining({ path, message: expect.stringMatching(message) })]);
  });

  it('an id that is not "<ruleset>/<name>" is refused by the mission schema', () => {
    const loaded = loadMission(withRules('boarding-purge', [{ id: 'door break' }]));
    expect(loaded.ok).toBe(false);
  });
});
