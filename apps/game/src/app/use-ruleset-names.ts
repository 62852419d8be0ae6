import { useEffect, useState } from 'react';

/** Ruleset names for players, by ruleset id: empty until the engine has loaded. */
export type RulesetNames = ReadonlyMap<string, string>;

/**
 * The players' names of `rulesets`, read from each ruleset's presentation face once the engine has loaded.
 * The engine is fetched after the first paint, not with it: the start screen is the whole first download
 * (issue 6's 100 KiB budget), and the same chunk is what choosing a mission needs next, so it is no waste.
 */
export function useRulesetNames(rulesets: readonly string[]): RulesetNames {
  const [names, setNames] = useState<RulesetNames>(() => new Map());
  // `key` stands for `rulesets`, a new array on each render.
  const key = rulesets.join('\n');
  useEffect(() => {
    let live = true;
    import('./ruleset-names')
      .then(({ rulesetNames }) => {
        if (live) setNames(rulesetNames(key.split('\n')));
      })
      // Without the engine the cards keep their titles and difficulties; choosing one reports the failure.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]);
  return names;
}
