import type { GameState, Side } from '../../game/game-state';
import type { Tx } from '../../rules/core/tx';
import type { AlertProfile, TimeOfDay, Weather } from './content';
import type { HordeRules } from './options';

/** An objective marker (horde.md §3.3): a 2 × 2 footprint whose north-west square is (x, y). */
export interface HordeObjective {
  readonly number: number;
  readonly x: number;
  readonly y: number;
  /** Damage markers, 0–3; at 3 the marker is destroyed and removed (§9.5). */
  readonly damage: number;
  readonly destroyed: boolean;
}

/** One line of the enemy collection (a mission's wave pool). */
export interface CollectionEntry {
  readonly unit: string;
  readonly points: number;
  readonly copies: number;
}

/** The random event in force "until the next event" (horde.md T10), and the hero it picked, if any. */
export interface HordeEvent {
  readonly roll: number;
  readonly hero: string | null;
  /** The random table quarter (1–4) of events 31 and 34. */
  readonly quarter?: number;
}

/** A wave deployment paused for the players' corner picks (horde.md §8.3). */
export interface HordeDeployment {
  readonly wave: number;
  readonly boss: boolean;
  readonly waiting: readonly { readonly kind: string; readonly count: number }[];
  readonly placed: readonly string[];
}

/** Horde's own part of the game state: the wave loop's tracks (horde.md §3.7). Nothing in it is secret. */
export interface HordeExt {
  readonly rules: HordeRules;
  readonly wave: number;
  readonly alertness: number;
  /** True from the end of a wave until the next one is deployed (and at the start). */
  readonly waveDue: boolean;
  readonly priority: number | null;
  readonly previousPriority: number | null;
  /** The number of the last wave that reached End of Wave (§9.1: the score's multiplier). */
  readonly lastWaveFinished: number;
  /** Every XP earned by every hero in the mission (§9.1: the score's sum). */
  readonly partyXp: number;
  readonly objectives: readonly HordeObjective[];
  readonly timeOfDay: TimeOfDay | null;
  readonly weather: Weather | null;
  readonly alertProfile: AlertProfile | null;
  readonly event: HordeEvent | null;
  /** Ids of the boss wave's enemies while a boss fight is on (§9.6), else null. */
  readonly boss: readonly string[] | null;
  /** The enemy collection the waves are drawn from (horde.md §8.2): unit kind, points, models. */
  readonly collection: readonly CollectionEntry[];
  /**
   * A deployment waiting on the players' corner picks (§8.3: a 5–6 lets the players choose): the units
   * still to place, grouped by kind, and the ids already placed (the boss wave's, when it is one).
   */
  readonly deploying: HordeDeployment | null;
  /** Set when the mission has ended for a reason the state alone does not show (event 11's last hero). */
  readonly ended: string | null;
  /** Squares Noise Grenades were thrown at this round (§11 G4: a goal for enemies within 6"); none until one is. */
  readonly noise?: readonly GrenadePoint[];
  /** Squares Grease Grenades were thrown at this round (§11 G4: difficult ground within 3"); none until one is. */
  readonly grease?: readonly GrenadePoint[];
}

/** The square a grenade was thrown at (horde.md §11 G4 "target point"). */
export interface GrenadePoint {
  readonly x: number;
  readonly y: number;
}

export type HordeState = GameState<HordeExt>;
export type HordeTx = Tx<HordeExt>;

interface At {
  readonly x: number;
  readonly y: number;
}

/**
 * Horde's actions (horde.md §5.2 core placeholders): a move (Advance keeps the shot, Rush does not), a
 * Charge into base contact and a melee, a shot, and the free reveal of a search token (§5.1).
 */
export type HordeAction =
  | { readonly type: 'advance'; readonly side: Side; readonly unit: string; readonly to: At }
  | { readonly type: 'rush'; readonly side: Side; readonly unit: string; readonly to: At }
  | { readonly type: 'charge'; readonly side: Side; readonly unit: string; readonly target: string; readonly to: At }
  | { readonly type: 'shoot'; readonly side: Side; readonly unit: string; readonly target: string }
  | { readonly type: 'reveal'; readonly side: Side; readonly unit: string; readonly token: string }
  | HordeItemAction
  | HordeShopAction;

/**
 * Using an item (horde.md §11 G4: free, during the owner's activation, once per activation per item
 * type): `target` names the hero or enemy it is used on, `to` the square a Teleport Kit puts the user
 * on, `condition` the condition bit a Curing Kit removes.
 */
export interface HordeItemAction {
  readonly type: 'use';
  readonly side: Side;
  readonly unit: string;
  readonly item: string;
  readonly target?: string;
  readonly to?: At;
  readonly condition?: number;
}

/**
 * The shop at the end of a wave (horde.md §4.2 step 4.5, §11 G4): buy, sell, and pass an item or every
 * credit (`item` 'credits') to another hero (`target`).
 */
export type HordeShopAction =
  | { readonly type: 'buy'; readonly side: Side; readonly unit: string; readonly item: string }
  | { readonly type: 'sell'; readonly side: Side; readonly unit: string; readonly item: string }
  | { readonly type: 'give'; readonly side: Side; readonly unit: string; readonly target: string; readonly item: string };

export const HORDE_ACTION_TYPES: ReadonlySet<string> = new Set(['advance', 'rush', 'charge', 'shoot', 'reveal', 'use', 'buy', 'sell', 'give']);

/** Per-unit counters in `Unit.stats`. */
export const Stat = {
  /** 0 not yet moved this activation; 1 advanced; 2 rushed; 3 charged (fought). */
  moved: 'moved',
  shot: 'shot',
  revealed: 'revealed',
  /** Maximum wounds (Tou). */
  tou: 'tou',
  qua: 'qua',
  def: 'def',
  size: 'size',
  credits: 'credits',
  cond: 'cond',
  /** Bits of the item types used this activation (index in ITEM_PRICES order). */
  usedItems: 'usedItems',
  /** 1 until the end of the round: Frenzy (+1 to hit in melee), Courage (+1 to morale tests). */
  frenzy: 'frenzy',
  courage: 'courage',
} as const;

export const Moved = { No: 0, Advanced: 1, Rushed: 2, Charged: 3 } as const;

/** What the table's geometry and modifiers read: the units and the tracks (a state, or a side's view of it: horde hides nothing). */
export type HordeTable = Pick<HordeState, 'units' | 'ext'>;
