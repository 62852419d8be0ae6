// Options offered from the ruleset's own schema: each one added starts at a value the rules accept
// (hive.md §4.1, boarding.md §9), so adding never leaves the mission refused.
import { SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { openMission } from '../app/open-mission';
import { addKnownOption, knownOptions, startingValue, unsetOptions } from './known-options';

describe('known ruleset options', () => {
  it('a hive mission is offered the hive options it does not set, and each added one validates', () => {
    const hive = SAMPLE_MISSIONS['hive-kill-the-queen'];
    const known = knownOptions(hive);
    expect(known && [...known.keys()]).toEqual(expect.arrayContaining(['objective', 'difficulty', 'roundCap']));
    if (!known) return;
    for (const name of unsetOptions(hive, known)) {
      const added = addKnownOption(hive, known, name);
      expect(unsetOptions(added, known)).not.toContain(name);
      expect(openMission(added).issues).toEqual([]);
    }
  });

  it('a boarding mission: every option starts within its bounds and validates', () => {
    const boarding = SAMPLE_MISSIONS['boarding-purge'];
    const known = knownOptions(boarding);
    if (!known) throw new Error('boarding states its options');
    expect(startingValue({ type: 'integer', minimum: 1, maximum: 12 })).toBe(1);
    let mission: unknown = boarding;
    for (const name of unsetOptions(boarding, known)) mission = addKnownOption(mission, known, name);
    expect(unsetOptions(mission, known)).toEqual([]);
    expect(openMission(mission).issues).toEqual([]);
  });

  it('a derelict mission is offered the options derelict states (derelict.md, its README)', () => {
    const known = knownOptions(SAMPLE_MISSIONS['derelict-cg01-close-the-door']);
    expect(known && [...known.keys()]).toEqual(expect.arrayContaining(['solomonSpawning', 'roundCap']));
  });

  it('a ruleset that states no options keeps the free editor', () => {
    const cg01 = SAMPLE_MISSIONS['derelict-cg01-close-the-door'] as Record<string, unknown>;
    expect(knownOptions({ ...cg01, ruleset: 'no-such-ruleset' })).toBeUndefined();
  });
});
