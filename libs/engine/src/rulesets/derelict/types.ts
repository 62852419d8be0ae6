import type { GameState, Side } from '../../game/game-state';
import type { Tx } from '../../rules/core/tx';

/** What a survivor carries and knows (derelict.md §3.2, §6.5): kept in an array, never keyed by author ids. */
export interface SurvivorSheet {
  readonly unit: string;
  /** General spaces: weapons and items (derelict.md §3.2: 3 spaces). */
  readonly items: readonly string[];
  /** The body slot: armour, or null. */
  readonly body: string | null;
  /** The head slot (derelict.md §3.2): a helmet, or null/absent. */
  readonly head?: string | null;
  /** Weapons jammed this round (derelict.md §7.5). */
  readonly jammed: readonly string[];
  /** Enemy types in view now (derelict.md §6.5): a new type costs a Resolve test. */
  readonly inView: readonly string[];
  /** Room zones searched this turn (derelict.md §5.3). */
  readonly searched: readonly number[];
  /** Carried objective features (derelict.md §3.8 Proposed: they take no space). */
  readonly carrying: readonly string[];
  /** The 3 Resolve cards under the dashboard (derelict.md §7.10): numbers public, texts hidden until turned up. */
  readonly resolveCards: readonly HeldResolveCard[];
  /** The Accomplishment card (derelict.md §3.11): public, with its progress. */
  readonly accomplishment: HeldAccomplishment | null;
}

/** A noise token (derelict.md §6.7): its zone index and level; permanent ones are never cleared. */
export interface NoiseToken {
  readonly zone: number;
  readonly level: number;
  readonly permanent: boolean;
  /** A feature carried, or a unit's id or kind, the token moves with (lasting-noise.ts). */
  readonly follows?: string;
}

/** The Exo Loader (derelict.md §3.13, §5.10): where it stands, who pilots it, charges left in its cell. */
export interface LoaderState {
  readonly feature: string;
  /** The cell it stands on (it moves with its pilot). */
  readonly cell: number;
  readonly pilot: string | null;
  /** Charges left in the Power Cell in use (a cell gives 2). */
  readonly charges: number;
  /** True while powered this turn. */
  readonly powered: boolean;
}

export interface DerelictOptions {
  /** derelict.md §8.7.3: the Solomon roll on GEP reveals (CG08 "A rare breed" turns it off). */
  readonly solomonSpawning: boolean;
  readonly roundCap: number;
  /** derelict.md §9.5: Health each survivor loses to a Life Support Failure (G4; CG04: 2). */
  readonly lifeSupportFailureDamage: number;
  /** G13: Solomons' +1 damage and pull toward GEPs (false under CG10/CG11's jammer). */
  readonly solomonEffects: boolean;
  /** G13: CG10/CG11's masking spray. */
  readonly maskingSpray: boolean;
  /** G5: CG03's lasting Artificial Gravity Failure (derelict.md §9.6), on until the mission turns it off. */
  readonly lastingGravityFailure: boolean;
}

export interface DerelictExt {
  readonly options: DerelictOptions;
  readonly sheets: readonly SurvivorSheet[];
  readonly noise: readonly NoiseToken[];
  /** The event card in play until the next Resolution Phase (derelict.md §9.1). */
  readonly event: string | null;
  /** Doors locked by the mission or the map (derelict.md §6.3); a Lockdown's doors are kept apart. */
  readonly locked: readonly string[];
  /** Doors a Lockdown closed, to open again when it ends (derelict.md §9.4). */
  readonly lockdown: readonly string[];
  /** Damage on doors with health (derelict.md §6.3 Proposed: cumulative), as [door, damage] pairs. */
  readonly doorDamage: readonly (readonly [string, number])[];
  readonly loader: LoaderState | null;
  /** Mission features taken off the board (sealed hatches, collected objectives). */
  readonly removed: readonly string[];
  /** Features already used (Proposed: each works once; a dropped objective can be collected again). */
  readonly used: readonly string[];
  /** Features a mission's `move` took elsewhere, as [feature, cell] (modifiers/feature-move.ts; ROP16's woman). */
  readonly featureCells?: readonly (readonly [string, number])[];
  /** Damage on features with health (feature-smash.ts; cumulative like doors, §6.3 Proposed), as [feature, damage]: public. */
  readonly featureDamage?: readonly (readonly [string, number])[];
  /** Each boss's Mood/Protocol/Rhetoric card in play: [boss unit id, card id] (derelict.md §8.9). */
  readonly bossSlots: readonly (readonly [string, string])[];
  /** Radar tokens whose pool is known: token id → pool id (public: which pool, not what it holds). */
  readonly pools: readonly (readonly [string, string])[];
  /** Survivors each enemy saw during this Survivor Phase, as [enemy id, survivor id] (being-seen.ts, §8.3): public. */
  readonly seenBy?: readonly (readonly [string, string])[];
  /** Wall edge slots the Engineer's Improvised Exit turned into open doorways for the rest of the game (topology.ts, §3.2): public. */
  readonly doorways?: readonly number[];
  /** Zones a Shield Bubble made impenetrable until the end of the next Resolution Phase (derelict.md §6.9): public. */
  readonly impenetrable?: readonly number[];
}

