import type { Mission } from '@breachline/scenario-schema';

export type RulesetId = Mission['ruleset'];

export const RULESETS: readonly { id: RulesetId; name: string }[] = [
  { id: 'hive', name: 'Hive crawl' },
  { id: 'derelict', name: 'Derelict' },
  { id: 'boarding', name: 'Boarding action' },
  { id: 'horde', name: 'Horde' },
  { id: 'infiltration', name: 'Infiltration' },
];

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
  };
}
