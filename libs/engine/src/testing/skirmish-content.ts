/** The test ruleset's content, as data (a real ruleset keeps its profiles and tables like this). */
export interface Profile {
  readonly health: number;
  readonly moves: number;
  readonly attacks: number;
  /** d6 result needed to hit. */
  readonly hitsOn: number;
}

export const PROFILES: Readonly<Record<string, Profile>> = {
  sergeant: { health: 3, moves: 2, attacks: 1, hitsOn: 3 },
  medic: { health: 2, moves: 2, attacks: 1, hitsOn: 4 },
  scout: { health: 2, moves: 3, attacks: 1, hitsOn: 4 },
  drone: { health: 1, moves: 2, attacks: 1, hitsOn: 4 },
  brute: { health: 2, moves: 1, attacks: 1, hitsOn: 3 },
};

/** Roster order for 'fixed' activation (hive.md §4.2: characters act in roster order). */
export const HERO_ROSTER = ['sergeant', 'scout', 'medic'] as const;

/** Reinforcement cards: what a face-down spawn token turns out to be. */
export const REINFORCEMENT_CARDS = ['drone', 'drone', 'drone', 'brute', 'nothing', 'nothing'] as const;

/** Search tokens' face-down contents. */
export const SEARCH_CONTENTS = ['medkit', 'drone', 'trap', 'nothing'] as const;

export const EVENT_CARDS = ['blackout', 'lockdown', 'quiet', 'quiet'] as const;

export const profileOf = (kind: string): Profile => PROFILES[kind] ?? { health: 1, moves: 1, attacks: 1, hitsOn: 4 };
