import {
  doorLetsThrough,
  BOARDING_DEPLOY,
  BOARDING_FACE,
  BOARDING_RULES,
  moveCost,
  trooperSees,
  turnCost,
  UNREACHED,
  type ActionBase,
  type Board,
  type BoardingAction,
  type BoardingState,
  type FacingField,
  type GridState,
  type Unit,
} from '@breachline/engine';
import type { AnyEngine, AnyState, Controller } from '../bots/controller';
import { bugPlans, cellOf, distanceToTroopers, gridOf, onBoard, troopersOf } from './fields';

/**
 * The bugs' and blips' decisions (boarding.md §8), step by step in README.md. Each call makes one
 * decision for the enemy side: which model activates next, its next action, or its answer in a
 * reaction window (placing converted bugs, turning to face an attacker).
 */

type Legal = (BoardingAction | ActionBase)[];
const FAR = 1_000_000;
const STEPS: readonly (readonly [number, number])[] = [[0, -1], [1, 0], [0, 1], [-1, 0]];

interface Seen {
  readonly state: BoardingState;
  readonly board: Board;
  readonly grid: GridState;
  readonly legal: Legal;
  readonly distance: (cell: number) => number;
}

const isAction = <T extends BoardingAction['type']>(a: BoardingAction | ActionBase, type: T): a is Extract<BoardingAction, { type: T }> => a.type === type;
const dist = (seen: Seen, at: { x: number; y: number }): number => {
  const d = seen.distance(cellOf(seen.board, at));
  return d === UNREACHED ? FAR : d;
};
const seenByTrooper = (seen: Seen, at: { x: number; y: number }, range?: number, overwatchOnly = false): boolean =>
  troopersOf(seen.state).some((t) => (!overwatchOnly || (t.stats['overwatch'] ?? 0) === 1) && trooperSees(seen.board, seen.grid, t, at, range));

/** §8.2: nearest to a trooper first (path distance); ties bugs before blips, then lower id. */
function nextToActivate(seen: Seen): ActionBase | undefined {
  const options = seen.legal.filter((a): a is ActionBase & { unit: string } => a.type === 'activate');
  const rank = (id: string) => {
    const unit = seen.state.units.find((u) => u.id === id);
    const d = unit && onBoard(unit) ? dist(seen, unit) : FAR;
    return [d, unit?.kind === 'bug' ? 0 : 1] as const;
  };
  return options.sort((a, b) => {
    const [da, ka] = rank(a.unit);
    const [db, kb] = rank(b.unit);
    return da - db || ka - kb || a.unit.localeCompare(b.unit);
  })[0];
}

/** §8.4 convert(): the first bug on the blip's square, then squares nearest a trooper, out of sight first; facing the way to go. */
function deploy(seen: Seen): ActionBase | undefined {
  const options = seen.legal.filter((a) => isAction(a, 'deploy'));
  const score = (a: Extract<BoardingAction, { type: 'deploy' }>) => dist(seen, a.at) * 2 + (seenByTrooper(seen, a.at) ? 1 : 0);
  const best = options.sort((a, b) => score(a) - score(b))[0];
  if (!best) return undefined;
  const facing = bestFacing(seen, best.at);
  return options.find((a) => a.at.x === best.at.x && a.at.y === best.at.y && a.facing === facing) ?? best;
}

/** The orthogonal direction whose neighbour is nearest a trooper (a trooper's own square counts as 0). */
function bestFacing(seen: Seen, at: { x: number; y: number }): number {
  let best = 0;
  let bestD = FAR + 1;
  STEPS.forEach(([dx, dy], d) => {
    const next = { x: at.x + dx, y: at.y + dy };
    const trooper = troopersOf(seen.state).some((t) => t.x === next.x && t.y === next.y);
    const value = trooper ? -1 : next.x < 0 || next.y < 0 ? FAR : dist(seen, next);
    if (value < bestD) {
      bestD = value;
      best = d;
    }
  });
  return best;
}

