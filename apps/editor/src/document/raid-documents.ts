// A mission that names a raid (infiltration.md §12.3) instead of being authored in full:
//   { "format", "schemaVersion", "ruleset", "raid": { "map", "faction", "objective" } | { "seed" } }
// The loader expands it through the raid generator, so the editor shows the generated map as it would play.
// The cards offered are the generator's own exported lists: cards added to the generator appear here by themselves.
import {
  generateInfiltrationRaid,
  INFILTRATION_RAID_FACTIONS,
  INFILTRATION_RAID_MAPS,
  INFILTRATION_RAID_OBJECTIVES,
  infiltrationRaidCardsForSeed,
  presentationFor,
  type InfiltrationRaidCards,
} from '@breachline/engine';

export type RaidRequest = InfiltrationRaidCards | { readonly seed: number };

/** One card an author may pick, with the reason it cannot be played yet when the rules refuse it. */
export interface RaidChoice {
  readonly id: string;
  readonly title: string;
  readonly unsupported?: string | undefined;
}

export interface RaidDecks {
  readonly maps: readonly RaidChoice[];
  readonly factions: readonly RaidChoice[];
  readonly objectives: readonly RaidChoice[];
}

/** The generator's decks, as it exports them. */
export const RAID_DECKS: RaidDecks = {
  maps: INFILTRATION_RAID_MAPS.map((m) => ({ id: m.id, title: m.title })),
  factions: INFILTRATION_RAID_FACTIONS.map((f) => ({ id: f.id, title: f.title })),
  objectives: INFILTRATION_RAID_OBJECTIVES.map((o) => ({ id: o.id, title: o.title, unsupported: o.unsupported })),
};

/** The ruleset raids belong to, read from what the generator makes (not written here). */
export const RAID_RULESET: string = generateInfiltrationRaid({ seed: 0 }).ruleset;

/** The New menu's words for a generated raid: "Infiltration raid (generated)". */
export const RAID_MENU_LABEL = `${presentationFor(RAID_RULESET).name} raid (generated)`;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The raid a document names, or undefined for an authored mission (a malformed raid is read as far as it goes). */
export function raidOf(document: unknown): Partial<{ map: string; faction: string; objective: string; seed: number }> | undefined {
  if (!isRecord(document) || !('raid' in document)) return undefined;
  const raid = document['raid'];
  if (!isRecord(raid)) return {};
  const text = (key: string) => (typeof raid[key] === 'string' ? { [key]: raid[key] } : {});
  return { ...text('map'), ...text('faction'), ...text('objective'), ...(typeof raid['seed'] === 'number' ? { seed: raid['seed'] } : {}) };
}

/** A new mission naming the raid a seed draws. */
export function newRaidMission(seed: number): Record<string, unknown> {
  return { format: 'breachline-mission', schemaVersion: 1, ruleset: RAID_RULESET, raid: { seed } };
}

/** The document naming another raid; every other key it holds is kept. */
export function withRaid(document: unknown, raid: RaidRequest): Record<string, unknown> {
  return { ...(isRecord(document) ? document : {}), raid: { ...raid } };
}

/** The three cards a raid names: its own, or those its seed draws. */
export function cardsOfRaid(raid: ReturnType<typeof raidOf>): InfiltrationRaidCards | undefined {
  if (!raid) return undefined;
  if (raid.seed !== undefined) return infiltrationRaidCardsForSeed(raid.seed);
  if (raid.map === undefined || raid.faction === undefined || raid.objective === undefined) return undefined;
  return { map: raid.map, faction: raid.faction, objective: raid.objective };
}

/** A seed other than `current` (the editor is not the engine: its randomness need not replay). */
export function anotherSeed(current: number | undefined, random: () => number = Math.random): number {
  for (;;) {
    const seed = Math.floor(random() * 1_000_000);
    if (seed !== current) return seed;
  }
}

/**
 * The raid as a fully authored mission: the document the loader expanded (valid, so `expanded` is given), with
 * nothing left naming the raid. Undefined while the raid does not expand.
 */
export function expandedRaid(expanded: unknown): Record<string, unknown> | undefined {
  if (!isRecord(expanded)) return undefined;
  const { raid: _named, ...authored } = expanded;
  return structuredClone(authored) as Record<string, unknown>;
}
