import type { Board } from '../../board/board';
import { compileBoard, type DoorSpec } from '../../board/compile-board';
import type { GameState, Unit } from '../../game/game-state';
import type { Action } from '../../rules/core/actions';
import type { GameEvent } from '../../rules/core/events';
import { cloneJson } from '../../rules/state/clone';
import { BLIP, BUG } from './content';
import { stateDice, type DiceSource } from './context';
import { createBoardingGame, trooperStats, type BoardingEngine } from './setup';
import type { BoardingAction, BoardingExt, BoardingOptions, Facing } from './types';

/**
 * Test support for the boarding ruleset (used by its specs and by libs/ai's): a board from rows of
 * characters, models put where a case needs them, and loaded dice that replay a case's rolls.
 */
export interface FixtureTrooper {
  readonly id: string;
  readonly kind?: string;
  readonly x: number;
  readonly y: number;
  readonly facing?: Facing;
}

export interface FixtureSetup {
  readonly rows: readonly string[];
  readonly troopers: readonly FixtureTrooper[];
  readonly bugs?: readonly { readonly x: number; readonly y: number; readonly facing?: Facing }[];
  readonly blips?: readonly { readonly x: number; readonly y: number; readonly bugs: number }[];
  readonly doors?: readonly DoorSpec[];
  readonly entries?: readonly { readonly x: number; readonly y: number }[];
  readonly objective?: { readonly x: number; readonly y: number };
  readonly options?: Partial<BoardingOptions>;
  readonly seed?: number;
  /** Faces of the first d6s (the opening command-point roll comes first). */
  readonly dice?: readonly number[];
}

export interface Fixture {
  readonly engine: BoardingEngine;
  readonly board: Board;
  state: GameState<BoardingExt>;
  /** Faces the next d6s will show, in order; when empty the state's generator rolls. */
  readonly dice: number[];
  /** Applies an action that must be legal; keeps the new state; returns its events. */
  act(action: Action<BoardingAction>): readonly GameEvent[];
  /** Applies an action expected to be refused; returns the error code. */
  refuse(action: Action<BoardingAction>): string;
  unit(id: string): Unit;
}

export function fixtureBoard(setup: Pick<FixtureSetup, 'rows' | 'troopers' | 'doors' | 'entries' | 'objective'>): Board {
  const result = compileBoard({
    tiles: [{ id: 'test', cells: setup.rows }],
    layout: [{ tile: 'test', x: 0, y: 0, rotation: 0 }],
    doors: setup.doors ?? [],
    features: [
      ...setup.troopers.map((t) => ({ type: 'start', x: t.x, y: t.y })),
      ...(setup.entries ?? []).map((e) => ({ type: 'entry', x: e.x, y: e.y })),
      ...(setup.objective ? [{ type: 'objective', ...setup.objective }] : []),
    ],
  });
  if (!result.ok) throw new Error(`test board: ${JSON.stringify(result.errors)}`);
  return result.value;
}

