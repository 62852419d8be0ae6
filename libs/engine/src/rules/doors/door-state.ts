import type { Keyed } from '../state/keyed';

// The plain types of the doors slice of GameState (a leaf module: game-state.ts imports it, it imports
// nothing that imports game-state back).

/**
 * A door as play stands. `open` and `destroyed` doors let models and sight through; `closed` ones may be
 * opened; `locked` ones may not until something unlocks them; `sealed` ones are walls for good.
 */
export type DoorState = 'open' | 'closed' | 'locked' | 'sealed' | 'destroyed';

/** What a ruleset says about its doors (its mission hooks' `doorRules`). */
export interface DoorRules {
  /** The state an unlocked door takes: "closed" (the default) or "open" (derelict has no closed doors, derelict.md §6.3). */
  readonly unlocked?: 'closed' | 'open';
}

/** Who can damage a door with health (the mission format's `attackableBy`). */
export type DoorAttacker = 'any' | 'melee' | 'ranged' | 'vehicle';

/** One door's slice: its state, and what the mission said about it (health, who can break it, its label). */
export interface DoorRecord {
  readonly state: DoorState;
  /** Health left, for doors the mission gives health: at 0 the door is destroyed. */
  readonly health?: number;
  readonly attackableBy?: DoorAttacker;
  readonly label?: string;
}

/**
 * Every door of the board by id (tile doors `<placement>.<door>`, mission doors `door-N` or their own id).
 * Door ids come from authors: read and write them through rules/state/keyed only. A door missing here (a tile
 * placed during play) is closed.
 */
export type DoorsState = Keyed<DoorRecord>;

/** A door as the mission document gives it (`doors` in mission.schema.json), read structurally. */
export interface MissionDoorInput {
  readonly id?: string;
  readonly state?: 'open' | 'closed' | 'locked';
  readonly health?: number;
  readonly attackableBy?: DoorAttacker;
  readonly label?: string;
}
