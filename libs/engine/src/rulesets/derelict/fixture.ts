import { compileBoard } from '../../board/compile-board';
import type { TileDefinition } from '../../board/tile';
import type { GameState, Unit } from '../../game/game-state';
import type { GameEvent } from '../../rules/core/events';
import { Tx } from '../../rules/core/tx';
import { DirectWriter } from '../../rules/state/journal';
import { cloneJson } from '../../rules/state/clone';
import { enemyProfile, INJURY } from './content';
import { hasInjury, INJURY_LOCATIONS, injuryBits, sheetsWithSurvivor, survivorResolve } from './sheet';
import { heroSheetOf } from '../../rules/heroes/hero-sheet';
import { withEntry } from '../../rules/state/keyed';
import { ctxOf, type Ctx, type LoadedDice } from './context';
import { setupDerelictGame, type DerelictGame } from './setup';
import type { DerelictRuleset } from './ruleset';
import type { DerelictAction, DerelictExt } from './types';

/**
 * A small derelict map for rule tests (derelict.md §12), two rows of zones:
 *
 *   a a b b c c d d     a–d: corridor zones in a row, open to each other (one line of sight)
 *   a a b b c c d d
 *   ─ door ─ wall ─ door      a|e a door (x 0), d|f a door (x 6), walls elsewhere
 *   e e e e f f f f     e, f: rooms; e|f a wall (noise crosses it, nothing else)
 *   e e e e f f f f
 */
const STRIP: TileDefinition = {
  id: 'strip',
  name: 'Test strip',
  cells: ['........', '........', '........', '........'],
  zones: ['aabbccdd', 'aabbccdd', 'eeeeffff', 'eeeeffff'],
  zoneNames: { a: 'A', b: 'B', c: 'C', d: 'D', e: 'E', f: 'F' },
  zoneKinds: { a: 'corridor', b: 'corridor', c: 'corridor', d: 'corridor', e: 'room', f: 'room' },
  walls: [
    { x: 1, y: 1, side: 'south' },
    { x: 2, y: 1, side: 'south' },
    { x: 3, y: 1, side: 'south' },
    { x: 4, y: 1, side: 'south' },
    { x: 5, y: 1, side: 'south' },
    { x: 7, y: 1, side: 'south' },
    { x: 3, y: 2, side: 'east' },
    { x: 3, y: 3, side: 'east' },
  ],
  tags: ['laboratory'],
};

export const ZONE = { a: 's.a', b: 's.b', c: 's.c', d: 's.d', e: 's.e', f: 's.f' } as const;
/** A free cell of each zone for units placed by a test. */
const CELLS: Readonly<Record<string, readonly [number, number][]>> = {
  [ZONE.a]: [[0, 0], [1, 0], [0, 1], [1, 1]],
  [ZONE.b]: [[2, 0], [3, 0], [2, 1], [3, 1]],
  [ZONE.c]: [[4, 0], [5, 0], [4, 1], [5, 1]],
  [ZONE.d]: [[6, 0], [7, 0], [6, 1], [7, 1]],
  [ZONE.e]: [[0, 2], [1, 2], [2, 2], [3, 2], [0, 3], [1, 3], [2, 3], [3, 3]],
  [ZONE.f]: [[4, 2], [5, 2], [6, 2], [7, 2], [4, 3], [5, 3], [6, 3], [7, 3]],
};

export interface StripOptions {
  readonly party?: readonly string[];
  readonly solomonSpawning?: boolean;
  /** Two radar spots (rooms E and F) dealt from the pool's two tokens. */
  readonly radar?: boolean;
  /** More of the mission: features, door fields (by id), triggers, objectives. */
  readonly features?: readonly object[];
  readonly doorFields?: Readonly<Record<string, object>>;
  readonly triggers?: readonly object[];
  readonly objectives?: readonly object[];
  /** Keep the Resolve cards dealt at the start (default: none, so a test's Resolve losses act alone). */
  readonly resolveCards?: boolean;
  readonly victory?: object;
  /** Named ruleset modifiers (modifiers/modifier-set.ts). */
  readonly rules?: readonly object[];
  /** The mission's decks and radar pools (default: no decks, one "geps" pool of 2 tokens). */
  readonly decks?: readonly object[];
  readonly enemyPools?: readonly object[];
  /** A campaign's flags (setup's campaignFlags: the game is then a campaign mission). */
  readonly campaignFlags?: readonly (readonly [string, boolean | number | string])[];
  /** Place the strip as a tile of a set (`derelict/medical-bay`, no tags), as the samples place the built-in tiles. */
  readonly tileRef?: string;
}

