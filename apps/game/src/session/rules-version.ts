// Saves and replay links record the version of the rules they were played by; one made under other rules says so.
import { rulesVersionOf } from '@breachline/engine';

/**
 * A sentence saying that `ruleset`'s rules changed since a game was recorded with `recorded`, or undefined
 * when they are the same version (or the engine names no version for them).
 */
export function rulesChangedSince(ruleset: string, recorded: number | undefined): string | undefined {
  const current = rulesVersionOf(ruleset);
  if (current === undefined || recorded === current) return undefined;
  const rules = `the ${ruleset} rules`;
  if (recorded === undefined) return `It was recorded before Breachline noted its rules version; this Breachline plays version ${current} of ${rules}.`;
  return recorded > current
    ? `It was played by version ${recorded} of ${rules}, newer than this Breachline's version ${current}.`
    : `It was played by version ${recorded} of ${rules}; this Breachline plays version ${current}, and the rules changed since.`;
}
