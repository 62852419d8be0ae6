// The play screen's banner: who is to act now, in the words of what they are to do.
import { pendingDecision, type GameView } from '@breachline/engine';

export interface BannerParts {
  readonly view: Pick<GameView, 'status' | 'decisions' | 'turn'>;
  /** The side to act (a pending decision's side, else the turn's). */
  readonly side: string | null;
  readonly players: number;
  /** The acting unit's player and name, when a unit is acting. */
  readonly actor: { readonly player: number; readonly name: string } | null;
  /** What the phase asks when no unit acts in it (the ruleset face's words), instead of "choose who acts". */
  readonly prompt?: string | undefined;
}

/**
 * A pending decision is what the players answer now, whatever the turn (a defence asked inside the enemy's
 * turn, say): its prompt comes first, before "who acts".
 */
export function turnBanner({ view, side, players, actor, prompt }: BannerParts): string {
  if (view.status.kind !== 'playing') return '';
  const decision = pendingDecision(view);
  if (decision && decision.side === side && side === 'heroes') return `${players > 1 ? 'Players' : 'Your choice'}: ${decision.prompt}`;
  if (side !== 'heroes') return 'The enemy is moving…';
  if (actor) return `Player ${actor.player}: ${actor.name} is acting`;
  if (prompt) return `${players > 1 ? 'Players' : 'Your turn'}: ${prompt}`;
  return players > 1 ? 'Players: choose who acts next' : 'Your turn: choose who acts';
}
