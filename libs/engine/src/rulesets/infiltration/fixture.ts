// Test support for the infiltration ruleset: boards from rows of letters (one letter per area), units
// placed where a case needs them, loaded dice by face label (infiltration.md §14 injects faces).
import type { Board } from '../../board/board';
import { compileBoard, type DoorSpec } from '../../board/compile-board';
import type { GameState, Unit } from '../../game/game-state';
import type { Action } from '../../rules/core/actions';
import type { GameEvent } from '../../rules/core/events';
import { Tx } from '../../rules/core/tx';
import { INFILTRATION_DICE, type RolledDie } from '../../rules/random/dice';
import { cloneJson } from '../../rules/state/clone';
import { DirectWriter } from '../../rules/state/journal';
import { ENEMY_BY_KIND, WOUND_CARDS } from './content';
import { addWound } from './hero-wounds';
import { gainItem } from '../../rules/heroes/hero-sheet';
import { ctxOf, stateDice, type Ctx, type DiceSource, type MissionConfig } from './context';
import { createInfiltrationGame, type InfiltrationEngine } from './setup';
import type { InfiltrationAction, InfiltrationExt } from './types';

export interface FixtureTile {
  /** Rows of the tile: a letter per floor square names its area; '#' is wall. */
  readonly rows: readonly string[];
  readonly x: number;
  readonly y: number;
}

export interface FixtureSetup {
  readonly tiles: readonly FixtureTile[];
  readonly heroes: readonly { readonly id: string; readonly kind: string; readonly x: number; readonly y: number }[];
  readonly enemies?: readonly { readonly kind: string; readonly x: number; readonly y: number }[];
  readonly spawnTokens?: readonly { readonly level: number; readonly x: number; readonly y: number }[];
  readonly doors?: readonly (DoorSpec & { readonly locked?: boolean; readonly noise?: number })[];
  readonly exits?: readonly { readonly x: number; readonly y: number }[];
  readonly barracks?: readonly { readonly x: number; readonly y: number }[];
  readonly guardPoints?: readonly { readonly x: number; readonly y: number }[];
  /** §7.8 room-feature locations (dealt face down from the deck at the start). */
  readonly roomFeatures?: readonly { readonly x: number; readonly y: number }[];
  /** §7.9 secret-passage points X, Y, Z. */
  readonly passagePoints?: readonly { readonly x: number; readonly y: number }[];
  readonly preAlarmRounds?: number;
  readonly postAlarmRounds?: number;
  /** Action cards dealt to each hero at the start (default none, so turns end when the basic actions do). */
  readonly startHand?: number;
  /** Faces (by label: '0'…'3', '★', '⚡') the next dice of each kind show, in order; then the generator rolls. */
  readonly dice?: Partial<Record<keyof typeof INFILTRATION_DICE, string[]>>;
}

export interface Fixture {
  readonly engine: InfiltrationEngine;
  readonly board: Board;
  readonly config: MissionConfig;
  state: GameState<InfiltrationExt>;
  readonly dice: Record<string, string[]>;
  readonly loaded: DiceSource;
  act(action: Action<InfiltrationAction>): readonly GameEvent[];
  refuse(action: Action<InfiltrationAction>): string;
  unit(id: string): Unit;
  /** Runs `fn` on a copy of the state inside a transition (for rule functions called directly); keeps the result. */
  run<T>(fn: (c: Ctx) => T): { value: T; events: GameEvent[] };
}

const areaOfCell = (board: Board, x: number, y: number): number => board.zoneOf[y * board.width + x] ?? -1;

