import { pendingDecision } from './decisions';
import { isActive, unitById } from '../units/unit-status';
import type { ActivationPool, GameState, GameStatus, Side, Unit } from '../../game/game-state';
import { otherSide } from '../../game/game-state';
import type { ActionBase } from './actions';
import { END_OF_ROUND, type OrderRule, type PhaseSpec, type Ruleset, type Slot } from './ruleset';
import type { Tx } from './tx';
import type { MissionStep } from '../../mission/runner';

/**
 * The phase/turn machine shared by every ruleset: enters and leaves phases, makes activation pools,
 * activates units in fixed or random order, alternates sides, and runs automatic phases, until a side
 * has a decision to make.
 */
type AnyRuleset<X extends object> = Ruleset<X, ActionBase>;

const MAX_STEPS = 256;

// Phase lookups happen several times per action: index each ruleset's phases once.
const phaseIndex = new WeakMap<object, Map<string, PhaseSpec<never>>>();

export function phaseSpec<X extends object>(ruleset: AnyRuleset<X>, id: string): PhaseSpec<X> {
  let index = phaseIndex.get(ruleset.phases);
  if (!index) {
    index = new Map(ruleset.phases.map((phase) => [phase.id, phase as PhaseSpec<never>]));
    phaseIndex.set(ruleset.phases, index);
  }
  const spec = index.get(id);
  if (!spec) throw new Error(`Ruleset ${ruleset.id} has no phase "${id}"`);
  return spec as PhaseSpec<X>;
}

/** The side that must act now (a pending decision's side, then a reaction window's); null when the game is over or not started. */
export function sideToAct(state: GameState): Side | null {
  if (state.status.kind !== 'playing') return null;
  const decision = pendingDecision(state);
  if (decision) return decision.side;
  return state.turn.reaction?.side ?? state.turn.side;
}

// Where units are looked up lives with their status (a leaf module the mission runner reads too).
export { unitById } from '../units/unit-status';

/** What the side to act may use ruleset actions for now; null when it must first activate a unit. */
export function currentSlot(state: GameState): Slot | null {
  const { turn } = state;
  if (turn.reaction) return { kind: 'reaction', window: turn.reaction };
  if (turn.actor !== null) {
    const unit = unitById(state, turn.actor);
    return unit && isActive(unit) ? { kind: 'unit', unit } : null;
  }
  return null;
}

export function isFreePhase<X extends object>(ruleset: AnyRuleset<X>, state: GameState<X>): boolean {
  return phaseSpec(ruleset, state.turn.phase).kind === 'free';
}

function buildPool<X extends object>(tx: Tx<X>, ruleset: AnyRuleset<X>, side: Side, order: OrderRule): ActivationPool {
  const { state } = tx;
  let units: readonly Unit[] = state.units.filter((unit) => unit.side === side && isActive(unit) && ruleset.canActivate(state, unit));
  if (order === 'fixed' && ruleset.fixedOrder) units = ruleset.fixedOrder(state, units);
  let ids = units.map((unit) => unit.id);
  if (order === 'random') ids = tx.random.shuffle(ids);
  return { remaining: ids, ordered: order !== 'chosen' };
}

function setPool<X extends object>(tx: Tx<X>, side: Side, pool: ActivationPool): void {
  tx.w.set(tx.state.turn.pools as Partial<Record<Side, ActivationPool>>, side, pool);
}

/** Drops units that died or may no longer activate; returns what is left. */
function prunedPool<X extends object>(tx: Tx<X>, ruleset: AnyRuleset<X>, side: Side): readonly string[] {
  const pool = tx.state.turn.pools[side];
  if (!pool) return [];
  for (let i = pool.remaining.length - 1; i >= 0; i--) {
    const unit = unitById(tx.state, pool.remaining[i] as string);
    if (!unit || !isActive(unit) || !ruleset.canActivate(tx.state, unit)) tx.w.removeAt(pool.remaining, i);
  }
  return pool.remaining;
}

