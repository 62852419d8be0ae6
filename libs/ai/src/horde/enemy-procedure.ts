import {
  hordeBoxOf,
  hordeCanShoot,
  hordeChargeSpot,
  hordeGap,
  hordeMoveAllowance,
  hordeScratchMoveField,
  hordeProfileOf,
  hordeSquares,
  HordeMoved,
  UNREACHED,
  type ActionBase,
  type Board,
  type HordeBox,
  type HordeAction,
  type HordeState,
  type SearchField,
  type Unit,
} from '@breachline/engine';
import type { AnyEngine, AnyState, Controller } from '../bots/controller';
import { activeOf, goalBox, nearestTarget } from './goals';

type Move = Extract<HordeAction, { type: 'advance' | 'rush' }>;
const END = (side: 'enemies'): ActionBase => ({ type: 'end-activation', side });

/**
 * The moves an unmoved enemy has (as the engine lists them: an Advance up to its allowance, a Rush
 * beyond it), advances first, each in row order. Worked out from one movement field, not from the
 * engine's whole action list (the bench's wave of 80 enemies: horde.bench.ts).
 */
function movesOf(state: HordeState, board: Board, unit: Unit, field: SearchField, withRush: boolean): Move[] {
  const advance = hordeMoveAllowance(state, unit, 'advance');
  const rush = hordeMoveAllowance(state, unit, 'rush');
  const advances: Move[] = [];
  const rushes: Move[] = [];
  for (let cell = 0; cell < board.width * board.height; cell++) {
    const cost = field.distanceAt(cell);
    if (cost <= 0 || cost === UNREACHED) continue;
    const to = { x: cell % board.width, y: Math.floor(cell / board.width) };
    if (cost <= advance) advances.push({ type: 'advance', side: 'enemies', unit: unit.id, to });
    else if (withRush && cost <= rush) rushes.push({ type: 'rush', side: 'enemies', unit: unit.id, to });
  }
  return [...advances, ...rushes];
}

/**
 * The best move towards the goal (horde.md §8.4, open question 4): once some square is within 3" of the
 * goal, the cheapest such square (the move stops as soon as it is within 3"); otherwise the square ending
 * nearest the marker. Ties keep the first listed.
 */
function moveTowards(state: HordeState, unit: Unit, moves: readonly Move[], target: HordeBox): Move | undefined {
  const reach = hordeSquares(state, 3) + 1e-9;
  const size = unit.stats['size'] ?? 1;
  let best: Move | undefined;
  let bestKey = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (const move of moves) {
    const g = hordeGap({ x: move.to.x, y: move.to.y, size }, target);
    const steps = Math.max(Math.abs(move.to.x - unit.x), Math.abs(move.to.y - unit.y));
    const key = g <= reach ? [0, steps] : [1, g];
    if ((key[0] as number) < (bestKey[0] as number) || (key[0] === bestKey[0] && (key[1] as number) < (bestKey[1] as number))) {
      best = move;
      bestKey = key;
    }
  }
  return best;
}

/** One decision of an enemy unit, following §8.4 (the engine checks what it returns). */
function decideUnit(engine: AnyEngine, state: HordeState, unit: Unit): ActionBase {
  const board = engine.board;
  const heroes = activeOf(state, 'heroes');
  const profile = hordeProfileOf(unit.kind);
  const goal = goalBox(state, hordeBoxOf(unit));
  const far = goal !== null && hordeGap(hordeBoxOf(unit), goal) > hordeSquares(state, 3) + 1e-9;
  const moved = unit.stats['moved'] ?? 0;
  const canFire = (unit.stats['shot'] ?? 0) === 0 && moved !== HordeMoved.Rushed && moved !== HordeMoved.Charged;
  const inSight = profile.ranged && canFire ? heroes.filter((h) => hordeCanShoot(state, board, unit, h)) : [];
  const shootNearest = (): HordeAction | undefined => {
    const target = nearestTarget(unit, inSight);
    return target ? { type: 'shoot', side: 'enemies', unit: unit.id, target: target.id } : undefined;
  };
  if (moved !== HordeMoved.No || (unit.stats['shot'] ?? 0) !== 0) return shootNearest() ?? END('enemies');
  const charge = hordeMoveAllowance(state, unit, 'charge');
  // Read at once (charges, moves), so the rules' reused field serves: no arrays allocated per decision.
  const field = hordeScratchMoveField(state, board, unit, Math.max(hordeMoveAllowance(state, unit, 'rush'), charge));
  if (profile.melee) {
    const reachable = new Map<string, { x: number; y: number }>();
    for (const hero of heroes) {
      const spot = hordeChargeSpot(board, field, unit, hero);
      if (spot && spot.cost <= charge) reachable.set(hero.id, { x: spot.x, y: spot.y });
    }
    const target = nearestTarget(unit, heroes.filter((h) => reachable.has(h.id)));
    const to = target && reachable.get(target.id);
    if (target && to) {
      const action: HordeAction = { type: 'charge', side: 'enemies', unit: unit.id, target: target.id, to };
      return action;
    }
  }
  if (profile.ranged && inSight.length > 0) {
    if (far && goal) {
      const step = moveTowards(state, unit, movesOf(state, board, unit, field, false), goal);
      if (step) return step;
    }
    return shootNearest() ?? END('enemies');
  }
  if (far && goal) {
    const step = moveTowards(state, unit, movesOf(state, board, unit, field, true), goal);
    if (step) return step;
  }
  return END('enemies');
}

/** The enemies' controller: activate the unit nearest a conscious hero (§4.3), then §8.4 for it. */
export function createHordeEnemyController(): Controller {
  return {
    name: 'horde-enemies',
    decide(engine: AnyEngine, raw: AnyState): ActionBase {
      const state = raw as HordeState;
      const actor = state.turn.actor ? state.units.find((u) => u.id === state.turn.actor) : undefined;
      if (actor) return decideUnit(engine, state, actor);
      const legal = engine.legalActions(state);
      const heroes = activeOf(state, 'heroes');
      let best: ActionBase | undefined;
      let bestGap = Number.POSITIVE_INFINITY;
      for (const action of legal) {
        if (action.type !== 'activate') continue;
        const unit = state.units.find((u) => u.id === (action as { unit?: string }).unit);
        if (!unit) continue;
        const g = heroes.reduce((min, h) => Math.min(min, hordeGap(hordeBoxOf(unit), hordeBoxOf(h))), Number.POSITIVE_INFINITY);
        if (!best || g < bestGap) {
          best = action;
          bestGap = g;
        }
      }
      return best ?? legal[0] ?? END('enemies');
    },
  };
}
