/** Who a unit fights for. The enemy is a side like the heroes; its decisions come from libs/ai. */
export type Side = 'heroes' | 'enemies';

/** A figure on the board. */
export interface Unit {
  readonly id: string;
  readonly side: Side;
  /** Roster entry the unit was made from (e.g. a hero profile or enemy type). */
  readonly kind: string;
  readonly name: string;
  readonly x: number;
  readonly y: number;
}

/**
 * Everything that changes during a game, as plain JSON: serialisable, hashable, replayable.
 * The static board is compiled once and shared; it is not part of the state.
 */
export interface GameState {
  readonly missionId: string;
  readonly seed: number;
  readonly round: number;
  readonly units: readonly Unit[];
  /** Ids of the doors that are open; every other door is closed. */
  readonly openDoors: readonly string[];
}
