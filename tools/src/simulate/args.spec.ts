// Every name the simulate command line looks up (bots, sample missions, rulesets) is an own entry of its
// table: "constructor", "__proto__" or "toString" get a clear message listing the valid names.
import { RULESETS } from '@breachline/engine';
import { lookUpByName, parseArgs } from './args';
import { loadMissionArg } from './load';

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];

describe('simulate command-line lookups', () => {
  it.each(PROTOTYPE_NAMES)('refuses the bot "%s", listing the bots there are', (name) => {
    expect(parseArgs(['first-steps', '--bot', name])).toEqual({ ok: false, message: `Unknown bot "${name}" (bots: random, heuristic, search).` });
  });

  it('accepts every real bot', () => {
    for (const bot of ['random', 'heuristic', 'search']) expect(parseArgs(['first-steps', '--bot', bot]).ok).toBe(true);
  });

  it.each(PROTOTYPE_NAMES)('finds no sample mission called "%s"', async (name) => {
    const result = await loadMissionArg(name, '/nonexistent-directory');
    expect(result).toEqual({ ok: false, message: expect.stringMatching(new RegExp(`^${name} is neither a sample mission \\(first-steps, .*\\) nor a readable file\\.$`)) });
  });

  it.each(PROTOTYPE_NAMES)('finds no ruleset called "%s"', (name) => {
    expect(lookUpByName(RULESETS, name, 'playable ruleset')).toEqual({ ok: false, message: `Unknown playable ruleset "${name}" (playable rulesets: ${Object.keys(RULESETS).join(', ')}).` });
  });
});