/** A started game on the strip: survivors on a's start squares, no radar tokens, the given classes. */
export function stripGame(options: StripOptions = {}, dice: LoadedDice = []): DerelictGame & { readonly dice: LoadedDice } {
  const party = (options.party ?? ['captain', 'marine', 'psychic']).map((kind) => ({ id: kind, kind, name: kind }));
  const tile: TileDefinition = options.tileRef === undefined ? STRIP : { ...STRIP, id: options.tileRef, tags: [] };
  const mission = {
    id: 'derelict-test-strip',
    ruleset: 'derelict',
    options: { solomonSpawning: options.solomonSpawning ?? false },
    tiles: [tile],
    layout: [{ id: 's', tile: tile.id, x: 0, y: 0, rotation: 0 }],
    doors: [
      { id: 'door-ae', x: 0, y: 1, side: 'south', state: 'open', ...options.doorFields?.['door-ae'] },
      { id: 'door-df', x: 6, y: 1, side: 'south', state: 'open', ...options.doorFields?.['door-df'] },
    ],
    features: [
      { type: 'start', x: 0, y: 0 },
      { type: 'start', x: 1, y: 0 },
      { type: 'start', x: 0, y: 1 },
      { type: 'start', x: 1, y: 1 },
      { type: 'start', x: 0, y: 2 },
      { type: 'start', x: 1, y: 2 },
      { type: 'exit', id: 'exit', x: 7, y: 0 },
      ...(options.radar === true
        ? [
            { id: 'radar-f', type: 'radar', x: 6, y: 3, pool: 'geps' },
            { id: 'radar-e', type: 'radar', x: 3, y: 3, pool: 'geps' },
          ]
        : []),
      ...(options.features ?? []),
    ],
    triggers: options.triggers ?? [],
    objectives: options.objectives ?? [],
    ...(options.victory ? { victory: options.victory } : {}),
    ...(options.rules ? { rules: options.rules } : {}),
    enemyPools: options.enemyPools ?? [{ id: 'geps', use: 'radar', byHeroes: [{ heroes: { min: 1, max: 6 }, tokens: [{ unit: 'jaeger', count: 2 }, { unit: 'swarmer', count: 4 }] }] }],
    ...(options.decks ? { decks: options.decks } : {}),
    party,
  };
  const compiled = compileBoard({ tiles: [tile], layout: mission.layout, doors: mission.doors, features: mission.features } as Parameters<typeof compileBoard>[0]);
  if (!compiled.ok) throw new Error(JSON.stringify(compiled.errors));
  const game = setupDerelictGame({ mission, board: compiled.value, tiles: [tile] } as never, { seed: 1, dice, ...(options.campaignFlags ? { campaignFlags: options.campaignFlags } : {}) });
  if (!game.ok) throw new Error(game.errors.join('; '));
  if (options.resolveCards === true) return { ...game.value, dice };
  const state = given(game.value.state, (d) => {
    for (const sheet of d.ext.sheets) (sheet as { resolveCards: readonly unknown[] }).resolveCards = [];
  });
  return { ...game.value, state, dice };
}

type State = GameState<DerelictExt>;
/** A state a test's Given may change: top-level fields writable, units a plain array. */
export type Draft = { -readonly [K in keyof State]: State[K] } & { units: Unit[] };

/** The state with a change made by hand (a test's Given), as a fresh copy. */
export function given(state: State, change: (draft: Draft) => void): State {
  const draft = cloneJson(state) as Draft;
  change(draft);
  return draft;
}

/** Puts `count` enemies of `kind` in `zone` (a test's Given). */
export function addEnemies(draft: Draft, kind: string, zone: string, count = 1): string[] {
  const cells = (CELLS[zone] ?? []).filter(([x, y]) => !draft.units.some((u) => u.x === x && u.y === y));
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = cells[i] ?? [-1, -1];
    const id = `${kind}-${draft.units.length}`;
    draft.units.push({ id, side: 'enemies', kind, name: kind, x, y, health: enemyProfile(kind)?.health ?? 1, status: 'active', stats: {} });
    ids.push(id);
  }
  return ids;
}

