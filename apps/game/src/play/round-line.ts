import type { GameView, RulesetPresentation } from '@breachline/engine';

/**
 * The header's count of rounds in the ruleset's own word and form ("Round 3", "Turn 3 of 12"): the first of its
 * presentation's trackers, which is the round by the presentation's contract.
 */
export function roundLine(face: RulesetPresentation, view: GameView): string {
  const [round] = face.trackers(view);
  return round ? `${round.label} ${round.value}` : `Round ${view.round}`;
}
