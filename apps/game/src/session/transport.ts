// The seam between a game's store and whoever runs the rules: the engine in this page today (local-transport.ts),
// a server later. Whatever is behind it, the store gets one seat's view, its events and its legal actions,
// never the full state.
import type { Board, CampaignRecord, GameEvent, HeroChoice, RulesetEntry } from '@breachline/engine';
import type { LoadedMission } from '@breachline/scenario-schema';
import type { AnyAction } from '../play/action-labels';
import type { HeroView } from '../play/session';

/** The game as it was started: what a save, a replay and the screens' headings need. */
export interface GameInfo {
  readonly loaded: LoadedMission;
  readonly ruleset: RulesetEntry;
  readonly seed: number;
  readonly heroes: readonly HeroChoice[];
  /** The version of the mission's ruleset the game is played by (saves and replays record it); undefined if the engine names none. */
  readonly rulesVersion: number | undefined;
  /** The campaign the mission is played in, as it stood at the mission's start. */
  readonly campaign?: CampaignRecord;
}

/** What the players' seat sees now. */
export interface Seat {
  readonly view: HeroView;
  readonly board: Board;
  /** Who acts now: the players (heroes), the other side (enemies), or nobody (the game is over). */
  readonly side: 'heroes' | 'enemies' | null;
  /** What the players may do now (empty unless it is their turn). */
  readonly legal: readonly AnyAction[];
  readonly actionCount: number;
}

/** One change the transport reports: a step (the seat after it and its events, as the seat saw them), or a refusal. */
export type TransportUpdate =
  | {
      readonly kind: 'step';
      readonly seat: Seat;
      readonly events: readonly GameEvent[];
    }
  | { readonly kind: 'refused'; readonly message: string };

/** Everything that rebuilds the game exactly: every action in order, and the hash of the state they reach. */
export interface GameRecord {
  readonly actions: readonly unknown[];
  readonly hash: string;
}

export interface Transport {
  readonly game: GameInfo;
  seat(): Seat;
  /** Sends the players' action; the result comes back through `subscribe` (the local transport answers at once). */
  send(action: unknown): void;
  /** Asks for the other side's next decision (local: the AI decides now; a server plays it by itself and may ignore this). */
  requestEnemyStep(): void;
  subscribe(listener: (update: TransportUpdate) => void): () => void;
  record(): GameRecord;
}
