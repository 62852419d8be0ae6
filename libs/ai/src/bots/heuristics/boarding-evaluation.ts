import { BLIP_POOL_DECK, COMMAND_POINTS, UNREACHED, type Board, type BoardingState } from '@breachline/engine';
import type { AnyEngine, AnyState } from '../controller';
import { cellOf, distanceToTroopers, gridOf, onBoard } from '../../boarding/fields';
import { ray } from './boarding-lanes';
import { stepsHomeAround, stepsTo } from './boarding-errand';
import { terminalValue } from './scorer';

/**
 * The troopers' team value of a boarding state, for the search bot's rollouts (played to the end of
 * the round): troopers alive above all, then the bugs and blips still to kill (the pool too, on
 * purge), bugs already next to a trooper (a close assault a trooper seldom wins, §7.8), and on
 * retrieve how far the objective is from home.
 */
export function boardingEvaluate(engine: AnyEngine, raw: AnyState): number {
  const end = terminalValue(raw);
  if (end !== null) return end;
  const state = raw as BoardingState;
  const board = engine.board;
  let value = 0;
  const troopers = state.units.filter((u) => u.side === 'heroes' && onBoard(u));
  value += 1000 * troopers.length;
  // A trooper is worth less with a jammed or empty gun (a blaster's ammo counts as full).
  for (const t of troopers) {
    if ((t.stats['jammed'] ?? 0) === 1) value -= 100;
    if ((t.stats['weapon'] ?? 0) !== 0 && (t.stats['ammo'] ?? 0) <= 0) value -= (t.stats['reloads'] ?? 0) !== 0 ? 80 : 150;
  }
  for (const u of state.units) {
    if (u.side !== 'enemies') continue;
    if (u.kind === 'blip') value -= 70;
    else {
      value -= 40;
      if (troopers.some((t) => Math.abs(t.x - u.x) + Math.abs(t.y - u.y) === 1)) value -= 150;
    }
  }
  if (state.ext.options.mission === 'purge') value -= 60 * (state.decks[BLIP_POOL_DECK]?.drawPile.length ?? 0);
  const objective = state.ext.objective;
  if (state.ext.options.mission === 'retrieve' && objective) {
    const grid = gridOf(state, board);
    const home = stepsTo(board, grid, state.ext.homeCells);
    const carrier = objective.carrier ? troopers.find((t) => t.id === objective.carrier) : undefined;
    if (carrier) {
      // Home round the troopers: one standing in the carrier's way costs as much as 6 steps until it moves.
      const around = stepsHomeAround(state, board, grid, carrier).steps(cellOf(board, carrier));
      value += 1500 - 40 * (around !== UNREACHED ? Math.min(around, 60) : capped(home(cellOf(board, carrier))) + 6);
    }
    else if (objective.cell >= 0) {
      const fetch = stepsTo(board, grid, [objective.cell]);
      const nearest = Math.min(...troopers.map((t) => capped(fetch(cellOf(board, t)))), 60);
      value -= 40 * nearest + 40 * capped(home(objective.cell));
    }
  }
  return value;
}

const capped = (steps: number): number => (steps === UNREACHED ? 60 : Math.min(steps, 60));

/**
 * The team value at the end of the troopers' turn, the bugs' coming turn estimated rather than
 * played (the search bot's leaf; dice-free, so candidates compare without the bug turn's noise).
 * Each bug that can reach a trooper this turn (within 6 steps) is a likely kill (a trooper wins
 * about one close assault in six, §7.8), less the overwatch shots it meets on the way in a watched
 * watched squares of its way in (§7.7: blaster 6 on 2D6, gatling 5+ on 3D6, once per square moved);
 * bugs further off count a little; a blip counts as its bugs (within 6 it converts of its own accord
 * and they act at once, §8.4).
 */
export function boardingTurnEnd(engine: AnyEngine, raw: AnyState): number {
  const base = boardingEvaluate(engine, raw);
  if (raw.status.kind !== 'playing') return base;
  const state = raw as BoardingState;
  const board = engine.board;
  const grid = gridOf(state, board);
  const steps = distanceToTroopers(state, board, grid);
  const troopers = state.units.filter((u) => u.side === 'heroes' && onBoard(u));
  const watch = new Map<number, number>();
  for (const t of troopers) {
    if ((t.stats['overwatch'] ?? 0) !== 1) continue;
    const gatling = (t.stats['weapon'] ?? 0) === 1;
    for (const cell of ray(board, grid, { x: t.x, y: t.y, facing: t.stats['facing'] ?? 0 })) watch.set(cell, gatling ? 1 : Math.max(watch.get(cell) ?? 0, 0));
  }
  let danger = 0;
  for (const u of state.units) {
    if (u.side !== 'enemies' || !onBoard(u)) continue;
    const d = steps(cellOf(board, u));
    if (d === UNREACHED) continue;
    // The shots it meets on its way in: the watched squares it moves into, 6 moves at most.
    const [gatling, shots] = shotsOnTheWay(board, steps, watch, cellOf(board, u), Math.min(d - 1, 6));
    const survive = shots === 0 ? 1 : overwatchSurvival(gatling, shots);
    // A fresh blip within 6 converts of its own accord and its bugs (two on average, T5) act at once (§8.4).
    const bugs = u.kind === 'blip' ? 2 : 1;
    danger += bugs * survive * (d <= 6 ? 0.7 : d <= 12 ? 0.1 : 0);
  }
  // Command points left may still buy a shot or a turn before the humans' next turn discards them.
  return base - 1000 * Math.min(danger, troopers.length) + 15 * (state.counters[COMMAND_POINTS] ?? 0);
}

/**
 * The chance a bug lives through `shots` overwatch shots (§7.7): a blaster kills on any 6 of 2D6
 * (11/36) and a double ends its overwatch (a jam, 5/36 more without a kill); a gatling kills on a 5+
 * of 3D6 (1 − (4/6)³) and jams on a triple (1/36).
 */
export function overwatchSurvival(gatling: boolean, shots: number): number {
  const [kill, jam] = gatling ? [1 - (4 / 6) ** 3, 1 / 36] : [11 / 36, 5 / 36];
  const goOn = 1 - kill - jam;
  return 1 - (kill * (1 - goOn ** shots)) / (1 - goOn);
}

/**
 * Walks a bug's way to the nearest trooper downhill on the distance field (`moves` steps at most)
 * and counts the moves that end in a square some overwatcher sees; whether a gatling is among them.
 */
function shotsOnTheWay(board: Board, steps: (cell: number) => number, watch: ReadonlyMap<number, number>, from: number, moves: number): [boolean, number] {
  let cell = from;
  let shots = 0;
  let gatling = false;
  for (let i = 0; i < moves; i++) {
    const d = steps(cell);
    const x = cell % board.width;
    const y = Math.floor(cell / board.width);
    let next = -1;
    for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]] as const) {
      if (x + dx < 0 || y + dy < 0 || x + dx >= board.width || y + dy >= board.height) continue;
      const n = cell + dy * board.width + dx;
      const dn = steps(n);
      if (dn !== UNREACHED && dn < d) {
        next = n;
        break;
      }
    }
    if (next < 0) break;
    cell = next;
    const gun = watch.get(cell);
    if (gun !== undefined) {
      shots++;
      gatling = gatling || gun === 1;
    }
  }
  return [gatling, shots];
}
