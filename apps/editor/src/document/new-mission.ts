import { SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import type { RulesetId } from './rulesets';

/**
 * What a new mission of a ruleset starts with besides its board, so that once the board is built it also
 * plays: a ruleset whose missions explore a pile of tiles (the hive, hive.md §6.5) starts with its first sample's pile.
 */
function rulesetDefaults(ruleset: RulesetId): Record<string, unknown> {
  const samples = Object.values(SAMPLE_MISSIONS) as readonly { ruleset?: unknown; exploration?: unknown }[];
  const exploration = samples.find((sample) => sample.ruleset === ruleset && sample.exploration !== undefined)?.exploration;
  return exploration === undefined ? {} : { exploration: structuredClone(exploration) };
}

/** An empty mission of a ruleset: valid in shape, with the board still to be built. */
export function newMission(ruleset: RulesetId): Record<string, unknown> {
  return {
    format: 'breachline-mission',
    schemaVersion: 1,
    id: 'untitled',
    ruleset,
    meta: { title: 'Untitled mission', author: '', briefing: '', difficulty: 'normal', heroes: { min: 1, max: 4 } },
    tiles: [],
    layout: [],
    doors: [],
    features: [],
    ...rulesetDefaults(ruleset),
  };
}