export type DerelictState = GameState<DerelictExt>;
export type DerelictTx = Tx<DerelictExt>;

/** The survivors' actions (derelict.md §5). Zones are named by their board id ("lab.a"). */
export type DerelictAction =
  | { readonly type: 'move'; readonly side: Side; readonly unit: string; readonly zone: string }
  /** `juggernaut`: the Engineer's passive (§3.2) — first move free into `zone`, one move away, then strike there. */
  | { readonly type: 'attack'; readonly side: Side; readonly unit: string; readonly weapon: string; readonly zone: string; readonly juggernaut?: true }
  /** `weapon`: the one to attack with (§7.2 "as you would an enemy"); without it, the best usable one (feature-smash.ts smashWeapon). */
  | { readonly type: 'smash'; readonly side: Side; readonly unit: string; readonly door: string; readonly weapon?: string }
  /** CG10, ROP17: smash a feature with health (a terminal) in the survivor's zone (feature-smash.ts). */
  | { readonly type: 'smash-feature'; readonly side: Side; readonly unit: string; readonly feature: string; readonly weapon?: string }
  | { readonly type: 'search'; readonly side: Side; readonly unit: string }
  | { readonly type: 'interact'; readonly side: Side; readonly unit: string; readonly feature: string }
  | { readonly type: 'make-noise'; readonly side: Side; readonly unit: string; readonly level: number }
  /** `zone`: where a thrown item lands (the Stun Grenade, range 1). */
  | { readonly type: 'use-item'; readonly side: Side; readonly unit: string; readonly item: string; readonly zone?: string }
  /** `zone`: the neighbour a wall is cut through into (Improvised Exit, §3.2). */
  | { readonly type: 'ability'; readonly side: Side; readonly unit: string; readonly ability: string; readonly zone?: string }
  /** §5.7: trade with another survivor in the zone (the cards then change hands through choices). */
  | { readonly type: 'trade'; readonly side: Side; readonly unit: string; readonly with: string }
  /** §5.6: put on armour carried in a general space. */
  | { readonly type: 'reorganise'; readonly side: Side; readonly unit: string; readonly item: string }
  /** §3.11, §5.11: the unlocked Accomplishment reward, for no action. */
  | { readonly type: 'use-reward'; readonly side: Side; readonly unit: string }
  | { readonly type: 'enter-loader'; readonly side: Side; readonly unit: string }
  | { readonly type: 'exit-loader'; readonly side: Side; readonly unit: string }
  | { readonly type: 'leave-map'; readonly side: Side; readonly unit: string }
  /** CO14 (modifier derelict/salvage): strip a stunned Sentry in the zone, spending `actions` on one attempt. */
  | { readonly type: 'salvage'; readonly side: Side; readonly unit: string; readonly target: string; readonly actions: number }
  /** CO13 (modifier derelict/reboot-sentries): reboot a shut-down Sentry in the zone onto the survivors' side. */
  | { readonly type: 'reboot'; readonly side: Side; readonly unit: string; readonly target: string };

export const DERELICT_ACTION_TYPES: ReadonlySet<string> = new Set([
  'move', 'attack', 'smash', 'smash-feature', 'search', 'interact', 'make-noise', 'use-item', 'ability', 'trade', 'reorganise', 'use-reward', 'enter-loader', 'exit-loader', 'leave-map', 'salvage', 'reboot',
]);

/** Phase ids (mission triggers name them: "phase-end" of "enemies"). */
export const SURVIVOR_PHASE = 'survivors';
export const ENEMY_PHASE = 'enemies';
export const RESOLUTION_PHASE = 'resolution';

/** A survivor's Accomplishment card and its progress (accomplishments.ts); kept here so the state types import nothing back. */
export interface HeldAccomplishment {
  readonly card: string;
  readonly progress: number;
  readonly used: boolean;
}

/** A survivor's Resolve card, face down until it turns up (resolve-cards.ts). */
export interface HeldResolveCard {
  readonly card: string;
  readonly at: number;
  readonly up: boolean;
  /** derelict.md §10.6 step 2 (T45): drawn at the Refuge above the survivor's Resolve; turns up at its first failed Resolve test. */
  readonly dormant?: boolean;
}
