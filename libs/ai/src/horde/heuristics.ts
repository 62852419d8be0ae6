import { hordeBoxOf, hordeGap, hordeObjectiveBox, hordeSquares, type ActionBase, type HordeAction, type HordeObjective, type HordeState, type Unit } from '@breachline/engine';
import type { AnyEngine, AnyState } from '../bots/controller';
import { terminalValue, type RulesetHeuristics } from '../bots/heuristics/scorer';
import { activeOf } from './goals';

/**
 * The heroes' heuristics (horde.md §9: the score is XP × waves, XP comes from markers held at the end
 * of each wave, and a marker falls to enemies left unopposed). Each hero holds a post: the standing
 * markers are shared out nearest-first, the priority marker first. A hero away from its post advances
 * (or rushes) back to within 3" of it; at its post it focuses fire on the enemy nearest the marker it
 * holds, finishing wounded ones first; search tokens are revealed for free when in reach.
 */
interface Context {
  readonly state: HordeState;
  readonly actor: Unit | undefined;
  readonly post: HordeObjective | undefined;
}

/** How many markers the party holds at once: one hero each (measured against 1, 2 and 5 in the README). */
export const HELD_MARKERS = 4;

/**
 * Markers to hold: the priority first, then by number; the first `held` of them, each taken in turn by
 * the nearest free hero (with fewer markers than heroes, the rest double up).
 */
export function assignPosts(state: HordeState, held = HELD_MARKERS): Map<string, HordeObjective> {
  const posts = new Map<string, HordeObjective>();
  const rank = (o: HordeObjective) => (o.number === state.ext.priority ? 0 : 1);
  const markers = state.ext.objectives
    .filter((o) => !o.destroyed)
    .sort((a, b) => rank(a) - rank(b) || a.number - b.number)
    .slice(0, Math.max(1, held));
  const heroes = activeOf(state, 'heroes');
  const free = new Set(heroes.map((h) => h.id));
  for (let turn = 0; free.size > 0 && markers.length > 0; turn++) {
    const marker = markers[turn % markers.length] as HordeObjective;
    let best: Unit | undefined;
    let bestGap = Number.POSITIVE_INFINITY;
    for (const hero of heroes) {
      if (!free.has(hero.id)) continue;
      const g = hordeGap(hordeBoxOf(hero), hordeObjectiveBox(marker));
      if (g < bestGap) {
        best = hero;
        bestGap = g;
      }
    }
    if (!best) break;
    posts.set(best.id, marker);
    free.delete(best.id);
  }
  return posts;
}

function prepare(_engine: AnyEngine, view: AnyState): Context {
  const state = view as HordeState;
  const actor = state.turn.actor ? state.units.find((u) => u.id === state.turn.actor) : undefined;
  return { state, actor, post: actor ? assignPosts(state).get(actor.id) : undefined };
}

function postGap(c: Context, at: { x: number; y: number }, size: number): number {
  return c.post ? hordeGap({ x: at.x, y: at.y, size }, hordeObjectiveBox(c.post)) : 0;
}

function score(c: Context, raw: ActionBase): number {
  const action = raw as HordeAction | ActionBase;
  const { state, actor } = c;
  if (action.type === 'activate') return 1;
  if (action.type === 'end-activation') return 0;
  if (!actor || !('unit' in action)) return -1;
  const a = action as HordeAction;
  const reach = hordeSquares(state, 3) + 1e-9;
  const size = actor.stats['size'] ?? 1;
  const here = postGap(c, actor, size);
  switch (a.type) {
    case 'reveal':
      return 90;
    case 'shoot':
    case 'charge': {
      const target = state.units.find((u) => u.id === a.target);
      if (!target) return -1;
      // Focus fire: the wounded first, then those closing on the marker held.
      const threat = c.post ? hordeGap(hordeBoxOf(target), hordeObjectiveBox(c.post)) : 0;
      const base = a.type === 'shoot' ? 100 : 60;
      // A charge that leaves the post is worth less than holding it.
      const leaves = a.type === 'charge' && c.post !== undefined && postGap(c, a.to, size) > reach;
      return base - 5 * target.health - threat / 4 - (leaves ? 70 : 0);
    }
    case 'advance':
    case 'rush': {
      const there = postGap(c, a.to, size);
      if (here <= reach) return -1; // already holding: stay and shoot
      const steps = Math.max(Math.abs(a.to.x - actor.x), Math.abs(a.to.y - actor.y));
      if (there <= reach) return (a.type === 'advance' ? 140 : 70) - steps / 10;
      return 40 - there - (a.type === 'advance' ? 2 : 0);
    }
  }
  return -1;
}

function evaluate(_engine: AnyEngine, raw: AnyState): number {
  const end = terminalValue(raw);
  const state = raw as HordeState;
  const scoreNow = state.ext.partyXp * state.ext.lastWaveFinished;
  if (end !== null) return end / 100 + scoreNow;
  const standing = state.ext.objectives.filter((o) => !o.destroyed).reduce((sum, o) => sum + (3 - o.damage), 0);
  const heroes = activeOf(state, 'heroes').reduce((sum, h) => sum + 10 + h.health, 0);
  return scoreNow + 20 * standing + 5 * heroes + 10 * state.ext.partyXp;
}

export const HORDE_HEURISTICS: RulesetHeuristics<Context> = { prepare, score, evaluate };
