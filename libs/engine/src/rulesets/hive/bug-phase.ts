import type { Unit } from '../../game/game-state';
import { D6 } from '../../rules/random/dice';
import { unitById } from '../../rules/core/turn-machine';
import { ruleError, type RuleError } from '../../rules/core/errors';
import type { Cell } from '../../rules/core/events';
import { cellName } from '../../rules/core/presentation';
import { BUG_HITS_ON } from './content';
import { damage, moveUnit, setStat } from './effects';
import { bugDestinations, bugPathError, landingCell, nodesNextToValkyries } from './movement';
import { towardField } from './move-toward';
import { bugs, cellOf, nodeOf, Occupancy, valkyries, type HiveView } from './queries';
import type { HiveBugAction, HiveTx } from './types';

/** The bugs' side of the bug phase (§4.2 B3, B4): moves chosen by libs/ai, attacks resolved here. */

export function bugMoveCheck(view: HiveView, action: HiveBugAction): RuleError | null {
  const unit = unitById(view.state, action.unit);
  if (!unit || unit.side !== 'enemies') return ruleError('unknown-unit', `There is no bug "${String(action.unit)}".`);
  if ((unit.stats['moved'] ?? 0) > 0) return ruleError('no-budget', `${unit.id} has already moved this phase.`);
  if (!Array.isArray(action.paths) || action.paths.length === 0) return ruleError('malformed-action', 'Give at least one path.');
  for (const path of action.paths) {
    const error = bugPathError(view, unit, path);
    if (error) return ruleError(/Valkyries|occupied/.test(error) ? 'blocked' : 'not-allowed', error);
  }
  return null;
}

/** One legal move per square each bug still to move can reach (the AI sends the rulebook's choice). */
export function listBugMoves(view: HiveView): HiveBugAction[] {
  const out: HiveBugAction[] = [];
  const occupancy = new Occupancy(view);
  const near = nodesNextToValkyries(view);
  for (const bug of bugs(view.state)) {
    if ((bug.stats['moved'] ?? 0) > 0) continue;
    for (const path of bugDestinations(view, bug, occupancy, near)) out.push({ type: 'bug-move', side: 'enemies', unit: bug.id, paths: [path] });
  }
  return out;
}

/**
 * The path of a bug the mission ordered to move toward a place (`unit-flag` "must-move-toward"): to the
 * square it can reach nearest the place (the first such in listing order), null when it cannot move; undefined
 * for a bug without orders (it hunts Valkyries, §8.3).
 */
export function orderedBugPath(view: HiveView, bug: Unit): Cell[] | null | undefined {
  const field = towardField(view, bug);
  if (!field) return undefined;
  let best: Cell[] | null = null;
  let bestDistance = Infinity;
  for (const path of bugDestinations(view, bug)) {
    const end = path[path.length - 1] as Cell;
    const distance = field[view.map.node(cellOf(view.board, end))] ?? Infinity;
    if (distance < bestDistance) {
      best = path;
      bestDistance = distance;
    }
  }
  return best;
}

/** Moves along the path given, or one picked uniformly at random among several (§8.3 tie 2). */
export function resolveBugMove(tx: HiveTx, view: HiveView, action: HiveBugAction): void {
  const unit = unitById(tx.state, action.unit) as Unit;
  const path = (action.paths.length === 1 ? action.paths[0] : tx.random.pick(action.paths)) as readonly Cell[];
  const nodes = path.map((at) => view.map.node(cellOf(view.board, at)));
  const last = nodes[nodes.length - 1] as number;
  setStat(tx, unit, 'moved', 1);
  moveUnit(tx, unit, landingCell(view, last, nodes[nodes.length - 2] as number), view, path);
}

export function resetBugMoves(tx: HiveTx): void {
  for (const bug of bugs(tx.state)) if ((bug.stats['moved'] ?? 0) !== 0) setStat(tx, bug, 'moved', 0);
}

/** B4 (§8.4): each bug next to a Valkyrie picks one uniformly at random; all its attack dice go there, 1 HP on 4+. */
export function bugAttacks(tx: HiveTx, view: HiveView): void {
  const near = nodesNextToValkyries(view);
  for (const bug of bugs(tx.state)) {
    const node = nodeOf(view, bug);
    if (!near.has(node)) continue;
    const targets = valkyries(tx.state).filter((v) => view.map.adjacent(node, nodeOf(view, v)));
    const target = targets.length === 1 ? targets[0] : tx.random.pick(targets);
    if (!target) continue;
    // Named as the player sees it (engine ids such as small#32 mean nothing on screen).
    if (targets.length > 1) tx.emit({ type: 'message', text: `The ${bug.name} at ${cellName(bug)} turns on ${target.name}.` });
    const dice = tx.random.roll(D6, bug.stats['attacks'] ?? 1, 'bug attack', bug.id);
    for (const die of dice) {
      if (target.health <= 0) break;
      if (die.value >= BUG_HITS_ON) damage(tx, target, 1, bug.id);
      else tx.emit({ type: 'missed', unit: target.id, by: bug.id });
    }
  }
}
