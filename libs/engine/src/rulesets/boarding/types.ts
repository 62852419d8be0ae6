import type { MissionPlanInput } from '../../mission/plan';
import type { GameState, Side, Unit } from '../../game/game-state';
import type { Tx } from '../../rules/core/tx';
import type { HeroChoice } from '../../game/setup-game';

/** A square of the board. */
export interface Square {
  readonly x: number;
  readonly y: number;
}

/** boarding.md §9: the three mission kinds the samples use. */
export type BoardingMissionKind = 'purge' | 'hold' | 'retrieve';

/** Mission parameters (boarding.md §11 G2, G3, G5; §7.6 and §8.1 flags). */
export interface BoardingOptions {
  readonly mission: BoardingMissionKind;
  /** §11 G3 / A13: blips drawn at the start of each bug turn. */
  readonly blipsPerTurn: number;
  /** §11 G2: spare reloads per heavy weapon; -1 for unlimited. */
  readonly reloadsPerHeavyWeapon: number;
  /** §11 G5: the humans must last (hold) or finish (retrieve) by the end of this turn; 0 for none. */
  readonly turnLimit: number;
  /** §7.6 flag: blasters also jam on doubles in normal fire (default false). */
  readonly blasterJamsOnNormalFire: boolean;
  /** §8.1 flag: apply the 6-square entry lockout to waiting blips every turn, not only fresh ones. */
  readonly recheckLurkers: boolean;
  /** The `boarding/door-break` modifier: a close assault breaks a door on this or more (absent: the rulebook's 6). */
  readonly doorBreak?: number;
}

/** A reaction window waiting behind another one (a conversion interrupting the humans' interrupt). */
export interface StackedWindow {
  readonly side: Side;
  readonly kind: string;
  readonly trigger: string | null;
}

/** Bugs still to be placed after a blip converted (§8.4): the bug side places them one by one. */
export interface Deployment {
  readonly blip: string;
  /** The blip's square: the first bug goes here, the others next to it. */
  readonly x: number;
  readonly y: number;
  readonly left: number;
  /** True for a voluntary conversion in the bug turn: the new bugs join the activation queue. */
  readonly acts: boolean;
  readonly placed: number;
}

/** The ruleset's own state (plain JSON). */
export interface BoardingExt {
  readonly options: BoardingOptions;
  /** Blaster sustained fire (§7.2): the trooper's consecutive shots at one target. */
  readonly streak: { readonly unit: string; readonly target: string; readonly count: number } | null;
  /** A gatling burst under way (§7.3): shots left after the first. */
  readonly burst: { readonly unit: string; readonly left: number } | null;
  /** An inferno chain under way (§7.4): the last marker and how many more may follow. */
  readonly chain: { readonly unit: string; readonly last: number; readonly left: number } | null;
  /** Inferno markers on the board, as cell indices (§7.4, removed at the start of the human turn). */
  readonly inferno: readonly number[];
  /** Missile surplus kills still to assign (§7.5 step 6). */
  readonly surplus: { readonly unit: string; readonly impact: number; readonly left: number } | null;
  /** A defender that may turn to face its attacker for free (§7.8 step 5). */
  readonly face: { readonly unit: string; readonly toward: number } | null;
  /** Overwatchers that already shot at the current trigger (§7.7 step 5). */
  readonly overwatchFired: readonly string[];
  /** Converted blips whose bugs are still to be placed, oldest first. */
  readonly deployments: readonly Deployment[];
  readonly stacked: readonly StackedWindow[];
  /** Blips waiting off board: unit id → entry feature index, and whether they are locked out this turn. */
  readonly waiting: Readonly<Record<string, { readonly entry: number; readonly blocked: boolean }>>;
  /** The retrieve objective: where it lies (cell index, -1 when carried), and who carries it. */
  readonly objective: { readonly cell: number; readonly carrier: string | null } | null;
  /** Cells of the squares the objective must be carried back to (retrieve). */
  readonly homeCells: readonly number[];
}

export type BoardingState = GameState<BoardingExt>;
export type BoardingTx = Tx<BoardingExt>;

/** Facing as an index: 0 north, 1 east, 2 south, 3 west (geometry's NORTH…WEST). */
export type Facing = 0 | 1 | 2 | 3;

