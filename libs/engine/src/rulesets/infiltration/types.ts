import type { GameState, Unit } from '../../game/game-state';
import type { Tx } from '../../rules/core/tx';
import type { FactionId } from './content';

/** A hero test still waiting for the heroes' choices (§5.2: every `★` must be spent). */
export interface PendingTest {
  readonly hero: string;
  readonly target: string;
  readonly weapon: number;
  /** The score so far (every `★` already counts +2). */
  readonly total: number;
  /** Defence to beat. */
  readonly needed: number;
  /** Attack `★` still to spend, and aether `★` (which may also cancel a surge). */
  readonly attackStars: number;
  readonly aetherStars: number;
  readonly surges: number;
  /** An aether blank rolled (drain, §5.1 step 5). */
  readonly aetherBlank: boolean;
  readonly lootSpent: boolean;
  readonly unreliableSpent: boolean;
  readonly heroic: boolean;
  /** §11.4 Dual Wielding: the second enemy whose defence adds to the target number (wounded too on success). */
  readonly second: string | null;
  /** §11.4 Burst: a `★` was spent on it (+2, and the chain over the area once the first target falls). */
  readonly burstSpent: boolean;
  /** §11.4 Stunned: a `★` was spent on it (the target's area is suppressed on success). */
  readonly stunnedSpent: boolean;
  /** §11.1 AP Rounds used on this attack: Armour Piercing (§11.4). */
  readonly ap: boolean;
  /** §13.9 Eagle Eye: noise dice fewer than the weapon's. */
  readonly quieter?: number;
  /** §13.9 Lead Storm: the second attack to make once this one is done. */
  readonly then?: FollowUpAttack;
  /** The dice rolled other than `★` (a `★` is never re-rolled, §5.5): what Patch Up's modifier may re-roll. */
  readonly dice?: readonly TestDie[];
  /** §5.6 Teamwork: the other heroes who have played their one card on this test. */
  readonly teamwork?: readonly string[];
  /** §11.1 Ammo used on this attack (+2, once). */
  readonly ammo?: true;
}

/** One rolled die of a pending attack test. */
export interface TestDie {
  readonly die: 'attack' | 'aether';
  readonly value: number;
  readonly surge: boolean;
}

/** §6.10 an ongoing action-card effect: a modifier played ahead of the action it changes, or Pin Them Down's area. */
export interface OngoingCardEffect {
  readonly hero: string;
  /** The card's id (a modifier), or the feat's ('pin-them-down'). */
  readonly effect: string;
  readonly area?: number;
}

/** An attack a feat makes after the one in progress (§13.9 Lead Storm: the second Heavy MG). */
export interface FollowUpAttack {
  readonly target: string;
  readonly weapon: number;
  /** Added to the total (Lead Storm +2). */
  readonly bonus: number;
}

/** The ruleset's own state: plain JSON, indexed by engine numbers (board zone, tile and door indices). */
export interface InfiltrationExt {
  readonly faction: FactionId;
  readonly preAlarmRounds: number;
  readonly postAlarmRounds: number;
  /** §4.1: the round marker's position in the current section (1 = first). */
  readonly marker: number;
  readonly alarm: boolean;
  /** §8.9: the tracker reached the end of the pre-alarm section outside the end-of-round phase. */
  readonly alarmPending: boolean;
  /** Round at which the alarm went off (0: not yet), for reports. */
  readonly alarmRound: number;
  /** Awareness per tile (room or corridor, §7.1), 0 at ease, 1 suspicious, 2 alert. */
  readonly awareness: number[];
  /** Tiles with a cleared token (§6.2). */
  readonly cleared: number[];
  /** Tiles whose first-sighting rise was used in this hero turn's window (§8.7 a). */
  readonly sighted: number[];
  /** Board door indices still locked. */
  readonly locked: number[];
  /** Heroes who have had a turn this round, in order (§9.4 target ties). */
  readonly actedThisRound: string[];
  /** The hero whose turn it is, or was most recently. */
  readonly activeHero: string | null;
  readonly pending: PendingTest | null;
  /** §12.1: the post-alarm section ran out. */
  readonly failed: boolean;
  /** §6.10: each hero's hand of action cards (card ids of `action-cards.ts`), in the order drawn. */
  readonly hands: { readonly hero: string; readonly cards: string[] }[];
  /** §5.4 Pacify, for the hero whose turn it is: the zone of each of its kills, whether it spent a heroic point, zones already paid. */
  readonly turnKills: number[];
  readonly heroicSpent: boolean;
  readonly pacified: number[];
  /** §11.1 Smoke Grenade: obscured areas (§11.4), cleared at the end of the next enemy turn. */
  readonly obscured: number[];
  /** §11.4 Stunned: suppressed areas, cleared at the end of the enemy turn. */
  readonly suppressed: number[];
  /** §13.9 Distraction: enemies that do not activate this enemy turn (cleared at its end). */
  readonly distracted: string[];
  /** §6.10 ongoing action-card effects (cleared when a hero turn starts and at the alarm, §8.10 step 5). */
  readonly ongoing: OngoingCardEffect[];
}