export function enterPhase<X extends object>(tx: Tx<X>, ruleset: AnyRuleset<X>, id: string): void {
  const spec = phaseSpec(ruleset, id);
  const { turn } = tx.state;
  tx.w.set(turn, 'phase', id);
  tx.w.set(turn, 'actor', null);
  tx.w.set(turn, 'activations', 0);
  tx.w.set(turn, 'reaction', null);
  switch (spec.kind) {
    case 'activations': {
      tx.w.set(turn, 'side', spec.side);
      if (spec.pool === 'phase' || !turn.pools[spec.side]) {
        const order = typeof spec.order === 'function' ? spec.order(tx.state) : spec.order;
        setPool(tx, spec.side, buildPool(tx, ruleset, spec.side, order));
      }
      break;
    }
    case 'alternating':
      tx.w.set(turn, 'side', spec.first);
      for (const side of [spec.first, otherSide(spec.first)]) setPool(tx, side, buildPool(tx, ruleset, side, 'chosen'));
      break;
    case 'free':
      tx.w.set(turn, 'side', spec.side);
      break;
    case 'automatic':
      tx.w.set(turn, 'side', null);
      break;
  }
  tx.emit({ type: 'phase-changed', phase: id, side: turn.side, round: tx.state.round });
  // An automatic phase is played by `settle`, after the mission's `phase-start` triggers have seen it begin.
  if (spec.kind !== 'automatic') spec.onEnter?.(tx);
}

/**
 * Plays an automatic phase that has just begun (its `activations` still 0: it counts 1 once played), so
 * the mission's triggers on its start run first; false once it has been played and may end.
 */
function playAutomatic<X extends object>(tx: Tx<X>, spec: PhaseSpec<X>): boolean {
  if (tx.state.turn.activations > 0) return false;
  tx.w.set(tx.state.turn, 'activations', 1);
  spec.onEnter?.(tx);
  return true;
}

export function finishPhase<X extends object>(tx: Tx<X>, ruleset: AnyRuleset<X>): void {
  const spec = phaseSpec(ruleset, tx.state.turn.phase);
  spec.onExit?.(tx);
  tx.emit({ type: 'phase-ended', phase: spec.id, side: tx.state.turn.side, round: tx.state.round });
  const next = ruleset.nextPhase(tx.state, spec.id);
  if (next !== END_OF_ROUND) {
    enterPhase(tx, ruleset, next);
    return;
  }
  ruleset.onRoundEnd?.(tx);
  if (tx.state.status.kind !== 'playing') return;
  tx.emit({ type: 'round-ended', round: tx.state.round });
  tx.w.set(tx.state, 'round', tx.state.round + 1);
  tx.w.set(tx.state.turn, 'pools', {});
  tx.emit({ type: 'round-started', round: tx.state.round });
  enterPhase(tx, ruleset, ruleset.firstPhase(tx.state));
}

export function activateUnit<X extends object>(tx: Tx<X>, ruleset: AnyRuleset<X>, id: string): void {
  tx.w.set(tx.state.turn, 'actor', id);
  tx.emit({ type: 'activated', unit: id });
  const unit = unitById(tx.state, id);
  if (unit) ruleset.onActivate?.(tx, unit);
}

/** Ends the active unit's activation: it leaves its pool; in alternating phases the other side goes next. */
export function endActivation<X extends object>(tx: Tx<X>, ruleset: AnyRuleset<X>): void {
  const { turn } = tx.state;
  const actor = turn.actor;
  if (actor === null || turn.side === null) return;
  const pool = turn.pools[turn.side];
  const index = pool ? pool.remaining.indexOf(actor) : -1;
  if (pool && index >= 0) tx.w.removeAt(pool.remaining, index);
  tx.w.set(turn, 'actor', null);
  tx.w.add(turn, 'activations', 1);
  tx.emit({ type: 'activation-ended', unit: actor });
  const spec = phaseSpec(ruleset, turn.phase);
  if (spec.kind === 'alternating') {
    const other = otherSide(turn.side);
    if (prunedPool(tx, ruleset, other).length > 0) tx.w.set(turn, 'side', other);
  }
}

