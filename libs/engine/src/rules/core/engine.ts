import { closeDecision, pendingDecision } from './decisions';
import type { DecisionOption, PendingDecision } from './decision-state';
import type { Board } from '../../board/board';
import type { GameState, GameStatus, Side } from '../../game/game-state';
import { viewState, type GameView } from '../hidden/view';
import { cloneJson } from '../state/clone';
import { DirectWriter, Journal } from '../state/journal';
import { hasActionShape, isCoreAction, type Action, type ActionBase, type CoreAction } from './actions';
import { ruleError, type RuleError } from './errors';
import type { GameEvent } from './events';
import type { Ruleset } from './ruleset';
import {
  activateUnit,
  closeReaction,
  currentSlot,
  endActivation,
  enterPhase,
  finishPhase,
  phaseSpec,
  settle,
  sideToAct,
} from './turn-machine';
import { Tx } from './tx';
import { isEmptyPlan, type MissionPlan } from '../../mission/plan';
import { MissionRunner, type MissionStep } from '../../mission/runner';
import type { MissionHooks } from '../../mission/hooks';
import type { MissionStartOptions } from '../../mission/mission-state';
import { loadMissionDoors } from '../doors/doors';

export type ApplyResult<X extends object = object> =
  | { readonly state: GameState<X>; readonly events: readonly GameEvent[] }
  | { readonly error: RuleError };

export type InPlaceResult = { readonly events: readonly GameEvent[] } | { readonly error: RuleError };

export const isApplyError = <T extends object>(result: T | { readonly error: RuleError }): result is { readonly error: RuleError } =>
  'error' in result;

/** One ruleset on one compiled board: the reducer and everything around it. */
export interface Engine<X extends object = object, A extends ActionBase = ActionBase> {
  readonly ruleset: Ruleset<X, A>;
  readonly board: Board;
  /**
   * Turns a set-up state (see `setupGame`) into the first decision of round 1. Never changes `base`.
   * `mission` seeds the mission state before its `mission-start` triggers run (a campaign's flags).
   */
  start(base: GameState, ext: X, mission?: MissionStartOptions): ApplyResult<X>;
  /** Everything the side to act may do now. Empty when the game is over. */
  legalActions(state: GameState<X>): Action<A>[];
  /** Why `action` is illegal now, or null. Accepts any value: malformed input is an error, not a crash. */
  check(state: GameState<X>, action: unknown): RuleError | null;
  /** The safe reducer: a new state and events, or an error. Never changes `state`. */
  apply(state: GameState<X>, action: unknown): ApplyResult<X>;
  /**
   * The fast reducer for bots and the playtest runner: CHANGES `state` IN PLACE, recording every
   * write in `journal`; `journal.undoTo(mark)` restores it. On an error `state` is left unchanged.
   */
  applyInPlace(state: GameState<X>, action: unknown, journal?: Journal): InPlaceResult;
  sideToAct(state: GameState<X>): Side | null;
  status(state: GameState<X>): GameStatus;
  /** The state as `side` may know it (hidden contents and deck order removed). */
  view(state: GameState<X>, side: Side): GameView<X>;
}

const sideName = (side: Side | null): string => (side === null ? 'nobody' : `the ${side}`);

/**
 * `plan` is the mission compiled by `compileMissionPlan`: its triggers run after every step, its victory
 * and defeat conditions are asked whenever the ruleset says "playing".
 */
