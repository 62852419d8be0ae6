// What Playtest hands the game: the mission as it is, with a full party when the author suggested none,
// so a playtest shows the mission at its most crowded rather than with the fewest heroes it allows.
import { rulesetFor } from '@breachline/engine';

interface HeroChoice {
  readonly id: string;
  readonly kind: string;
  readonly name: string;
}

type Doc = Record<string, unknown> & { ruleset?: unknown; party?: unknown; meta?: { heroes?: { max?: unknown; required?: unknown } } };

/** The party of a playtest: the mission's own when it has one, else its maximum party from the ruleset's roster (required classes first). */
export function playtestParty(mission: unknown): readonly HeroChoice[] | undefined {
  const doc = (mission ?? {}) as Doc;
  if (Array.isArray(doc.party) && doc.party.length > 0) return undefined;
  const roster = typeof doc.ruleset === 'string' ? (rulesetFor(doc.ruleset)?.roster ?? []) : [];
  const max = typeof doc.meta?.heroes?.max === 'number' ? doc.meta.heroes.max : 1;
  const required = Array.isArray(doc.meta?.heroes?.required) ? (doc.meta.heroes.required as unknown[]) : [];
  const ordered = [...roster.filter((r) => required.includes(r.kind)), ...roster.filter((r) => !required.includes(r.kind))];
  const party = ordered.slice(0, Math.max(1, max)).map((r) => ({ id: r.kind, kind: r.kind, name: r.name }));
  return party.length > 0 ? party : undefined;
}

/** The mission Playtest sends: the editor's document with the playtest party filled in when it has none. */
export function playtestMission(mission: unknown): unknown {
  const party = playtestParty(mission);
  return party === undefined ? mission : { ...(mission as object), party };
}