export function closeReaction<X extends object>(tx: Tx<X>, ruleset?: AnyRuleset<X>): void {
  const window = tx.state.turn.reaction;
  if (!window) return;
  tx.w.set(tx.state.turn, 'reaction', null);
  tx.emit({ type: 'reaction-closed', side: window.side, kind: window.kind });
  ruleset?.onReactionClosed?.(tx, window);
}

/** Records the ruleset's verdict (else the mission's) once it is no longer "playing". */
export function updateStatus<X extends object>(tx: Tx<X>, ruleset: AnyRuleset<X>, mission?: MissionStep): boolean {
  if (tx.state.status.kind !== 'playing') return true;
  const verdict = ruleset.outcome(tx.state, tx.board);
  let status: GameStatus = verdict.kind === 'lost' ? { kind: 'lost', reason: verdict.reason } : verdict;
  if (status.kind === 'playing' && mission) status = mission.outcome(tx.state, tx.board);
  else if (verdict.kind === 'lost' && verdict.unlessMissionWon === true && mission) {
    const missionStatus = mission.outcome(tx.state, tx.board);
    if (missionStatus.kind === 'won') status = missionStatus;
  }
  if (status.kind === 'playing') return false;
  tx.w.set(tx.state, 'status', status);
  tx.emit({ type: 'game-over', status });
  return true;
}

/**
 * Runs the machine forward until a side has a decision to make or the game is over; `mission` runs the
 * mission's triggers after each step of the way.
 * False when it went round without ever needing one (a ruleset bug: the caller rolls back).
 */
export function settle<X extends object>(tx: Tx<X>, ruleset: AnyRuleset<X>, mission?: MissionStep): boolean {
  const { turn } = tx.state;
  for (let step = 0; step < MAX_STEPS; step++) {
    // The mission's triggers run on what the last step did, before anything else moves.
    mission?.afterStep(tx);
    if (updateStatus(tx, ruleset, mission)) return true;
    // A choice asked in the middle of a resolution: nothing moves until it is answered.
    if (pendingDecision(tx.state)) return true;
    if (turn.actor !== null) {
      // The active unit may have died (even to a reaction), or have nothing left to do.
      const actor = unitById(tx.state, turn.actor);
      if (!actor || !isActive(actor) || (!turn.reaction && ruleset.activationSpent?.(tx.state, actor))) {
        endActivation(tx, ruleset);
        continue;
      }
    }
    if (turn.reaction || turn.actor !== null) return true;
    const spec = phaseSpec(ruleset, turn.phase);
    if (spec.kind === 'free') return true;
    if (spec.kind === 'automatic') {
      // Played in its own step, then ended in the next: the triggers run on what each did.
      if (!playAutomatic(tx, spec)) finishPhase(tx, ruleset);
      continue;
    }
    const side = turn.side as Side;
    const remaining = prunedPool(tx, ruleset, side);
    if (spec.kind === 'alternating') {
      if (remaining.length > 0) return true;
      const other = otherSide(side);
      if (prunedPool(tx, ruleset, other).length > 0) {
        tx.w.set(turn, 'side', other);
        return true;
      }
      finishPhase(tx, ruleset);
      continue;
    }
    if (remaining.length === 0 || (spec.perVisit !== undefined && turn.activations >= spec.perVisit)) {
      finishPhase(tx, ruleset);
      continue;
    }
    if (turn.pools[side]?.ordered) {
      activateUnit(tx, ruleset, remaining[0] as string);
      continue; // onActivate may have ended the game or spent the unit
    }
    return true;
  }
  return false;
}