/** Moves a unit to a free cell of `zone` (a test's Given). */
export function placeIn(draft: Draft, id: string, zone: string): void {
  const unit = draft.units.find((u) => u.id === id) as { x: number; y: number } | undefined;
  const free = (CELLS[zone] ?? []).find(([x, y]) => !draft.units.some((u) => u.x === x && u.y === y));
  if (unit && free) [unit.x, unit.y] = free;
}

/** Runs rules code on a copy of the state, as a transition would, with the game's loaded dice. */
export function run(game: DerelictGame & { readonly dice: LoadedDice }, state: State, fn: (c: Ctx) => void): { state: State; events: GameEvent[] } {
  const next = cloneJson(state);
  const tx = new Tx(next, game.engine.board, new DirectWriter());
  fn(ctxOf(tx, (game.engine.ruleset as DerelictRuleset).map, game.dice));
  return { state: next, events: tx.events };
}

export const unit = (state: State, id: string): Unit => {
  const found = state.units.find((u) => u.id === id);
  if (!found) throw new Error(`no unit ${id}`);
  return found;
};

/** Gives a survivor exactly these items (and body armour) (a test's Given). */
export function arm(draft: State, id: string, items: readonly string[], body: string | null = null): void {
  const sheet = draft.ext.sheets.find((s) => s.unit === id) as { items: readonly string[]; body: string | null } | undefined;
  if (!sheet) throw new Error(`no sheet for ${id}`);
  sheet.items = [...items];
  sheet.body = body;
}

export const zonesOf = (game: DerelictGame, state: State, kind: string): string[] =>
  state.units.filter((u) => u.kind === kind && u.status === 'active').map((u) => game.engine.board.zones[game.engine.board.zoneOf[u.y * game.engine.board.width + u.x] ?? -1]?.id ?? '?');

/** Puts `cards` on top of a deck, the first to be drawn first (a test's Given: a stacked deck). */
export function stack(draft: State, deck: string, cards: readonly string[]): void {
  const entry = (draft.decks as unknown as Record<string, { drawPile: string[] }>)[deck];
  if (!entry) throw new Error(`no deck ${deck}`);
  entry.drawPile = [...entry.drawPile, ...[...cards].reverse()];
}

/** The state with `who` the survivor to act in the Survivor Phase, with `actions` left. */
export const acting = (state: State, who: string, actions = 3): State =>
  given(state, (d) => {
    d.turn = { ...d.turn, phase: 'survivors', actor: who };
    (d.units.find((u) => u.id === who)?.stats as Record<string, number>)['actions'] = actions;
  });

type Written = DerelictAction extends infer A ? (A extends DerelictAction ? Omit<A, 'side'> : never) : never;

/** Applies a survivor's action through the engine (it must be legal). */
export function act(game: DerelictGame, state: State, action: Written): { state: State; events: readonly GameEvent[] } {
  const result = game.engine.apply(state, { ...action, side: 'heroes' } as DerelictAction);
  if ('error' in result) throw new Error(result.error.message);
  return result;
}

export const zoneOfId = (game: DerelictGame, state: State, id: string): string => zonesOfUnit(game, unit(state, id));
const zonesOfUnit = (game: DerelictGame, u: Unit): string =>
  game.engine.board.zones[game.engine.board.zoneOf[u.y * game.engine.board.width + u.x] ?? -1]?.id ?? '?';

/** Sets a survivor's Resolve on its hero sheet (a test's Given; keeps its injuries). */
export function setResolveIn(draft: Draft, unit: string, resolve: number): void {
  draft.heroSheets = sheetsWithSurvivor(draft.heroSheets, unit, resolve, injuryBits(draft, unit));
}

/** Sets a survivor's injuries (as `INJURY` bits) on its hero sheet (a test's Given; keeps its Resolve). */
export function setInjuriesIn(draft: Draft, unit: string, bits: number): void {
  const sheet = heroSheetOf(draft, unit);
  const wanted = INJURY_LOCATIONS.filter((at) => (bits & INJURY[at]) !== 0);
  // An injury already borne keeps its name (an unhealable one stays unhealable).
  const kept = sheet.injuries.filter((kind) => wanted.some((at) => kind.startsWith(at)));
  const added = wanted.filter((at) => !hasInjury(draft, unit, at));
  draft.heroSheets = withEntry(draft.heroSheets ?? {}, unit, { ...sheet, injuries: [...kept, ...added] });
}

/** A survivor's Resolve and injured locations (head first), as its hero sheet holds them. */
export const resolveIn = (state: State, unit: string): number => survivorResolve(state, unit);
export const injuriesIn = (state: State, unit: string): number => injuryBits(state, unit);
