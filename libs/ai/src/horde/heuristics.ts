import { HordeMoved, hordeBoxOf, hordeGap, hordeObjectiveBox, hordeSquares, type ActionBase, type Board, type HordeAction, type HordeObjective, type HordeState, type Unit } from '@breachline/engine';
import type { AnyEngine, AnyState } from '../bots/controller';
import { terminalValue, type RulesetHeuristics } from '../bots/heuristics/scorer';
import { activeOf } from './goals';
import { shopScore, troveScore, useScore } from './items';
import { bestShotFrom, shotValue, threatAt } from './threat';

/**
 * The heroes' heuristics (horde.md §9: the score is XP × waves, XP comes from markers held at the end
 * of each wave, and a marker falls to enemies left unopposed). Each hero holds a post: the standing
 * markers are shared out nearest-first, the priority marker first. Every choice is rated by where the
 * hero ends: near its post, out of the enemies' reach and sight (cover counts), with the best shot from
 * there (the target worth most: wounds removed × the harm it does); search tokens are revealed first.
 */
interface Context {
  readonly state: HordeState;
  readonly board: Board | undefined;
  readonly actor: Unit | undefined;
  readonly post: HordeObjective | undefined;
  readonly enemies: readonly Unit[];
  /** Position values already worked out this decision, by square index (with and without the shot after). */
  readonly values: Map<number, { readonly stay: number; readonly shot: number }>;
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

function prepare(engine: AnyEngine, view: AnyState): Context {
  const state = view as HordeState;
  const actor = state.turn.actor ? state.units.find((u) => u.id === state.turn.actor) : undefined;
  const post = actor ? assignPosts(state).get(actor.id) : undefined;
  return { state, board: engine.board, actor, post, enemies: activeOf(state, 'enemies'), values: new Map() };
}

/** Weights of a square's value (tuned on Hold the Line, README). */
export const WEIGHTS = { holding: 1.5, awayPerSquare: 0.3, danger: 12, shot: 30 } as const;

/**
 * What standing at `at` is worth to the active hero: holding its post (within 3" of the marker), less the
 * wounds the enemies may deal there (weighed by the wounds it has left: a hurt hero takes fewer risks),
 * and with `shot` the best shot it would have from there.
 */
function positionValue(c: Context, at: { x: number; y: number }): { stay: number; shot: number } {
  const actor = c.actor as Unit;
  const board = c.board as Board;
  const key = at.y * board.width + at.x;
  const known = c.values.get(key);
  if (known) return known;
  const size = actor.stats['size'] ?? 1;
  const reach = hordeSquares(c.state, 3) + 1e-9;
  const away = c.post ? hordeGap({ x: at.x, y: at.y, size }, hordeObjectiveBox(c.post)) : 0;
  const holding = away <= reach ? WEIGHTS.holding : -WEIGHTS.awayPerSquare * (away - reach);
  const danger = (WEIGHTS.danger / Math.max(1, actor.health)) * threatAt(c.state, board, actor, at, c.enemies);
  const stay = holding - danger;
  const value = { stay, shot: stay + WEIGHTS.shot * bestShotFrom(c.state, board, actor, at, c.enemies) };
  c.values.set(key, value);
  return value;
}

type ChooseAction = ActionBase & { readonly decision?: string; readonly option?: string };

/**
 * The players' picks (horde.md §5.1): a level-up takes Tou (wounds are what keeps a hero standing),
 * then Qua (hits), the other stats doing nothing under the placeholder core rules; the priority on a 6
 * is the marker a hero stands nearest (the likeliest seized); a fallen hero is always revived, by the
 * seized marker with the most heroes near it; a Treasure Trove takes what the shop would (a Med Kit,
 * then a Stun Grenade, then the most credits); a 5–6 deployment corner is the one farthest from the
 * heroes (§8.3's auto default). Any other pick: as listed.
 */
const LEVEL_PICKS: Readonly<Record<string, number>> = { tou: 3, qua: 2 };
function choiceScore(state: HordeState, board: Board | undefined, action: ChooseAction): number {
  const decision = state.decisions?.[state.decisions.length - 1];
  const option = decision?.options.find((o) => o.id === action.option);
  if (!decision || !option) return 1;
  if (decision.kind === 'corner' && board && typeof option.value === 'number') return 1 + cornerDistance(state, board, option.value) / 100;
  if (decision.kind === 'level-up') return 1 + (LEVEL_PICKS[option.id] ?? 0) * ((option.value as { by?: number }).by ?? 1);
  if (decision.kind === 'trove') return troveScore(String(option.value));
  const marker = state.ext.objectives.find((o) => o.number === option.value);
  if (decision.kind === 'revive' && !marker) return 0.5;
  if ((decision.kind === 'priority' || decision.kind === 'revive') && marker) {
    const gaps = activeOf(state, 'heroes').map((h) => hordeGap(hordeBoxOf(h), hordeObjectiveBox(marker)));
    const near = gaps.filter((g) => g <= hordeSquares(state, 3) + 1e-9).length;
    return 2 + near + 1 / (1 + Math.min(Number.POSITIVE_INFINITY, ...gaps));
  }
  return 1;
}

/** How far corner `n` (1–4 clockwise from the north-west, §6.1) lies from its nearest conscious hero. */
function cornerDistance(state: HordeState, board: Board, n: number): number {
  const px = n === 2 || n === 3 ? board.width : 0;
  const py = n >= 3 ? board.height : 0;
  let nearest = Number.POSITIVE_INFINITY;
  for (const h of activeOf(state, 'heroes')) {
    const size = h.stats['size'] ?? 1;
    nearest = Math.min(nearest, Math.hypot(Math.max(0, h.x - px, px - (h.x + size)), Math.max(0, h.y - py, py - (h.y + size))));
  }
  return Number.isFinite(nearest) ? nearest : 0;
}

/**
 * Every choice of an activation is rated as where the hero ends and what it hits from there, so staying
 * and shooting, advancing then shooting, rushing and charging compare on one scale (base 1000).
 */
function score(c: Context, raw: ActionBase): number {
  const action = raw as HordeAction | ActionBase;
  const { state, actor, board } = c;
  if (action.type === 'activate') return 1;
  if (action.type === 'choose') return choiceScore(state, board, action as ChooseAction);
  if (state.turn.phase === 'shop') return shopScore(state, action);
  if (action.type === 'use') return useScore(state, action);
  if (!actor || !board) return action.type === 'end-activation' ? 0 : -1;
  const unmoved = (actor.stats['moved'] ?? 0) === HordeMoved.No && (actor.stats['shot'] ?? 0) === 0;
  if (action.type === 'end-activation') return unmoved ? 1000 + positionValue(c, actor).stay : 0;
  if (!('unit' in action)) return -1;
  const a = action as HordeAction;
  switch (a.type) {
    case 'reveal':
      return 5000; // free: always first
    case 'shoot': {
      const target = state.units.find((u) => u.id === a.target);
      if (!target) return -1;
      const value = WEIGHTS.shot * shotValue(state, board, actor, target, 'ranged');
      return unmoved ? 1000 + positionValue(c, actor).stay + value : 2000 + value;
    }
    case 'charge': {
      const target = state.units.find((u) => u.id === a.target);
      if (!target) return -1;
      return 1000 + positionValue(c, a.to).stay + WEIGHTS.shot * shotValue(state, board, actor, target, 'melee');
    }
    case 'advance':
      return 1000 + positionValue(c, a.to).shot - 0.01;
    case 'rush':
      return 1000 + positionValue(c, a.to).stay - 0.02;
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