/** §8.3 activateBug, one action at a time (re-planned after each: overwatch, CP and doors change things). */
function bugStep(seen: Seen, bug: Unit): ActionBase | undefined {
  const { legal, state, board } = seen;
  const facing = bug.stats['facing'] ?? 0;
  const [fx, fy] = STEPS[facing] ?? [0, -1];
  const troopers = troopersOf(state);
  const ahead = troopers.find((t) => t.x === bug.x + fx && t.y === bug.y + fy);
  if (ahead) return legal.find((a) => isAction(a, 'assault'));
  const beside = troopers.find((t) => Math.abs(t.x - bug.x) + Math.abs(t.y - bug.y) === 1);
  if (beside) {
    const toward = STEPS.findIndex(([dx, dy]) => bug.x + dx === beside.x && bug.y + dy === beside.y);
    return legal.find((a) => isAction(a, 'turn') && a.facing === toward);
  }
  // Tie-break 1: of the cheapest plans, one to a trooper's rear square, then a side square, then the front.
  let plan: FacingField | undefined;
  let here = UNREACHED;
  for (const field of bugPlans(state, board, seen.grid, bug)) {
    const cost = field.costAt(cellOf(board, bug), facing);
    if (cost !== UNREACHED && (here === UNREACHED || cost < here)) [plan, here] = [field, cost];
  }
  if (!plan || here === UNREACHED) return fallbackMove(seen, bug);
  let best: { action: ActionBase; score: number; rank: number } | undefined;
  const consider = (action: ActionBase, score: number, rank: number) => {
    if (!best || score < best.score || (score === best.score && rank < best.rank)) best = { action, score, rank };
  };
  for (const a of legal) {
    if (isAction(a, 'move')) {
      const rest = plan.costAt(cellOf(board, a.to), facing);
      if (rest === UNREACHED) continue;
      const burning = state.ext.inferno.includes(cellOf(board, a.to)) ? 20 : 0;
      const watched = seenByTrooper(seen, a.to, BOARDING_RULES.overwatchRange, true) ? 0.5 : 0;
      consider(a, moveCost(bug, a.to) + rest + burning, watched);
    } else if (isAction(a, 'turn')) {
      const rest = plan.costAt(cellOf(board, bug), a.facing);
      if (rest !== UNREACHED) consider(a, turnCost(bug, a.facing) + rest, 2);
    } else if (isAction(a, 'door') && !doorLetsThrough(state, a.door)) {
      // Opening the door in front saves the +1 the plan counted for it, when the plan goes through it.
      const front = cellOf(board, { x: bug.x + fx, y: bug.y + fy });
      const through = plan.costAt(front, facing);
      if (through !== UNREACHED && 2 + through === here) consider(a, here, 1);
    }
  }
  const chosen: { action: ActionBase; score: number } | undefined = best;
  return chosen && chosen.score <= here ? chosen.action : undefined;
}

/** No plan reaches a trooper: take the step that most shortens the path distance, if any. */
function fallbackMove(seen: Seen, unit: Unit): ActionBase | undefined {
  const now = dist(seen, unit);
  let best: ActionBase | undefined;
  let bestD = now;
  for (const a of seen.legal) {
    if (!isAction(a, 'move')) continue;
    const d = dist(seen, a.to);
    if (d < bestD) {
      bestD = d;
      best = a;
    }
  }
  return best ?? seen.legal.find((a) => isAction(a, 'door') && !doorLetsThrough(seen.state, a.door));
}

/** §8.4 activateBlip: enter, convert when close and fresh, else close in (out of sight where it can). */
function blipStep(seen: Seen, blip: Unit): ActionBase | undefined {
  const { legal } = seen;
  if (!onBoard(blip)) return legal.find((a) => isAction(a, 'enter'));
  const ap = blip.stats['ap'] ?? 0;
  if (ap >= 5 && dist(seen, blip) <= 6) {
    const convert = legal.find((a) => isAction(a, 'convert'));
    if (convert) return convert;
  }
  const now = dist(seen, blip);
  let best: ActionBase | undefined;
  let bestScore = now * 2;
  for (const a of legal) {
    if (!isAction(a, 'move')) continue;
    const score = dist(seen, a.to) * 2 + (seenByTrooper(seen, a.to) ? 1 : 0);
    if (score < bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best ?? legal.find((a) => isAction(a, 'door') && !doorLetsThrough(seen.state, a.door));
}

function decide(engine: AnyEngine, raw: AnyState): ActionBase {
  const state = raw as BoardingState;
  const board = engine.board;
  const grid = gridOf(state, board);
  const legal: Legal = engine.legalActions(state);
  const seen: Seen = { state, board, grid, legal, distance: distanceToTroopers(state, board, grid) };
  const side = 'enemies' as const;
  const reaction = state.turn.reaction;
  let choice: ActionBase | undefined;
  if (reaction) {
    if (reaction.kind === BOARDING_DEPLOY) choice = deploy(seen);
    else if (reaction.kind === BOARDING_FACE) choice = legal.find((a) => isAction(a, 'face'));
    return choice ?? { type: 'pass', side };
  }
  const actorId = state.turn.actor;
  if (actorId === null) return nextToActivate(seen) ?? legal[0] ?? { type: 'end-activation', side };
  const actor = state.units.find((u) => u.id === actorId);
  if (actor) choice = actor.kind === 'blip' ? blipStep(seen, actor) : bugStep(seen, actor);
  return choice ?? { type: 'end-activation', side };
}

/** The bug side's controller for the boarding ruleset. */
export function createBoardingBugController(): Controller {
  return { name: 'boarding-bugs', decide };
}
