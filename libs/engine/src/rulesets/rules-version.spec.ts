import { RULESETS, rulesVersionOf } from './registry';

describe('rules versions (issue 15 §6: saves and replay links record the rules version)', () => {
  it('name a version, a whole number from 1, for every playable ruleset', () => {
    expect(Object.keys(RULESETS)).toEqual(expect.arrayContaining(['hive', 'boarding']));
    for (const id of Object.keys(RULESETS)) {
      const version = rulesVersionOf(id);
      expect(Number.isInteger(version) && (version ?? 0) >= 1, id).toBe(true);
    }
  });

  it('name none for an unknown ruleset, including names Object.prototype holds', () => {
    for (const id of ['chess', 'constructor', '__proto__', 'toString']) expect(rulesVersionOf(id)).toBeUndefined();
  });
});
