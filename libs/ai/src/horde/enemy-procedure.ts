import { hordeBoxOf, hordeGap, hordeObjectiveBox, hordeProfileOf, hordeSquares, HordeMoved, type ActionBase, type HordeAction, type HordeState, type Unit } from '@breachline/engine';
import type { AnyEngine, AnyState, Controller } from '../bots/controller';
import { activeOf, aiGoal, nearestTarget } from './goals';

type Move = Extract<HordeAction, { type: 'advance' | 'rush' }>;
const END = (side: 'enemies'): ActionBase => ({ type: 'end-activation', side });

/**
 * The best move towards the goal (horde.md §8.4, open question 4): once some square is within 3" of the
 * goal, the cheapest such square (the move stops as soon as it is within 3"); otherwise the square ending
 * nearest the marker. Moves are listed cheapest-first per kind, so ties keep the shorter move.
 */
function moveTowards(state: HordeState, unit: Unit, moves: readonly Move[], goal: NonNullable<ReturnType<typeof aiGoal>>): Move | undefined {
  const reach = hordeSquares(state, 3) + 1e-9;
  const size = unit.stats['size'] ?? 1;
  const target = hordeObjectiveBox(goal);
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

/** One decision of an enemy unit, following §8.4. */
function decideUnit(engine: AnyEngine, state: HordeState, unit: Unit): ActionBase {
  const legal = engine.legalActions(state) as (HordeAction | ActionBase)[];
  const mine = legal.filter((a): a is HordeAction => 'unit' in a && (a as HordeAction).unit === unit.id);
  const heroes = activeOf(state, 'heroes');
  const goal = aiGoal(state, hordeBoxOf(unit));
  const far = goal !== null && hordeGap(hordeBoxOf(unit), hordeObjectiveBox(goal)) > hordeSquares(state, 3) + 1e-9;
  const shots = mine.filter((a) => a.type === 'shoot');
  const shootNearest = (): ActionBase | undefined => {
    const target = nearestTarget(unit, heroes.filter((h) => shots.some((s) => s.type === 'shoot' && s.target === h.id)));
    return target ? shots.find((s) => s.type === 'shoot' && s.target === target.id) : undefined;
  };
  if ((unit.stats['moved'] ?? 0) !== HordeMoved.No) return shootNearest() ?? END('enemies');
  const charges = mine.filter((a) => a.type === 'charge');
  const profile = hordeProfileOf(unit.kind);
  if (profile.melee && charges.length > 0) {
    const target = nearestTarget(unit, heroes.filter((h) => charges.some((c) => c.type === 'charge' && c.target === h.id)));
    const charge = target && charges.find((c) => c.type === 'charge' && c.target === target.id);
    if (charge) return charge;
  }
  const advances = mine.filter((a): a is Move => a.type === 'advance');
  if (profile.ranged && shots.length > 0) {
    if (far && goal) {
      const step = moveTowards(state, unit, advances, goal);
      // Only an advance that keeps a target in sight is taken; else hold and shoot now.
      if (step) return step;
    }
    return shootNearest() ?? END('enemies');
  }
  if (far && goal) {
    const step = moveTowards(state, unit, [...advances, ...mine.filter((a): a is Move => a.type === 'rush')], goal);
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
