import { QUEEN_TARGET, type ActionBase, type Cell, type HiveRuleset, type HiveState, type HiveView, type Unit } from '@breachline/engine';
import type { AnyEngine, AnyState } from '../controller';
import { goalNodes, hiveProgress, needsExploring, queenPlaced } from './hive-goals';
import { goalField, living, nodeOfUnit, threatField, UNREACHED } from './hive-map-fields';
import { hiveTeamValue } from './hive-evaluation';
import { finishHiveTurn } from './hive-finish';
import { terminalValue, type RulesetHeuristics } from './scorer';

/**
 * The hive Valkyries' heuristics (hive.md): objective actions first, then healing, then focus fire
 * (adjacent and wounded bugs first), exploring while the objective needs tiles, and moves that bring
 * the actor closer to its goal while keeping away from bug reach and near the squad.
 */
export interface HiveContext {
  readonly v: HiveView;
  readonly actor: Unit | undefined;
  /** Steps to the actor's goal per node (`UNREACHED` off the goal's map); null without an actor. */
  readonly goal: Int32Array | null;
  /** Bug dice in reach per node. */
  readonly threat: Float64Array;
  readonly allies: readonly number[];
  readonly here: number;
  readonly adjacentBugs: number;
  /** `placeValue` by node, filled as moves are rated: many paths share a destination. */
  readonly places: Map<number, number>;
}

const hiveViewOf = (engine: AnyEngine, state: AnyState): HiveView => (engine.ruleset as unknown as HiveRuleset).hiveView(state as HiveState, engine.board);

function prepare(engine: AnyEngine, view: AnyState): HiveContext {
  const v = hiveViewOf(engine, view);
  const actor = v.state.units.find((u) => u.id === v.state.turn.actor);
  const here = actor ? nodeOfUnit(v, actor) : -1;
  const bugs = living(v, 'enemies');
  const adjacentBugs = bugs.filter((b) => {
    const n = nodeOfUnit(v, b);
    return n === here || v.map.adjacent(here, n);
  }).length;
  return {
    v,
    actor,
    goal: actor ? goalField(v, goalNodes(v, actor)) : null,
    threat: threatField(v),
    allies: living(v, 'heroes').filter((h) => h.id !== actor?.id).map((h) => nodeOfUnit(v, h)),
    here,
    adjacentBugs,
    places: new Map(),
  };
}

/** The value of standing on `node` at the end of a turn: goal distance, bug reach, the squad nearby. */
function placeValue(c: HiveContext, node: number): number {
  const known = c.places.get(node);
  if (known !== undefined) return known;
  const steps = c.goal?.[node] ?? UNREACHED;
  const goal = steps === UNREACHED ? 60 : steps;
  const threat = c.threat[node] ?? 0;
  let nearest = 99;
  for (const ally of c.allies) {
    if (ally === node) nearest = 0;
    else if (c.v.map.adjacent(ally, node)) nearest = Math.min(nearest, 1);
  }
  const together = c.allies.length === 0 || nearest <= 1 ? 1 : 0;
  const value = -3 * goal - 1.5 * threat + 2 * together;
  c.places.set(node, value);
  return value;
}

function attackScore(c: HiveContext, target: string): number {
  if (target === QUEEN_TARGET) return c.v.state.ext.objective === 'kill-the-queen' ? 420 : 300;
  const bug = c.v.state.units.find((u) => u.id === target);
  if (!bug) return 400;
  const node = nodeOfUnit(c.v, bug);
  const adjacent = node === c.here || c.v.map.adjacent(node, c.here);
  return 400 + (adjacent ? 30 : 0) + (bug.health <= 1 ? 15 : 0) + (bug.kind === 'large' ? 5 : 0);
}

const missing = (unit: Unit | undefined): number => (unit ? (unit.stats['maxHealth'] ?? unit.health) - unit.health : 0);

function score(c: HiveContext, action: ActionBase): number {
  const a = action as ActionBase & { target?: string; path?: readonly Cell[]; item?: string; at?: Cell };
  switch (a.type) {
    case 'detonate':
    case 'end-game':
      return 1000;
    case 'pick-up-scientist':
      return 900;
    case 'lay-charge':
    case 'establish-weak-point':
      return 800;
    case 'chamber-attack':
      return 700;
    case 'heal':
      return missing(c.v.state.units.find((u) => u.id === a.target)) >= 1 ? 350 : -1;
    case 'use-item':
      if (a.item === 'medkit') return missing(c.v.state.units.find((u) => u.id === a.target)) >= 2 ? 340 : -1;
      if (a.item === 'frag-grenade') return -1;
      return c.adjacentBugs > 0 || queenPlaced(c.v) ? 60 : -1;
    case 'attack':
      return attackScore(c, a.target ?? '');
    case 'explore':
      return needsExploring(c.v) ? (c.adjacentBugs > 0 ? 100 : 200) : -1;
    case 'search':
      return c.adjacentBugs > 0 ? -1 : 150;
    case 'orient-tile':
      return 10;
    case 'move': {
      const path = a.path ?? [];
      const end = path[path.length - 1];
      if (!end || c.here < 0) return -1;
      const gain = placeValue(c, nodeOfUnit(c.v, end)) - placeValue(c, c.here);
      return gain > 0.5 ? 20 + gain - 0.05 * path.length : -1;
    }
    case 'give-item':
      return -1;
    default:
      return 0;
  }
}

/** Team value of a hive state: the outcome, then objective progress, health and numbers, bugs in reach. */
function evaluate(engine: AnyEngine, state: AnyState): number {
  const end = terminalValue(state);
  if (end !== null) return end;
  const v = hiveViewOf(engine, state);
  let value = 30 * hiveProgress(v);
  for (const hero of living(v, 'heroes')) value += 60 + 12 * hero.health;
  for (const bug of living(v, 'enemies')) value -= bug.kind === 'large' ? 8 : 5;
  return value - 2 * state.round;
}

/**
 * The search bot's leaf: the actor finishes her turn where she stands (`finishHiveTurn`: objective
 * actions, then her dice), then the outcome, else the team value (`hiveTeamValue`). `state` is a
 * determinised copy, played on in place.
 */
function leaf(engine: AnyEngine, state: AnyState, actor: string | null): number {
  if (actor !== null) finishHiveTurn(engine, state, (s) => hiveViewOf(engine, s), actor);
  return terminalValue(state) ?? hiveTeamValue(hiveViewOf(engine, state), actor);
}

export const HIVE_HEURISTICS: RulesetHeuristics<HiveContext> = { prepare, score, evaluate, leaf };
