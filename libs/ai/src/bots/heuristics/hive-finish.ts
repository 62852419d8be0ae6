import { Journal, QUEEN_TARGET, valkyrieProfile, type HiveHeroAction, type HiveView, type Unit } from '@breachline/engine';
import type { AnyEngine, AnyState } from '../controller';
import { living, nodeOfUnit } from './hive-map-fields';

/**
 * The rest of a Valkyrie's turn once the search has chosen where she stands (hive.md Table A1):
 * every objective action the rules allow her there (but chamber attacks, which compete with her dice
 * and are left to the search), then her dice (and LJ's) at the best targets in
 * sight: bugs next to her first, then the wounded, the Large, the nearest; the Queen when she is the
 * objective and no bug is close. No moves: those are what the search weighs. Used on determinised
 * worlds only (its dice come from the world's generator). Plays on `state` in place.
 */
const OBJECTIVE_ACTIONS = ['detonate', 'end-game', 'pick-up-scientist', 'establish-weak-point', 'lay-charge'] as const;
const MAX_STEPS = 16;
const journal = new Journal();

export function finishHiveTurn(engine: AnyEngine, state: AnyState, view: (state: AnyState) => HiveView, actor: string): void {
  for (let step = 0; step < MAX_STEPS; step++) {
    if (state.status.kind !== 'playing' || state.turn.actor !== actor) return;
    const unit = state.units.find((u) => u.id === actor);
    if (!unit || unit.health <= 0) return;
    const base = { side: 'heroes' as const, unit: actor };
    let acted = false;
    for (const type of OBJECTIVE_ACTIONS) if (tryApply(engine, state, { type, ...base })) acted = true;
    if (acted) continue;
    const v = view(state);
    const own = (unit.stats['attacks'] ?? 0) > 0;
    const lj = v.state.ext.scientist?.carrier === actor && (unit.stats['ljUsed'] ?? 0) === 0;
    if (!own && !lj) return;
    const targets = rankTargets(v, unit);
    const fired = targets.some((target) => (own && tryApply(engine, state, { type: 'attack', ...base, target, die: 'own' })) || (lj && tryApply(engine, state, { type: 'attack', ...base, target, die: 'lj' })));
    if (!fired) return;
  }
}

function tryApply(engine: AnyEngine, state: AnyState, action: HiveHeroAction): boolean {
  const result = engine.applyInPlace(state, action, journal);
  journal.clear();
  return !('error' in result);
}

/** Targets in sight, best first (the engine still checks range and sight for each shot). */
function rankTargets(v: HiveView, unit: Unit): string[] {
  const here = nodeOfUnit(v, unit);
  const sight = v.map.sight(here);
  const reach = valkyrieProfile(unit.kind)?.range ?? 0;
  const scored: { id: string; score: number }[] = [];
  for (const bug of living(v, 'enemies')) {
    const node = nodeOfUnit(v, bug);
    const range = node === here ? 1 : sight.get(node);
    if (range === undefined) continue;
    const adjacent = node === here || v.map.adjacent(here, node);
    scored.push({ id: bug.id, score: (adjacent ? 100 : 0) + (bug.health < 2 && bug.kind === 'large' ? 20 : 0) + (bug.kind === 'large' ? 5 : 0) - range + (range > reach ? -50 : 0) });
  }
  if (v.state.ext.objective === 'kill-the-queen' && v.state.ext.queen && v.state.ext.queen.x >= 0) scored.push({ id: QUEEN_TARGET, score: 40 });
  return scored.sort((a, b) => b.score - a.score).map((s) => s.id);
}
