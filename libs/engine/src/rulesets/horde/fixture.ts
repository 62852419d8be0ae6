import type { Board } from '../../board/board';
import type { GameState, Unit } from '../../game/game-state';
import { Random, Tx } from '../../rules/core/tx';
import type { GameEvent } from '../../rules/core/events';
import { D6, type DieSpec, type RolledDie } from '../../rules/random/dice';
import { cloneJson } from '../../rules/state/clone';
import { Journal } from '../../rules/state/journal';
import { hordeMission, type HordeFixtureSetup } from './test-mission';
import { heroStats, setupHordeGame, type HordeEngine } from './setup';
import type { HordeExt, HordeState, HordeTx } from './types';
import { profileOf } from './content';
import { pendingDecision } from '../../rules/core/decisions';

/**
 * Test support for the horde ruleset: an open table (Mode A 48 × 48 or Mode B 24 × 24) with the five
 * markers of §6.1, models put where a case needs them, and loaded dice that replay a case's rolls.
 */
export interface HordeFixture {
  readonly engine: HordeEngine;
  readonly board: Board;
  state: HordeState;
  /** Faces (d6 pips) the next dice show, in order; when empty the state's generator rolls. */
  readonly dice: number[];
  /** Runs rules code in a transition with the loaded dice; keeps the changed state; returns its events. */
  run(fn: (tx: HordeTx) => void): GameEvent[];
  unit(id: string): Unit;
  /** Moves a unit (test setup, outside the rules). */
  put(id: string, x: number, y: number): void;
  /** Adds an enemy of `kind` at (x, y) (test setup); returns its id. */
  enemy(kind: string, x: number, y: number): string;
  ext(patch: Partial<HordeExt>): void;
}

class LoadedRandom extends Random {
  constructor(
    state: GameState,
    w: Journal,
    private readonly tell: (event: GameEvent) => void,
    private readonly faces: number[],
  ) {
    super(state, w, tell);
  }
  override roll(die: DieSpec, count: number, purpose: string, by: string | null = null): RolledDie[] {
    if (this.faces.length === 0) return super.roll(die, count, purpose, by);
    const dice: RolledDie[] = [];
    for (let i = 0; i < count; i++) {
      const pips = this.faces.shift() ?? 1;
      const spec = die.faces.length === 6 ? die : D6;
      const face = spec.faces[pips - 1] ?? { label: String(pips), value: pips };
      dice.push({ die: spec.id, face: pips - 1, label: face.label, value: face.value });
    }
    this.tell({ type: 'dice-rolled', purpose, by, dice, total: dice.reduce((sum, d) => sum + d.value, 0) });
    return dice;
  }
}

class LoadedTx extends Tx<HordeExt> {
  private loaded: LoadedRandom | null = null;
  constructor(
    state: HordeState,
    board: Board,
    w: Journal,
    private readonly faces: number[],
  ) {
    super(state, board, w);
  }
  override get random(): Random {
    this.loaded ??= new LoadedRandom(this.state, this.w, (event) => this.emit(event), this.faces);
    return this.loaded;
  }
}

/** The unit `id` of the transition's own state (the one rules code may change). */
export function unitIn(tx: HordeTx, id: string): Unit {
  const unit = tx.state.units.find((u) => u.id === id);
  if (!unit) throw new Error(`no unit ${id}`);
  return unit;
}

function bare(started: HordeState): HordeState {
  const state = cloneJson(started);
  return { ...state, units: state.units.filter((u) => u.side === 'heroes'), tokens: [] };
}

export function hordeFixture(setup: HordeFixtureSetup = {}): HordeFixture {
  const loaded = hordeMission(setup);
  const game = setupHordeGame(loaded, { seed: setup.seed ?? 1 });
  if (!game.ok) throw new Error(game.errors.join(' '));
  const dice: number[] = [];
  // The opening wave's picks (a 5–6 corner, a 6 priority) answered with their first option, so play is in the battle.
  let started = game.value.state;
  for (let decision = pendingDecision(started); decision; decision = pendingDecision(started)) {
    const result = game.value.engine.apply(started, { type: 'choose', side: decision.side, decision: decision.id, option: decision.options[0]?.id });
    if ('error' in result) throw new Error(result.error.message);
    started = result.state;
  }
  const fixture: HordeFixture = {
    engine: game.value.engine,
    board: game.value.engine.board,
    // A bare table: the opening wave and search tokens are taken away so each case sets its own.
    state: bare(started),
    dice,
    run(fn) {
      const state = cloneJson(fixture.state);
      const tx = new LoadedTx(state, game.value.engine.board, new Journal(), dice);
      fn(tx);
      fixture.state = state;
      return tx.events;
    },
    unit(id) {
      const unit = fixture.state.units.find((u) => u.id === id);
      if (!unit) throw new Error(`no unit ${id}`);
      return unit;
    },
    put(id, x, y) {
      fixture.state = { ...fixture.state, units: fixture.state.units.map((u) => (u.id === id ? { ...u, x, y } : u)) };
    },
    enemy(kind, x, y) {
      const id = `${kind}#${fixture.state.nextId}`;
      const p = profileOf(kind);
      const unit: Unit = { id, side: 'enemies', kind, name: kind, x, y, health: p.tou, status: 'active', stats: { ...heroStats(), size: p.size, tou: p.tou, qua: p.qua, def: p.def } };
      fixture.state = { ...fixture.state, nextId: fixture.state.nextId + 1, units: [...fixture.state.units, unit] };
      return id;
    },
    ext(patch) {
      fixture.state = { ...fixture.state, ext: { ...fixture.state.ext, ...patch } };
    },
  };
  return fixture;
}
