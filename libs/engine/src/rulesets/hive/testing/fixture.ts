import { compileBoard } from '../../../board/compile-board';
import type { MissionDeckInput } from '../../mission-input';
import type { Rotation, TileDefinition, TilePlacement } from '../../../board/tile';
import type { Unit } from '../../../game/game-state';
import { DirectWriter } from '../../../rules/state/journal';
import { Tx } from '../../../rules/core/tx';
import { BUGS, bugLimits, valkyrieProfile, type BugKind, type HiveDifficulty, type HiveObjective } from '../content';
import { hiveView, type HiveView } from '../queries';
import { setupHiveGame, type HiveGame } from '../setup';
import type { HiveExt, HiveState, PlacedTile } from '../types';
import { TEST_TILES } from './tiles';

/**
 * Hive games for tests, set up square by square: the landing site (hub) at (15, 15) on a 35 × 35
 * board, tiles already explored, Valkyries and bugs where a §12 case puts them.
 */
export interface HiveTestSetup {
  readonly heroes: readonly { readonly kind: string; readonly at: { x: number; y: number }; readonly health?: number }[];
  readonly bugs?: readonly { readonly kind: BugKind; readonly at: { x: number; y: number }; readonly health?: number }[];
  /** Tiles explored earlier (in `ext.placed`). */
  readonly placed?: readonly (Omit<PlacedTile, 'rotation' | 'objective' | 'title'> & { rotation?: Rotation; objective?: boolean; title?: string | null })[];
  /** Extra tiles of the mission's own layout (not explored). */
  readonly layout?: readonly TilePlacement[];
  readonly extraTiles?: readonly TileDefinition[];
  readonly objective?: HiveObjective;
  readonly difficulty?: HiveDifficulty;
  /** P, when the case states it apart from the Valkyries on the board. */
  readonly players?: number;
  /** The tile pile, first drawn first. */
  readonly pile?: readonly string[];
  /** The Valkyrie whose turn it is (default: the first in roster order). */
  readonly active?: string;
  readonly seed?: number;
  /** The mission's triggers and decks (mission.schema.json), for mission rules on the hive. */
  readonly triggers?: readonly object[];
  readonly decks?: readonly MissionDeckInput[];
}

export const HUB_ORIGIN = { x: 15, y: 15 } as const;

export interface HiveTestGame extends HiveGame {
  /** The hive view of the current state (board with its explored tiles). */
  view(state?: HiveState): HiveView;
  /** A transaction on `state` (changed in place), for calling phase steps directly. */
  tx(state: HiveState): Tx<HiveExt>;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function hiveTestGame(setup: HiveTestSetup): HiveTestGame {
  const tiles = [...TEST_TILES, ...(setup.extraTiles ?? [])];
  const starts = [0, 1, 2, 3, 4, 5].map((i) => ({ type: 'start', x: HUB_ORIGIN.x + 1 + (i % 3), y: HUB_ORIGIN.y + 1 + Math.floor(i / 3) }));
  const compiled = compileBoard({
    tiles,
    layout: [{ tile: 'hub', x: HUB_ORIGIN.x, y: HUB_ORIGIN.y, rotation: 0 }, ...(setup.layout ?? [])],
    features: starts,
    bounds: { width: 35, height: 35 },
  });
  if (!compiled.ok) throw new Error(JSON.stringify(compiled.errors));
  const heroes = setup.heroes.map((h) => ({ id: h.kind, kind: h.kind, name: valkyrieProfile(h.kind)?.name ?? h.kind }));
  const game = setupHiveGame(
    {
      mission: {
        id: 'test',
        options: { objective: setup.objective ?? 'destroy-the-hive', difficulty: setup.difficulty ?? 'medium' },
        exploration: { deck: (setup.pile ?? ['straight']).map((tile) => ({ tile })), order: 'as-listed' },
        ...(setup.triggers ? { triggers: setup.triggers } : {}),
        ...(setup.decks ? { decks: setup.decks } : {}),
      },
      board: compiled.value,
      tiles,
    },
    { seed: setup.seed ?? 1, heroes },
  );
  if (!game.ok) throw new Error(game.errors.join('\n'));
  const { engine } = game.value;
  const state = game.value.state as Mutable<HiveState>;
  const ext = state.ext as Mutable<HiveExt>;
  ext.placed = (setup.placed ?? []).map((p) => ({ tile: p.tile, x: p.x, y: p.y, rotation: p.rotation ?? 0, objective: p.objective ?? false, title: p.title ?? null }));
  setup.heroes.forEach((h) => {
    const unit = state.units.find((u) => u.id === h.kind) as Mutable<Unit>;
    unit.x = h.at.x;
    unit.y = h.at.y;
    if (h.health !== undefined) unit.health = h.health;
  });
  (setup.bugs ?? []).forEach((b, i) => {
    const profile = BUGS[b.kind];
    (state.units as Unit[]).push({ id: `${b.kind}-${900 + i}`, side: 'enemies', kind: b.kind, name: profile.name, x: b.at.x, y: b.at.y, health: b.health ?? profile.health, status: 'active', stats: { attacks: profile.attacks, moved: 0 } });
  });
  if (setup.players !== undefined) {
    ext.players = setup.players;
    ext.limits = bugLimits(ext.difficulty, setup.players);
  }
  const active = setup.active ?? state.turn.actor;
  if (active) activate(state, active);
  return {
    engine,
    state,
    view: (s = state) => hiveView(s, engine.board, { tiles: new Map(tiles.map((t) => [t.id, t])) }),
    tx: (s) => new Tx<HiveExt>(s, engine.board, new DirectWriter()),
  };
}

/** Makes `id` the Valkyrie whose turn it is, with a fresh budget (§4.2 A). */
export function activate(state: HiveState, id: string): void {
  const s = state as Mutable<HiveState>;
  const unit = s.units.find((u) => u.id === id) as Mutable<Unit>;
  const profile = valkyrieProfile(unit.kind);
  s.turn = { ...s.turn, phase: 'valkyries', side: 'heroes', actor: id };
  unit.stats = { ...unit.stats, moves: profile?.agility ?? 0, attacks: profile?.attacks ?? 0, ljUsed: 0, acid: 0, healed: 0 };
  (s.ext as Mutable<HiveExt>).searchedThisTurn = [];
}

/** Puts the game in the bug phase's move step (§4.2 B3). */
export function enterBugMoves(state: HiveState): void {
  (state as Mutable<HiveState>).turn = { ...state.turn, phase: 'bugs', side: 'enemies', actor: null };
}
