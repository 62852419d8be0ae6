import type { Board } from '../board/board';
import type { HeroChoice } from '../game/setup-game';

/**
 * One reason a ruleset cannot play a mission: `path` is a JSON pointer into the mission document
 * ('' for the whole mission), `message` a sentence an author can act on. Each ruleset's
 * `checkMission` returns these; its setup refuses with them and validation reports them, so a mission
 * that validates also starts (one source of truth).
 */
export interface MissionCheckIssue {
  readonly path: string;
  readonly message: string;
}

/** Round caps and turn limits: a whole number of rounds from 1 to this (the trigger vocabulary's `round` bound). */
export const MAX_ROUNDS = 999;

/** A party against a ruleset's roster and the board's start squares (what `setupGame` and the rulesets refuse). */
export function checkParty(
  heroes: readonly HeroChoice[],
  roster: readonly { readonly kind: string }[],
  board: Board,
  path: string,
  rosterName: string,
): MissionCheckIssue[] {
  const issues: MissionCheckIssue[] = [];
  if (heroes.length === 0) issues.push({ path, message: 'The party is empty: choose at least one hero.' });
  const kinds = new Set<string>();
  const ids = new Set<string>();
  heroes.forEach((hero, h) => {
    if (!roster.some((member) => member.kind === hero.kind)) {
      issues.push({ path: `${path}/${h}/kind`, message: `The hero kind "${hero.kind}" is not one of the ${rosterName} (${roster.map((m) => m.kind).join(', ')}).` });
    } else if (kinds.has(hero.kind)) {
      issues.push({ path: `${path}/${h}/kind`, message: `The hero kind "${hero.kind}" is chosen twice: each player takes a different hero.` });
    }
    if (ids.has(hero.id)) issues.push({ path: `${path}/${h}/id`, message: `Two heroes of the party are called "${hero.id}".` });
    kinds.add(hero.kind);
    ids.add(hero.id);
  });
  const starts = board.features.filter((feature) => feature.type === 'start').length;
  if (starts < heroes.length) {
    issues.push({ path: starts === 0 ? '/features' : path, message: `The mission has ${starts} start square(s) for ${heroes.length} hero(es): add start squares or make the party smaller.` });
  }
  return issues;
}

/** A round cap or turn limit: a whole number from 1 to `MAX_ROUNDS`, or the sentence saying it is not. */
export function roundCountProblem(value: unknown, what: string): string | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ROUNDS) return undefined;
  return `${what} must be a whole number of rounds from 1 to ${MAX_ROUNDS}, not ${JSON.stringify(value)}.`;
}

/** A whole-number option from `min` to `max`, or the sentence saying it is not. */
export function wholeNumberProblem(value: unknown, what: string, min: number, max: number): string | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return undefined;
  return `${what} must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}.`;
}
