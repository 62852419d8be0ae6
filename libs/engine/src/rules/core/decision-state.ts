import type { Side } from '../../game/side';
import type { Json } from '../state/canonical-hash';

// The plain types of the pending-decision stack in GameState (a leaf module: game-state.ts imports it).

/** One choice a pending decision offers: its id (what the `choose` action names), its words, and its value. */
export interface DecisionOption {
  readonly id: string;
  readonly label: string;
  readonly value: Json;
}

/**
 * "The players choose" in the middle of a resolution: while one is open, the only legal actions are its
 * options (a `choose` action each), for its side. The newest decision is answered first (a stack).
 */
export interface PendingDecision {
  /** An engine id (`decision#7`), so actions name it and replays name it alike. */
  readonly id: string;
  readonly side: Side;
  /** What is being chosen, for the screens and bots ("place", a ruleset's own kinds). */
  readonly kind: string;
  readonly prompt: string;
  readonly options: readonly DecisionOption[];
  /** Who resumes once it is answered: 'mission' (the trigger runner) or the ruleset (`Ruleset.resumeDecision`). */
  readonly owner: 'mission' | 'ruleset';
  /** What resumes after: plain data its owner reads back (the mission runner: the trigger and its remaining effects). */
  readonly resume: Json;
}
