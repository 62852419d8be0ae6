import { RULESET_IDS, type LoadedMissionInput, type RulesetId } from '@breachline/engine';
import { specError } from '../playtest/record';
import { hiddenSpecOf } from '../playtest/hidden-spec';
import type { AiFace } from './ai-face';
import { AI_FACES, aiFaceFor, ENEMY_CONTROLLERS } from './ai-faces';
import { HERO_BOTS } from './controllers';
import { heuristicsFor } from './heuristics/registry';
import { GENERIC_HEURISTICS } from './heuristics/generic';

describe('the AI faces: one per engine ruleset', () => {
  it('holds a face for every ruleset the engine registers, and nothing else', () => {
    expect(Object.keys(AI_FACES).sort()).toEqual([...RULESET_IDS].sort());
    // A ruleset registered in the engine without its AI face does not compile:
    // @ts-expect-error — 'boarding' is missing
    const partial: Readonly<Record<RulesetId, AiFace>> = { hive: AI_FACES.hive };
    expect(partial.hive).toBe(AI_FACES.hive);
  });

  it('every lookup reads the one face: enemies, heuristics, hidden spec (hive.md §9.4, boarding.md §3.3)', () => {
    expect(ENEMY_CONTROLLERS['hive']?.().name).toBe(AI_FACES.hive.enemy().name);
    for (const id of RULESET_IDS) expect(heuristicsFor(id)).toBe(AI_FACES[id].heuristics);
    // A ruleset the AI has no face for plays with the generic heuristics.
    expect(heuristicsFor('no-such-ruleset')).toBe(GENERIC_HEURISTICS);
    expect(hiddenSpecOf('hive').secretOrders).toEqual(['titleStack']);
    expect(hiddenSpecOf('boarding').secretDecks).toEqual(['blips']);
  });

  it('finds nothing for an inherited name: "constructor" is neither a ruleset, an enemy nor a bot', () => {
    expect(aiFaceFor('constructor')).toBeUndefined();
    expect(ENEMY_CONTROLLERS['constructor']).toBeUndefined();
    expect(hiddenSpecOf('toString').secretOrders).toEqual([]);
    const mission = { mission: { ruleset: 'hive' } } as unknown as LoadedMissionInput;
    expect(specError({ mission, bot: 'constructor' })).toBe('Unknown bot "constructor" (bots: random, heuristic, search).');
    expect(HERO_BOTS['toString']).toBeUndefined();
  });
});