export type InfiltrationState = GameState<InfiltrationExt>;
export type InfiltrationTx = Tx<InfiltrationExt>;

interface Base {
  readonly side: 'heroes';
  readonly unit: string;
}
export type InfiltrationAction =
  | (Base & { readonly type: 'move'; readonly area: number })
  | (Base & { readonly type: 'attack'; readonly target: string; readonly weapon: number; readonly heroic: boolean; readonly second?: string; readonly ap?: true })
  /** §6.4 Search (a basic action): one item token in the hero's area. */
  | (Base & { readonly type: 'search'; readonly token: string })
  /** §6.10 Give or Drop an Item (once per turn between them) and Use an Item (an area or a hero when it needs one). */
  | (Base & { readonly type: 'give'; readonly item: string; readonly to: string })
  | (Base & { readonly type: 'drop'; readonly item: string })
  | (Base & { readonly type: 'use'; readonly item: string; readonly area?: number; readonly to?: string })
  /** §12.3 Demolition: a Give Item that plants a demolition charge on the false objective token `token`. */
  | (Base & { readonly type: 'plant'; readonly token: string })
  | (Base & { readonly type: 'door'; readonly door: number })
  | (Base & { readonly type: 'recover' })
  | (Base & { readonly type: 'escape' })
  | (Base & { readonly type: 'ready' })
  /** §13.7 the Medical Station (a basic action on a face-up one, room-feature-actions.ts). */
  | (Base & { readonly type: 'medical' })
  | (Base & { readonly type: 'spend'; readonly effect: SpendEffect })
  /** §6.6 Draw 2 Cards (a basic action). */
  | (Base & { readonly type: 'draw' })
  /** §6.10 a card's free action: its area (a move), target and weapon (an attack), door or token (a Search), as the card needs; `then` Lead Storm's second target; `modifier` plays the card's bottom half (§5.6). */
  | (Base & { readonly type: 'card'; readonly card: string; readonly area?: number; readonly target?: string; readonly weapon?: number; readonly door?: number; readonly token?: string; readonly then?: string; readonly modifier?: true });

/** What a `★` may be spent on (§5.2, §6.3), or 2 heroic points after a failed attack (§5.4). */
export type SpendEffect = 'boost' | 'loot' | 'unreliable' | 'cancel-surge' | 'heroic' | 'burst' | 'stunned';

export const INFILTRATION_ACTION_TYPES: ReadonlySet<string> = new Set(['move', 'attack', 'door', 'recover', 'escape', 'ready', 'spend', 'draw', 'card', 'search', 'give', 'drop', 'use', 'plant', 'medical']);

/** The journal writes through these (rules code sees the state read-only). */
export const writable = <T extends object>(value: T): Record<string, unknown> & T => value as Record<string, unknown> & T;
export const statsOf = (unit: Unit): Record<string, number> => unit.stats as Record<string, number>;
