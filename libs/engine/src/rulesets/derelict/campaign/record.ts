import { fail, ok, type Result } from '../../../result';
import { derelictCampaign, nextMission, type PlayedMission } from './campaigns';
import type { CampaignParty } from './party';
import type { RefugeState } from './refuge-state';

/**
 * A derelict campaign in progress, as the apps store it (the campaign face's opaque record): which campaign,
 * the party (null before the first mission), the missions played, and the Refuge while the party is there.
 */
export interface DerelictCampaignRecord {
  readonly campaign: string;
  readonly party: CampaignParty | null;
  readonly history: readonly PlayedMission[];
  readonly refuge: RefugeState | null;
  /** How many survivors joined at the Refuge (§10.6 step 1): numbers their ids. */
  readonly joined: number;
}

type Check = (value: unknown, at: string) => string | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const str: Check = (v, at) => (typeof v === 'string' && v.length <= 200 ? undefined : `${at} is not a short text`);
const int: Check = (v, at) => (typeof v === 'number' && Number.isSafeInteger(v) ? undefined : `${at} is not a whole number`);
const bool: Check = (v, at) => (typeof v === 'boolean' ? undefined : `${at} is not true or false`);
const nullable = (check: Check): Check => (v, at) => (v === null ? undefined : check(v, at));
const optional = (check: Check): Check => (v, at) => (v === undefined ? undefined : check(v, at));
const list = (check: Check, max = 200): Check => (v, at) => {
  if (!Array.isArray(v) || v.length > max) return `${at} is not a list`;
  for (const [i, item] of v.entries()) {
    const problem = check(item, `${at}[${i}]`);
    if (problem) return problem;
  }
  return undefined;
};
const shape = (fields: Record<string, Check>): Check => (v, at) => {
  if (!isRecord(v)) return `${at} is not an object`;
  for (const [name, check] of Object.entries(fields)) {
    const problem = check(v[name], `${at}.${name}`);
    if (problem) return problem;
  }
  return undefined;
};
const flagValue: Check = (v, at) => (typeof v === 'boolean' || typeof v === 'number' || typeof v === 'string' ? undefined : `${at} is not a flag value`);
const pair: Check = (v, at) => (Array.isArray(v) && v.length === 2 ? (str(v[0], `${at}[0]`) ?? flagValue(v[1], `${at}[1]`)) : `${at} is not a [flag, value] pair`);

const survivor: Check = shape({
  id: str, name: str, kind: str, abilitySet: str, health: int, maxHealth: int, resolve: int, injuries: int,
  items: list(str, 8), body: nullable(str), head: optional(str),
  resolveCards: list(shape({ card: str, at: int, up: bool, dormant: optional(bool) }), 8),
  accomplishment: nullable(shape({ card: str, progress: int, used: bool })),
});
const party: Check = shape({
  survivors: list(survivor, 16),
  fallen: list(shape({ id: str, name: str, kind: str, abilitySet: str }), 64),
  awaitingRespawn: list(str, 64),
  flags: optional(list(pair, 200)),
});
const refuge: Check = shape({
  party, track: int, round: int, visited: list(str, 16), tradingPost: list(str, 32),
  itemDeck: list(str), resolveDeck: list(str), accomplishmentDeck: list(str), eventDeck: list(str),
  rng: shape({ a: int, b: int, c: int, d: int }), log: list(str, 2000), left: bool,
});
const record: Check = shape({
  campaign: str,
  party: nullable(party),
  history: list(shape({ mission: str, outcome: (v, at) => (v === 'won' || v === 'lost' || v === 'wiped' ? undefined : `${at} is not won, lost or wiped`) }), 100),
  refuge: nullable(refuge),
  joined: int,
});

/** A stored record checked field by field, then against its campaign: the first problem, worded with its place. */
export function readCampaignRecord(stored: unknown): Result<DerelictCampaignRecord, string> {
  const problem = record(stored, 'campaign');
  if (problem) return fail([`The saved campaign is damaged: ${problem}.`]);
  const value = stored as DerelictCampaignRecord;
  const campaign = derelictCampaign(value.campaign);
  if (!campaign) return fail([`The saved campaign names an unknown campaign "${value.campaign.slice(0, 60)}".`]);
  const next = nextMission(campaign, value.history);
  if (!next.ok) return fail([`The saved campaign's history does not fit "${campaign.name}": ${next.errors.map((e) => e.message).join(' ')}`]);
  return ok(value);
}
