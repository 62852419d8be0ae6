// infiltration.md §12.3: a mission file may name a raid instead of being authored in full:
//   { "format": "breachline-mission", "schemaVersion": 1, "id": "…", "ruleset": "infiltration",
//     "raid": { "map": "castle-wing", "faction": "garrison", "objective": "recon" } }   (or "raid": { "seed": 7 })
// The loader expands it through the raid generator before the schema check, so the expanded mission is validated
// like any authored one and the schema itself is unchanged. Top-level keys the file also writes replace the
// generated ones (its id, meta…); its options are merged over the generated options.
import { generateInfiltrationRaid, InfiltrationRaidError, type InfiltrationRaidCards } from '@breachline/engine';
import type { MissionIssue } from '../mission-issue';

export type RaidExpansion = { ok: true; document: unknown } | { ok: false; issue: MissionIssue };

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const CARD_KEYS = ['map', 'faction', 'objective'] as const;

function readRaid(raid: unknown): InfiltrationRaidCards | { seed: number } | MissionIssue {
  const bad = (path: string, message: string): MissionIssue => ({ stage: 'mission', path: `/raid${path}`, message });
  if (!isRecord(raid)) return bad('', 'The raid must be an object: { "map", "faction", "objective" } or { "seed" }.');
  const extra = Object.keys(raid).filter((key) => key !== 'seed' && !(CARD_KEYS as readonly string[]).includes(key));
  if (extra[0] !== undefined) return bad(`/${extra[0]}`, `Unknown raid field ${JSON.stringify(extra[0])}: a raid names map, faction and objective, or a seed.`);
  if ('seed' in raid) {
    const seed = raid['seed'];
    if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) return bad('/seed', 'The raid seed must be a whole number.');
    if (CARD_KEYS.some((key) => key in raid)) return bad('/seed', 'A raid names either a seed or its three cards, not both.');
    return { seed };
  }
  const cards: Partial<Record<(typeof CARD_KEYS)[number], string>> = {};
  for (const key of CARD_KEYS) {
    const value = raid[key];
    if (typeof value !== 'string') return bad(`/${key}`, `The raid's ${key} card must be named (a string).`);
    cards[key] = value;
  }
  return { map: cards.map ?? '', faction: cards.faction ?? '', objective: cards.objective ?? '' };
}

/** The document with its named raid expanded, or the issue that stops it; documents without a raid pass as they are. */
export function expandRaid(document: unknown): RaidExpansion {
  if (!isRecord(document) || !('raid' in document)) return { ok: true, document };
  if (document['ruleset'] !== 'infiltration') {
    return { ok: false, issue: { stage: 'mission', path: '/raid', message: 'Only infiltration missions can name a raid (infiltration.md §12.3).' } };
  }
  const request = readRaid(document['raid']);
  if ('message' in request) return { ok: false, issue: request };
  let generated: Readonly<Record<string, unknown>>;
  try {
    generated = generateInfiltrationRaid(request);
  } catch (error) {
    if (!(error instanceof InfiltrationRaidError)) throw error;
    const field = CARD_KEYS.find((key) => error.message.includes(`raid ${key} card`));
    return { ok: false, issue: { stage: 'mission', path: field ? `/raid/${field}` : '/raid', message: error.message } };
  }
  const authored: Record<string, unknown> = { ...document };
  const options = authored['options'];
  delete authored['raid'];
  delete authored['options'];
  const mergedOptions = isRecord(options) && isRecord(generated['options']) ? { ...generated['options'], ...options } : (options ?? generated['options']);
  return { ok: true, document: { ...generated, ...authored, options: mergedOptions } };
}
