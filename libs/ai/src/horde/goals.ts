import { hordeBoxOf, hordeGap, hordeObjectiveBox, hordeSquares, type HordeBox, type HordeObjective, type HordeState, type Unit } from '@breachline/engine';

/**
 * horde.md §8.1: an enemy's AI Goal is the marker nearest to it by gap, among markers still standing,
 * worked out at every activation; ties go to the priority objective, then to the lowest number.
 */
export function aiGoal(state: HordeState, box: HordeBox): HordeObjective | null {
  let best: HordeObjective | null = null;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const o of state.ext.objectives) {
    if (o.destroyed) continue;
    const g = hordeGap(box, hordeObjectiveBox(o));
    const better = g < bestGap - 1e-9 || (Math.abs(g - bestGap) <= 1e-9 && best !== null && o.number === state.ext.priority && best.number !== state.ext.priority);
    if (better) {
      best = o;
      bestGap = g;
    }
  }
  return best;
}

/**
 * Where an enemy heads this activation: horde.md §11 G4 Noise Grenade, "enemies within 6" of it treat that
 * point as their AI Goal" until the end of the round (the nearest such point; ties: the latest thrown),
 * else its §8.1 marker.
 */
export function goalBox(state: HordeState, box: HordeBox): HordeBox | null {
  const earshot = hordeSquares(state, 6) + 1e-9;
  let noise: HordeBox | null = null;
  let nearest = Number.POSITIVE_INFINITY;
  for (const p of state.ext.noise ?? []) {
    const point = { x: p.x, y: p.y, size: 1 };
    const g = hordeGap(box, point);
    if (g <= earshot && g <= nearest + 1e-9) {
      noise = point;
      nearest = g;
    }
  }
  if (noise) return noise;
  const marker = aiGoal(state, box);
  return marker ? hordeObjectiveBox(marker) : null;
}

/** Conscious units of a side on the table. */
export const activeOf = (state: HordeState, side: 'heroes' | 'enemies'): Unit[] => state.units.filter((u) => u.side === side && u.status === 'active' && u.x >= 0);

/** The nearest unit of `among` to `from` by gap; ties: fewest wounds left, then list order (§8.4). */
export function nearestTarget(from: Unit, among: readonly Unit[]): Unit | undefined {
  let best: Unit | undefined;
  let bestKey = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (const u of among) {
    const key = [hordeGap(hordeBoxOf(from), hordeBoxOf(u)), u.health];
    if ((key[0] as number) < (bestKey[0] as number) - 1e-9 || (Math.abs((key[0] as number) - (bestKey[0] as number)) <= 1e-9 && (key[1] as number) < (bestKey[1] as number))) {
      best = u;
      bestKey = key;
    }
  }
  return best;
}
