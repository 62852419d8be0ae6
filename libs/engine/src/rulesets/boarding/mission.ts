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

/** §9: the three missions' victory and defeat, checked after every step. */
export function outcome(state: BoardingState, board: Board): GameStatus {
  if (!state.units.some((u) => isTrooper(u) && onBoard(u))) return { kind: 'lost', reason: 'All troopers are dead' };
  const { options, objective } = state.ext;
  const limit = options.turnLimit;
  switch (options.mission) {
    case 'hold':
      return limit > 0 && state.round > limit ? { kind: 'won', reason: `A trooper still stands after turn ${limit}` } : PLAYING;
    case 'retrieve': {
      const carrier = objective?.carrier ? state.units.find((u) => u.id === objective.carrier) : undefined;
      if (carrier && onBoard(carrier) && state.ext.homeCells.includes(cellOf(board, carrier))) {
        return { kind: 'won', reason: 'The objective is back at the start' };
      }
      return limit > 0 && state.round > limit ? { kind: 'lost', reason: `The objective was not brought back by the end of turn ${limit}` } : PLAYING;
    }
    case 'purge': {
      const poolLeft = state.decks[POOL_DECK]?.drawPile.length ?? 0;
      const enemiesLeft = state.units.some((u) => (isBug(u) || isBlip(u)) && isActive(u)) || state.ext.deployments.length > 0;
      return poolLeft === 0 && !enemiesLeft ? { kind: 'won', reason: 'The pool is spent and every bug is dead' } : PLAYING;
    }
  }
}
