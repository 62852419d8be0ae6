import type { Board } from '../../board/board';
import { D6, DIRECTIONAL_DIE, INJURY_DIE } from '../../rules/random/dice';
import type { RadarFace } from './content';
import type { DerelictModifiers } from './modifiers/modifier-set';
import type { DerelictTx } from './types';

/**
 * G12 (CG11 "It's here…I think": "first pick the Titan token and 2 other tokens at random; shuffle those 3
 * together … the other 3 tokens go in their usual marked spots"): a pool drawn at setup from another pool —
 * the first token of each `include`d unit type, then `fill` more at random. The other pool keeps the rest.
 */
export interface PoolDraw {
  readonly pool: string;
  readonly from: string;
  readonly include: readonly string[];
  readonly fill: number;
}

/** What a mission adds to features and doors beyond the compiled board (derelict samples' fields). */
export interface FeatureInfo {
  readonly id: string;
  readonly type: string;
  readonly cell: number;
  readonly color?: string;
  readonly label?: string;
  readonly carryable: boolean;
  /** Something happens when it is used: a switch, a carryable, or a trigger waits for its interact/collect. */
  readonly interactive: boolean;
  /** Classes allowed to interact (CG08 "No touching"); empty: anyone. */
  readonly classes: readonly string[];
  readonly pool?: string;
  /** Features with health (CG10/ROP17 terminals) can be smashed and destroyed (feature-smash.ts). */
  readonly health?: number;
  /** G3: what carrying it costs (modifiers/burden.ts). */
  readonly burden?: Burden;
  /** Items a trigger on using it asks the user to hold (a `has-item` condition, ROP16's Med Kit): public, for the bots. */
  readonly needs?: readonly string[];
  /** Every survivor must stand here for the win (`all-heroes-in`, a `reach` objective: ROP18's cell): public, for the bots (mission-places.ts). */
  readonly gather?: true;
  /** Seeing or entering it sets a trigger off (ROP19's altars): public, for the bots. */
  readonly visit?: true;
}

export interface DoorInfo {
  readonly id: string;
  readonly label?: string;
  readonly health?: number;
  readonly attackableBy?: string;
}

/** The mission as the rules read it during play: fixed at setup, shared by every state of the game. */
export interface DerelictMap {
  readonly features: readonly FeatureInfo[];
  readonly doors: readonly DoorInfo[];
  /** Each radar pool's faces for this party size (derelict.md §3.6). */
  readonly pools: ReadonlyMap<string, readonly RadarFace[]>;
  /** Per placement index: the names a radar-spawn card may call its tile by (tile id, tags, placement id). */
  readonly tileNames: readonly (readonly string[])[];
  /** G12: pools drawn from another pool at setup (pool-draws.ts). */
  readonly poolDraws?: readonly PoolDraw[];
  /** The named modifiers the mission's `rules` switch on (modifiers/modifier-set.ts). */
  readonly modifiers?: DerelictModifiers;
}

export const EMPTY_MAP: DerelictMap = { features: [], doors: [], pools: new Map(), tileNames: [] };

/**
 * Loaded dice for rule tests (derelict.md §12: "dice results are fixed with a stubbed RNG"): values are
 * taken from the front while any remain (d6 1–6; directional 1–4 = N, E, S, W; injury 1–6 = face).
 */
export type LoadedDice = number[];

export interface Ctx {
  readonly tx: DerelictTx;
  readonly board: Board;
  readonly map: DerelictMap;
  readonly dice: LoadedDice | undefined;
}

export function ctxOf(tx: DerelictTx, map: DerelictMap, dice: LoadedDice | undefined): Ctx {
  return { tx, board: tx.board, map, dice };
}

function loaded(c: Ctx, count: number): number[] | null {
  if (!c.dice || c.dice.length === 0) return null;
  return c.dice.splice(0, count);
}

/** `count` d6, each a separate result (derelict.md §7.1: dice are never added for hits). */
export function rollD6(c: Ctx, count: number, purpose: string, by: string | null): number[] {
  const fixed = loaded(c, count);
  if (fixed && fixed.length === count) return fixed;
  return c.tx.random.roll(D6, count, purpose, by).map((d) => d.value);
}

export const roll2d6 = (c: Ctx, purpose: string, by: string | null): number => rollD6(c, 2, purpose, by).reduce((a, b) => a + b, 0);

/** derelict.md §6.10: 0 north, 1 east, 2 south, 3 west. */
export function rollDirection(c: Ctx, purpose: string): number {
  const fixed = loaded(c, 1);
  if (fixed?.[0] !== undefined) return (fixed[0] - 1) & 3;
  return c.tx.random.roll(DIRECTIONAL_DIE, 1, purpose)[0]?.face ?? 0;
}

/** derelict.md §7.9.3: '' (blank), 'head', 'body' or 'leg'. */
export function rollInjury(c: Ctx, by: string): string {
  const fixed = loaded(c, 1);
  const face = fixed?.[0] !== undefined ? fixed[0] - 1 : (c.tx.random.roll(INJURY_DIE, 1, 'injury', by)[0]?.face ?? 0);
  return INJURY_DIE.faces[face]?.special ?? '';
}

/**
 * G3, a feature's `burden` (mission.schema.json): what carrying it costs (CG02 "A handful", CG05 "Lean on me" and
 * "A real handful", CG09 "Not enough hands", ROP16 "Dead weight"). Read from the mission once (mission-reader.ts).
 */
export interface Burden {
  readonly noDualWield: boolean;
  /** Zones its carrier may move a turn (derelict.md §5.2: doubled under Artificial Gravity Failure, like a leg injury). */
  readonly maxZonesPerTurn?: number;
  readonly group?: string;
  /** Features of `group` one survivor may carry at once. */
  readonly groupLimit?: number;
}
