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
 * The best move towards the goal (horde.md §8.4, open question 4) among the moves an unmoved enemy has
 * (as the engine lists them: an Advance up to its allowance, a Rush beyond it, advances first, each in row
 * order): once some square is within 3" of the goal, the cheapest such square (the move stops as soon as
 * it is within 3"); otherwise the square ending nearest the goal. Ties keep the first listed. Read straight
 * from one movement field, within the square the Rush can reach, with no list of moves built (the bench's
 * wave of 80 enemies: horde.bench.ts).
 */
function moveTowards(state: HordeState, board: Board, unit: Unit, field: SearchField, withRush: boolean, target: HordeBox): Move | undefined {
  const advance = hordeMoveAllowance(state, unit, 'advance');
  const rush = hordeMoveAllowance(state, unit, 'rush');
  const reach = hordeSquares(state, 3) + 1e-9;
  const size = unit.stats['size'] ?? 1;
  const span = Math.max(advance, rush);
  const x0 = Math.max(0, unit.x - span);
  const x1 = Math.min(board.width - 1, unit.x + span);
  const y0 = Math.max(0, unit.y - span);
  const y1 = Math.min(board.height - 1, unit.y + span);
  let best = -1;
  let bestRush = false;
  let bestKey0 = Number.POSITIVE_INFINITY;
  let bestKey1 = Number.POSITIVE_INFINITY;
  for (const rushing of withRush ? [false, true] : [false]) {
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const cost = field.distanceAt(y * board.width + x);
        if (cost <= 0 || cost === UNREACHED || (rushing ? cost <= advance || cost > rush : cost > advance)) continue;
        const g = hordeGap({ x, y, size }, target);
        const key0 = g <= reach ? 0 : 1;
        const key1 = g <= reach ? Math.max(Math.abs(x - unit.x), Math.abs(y - unit.y)) : g;
        if (key0 < bestKey0 || (key0 === bestKey0 && key1 < bestKey1)) {
          best = y * board.width + x;
          bestRush = rushing;
          bestKey0 = key0;
          bestKey1 = key1;
        }
      }
    }
  }
  if (best < 0) return undefined;
  return { type: bestRush ? 'rush' : 'advance', side: 'enemies', unit: unit.id, to: { x: best % board.width, y: Math.floor(best / board.width) } };
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
      const step = moveTowards(state, board, unit, field, false, goal);
      if (step) return step;
    }
    return shootNearest() ?? END('enemies');
  }
  if (far && goal) {
    const step = moveTowards(state, board, unit, field, true, goal);
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
      const heroBoxes = activeOf(state, 'heroes').map(hordeBoxOf);
      // Looked up once per decision, not once per listed activation (a wave of 80 lists 80).
      const byId = new Map(state.units.map((u) => [u.id, u]));
      let best: ActionBase | undefined;
      let bestGap = Number.POSITIVE_INFINITY;
      for (const action of legal) {
        if (action.type !== 'activate') continue;
        const unit = byId.get(String((action as { unit?: string }).unit));
        if (!unit) continue;
        const box = hordeBoxOf(unit);
        let g = Number.POSITIVE_INFINITY;
        for (const h of heroBoxes) g = Math.min(g, hordeGap(box, h));
        if (!best || g < bestGap) {
          best = action;
          bestGap = g;
        }
      }
      return best ?? legal[0] ?? END('enemies');
    },
  };
}
