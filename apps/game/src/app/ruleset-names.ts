import { presentationFor } from '@breachline/engine';

/** Each ruleset's name for players, from its presentation face (loaded lazily: see use-ruleset-names.ts). */
export function rulesetNames(rulesets: Iterable<string>): Map<string, string> {
  return new Map([...rulesets].map((id) => [id, presentationFor(id).name]));
}
