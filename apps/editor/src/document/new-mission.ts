import { SAMPLE_MISSIONS, type Mission } from '@breachline/scenario-schema';

export type RulesetId = Mission['ruleset'];

export const RULESETS: readonly { id: RulesetId; name: string }[] = [
  { id: 'hive', name: 'Hive crawl' },
  { id: 'derelict', name: 'Derelict' },
  { id: 'boarding', name: 'Boarding action' },
  { id: 'horde', name: 'Horde' },
  { id: 'infiltration', name: 'Infiltration' },
];

/**
 * What a new mission of a ruleset starts with besides its board, so that once the board is built it also
 * plays: the hive rules explore a pile of tiles (hive.md §6.5), so a hive mission starts with the sample's.
 */
function rulesetDefaults(ruleset: RulesetId): Record<string, unknown> {
  const exploration = ruleset === 'hive' ? (SAMPLE_MISSIONS['hive-destroy-the-hive'] as { exploration?: unknown } | undefined)?.exploration : undefined;
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
