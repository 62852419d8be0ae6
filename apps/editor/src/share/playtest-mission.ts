// What Playtest hands the game: the mission as it is, with the party the author picked for the playtest —
// by default the mission's own suggested party, else its largest party, never just the fewest heroes it allows.
import { rulesetFor } from '@breachline/engine';

interface HeroChoice {
  readonly id: string;
  readonly kind: string;
  readonly name: string;
}

type Doc = Record<string, unknown> & { ruleset?: unknown; party?: unknown; meta?: { heroes?: { min?: unknown; max?: unknown; required?: unknown } } };

const isHero = (value: unknown): value is HeroChoice =>
  value !== null && typeof value === 'object' && typeof (value as HeroChoice).kind === 'string' && typeof (value as HeroChoice).id === 'string';

function rosterOf(doc: Doc): readonly { kind: string; name: string }[] {
  return typeof doc.ruleset === 'string' ? (rulesetFor(doc.ruleset)?.roster ?? []) : [];
}

/** Whether the mission suggests a party of its own. */
export function hasSuggestedParty(mission: unknown): boolean {
  const party = ((mission ?? {}) as Doc).party;
  return Array.isArray(party) && party.some(isHero);
}

/** The party sizes a playtest may use: the mission's range, within the ruleset's roster. */
export function partySizes(mission: unknown): number[] {
  const doc = (mission ?? {}) as Doc;
  const min = typeof doc.meta?.heroes?.min === 'number' ? Math.max(1, doc.meta.heroes.min) : 1;
  const max = typeof doc.meta?.heroes?.max === 'number' ? Math.min(doc.meta.heroes.max, rosterOf(doc).length) : 0;
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
}

/**
 * The party of a playtest of `size` heroes (undefined: the mission's suggested party when it has one, else its
 * largest): the suggested heroes first, then required classes, then the roster in order.
 */
export function playtestParty(mission: unknown, size?: number): readonly HeroChoice[] | undefined {
  const doc = (mission ?? {}) as Doc;
  const suggested = Array.isArray(doc.party) ? doc.party.filter(isHero) : [];
  if (size === undefined && suggested.length > 0) return undefined;
  const wanted = size ?? partySizes(mission).at(-1) ?? 1;
  const required = Array.isArray(doc.meta?.heroes?.required) ? (doc.meta.heroes.required as unknown[]) : [];
  const roster = rosterOf(doc);
  const fromRoster = [...roster.filter((r) => required.includes(r.kind)), ...roster.filter((r) => !required.includes(r.kind))].map((r) => ({ id: r.kind, kind: r.kind, name: r.name }));
  const party: HeroChoice[] = [];
  for (const hero of [...suggested, ...fromRoster]) if (party.length < wanted && !party.some((h) => h.kind === hero.kind)) party.push(hero);
  return party.length > 0 ? party : undefined;
}

/**
 * The mission Playtest sends: the editor's document with the playtest's party. `played` is what the document
 * plays as when that differs (a named raid's expansion, which holds the hero limits the party comes from).
 */
export function playtestMission(mission: unknown, size?: number, played: unknown = mission): unknown {
  const party = playtestParty(played, size);
  return party === undefined ? mission : { ...(mission as object), party };
}
