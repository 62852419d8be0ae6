import { heroSheetEntries, hiveCellOf, hiveOpenEdges, PASSES_BUGS, valkyrieProfile, type HiveView, type Unit } from '@breachline/engine';
import { goalNodes, queenPlaced } from './hive-goals';
import { explorationNeeded, objectiveValue } from './hive-objective-value';
import { blockedGoalField, exploreNodes, goalField, living, nodeOfUnit, UNREACHED } from './hive-map-fields';
import { expectedBugLoss } from './hive-threat';

/**
 * The Valkyries' team value of a hive state, for the search bot's leaves (hive.md). The heroes are
 * one team: nothing here belongs to one Valkyrie, except what the Valkyrie still acting (`actor`) has
 * left to spend this turn. Parts, in points:
 * - objective progress (`objectiveValue`, §9.2–§9.4), worth far more than anything short of the outcome;
 * - every Valkyrie alive and her health, less what the next bug phase is expected to cost (worked out
 *   in `expectedBugLoss`, not played);
 * - how far the squad is from its next objective step: each Valkyrie's path to her goal (`goalNodes`),
 *   through bugs at a cost for all but Buzzer (who passes them, §6.1 rule 4), the nearest counted most;
 * - while the objective still needs tiles, the tiles placed and the open edges (a sealed hive is a lost
 *   game, §9.1); after that, the open edges bugs may spawn on (§8.1: those on tiles no Valkyrie holds);
 * - the bugs on the board, the item cards held, and the actor's unspent dice and moves.
 */
const W = {
  alive: 80,
  health: 15,
  wound: 25,
  death: 150,
  bugDie: 4,
  goalEach: 2,
  goalNearest: 6,
  carrierHome: 10,
  /** The first open edges, then each next one (a hive with one open edge left is one dead end from sealed). */
  openEdges: [60, 40, 25, 15],
  item: 6,
  die: 6,
  /** Steps a move the actor has not spent yet is worth (she may still close in, or may not). */
  moveLeft: 0.5,
  /** Share of the bug threat counted against Valkyries still to act this round: they can still step away. */
  yetToAct: 0.35,
  /** Per tile placed while exploring: it must outweigh the walk to the next open edge it costs the explorer. */
  tile: 60,
  /** Per open edge that can take spawn tokens, once nothing is left to explore for. */
  spawnEdge: 40,
} as const;

/** A goal off the map (or no path yet) counts as this many steps. */
const FAR = 60;

/** Steps from `hero` to her goal: past bugs at a cost unless she is Buzzer. */
function stepsToGoal(v: HiveView, hero: Unit, bugNodes: readonly number[], explore: boolean): number {
  // Before the Queen is found, her chambers are not worth standing in (see `objectiveValue`): explore.
  const goals = v.state.ext.objective === 'kill-the-queen' && !queenPlaced(v) ? exploreNodes(v) : goalNodes(v, hero, explore);
  if (goals.length === 0) return 0;
  const field = hero.kind === PASSES_BUGS ? goalField(v, goals) : blockedGoalField(v, goals, bugNodes);
  const steps = field[nodeOfUnit(v, hero)] ?? UNREACHED;
  return steps === UNREACHED ? FAR : Math.min(steps, FAR);
}

const openEdgesValue = (count: number): number => W.openEdges.slice(0, count).reduce((sum, v) => sum + v, 0);

/** Open edges on tiles with no Valkyrie: where the next spawn tokens go (§8.1). */
function spawnEdges(v: HiveView, heroes: readonly Unit[]): number {
  const held = new Set(heroes.map((h) => v.board.tileOf[hiveCellOf(v.board, h)] ?? -1));
  return hiveOpenEdges(v.board).filter((edge) => !held.has(edge.tile)).length;
}

/** Steps between LJ and the landing site (§9.3): his carrier's way home, or his own square's while he waits. */
function ljStepsHome(v: HiveView, heroes: readonly Unit[], bugNodes: readonly number[]): number {
  const lj = v.state.ext.scientist;
  if (!lj) return FAR;
  const carrier = heroes.find((h) => h.id === lj.carrier);
  const hub = [v.map.hubNode];
  const field = carrier?.kind === PASSES_BUGS ? goalField(v, hub) : blockedGoalField(v, hub, bugNodes);
  const steps = field[v.map.node(hiveCellOf(v.board, carrier ?? lj))] ?? UNREACHED;
  return steps === UNREACHED ? FAR : Math.min(steps, FAR);
}

/** Whether `hero` sees a bug (or the Queen) in range from where she stands. */
function hasTarget(v: HiveView, hero: Unit, bugNodes: readonly number[]): boolean {
  const reach = valkyrieProfile(hero.kind)?.range ?? 0;
  const sight = v.map.sight(nodeOfUnit(v, hero));
  const queen = v.state.ext.queen;
  if (queen && queenPlaced(v) && (sight.get(v.map.node(hiveCellOf(v.board, queen))) ?? 99) <= reach) return true;
  return bugNodes.some((node) => (sight.get(node) ?? 99) <= reach);
}

export function hiveTeamValue(v: HiveView, actor: string | null): number {
  const heroes = living(v, 'heroes');
  const bugs = living(v, 'enemies');
  const bugNodes = bugs.map((b) => nodeOfUnit(v, b));
  let value = objectiveValue(v);
  for (const hero of heroes) value += W.alive + W.health * hero.health;
  const losses = expectedBugLoss(v);
  const waiting = v.state.turn.phase === 'valkyries' ? (v.state.turn.pools.heroes?.remaining ?? []) : [];
  for (const [id, loss] of losses) value -= (waiting.includes(id) && id !== actor ? W.yetToAct : 1) * (W.wound * loss.wounds + W.death * loss.death);
  for (const bug of bugs) value -= W.bugDie * (bug.kind === 'large' ? 2 : 1);
  const explore = explorationNeeded(v);
  const acting = v.state.turn.actor === actor ? heroes.find((h) => h.id === actor) : undefined;
  let nearest = FAR;
  const lj = v.state.ext.scientist;
  for (const hero of heroes) {
    let steps = stepsToGoal(v, hero, bugNodes, explore);
    if (hero === acting) steps = Math.max(0, steps - W.moveLeft * (hero.stats['moves'] ?? 0));
    value -= W.goalEach * steps;
    nearest = Math.min(nearest, steps);
  }
  if (heroes.length > 0) value -= W.goalNearest * nearest;
  if (lj && !v.state.ext.scientistHome) value -= W.carrierHome * ljStepsHome(v, heroes, bugNodes);
  if (explore) value += W.tile * v.state.ext.placed.length + openEdgesValue(hiveOpenEdges(v.board).length);
  else value -= W.spawnEdge * spawnEdges(v, heroes);
  for (const [, sheet] of heroSheetEntries(v.state)) value += W.item * sheet.items.length;
  if (acting && hasTarget(v, acting, bugNodes)) value += W.die * 0.5 * ((acting.stats['attacks'] ?? 0) + (lj?.carrier === acting.id && (acting.stats['ljUsed'] ?? 0) === 0 ? 1 : 0));
  return value;
}
