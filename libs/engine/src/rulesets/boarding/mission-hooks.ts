import { BOARDING_NUMERIC_RULES } from './numeric-rules';
import { isActive } from '../../rules/units/unit-status';
import type { Unit } from '../../game/game-state';
import type { MissionHooks } from '../../mission/hooks';
import { freeCellsAround } from '../../mission/places';
import { setUnitFlags } from '../../mission/unit-flags';
import { placeToken } from '../../rules/hidden/hidden-token';
import { isBlip, isBug, onBoard, unitAt } from './board-state';
import { BLIP, BUG, POOL_DECK } from './content';
import type { BoardingExt, BoardingState, BoardingTx } from './types';

/** The mission effects boarding carries out itself (the core does doors — rules/doors — counters, messages, objectives…). */
export const BOARDING_MISSION_EFFECTS: ReadonlySet<string> = new Set(['spawn', 'unit-flag']);

/** The unit behaviour flags boarding's rules read: unkillable (damage and kills), must-move-toward (`checkMove`). */
export const BOARDING_UNIT_FLAGS: ReadonlySet<string> = new Set(['unkillable', 'must-move-toward']);

/** Puts one bug (facing north) or one single-bug blip on the free floor cell nearest the place; false when none is free. */
function spawnOne(tx: BoardingTx, kind: string, cells: readonly number[]): boolean {
  const { state, board } = tx;
  const [cell] = freeCellsAround(board, cells, 1, (c) => unitAt(state, c % board.width, Math.floor(c / board.width)) !== undefined);
  if (cell === undefined) return false;
  const at = { x: cell % board.width, y: Math.floor(cell / board.width) };
  const blip = kind === BLIP;
  const id = blip ? placeToken(tx, BLIP, at, { bugs: 1 }, ['enemies']).id : tx.newId(BUG);
  const unit: Unit = blip
    ? { id, side: 'enemies', kind: BLIP, name: 'Blip', ...at, health: 1, status: 'active', stats: { ap: 0 } }
    : { id, side: 'enemies', kind: BUG, name: 'Bug', ...at, health: 1, status: 'active', stats: { facing: 0, ap: 0, pair: 0 } };
  tx.w.push(state.units, unit);
  tx.emit({ type: 'spawned', unit: { ...unit, stats: { ...unit.stats } } });
  return true;
}

/** Enemies still to come or to kill (boarding.md §9 M1): blips on or off the board, bugs still to deploy, the pool. */
function enemyTokens(state: BoardingState): number {
  let count = state.decks[POOL_DECK]?.drawPile.length ?? 0;
  for (const unit of state.units) if (isBlip(unit) && isActive(unit)) count++;
  for (const deployment of state.ext.deployments) count += deployment.left;
  return count;
}

/** Bugs (on the board only, unless `anywhere`): counted without arrays, since victory asks after every step. */
function bugs(state: BoardingState, anywhere: boolean): number {
  let count = 0;
  for (const unit of state.units) if (isBug(unit) && isActive(unit) && (anywhere || onBoard(unit))) count++;
  return count;
}

export const boardingMissionHooks: MissionHooks<BoardingExt> = {
  effects: BOARDING_MISSION_EFFECTS,
  numericRules: BOARDING_NUMERIC_RULES,
  perform(tx, effect, scope) {
    switch (effect.effect) {
      case 'spawn': {
        const units = Array.isArray(effect['units']) ? (effect['units'] as { unit: string; count?: number }[]) : [];
        if (units.length === 0 || units.some((u) => u.unit !== BUG && u.unit !== BLIP)) return false;
        const cells = scope.cellsOf(effect['at'] as Parameters<typeof scope.cellsOf>[0]);
        for (const entry of units) for (let i = 0; i < (entry.count ?? 1); i++) spawnOne(tx, entry.unit, cells);
        return true;
      }
      case 'unit-flag':
        return setUnitFlags(tx, effect, scope, BOARDING_UNIT_FLAGS);
      default:
        return false;
    }
  },
  count(state, of) {
    if (of === 'enemies') return bugs(state, false);
    if (of === 'enemy-tokens') return enemyTokens(state);
    if (of === 'enemies-and-tokens') return bugs(state, true) + enemyTokens(state);
    return undefined;
  },
  carrierOf(state, board, feature) {
    // §9 M3: the one carriable feature is the mission's objective (the board's "objective" feature).
    const objective = board.features.find((f) => f.type === 'objective');
    return state.ext.objective && feature === objective?.id ? state.ext.objective.carrier : undefined;
  },
};

