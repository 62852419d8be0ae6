/**
 * The version of each ruleset's rules: bumped whenever a change to the rules (or to how a mission sets up)
 * can make a recorded game play out differently — another state hash, or an action refused. Saves and replay
 * links record it, so one made under other rules says so instead of failing silently.
 */
const RULES_VERSIONS: ReadonlyMap<string, number> = new Map([
  ['hive', 1],
  ['boarding', 1],
]);

/** The current rules version of `ruleset` (a mission's ruleset id, so an author's string), or undefined for an unknown ruleset. */
export function rulesVersionOf(ruleset: string): number | undefined {
  return RULES_VERSIONS.get(ruleset);
}