export type BoardingAction =
  /** Move one square (§5.2): forward, backward or sideways by where `to` lies from the facing. */
  | { readonly type: 'move'; readonly side: Side; readonly unit: string; readonly to: Square }
  /** Turn 90° or 180° to `facing` (§5.1). */
  | { readonly type: 'turn'; readonly side: Side; readonly unit: string; readonly facing: Facing }
  /** One blaster or single gatling shot (§7.1, §7.3). */
  | { readonly type: 'fire'; readonly side: Side; readonly unit: string; readonly target: string }
  /** Move forward or backward, then one shot (§5.2). */
  | { readonly type: 'move-fire'; readonly side: Side; readonly unit: string; readonly to: Square; readonly target: string }
  /** Gatling sustained fire: the first of up to five shots (§7.3). */
  | { readonly type: 'fire-sustained'; readonly side: Side; readonly unit: string; readonly target: string }
  /** The next shot of a sustained burst (no AP). */
  | { readonly type: 'burst-shot'; readonly side: Side; readonly unit: string; readonly target: string }
  /** The inferno cannon's first marker (§7.4). */
  | { readonly type: 'fire-inferno'; readonly side: Side; readonly unit: string; readonly at: Square }
  /** The next marker of the chain (no AP). */
  | { readonly type: 'inferno-chain'; readonly side: Side; readonly unit: string; readonly at: Square }
  | { readonly type: 'fire-missile'; readonly side: Side; readonly unit: string; readonly target: string }
  /** A surplus missile kill on a bug or blip next to the impact (§7.5 step 6). */
  | { readonly type: 'assign-surplus'; readonly side: Side; readonly target: string }
  | { readonly type: 'overwatch'; readonly side: Side; readonly unit: string }
  /** An overwatcher's free shot at the model whose movement opened the window (§7.7). */
  | { readonly type: 'overwatch-shot'; readonly side: Side; readonly unit: string }
  | { readonly type: 'clear-jam'; readonly side: Side; readonly unit: string }
  | { readonly type: 'reload'; readonly side: Side; readonly unit: string }
  /** Close assault on the model or closed door in front (§7.8). */
  | { readonly type: 'assault'; readonly side: Side; readonly unit: string }
  /** Open or close a door (§5.2). */
  | { readonly type: 'door'; readonly side: Side; readonly unit: string; readonly door: string }
  /** The defender of a side/rear assault turns to face its attacker (§7.8 step 5). */
  | { readonly type: 'face'; readonly side: Side; readonly unit: string }
  /** A blip waiting off board enters onto its entry square (§8.1). */
  | { readonly type: 'enter'; readonly side: Side; readonly unit: string }
  /** A blip converts voluntarily (§8.4). */
  | { readonly type: 'convert'; readonly side: Side; readonly unit: string }
  /** Place the next bug of a converted blip (§8.4). */
  | { readonly type: 'deploy'; readonly side: Side; readonly at: Square; readonly facing: Facing }
  /** Pick up the mission objective on the trooper's square (§9 M3, 1 AP). */
  | { readonly type: 'pick-up'; readonly side: Side; readonly unit: string };

export type BoardingActionType = BoardingAction['type'];

export const BOARDING_ACTION_TYPES: ReadonlySet<string> = new Set<BoardingActionType>([
  'move', 'turn', 'fire', 'move-fire', 'fire-sustained', 'burst-shot', 'fire-inferno', 'inferno-chain', 'fire-missile',
  'assign-surplus', 'overwatch', 'overwatch-shot', 'clear-jam', 'reload', 'assault', 'door', 'face', 'enter', 'convert',
  'deploy', 'pick-up',
]);

export type StatsWriter = Record<string, number>;
export const writable = (unit: Unit): StatsWriter => unit.stats as StatsWriter;

/** The parts of a mission document the ruleset reads (structural: the engine knows no schema types). */
export interface BoardingMissionLike extends MissionPlanInput {
  readonly id: string;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly features?: readonly { readonly type: string; readonly x: number; readonly y: number; readonly facing?: string }[];
  readonly party?: readonly HeroChoice[];
}
