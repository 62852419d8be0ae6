import { isActive } from '../../rules/units/unit-status';
import type { Board } from '../../board/board';
import type { GameStatus } from '../../game/game-state';
import { ruleError, type RuleError } from '../../rules/core/errors';
import { actorPaying, isError, payCost } from './actor';
import { cellOf, isBlip, isBug, isTrooper, onBoard } from './board-state';
import { COST, POOL_DECK } from './content';
import type { Ctx, Read } from './context';
import type { BoardingAction, BoardingState } from './types';

type PickUp = Extract<BoardingAction, { type: 'pick-up' }>;

/** §9 M3: a trooper on the objective's square picks it up for 1 AP. */
export function checkPickUp(read: Read, action: PickUp): RuleError | null {
  const actor = actorPaying(read, action.unit, COST.pickUp);
  if (isError(actor)) return actor;
  const objective = read.state.ext.objective;
  if (!objective || objective.carrier !== null || objective.cell !== cellOf(read.board, actor.unit)) {
    return ruleError('not-allowed', 'There is no objective to pick up here.');
  }
  return null;
}

export function resolvePickUp(c: Ctx, action: PickUp): void {
  const unit = c.state.units.find((u) => u.id === action.unit);
  if (!unit) return;
  payCost(c, unit, COST.pickUp);
  c.tx.w.set(c.state.ext, 'objective', { cell: -1, carrier: unit.id });
  c.tx.emit({ type: 'message', text: `${unit.name} picks up the objective.` });
  const feature = c.board.features.find((f) => f.type === 'objective');
  if (feature) c.tx.emit({ type: 'collected', unit: unit.id, feature: feature.id });
}

const PLAYING: GameStatus = { kind: 'playing' };

/**
 * Which ends the mission states itself (its plan's victory and defeat conditions, run by the mission
 * runner). Where it states one, that decides, and the mission kind's own rule for it stays silent.
 */
export interface StatedEnds {
  readonly victory: boolean;
  readonly defeat: boolean;
}

/** A mission that states nothing: every end comes from its kind (missions written before the plan). */
export const NOTHING_STATED: StatedEnds = { victory: false, defeat: false };

/** The ends a compiled mission plan states. */
export const statedEndsOf = (plan: { readonly victory: unknown; readonly defeat: unknown } | undefined): StatedEnds =>
  plan ? { victory: plan.victory !== null, defeat: plan.defeat !== null } : NOTHING_STATED;

/**
 * §9: the three missions' victory and defeat, checked after every step. The squad wiped out is always a
 * loss (§9: every mission); the kind's victory and time-limit defeat apply only where the mission states
 * no condition of its own (`stated`): the plan's conditions are then asked by the mission runner.
 */
export function outcome(state: BoardingState, board: Board, stated: StatedEnds = NOTHING_STATED): GameStatus {
  if (!state.units.some((u) => isTrooper(u) && onBoard(u))) return { kind: 'lost', reason: 'All troopers are dead' };
  const won = stated.victory ? PLAYING : kindVictory(state, board);
  if (won.kind !== 'playing') return won;
  return stated.defeat ? PLAYING : kindDefeat(state);
}

/** The kind's victory: M1 pool spent and every bug dead, M2 the limit outlasted, M3 the objective home. */
function kindVictory(state: BoardingState, board: Board): GameStatus {
  const { options, objective } = state.ext;
  const limit = options.turnLimit;
  switch (options.mission) {
    case 'hold':
      return limit > 0 && state.round > limit ? { kind: 'won', reason: `A trooper still stands after turn ${limit}` } : PLAYING;
    case 'retrieve': {
      const carrier = objective?.carrier ? state.units.find((u) => u.id === objective.carrier) : undefined;
      return carrier && onBoard(carrier) && state.ext.homeCells.includes(cellOf(board, carrier)) ? { kind: 'won', reason: 'The objective is back at the start' } : PLAYING;
    }
    case 'purge': {
      const poolLeft = state.decks[POOL_DECK]?.drawPile.length ?? 0;
      const enemiesLeft = state.units.some((u) => (isBug(u) || isBlip(u)) && isActive(u)) || state.ext.deployments.length > 0;
      return poolLeft === 0 && !enemiesLeft ? { kind: 'won', reason: 'The pool is spent and every bug is dead' } : PLAYING;
    }
  }
}

/** The kind's defeat besides the squad's death: M3's time limit. */
function kindDefeat(state: BoardingState): GameStatus {
  const limit = state.ext.options.turnLimit;
  return state.ext.options.mission === 'retrieve' && limit > 0 && state.round > limit
    ? { kind: 'lost', reason: `The objective was not brought back by the end of turn ${limit}` }
    : PLAYING;
}