export function boardingFixture(setup: FixtureSetup): Fixture {
  const board = fixtureBoard(setup);
  const dice: number[] = [...(setup.dice ?? [])];
  const loaded: DiceSource = (tx, count, purpose, by) => {
    if (dice.length === 0) return stateDice(tx, count, purpose, by);
    const faces = dice.splice(0, count);
    while (faces.length < count) faces.push(...stateDice(tx, 1, purpose, by));
    tx.emit({ type: 'dice-rolled', purpose, by, dice: faces.map((v) => ({ die: 'd6', face: v - 1, label: String(v), value: v })), total: faces.reduce((a, b) => a + b, 0) });
    return faces;
  };
  const facings: Record<string, Facing> = {};
  for (const t of setup.troopers) facings[`${t.x},${t.y}`] = t.facing ?? 0;
  const game = createBoardingGame(board, {
    missionId: 'test',
    seed: setup.seed ?? 1,
    options: { blipsPerTurn: 0, ...setup.options },
    squad: setup.troopers.map((t) => ({ id: t.id, kind: t.kind ?? 'sergeant', name: t.id })),
    facings,
    dice: loaded,
  });
  const state = cloneJson(game.state);
  const units = state.units as Unit[];
  for (const [i, t] of setup.troopers.entries()) {
    const unit = units[i];
    if (unit) units[i] = { ...unit, stats: trooperStats(t.kind ?? 'sergeant', t.facing ?? 0, state.ext.options.reloadsPerHeavyWeapon) };
  }
  (setup.bugs ?? []).forEach((b, i) => {
    units.push({ id: `bug-x${i + 1}`, side: 'enemies', kind: BUG, name: `Bug ${i + 1}`, x: b.x, y: b.y, health: 1, status: 'active', stats: { facing: b.facing ?? 0, ap: 0, pair: 0 } });
  });
  (setup.blips ?? []).forEach((b, i) => {
    const id = `blip-x${i + 1}`;
    units.push({ id, side: 'enemies', kind: BLIP, name: `Blip ${i + 1}`, x: b.x, y: b.y, health: 1, status: 'active', stats: { ap: 0 } });
    (state.tokens as unknown[]).push({ id, kind: BLIP, x: -1, y: -1, contents: { bugs: b.bugs }, revealed: false, knownBy: ['enemies'] });
  });
  const fixture: Fixture = {
    engine: game.engine,
    board,
    state,
    dice,
    act(action) {
      const result = game.engine.apply(fixture.state, action);
      if ('error' in result) throw new Error(`${JSON.stringify(action)} refused: ${result.error.message}`);
      fixture.state = result.state;
      return result.events;
    },
    refuse(action) {
      const result = game.engine.apply(fixture.state, action);
      if (!('error' in result)) throw new Error(`${JSON.stringify(action)} was accepted`);
      return result.error.code;
    },
    unit(id) {
      const found = fixture.state.units.find((u) => u.id === id);
      if (!found) throw new Error(`no unit ${id}`);
      return found;
    },
  };
  return fixture;
}

/** An open room of `size` × `size` squares inside a wall. */
export function room(size: number): string[] {
  const wall = '#'.repeat(size + 2);
  return [wall, ...Array.from({ length: size }, () => `#${'.'.repeat(size)}#`), wall];
}

/** Sets the humans' command points (a test's "given"). */
export function setCp(f: Fixture, cp: number): void {
  f.state = { ...f.state, counters: { ...f.state.counters, cp } };
}

/** Changes one model's counters (a test's "given"). */
export function setStats(f: Fixture, id: string, stats: Readonly<Record<string, number>>): void {
  f.state = { ...f.state, units: f.state.units.map((u) => (u.id === id ? { ...u, stats: { ...u.stats, ...stats } } : u)) };
}

/** Ends the bug turn: every bug and blip still to activate is activated and ended; windows passed. */
export function endBugTurn(f: Fixture): void {
  const round = f.state.round;
  while (f.state.round === round && f.state.status.kind === 'playing' && f.state.turn.side === 'enemies') {
    const reaction = f.state.turn.reaction;
    if (reaction) f.act({ type: 'pass', side: reaction.side });
    else if (f.state.turn.actor) f.act({ type: 'end-activation', side: 'enemies' });
    else {
      const next = f.state.turn.pools.enemies?.remaining[0];
      if (!next) break;
      f.act({ type: 'activate', side: 'enemies', unit: next });
    }
  }
}

/** Ends the human turn: every trooper still to activate is activated and ended. */
export function endHumanTurn(f: Fixture): void {
  const round = f.state.round;
  while (f.state.round === round && f.state.turn.side === 'heroes' && f.state.status.kind === 'playing') {
    if (f.state.turn.reaction) {
      f.act({ type: 'pass', side: f.state.turn.reaction.side });
      continue;
    }
    if (f.state.turn.actor) {
      f.act({ type: 'end-activation', side: 'heroes' });
      continue;
    }
    const next = f.state.turn.pools.heroes?.remaining[0];
    if (!next) break;
    f.act({ type: 'activate', side: 'heroes', unit: next });
  }
}
