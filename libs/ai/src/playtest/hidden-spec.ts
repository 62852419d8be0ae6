/**
 * What each ruleset keeps from the heroes beyond what the engine's own structures mark as hidden
 * (face-down tokens, draw piles, the generator), for the hidden-information checks. A ruleset with
 * nothing extra needs no line here.
 */
export interface HiddenSpec {
  /** `ext` arrays whose order is secret (the heroes know the items, not which comes next). */
  readonly secretOrders: readonly string[];
  /**
   * Token kinds whose contents are face down but follow from what the heroes saw: re-dealing them
   * would make a state the heroes know is impossible, so the plausible re-deal leaves them alone
   * (the view must still blank them, which the tainted re-deal checks).
   */
  readonly inferableTokens: readonly string[];
  /** Events that turn over a secret without a `revealed` event: play may differ from them on. */
  readonly revealingEvents: readonly string[];
  /** Decks whose draws the heroes must never see, whatever the deck or its events claim. */
  readonly secretDecks: readonly string[];
}

const NOTHING_EXTRA: HiddenSpec = { secretOrders: [], inferableTokens: [], revealingEvents: [], secretDecks: [] };

const SPECS: Readonly<Record<string, HiddenSpec>> = {
  // hive.md §9.4: an untitled objective tile takes the top of the shuffled title stack when placed
  // (tile-placed turns it over). Spawn tokens hold the edge and round the heroes saw them placed with.
  hive: { secretOrders: ['titleStack'], inferableTokens: ['spawn'], revealingEvents: ['tile-placed'], secretDecks: [] },
  // boarding.md §3.3: the blip pool is drawn face down; only the bug side learns what a blip holds.
  boarding: { secretOrders: [], inferableTokens: [], revealingEvents: [], secretDecks: ['blips'] },
};

export function hiddenSpecOf(ruleset: string): HiddenSpec {
  return SPECS[ruleset] ?? NOTHING_EXTRA;
}