export function infiltrationFixture(setup: FixtureSetup): Fixture {
  const tiles = setup.tiles.map((t, i) => ({
    id: `t${i}`,
    cells: t.rows.map((row) => row.replace(/[a-z]/g, '.')),
    zones: t.rows.map((row) => row.replace(/#/g, ' ')),
  }));
  const result = compileBoard({
    tiles,
    layout: setup.tiles.map((t, i) => ({ id: `tile${i}`, tile: `t${i}`, x: t.x, y: t.y, rotation: 0 })),
    doors: (setup.doors ?? []).map(({ id, x, y, side }) => ({ ...(id ? { id } : {}), x, y, side })),
    features: [
      ...setup.heroes.map((h) => ({ type: 'start', x: h.x, y: h.y })),
      ...(setup.exits ?? []).map((e) => ({ type: 'exit', ...e })),
      ...(setup.barracks ?? []).map((b) => ({ type: 'barracks', ...b })),
      ...(setup.guardPoints ?? []).map((g) => ({ type: 'guard-point', ...g })),
    ],
  });
  if (!result.ok) throw new Error(`test board: ${JSON.stringify(result.errors)}`);
  const board = result.value;
  const dice: Record<string, string[]> = Object.fromEntries(Object.entries(setup.dice ?? {}).map(([k, v]) => [k, [...(v ?? [])]]));
  const loaded: DiceSource = (tx, die, count, purpose, by) => {
    const queue = dice[die.id] ?? [];
    if (queue.length === 0) return stateDice(tx, die, count, purpose, by);
    const out: RolledDie[] = [];
    for (let i = 0; i < count; i++) {
      const label = queue.shift();
      const face = label === undefined ? -1 : die.faces.findIndex((f) => f.label === label);
      if (face < 0) {
        out.push(...stateDice(tx, die, 1, purpose, by));
        continue;
      }
      const f = die.faces[face];
      if (f) out.push({ die: die.id, face, label: f.label, value: f.value, ...(f.special ? { special: f.special } : {}) });
    }
    tx.emit({ type: 'dice-rolled', purpose, by, dice: out, total: out.reduce((s, d) => s + d.value, 0) });
    return out;
  };
  const doorIndex = (spec: DoorSpec) => board.doors.findIndex((d) => d.id === spec.id);
  const config: MissionConfig = {
    doorNoise: board.doors.map((d) => (setup.doors ?? []).find((s) => s.id === d.id)?.noise ?? 1),
    exitDoors: [],
    exitAreas: (setup.exits ?? []).map((e) => areaOfCell(board, e.x, e.y)),
    barracks: (setup.barracks ?? []).map((b, i) => ({ letter: ['A', 'B', 'C'][i] ?? 'A', area: areaOfCell(board, b.x, b.y) })),
    guardAreas: (setup.guardPoints ?? []).map((g) => areaOfCell(board, g.x, g.y)),
    roomFeatures: setup.roomFeatures ?? [],
    passagePoints: setup.passagePoints ?? [],
  };
  const game = createInfiltrationGame(board, {
    missionId: 'test',
    seed: 1,
    heroes: setup.heroes.map((h) => ({ id: h.id, kind: h.kind, name: h.id })),
    preAlarmRounds: setup.preAlarmRounds ?? 6,
    postAlarmRounds: setup.postAlarmRounds ?? 5,
    config,
    locked: (setup.doors ?? []).filter((d) => d.locked).map((d) => doorIndex(d)),
    spawns: setup.spawnTokens ?? [],
    dice: loaded,
    startHand: setup.startHand ?? 0,
  });
  const state = cloneJson(game.state);
  (setup.enemies ?? []).forEach((e, i) => {
    const p = ENEMY_BY_KIND.get(e.kind);
    (state.units as Unit[]).push({ id: `${e.kind}-${i + 1}`, side: 'enemies', kind: e.kind, name: p?.name ?? e.kind, x: e.x, y: e.y, health: p?.wounds ?? 1, status: 'active', stats: {} });
  });
  const fixture: Fixture = {
    engine: game.engine,
    board,
    config,
    state,
    dice,
    loaded,
    act(action) {
      const applied = game.engine.apply(fixture.state, action);
      if ('error' in applied) throw new Error(`${JSON.stringify(action)} refused: ${applied.error.message}`);
      fixture.state = applied.state;
      return applied.events;
    },
    refuse(action) {
      const applied = game.engine.apply(fixture.state, action);
      if (!('error' in applied)) throw new Error(`${JSON.stringify(action)} was accepted`);
      return applied.error.code;
    },
    unit(id) {
      const found = fixture.state.units.find((u) => u.id === id);
      if (!found) throw new Error(`no unit ${id}`);
      return found;
    },
    run(fn) {
      const next = cloneJson(fixture.state);
      const tx = new Tx(next, board, new DirectWriter());
      const value = fn(ctxOf(tx, config, loaded));
      fixture.state = next;
      return { value, events: tx.events };
    },
  };
  return fixture;
}

/** Changes a unit's counters or place (a test's "given"). */
export function setUnit(f: Fixture, id: string, change: Partial<Pick<Unit, 'x' | 'y' | 'health'>> & { stats?: Record<string, number> }): void {
  f.state = {
    ...f.state,
    units: f.state.units.map((u) => (u.id === id ? { ...u, ...change, stats: { ...u.stats, ...(change.stats ?? {}) } } : u)),
  };
}

/** The hero carries these items on its sheet (a test's "given"). */
export function giveItems(f: Fixture, id: string, items: readonly string[]): void {
  f.run((c) => {
    for (const item of items) gainItem(c.tx, id, item);
  });
}

/** The hero bears `count` permanent wounds on its sheet (a test's "given"). */
export function giveWounds(f: Fixture, id: string, count: number): void {
  f.run((c) => {
    const hero = c.state.units.find((u) => u.id === id);
    if (hero) for (let i = 0; i < count; i++) addWound(c, hero, WOUND_CARDS[i]?.name ?? 'wound');
  });
}

/** Changes the ruleset's own state (a test's "given"). */
export function setExt(f: Fixture, change: Partial<InfiltrationExt>): void {
  f.state = { ...f.state, ext: { ...f.state.ext, ...change } };
}
