import { BLIP_POOL_DECK, UNREACHED, type BoardingState } from '@breachline/engine';
import type { AnyEngine, AnyState } from '../controller';
import { cellOf, gridOf, onBoard } from '../../boarding/fields';
import { stepsTo } from './boarding-errand';
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
    if (carrier) value += 1500 - 40 * capped(home(cellOf(board, carrier)));
    else if (objective.cell >= 0) {
      const fetch = stepsTo(board, grid, [objective.cell]);
      const nearest = Math.min(...troopers.map((t) => capped(fetch(cellOf(board, t)))), 60);
      value -= 40 * nearest + 40 * capped(home(objective.cell));
    }
  }
  return value;
}

const capped = (steps: number): number => (steps === UNREACHED ? 60 : Math.min(steps, 60));