export function createEngine<X extends object, A extends ActionBase>(ruleset: Ruleset<X, A>, board: Board, plan?: MissionPlan): Engine<X, A> {
  const runner = plan && !isEmptyPlan(plan) ? new MissionRunner(plan, ruleset.mission as MissionHooks | undefined, ruleset.id) : null;
  const missionStep = (tx: Tx<X>): MissionStep | undefined => runner?.begin(tx as Tx);
  const coreActions = (state: GameState<X>, side: Side): CoreAction[] => {
    const { turn } = state;
    if (turn.reaction) return [{ type: 'pass', side }];
    const kind = phaseSpec(ruleset, turn.phase).kind;
    if (kind === 'free') return [{ type: 'end-phase', side }];
    if (kind === 'automatic') return [];
    if (turn.actor !== null) return [{ type: 'end-activation', side }];
    const pool = turn.pools[side];
    if (!pool || pool.ordered) return [];
    return pool.remaining.map((unit) => ({ type: 'activate', side, unit }));
  };

  const legalActions = (state: GameState<X>): Action<A>[] => {
    const side = sideToAct(state);
    if (side === null || state.turn.phase === 'setup') return [];
    // While a decision is open, its options are exactly what may be done.
    const decision = pendingDecision(state);
    if (decision) return decision.options.map((option) => ({ type: 'choose', side, decision: decision.id, option: option.id }));
    const slot = currentSlot(state) ?? (phaseSpec(ruleset, state.turn.phase).kind === 'free' ? { kind: 'free', side } : null);
    const own = slot ? ruleset.actions(state, board, slot) : [];
    return [...own, ...coreActions(state, side)];
  };

  const checkCore = (state: GameState<X>, action: CoreAction): RuleError | null => {
    const { turn } = state;
    const kind = phaseSpec(ruleset, turn.phase).kind;
    switch (action.type) {
      case 'choose': {
        const decision = pendingDecision(state);
        if (!decision) return ruleError('wrong-phase', 'There is nothing to choose.');
        if (action.decision !== decision.id) return ruleError('unknown-target', `The choice to make now is ${decision.id}, not ${String(action.decision)}.`);
        return decision.options.some((o) => o.id === action.option) ? null : ruleError('unknown-target', `"${String(action.option)}" is not one of the options of ${decision.id}.`);
      }
      case 'pass':
        return turn.reaction ? null : ruleError('wrong-phase', 'There is nothing to react to.');
      case 'end-phase':
        if (turn.reaction) return ruleError('wrong-phase', 'React or pass first.');
        return kind === 'free' ? null : ruleError('wrong-phase', 'This phase ends by itself when every unit has acted.');
      case 'end-activation':
        if (turn.reaction) return ruleError('wrong-phase', 'React or pass first.');
        return turn.actor !== null ? null : ruleError('not-activated', 'No unit is activated.');
      case 'activate': {
        if (turn.reaction) return ruleError('wrong-phase', 'React or pass first.');
        if (kind !== 'activations' && kind !== 'alternating') return ruleError('wrong-phase', 'Units are not activated one by one in this phase.');
        const pool = turn.pools[action.side];
        if (!pool || pool.ordered) return ruleError('not-allowed', 'The activation order is fixed: the next unit is activated for you.');
        if (turn.actor !== null) return ruleError('not-activated', `Finish ${turn.actor}'s activation first.`);
        if (typeof action.unit !== 'string' || !pool.remaining.includes(action.unit)) {
          return ruleError('not-activated', `${String(action.unit)} cannot be activated now.`);
        }
        return null;
      }
    }
  };

  const check = (state: GameState<X>, action: unknown): RuleError | null => {
    if (!hasActionShape(action)) return ruleError('malformed-action', 'An action needs a type and a side (heroes or enemies).');
    if (state.status.kind !== 'playing') return ruleError('game-over', `The game is over: ${state.status.reason}.`);
    if (state.turn.phase === 'setup') return ruleError('not-started', 'The game has not started yet.');
    const side = sideToAct(state);
    if (action.side !== side) return ruleError('wrong-side', `It is ${sideName(side)}' turn to act, not the ${action.side}'.`);
    const decision = pendingDecision(state);
    if (decision && action.type !== 'choose') return ruleError('wrong-phase', `Choose first: ${decision.prompt}`);
    if (isCoreAction(action)) return checkCore(state, action);
    if (!ruleset.actionTypes.has(action.type)) return ruleError('unknown-action', `There is no "${action.type}" action in ${ruleset.id}.`);
    const slot = currentSlot(state) ?? (phaseSpec(ruleset, state.turn.phase).kind === 'free' ? { kind: 'free' as const, side } : null);
    if (!slot) return ruleError('not-activated', 'Activate a unit first.');
    return ruleset.check(state, board, action as A, slot);
  };

  const resolve = (tx: Tx<X>, action: Action<A>): void => {
    switch (action.type) {
      case 'activate':
        activateUnit(tx, ruleset, (action as Extract<CoreAction, { type: 'activate' }>).unit);
        break;
      case 'end-activation':
        endActivation(tx, ruleset);
        break;
      case 'end-phase':
        finishPhase(tx, ruleset);
        break;
      case 'pass':
        closeReaction(tx, ruleset);
        break;
      case 'choose': {
        const decision = pendingDecision(tx.state) as PendingDecision;
        const chosen = action as Extract<CoreAction, { type: 'choose' }>;
        const option = decision.options.find((o) => o.id === chosen.option) as DecisionOption;
        closeDecision(tx as Tx, decision, option);
        if (decision.owner === 'mission') runner?.resume(tx as Tx, decision, option);
        else ruleset.resumeDecision?.(tx, decision, option);
        break;
      }
      default:
        ruleset.resolve(tx, action as A);
    }
  };

  /** Resolves a checked action on `state` in place; false if the machine stalled (caller rolls back). */
  const run = (tx: Tx<X>, action: Action<A>): boolean => {
    const mission = missionStep(tx);
    resolve(tx, action);
    return settle(tx, ruleset, mission);
  };

  const internalError = (cause: unknown): { error: RuleError } => ({
    error: ruleError('internal-error', `The engine failed: ${cause instanceof Error ? cause.message : String(cause)}`),
  });

  const applyInPlace = (state: GameState<X>, action: unknown, journal = new Journal()): InPlaceResult => {
    const refused = check(state, action);
    if (refused) return { error: refused };
    const mark = journal.mark();
    const tx = new Tx(state, board, journal);
    try {
      if (run(tx, action as Action<A>)) return { events: tx.events };
      journal.undoTo(mark);
      return internalError('the phases went round without a decision');
    } catch (cause) {
      journal.undoTo(mark);
      return internalError(cause);
    }
  };

  const apply = (state: GameState<X>, action: unknown): ApplyResult<X> => {
    const refused = check(state, action);
    if (refused) return { error: refused };
    // Resolve on a private copy: the caller's state is never touched, so nothing needs undoing.
    const next = cloneJson(state);
    const tx = new Tx(next, board, new DirectWriter());
    try {
      return run(tx, action as Action<A>) ? { state: next, events: tx.events } : internalError('the phases went round without a decision');
    } catch (cause) {
      return internalError(cause);
    }
  };

  const start = (base: GameState, ext: X, missionStart?: MissionStartOptions): ApplyResult<X> => {
    const state = { ...cloneJson(base), ruleset: ruleset.id, ext: cloneJson(ext) } as GameState<X>;
    const tx = new Tx(state, board, new DirectWriter());
    try {
      if (plan) loadMissionDoors(tx as Tx, plan.doors);
      ruleset.onGameStart?.(tx);
      runner?.init(tx as Tx, missionStart);
      const mission = missionStep(tx);
      tx.emit({ type: 'game-started', round: state.round });
      enterPhase(tx, ruleset, ruleset.firstPhase(state));
      return settle(tx, ruleset, mission) ? { state, events: tx.events } : internalError('the phases went round without a decision');
    } catch (cause) {
      return internalError(cause);
    }
  };

  return {
    ruleset,
    board,
    start,
    legalActions,
    check,
    apply,
    applyInPlace,
    sideToAct: (state) => sideToAct(state),
    status: (state) => state.status,
    view: (state, side) => viewState(state, side, (ext, viewer) => (ruleset.hideExt ? ruleset.hideExt(ext, viewer) : ext)),
  };
}
