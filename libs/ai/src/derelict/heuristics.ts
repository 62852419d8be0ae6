import {
  derelictEnemies,
  derelictSurvivors,
  distancesTo,
  enemiesIn,
  isRoom,
  zoneIndex,
  zoneOfUnit,
  weaponData,
  type ActionBase,
  type Board,
  type DerelictExt,
  type DerelictState,
  type Unit,
} from '@breachline/engine';
import type { AnyEngine, AnyState } from '../bots/controller';
import { terminalValue, type RulesetHeuristics } from '../bots/heuristics/scorer';

/**
 * The survivors' heuristics (read from their view only: radar tokens are places, never contents).
 * Goals in order: what a survivor carries goes to the exit; switches and carryable objectives get
 * used; then enemies and radar contacts are hunted. Attacks come first, noise is avoided, wounds are
 * treated when they are bad.
 */
interface Context {
  readonly board: Board;
  readonly view: DerelictState;
  readonly actor: Unit | undefined;
  /** Steps from each zone to the actor's current goal (-1 unreached). */
  readonly toGoal: Int32Array | null;
  readonly here: number;
  /** The actor carries a weapon with range. */
  readonly ranged: boolean;
  /** Early rounds with no enemy in sight: search for better gear first. */
  readonly gearingUp: boolean;
}

interface Feature {
  readonly id: string;
  readonly type: string;
  readonly x: number;
  readonly y: number;
}

const cellZone = (board: Board, x: number, y: number): number => board.zoneOf[y * board.width + x] ?? -1;

/** Features worth an Interact: switches and carryable objectives not yet used (the board lists features by type). */
function goalFeatures(board: Board, view: DerelictState): Feature[] {
  const ext = view.ext;
  const carried = new Set(ext.sheets.flatMap((s) => s.carrying));
  return board.features.filter((f) => (f.type === 'switch' || f.type === 'objective') && !ext.removed.includes(f.id) && !carried.has(f.id) && !ext.used.includes(f.id));
}


function goalZones(board: Board, view: DerelictState, actor: Unit): number[] {
  const sheet = view.ext.sheets.find((s) => s.unit === actor.id);
  if (sheet && sheet.carrying.length > 0) return board.features.filter((f) => f.type === 'exit').map((f) => cellZone(board, f.x, f.y));
  const hunt = [
    ...derelictEnemies(view).map((e) => zoneOfUnit(board, e)),
    ...view.tokens.filter((t) => t.kind === 'radar').map((t) => cellZone(board, t.x, t.y)),
  ];
  const objectives = goalFeatures(board, view).map((f) => cellZone(board, f.x, f.y));
  const reach = distancesTo(board, view, [zoneOfUnit(board, actor)]);
  const reachable = (zones: number[]) => zones.filter((z) => z >= 0 && reach.distanceAt(z) >= 0);
  const huntable = reachable(hunt);
  const useful = reachable(objectives);
  if (huntable.length > 0) return [...huntable, ...useful];
  return useful.length > 0 ? useful : hunt.filter((z) => z >= 0);
}

function prepare(engine: AnyEngine, state: AnyState): Context {
  const view = state as DerelictState;
  const board = engine.board;
  const actor = view.units.find((u) => u.id === view.turn.actor);
  if (!actor) return { board, view, actor, toGoal: null, here: -1, ranged: false, gearingUp: false };
  const goals = goalZones(board, view, actor);
  const field = goals.length > 0 ? distancesTo(board, view, goals) : null;
  const sheet = view.ext.sheets.find((s) => s.unit === actor.id);
  const ranged = (sheet?.items ?? []).some((item) => (weaponData(item)?.range ?? 0) > 0);
  const gearingUp = view.round <= SEARCH_ROUNDS && derelictEnemies(view).length === 0 && (sheet?.items.length ?? 3) < 3;
  return { board, view, actor, toGoal: field ? Int32Array.from(field.dist) : null, here: zoneOfUnit(board, actor), ranged, gearingUp };
}

const num = (value: unknown): number => (typeof value === 'number' ? value : 0);
/** Rounds spent searching before the fight when nothing is in sight. */
const SEARCH_ROUNDS = 2;

function score(c: Context, action: ActionBase): number {
  const a = action as ActionBase & Record<string, unknown>;
  const actor = c.actor;
  if (!actor) return action.type === 'end-activation' ? 0 : 1;
  const ext: DerelictExt = c.view.ext;
  const sheet = ext.sheets.find((s) => s.unit === actor.id);
  switch (action.type) {
    case 'attack': {
      const zone = zoneIndex(c.board, String(a['zone']));
      const friends = derelictSurvivors(c.view).filter((s) => s.id !== actor.id && zoneOfUnit(c.board, s) === zone).length;
      return 100 + enemiesIn(c.board, c.view, zone).length - (zone !== c.here ? 30 * friends : 0);
    }
    case 'smash':
      return 110;
    case 'interact':
      return 90;
    case 'leave-map':
      return sheet && sheet.carrying.length > 0 ? 200 : -100;
    case 'move': {
      if (!c.toGoal) return 5;
      const to = zoneIndex(c.board, String(a['zone']));
      // A survivor with a gun fights from the next zone rather than stepping in among the enemies.
      if (enemiesIn(c.board, c.view, to).length > 0 && c.ranged) return -10;
      if (c.gearingUp && c.toGoal[to] !== undefined && (c.toGoal[to] ?? 0) <= 1 && derelictEnemies(c.view).length === 0) return -5;
      const before = c.toGoal[c.here] ?? -1;
      const after = c.toGoal[to] ?? -1;
      if (after < 0) return -5;
      return before < 0 ? 20 : 40 + 15 * (before - after);
    }
    case 'search':
      if (!isRoom(c.board, c.here)) return 0;
      return c.gearingUp ? 70 : (sheet?.items.length ?? 3) < 3 ? 30 : 8;
    case 'use-item':
      return actor.health <= 5 ? 80 : -10;
    case 'ability':
      return a['ability'] === 'patch-up' ? (actor.health <= 7 ? 45 : -5) : enemiesIn(c.board, c.view, c.here).length > 0 ? 35 : -5;
    case 'enter-loader':
      return sheet?.items.includes('power-cell') ? 60 : -20;
    case 'exit-loader':
      return 25;
    case 'make-noise':
      return -50 - num(a['level']);
    default:
      return 0;
  }
}

/** Team value: survivors' Health and Resolve, enemies and radar contacts left, the author's objectives done. */
function evaluate(_engine: AnyEngine, state: AnyState): number {
  const end = terminalValue(state);
  if (end !== null) return end;
  const view = state as DerelictState;
  let value = 0;
  for (const s of derelictSurvivors(view)) value += 60 + 8 * s.health + 3 * (s.stats['resolve'] ?? 0);
  value -= 10 * derelictEnemies(view).length + 12 * view.tokens.filter((t) => t.kind === 'radar').length;
  const objectives = view.mission?.objectives;
  for (const o of objectives ?? []) if (o.state === 'done') value += 150;
  return value;
}

export const DERELICT_HEURISTICS: RulesetHeuristics<Context> = { prepare, score, evaluate };
