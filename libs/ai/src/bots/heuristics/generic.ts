import type { ActionBase } from '@breachline/engine';
import type { AnyEngine, AnyState } from '../controller';
import { terminalValue, type RulesetHeuristics } from './scorer';

/**
 * For a ruleset without its own heuristics (boarding today): keep heroes alive and enemies dead.
 * Actions are rated by kind — attacks first, then moves, ending the turn last — since the
 * generic bot cannot read the ruleset's objectives.
 */
export function genericEvaluate(_engine: AnyEngine, state: AnyState): number {
  const end = terminalValue(state);
  if (end !== null) return end;
  let value = 0;
  for (const unit of state.units) {
    if (unit.health <= 0) continue;
    value += unit.side === 'heroes' ? 40 + 10 * unit.health : -15;
  }
  return value;
}

const KIND_SCORES: Readonly<Record<string, number>> = {
  attack: 50,
  fire: 50,
  'fire-sustained': 50,
  'burst-shot': 50,
  'fire-missile': 50,
  'fire-inferno': 45,
  'move-fire': 45,
  assault: 45,
  'pick-up': 60,
  'clear-jam': 30,
  reload: 25,
  enter: 30,
  deploy: 30,
  overwatch: 20,
  move: 10,
  door: 8,
  turn: 2,
  'end-activation': 0,
  'end-phase': 0,
  pass: 0,
};

export const GENERIC_HEURISTICS: RulesetHeuristics<null> = {
  prepare: () => null,
  score: (_context, action: ActionBase) => KIND_SCORES[action.type] ?? 5,
  evaluate: genericEvaluate,
};
