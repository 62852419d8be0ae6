import type { Unit } from '../../game/game-state';
import { END_OF_ROUND, type PhaseSpec, type Ruleset } from '../../rules/core/ruleset';
import { buildPool, reinforce } from './blips';
import { isBlip, isTrooper, onBoard } from './board-state';
import { BLIP_AP, BUG_AP, CP, TROOPER_AP } from './content';
import { ctxOf, stateDice, type DiceSource } from './context';
import { checkAction, resolveAction } from './dispatch';
import { clearInferno } from './inferno';
import { legalBoardingActions } from './legal';
import { NOTHING_STATED, outcome, type StatedEnds } from './mission';
import { BOARDING_ACTION_TYPES, writable, type BoardingAction, type BoardingExt, type BoardingState, type BoardingTx } from './types';
import { afterWindow } from './windows';
import { boardingMissionHooks } from './mission-hooks';
import { entryOf } from '../../rules/state/keyed';

export type BoardingRuleset = Ruleset<BoardingExt, BoardingAction>;

export interface BoardingRulesetOptions {
  /** Where d6s come from: the state's generator (always, in play); tests may load them. */
  readonly dice?: DiceSource;
  /** The ends the mission's plan states itself (its victory, its defeat): the kind's rule for those stays silent. */
  readonly stated?: StatedEnds;
}

/** Phase ids (boarding.md §4). */
export const PHASES = { humanStart: 'human-start', human: 'human-turn', bugStart: 'bug-reinforcement', bugs: 'bug-turn' } as const;

/** §4.1 steps 1–2: inferno markers go, overwatch ends, unused CP are discarded and 1D6 rolled. */
function startHumanTurn(tx: BoardingTx, dice: DiceSource): void {
  const c = ctxOf(tx, dice);
  clearInferno(c);
  for (const unit of tx.state.units) if (isTrooper(unit) && (unit.stats['overwatch'] ?? 0) === 1) tx.w.set(writable(unit), 'overwatch', 0);
  tx.setCounter(CP, 0);
  const [roll = 1] = c.roll(1, 'command points', null);
  tx.setCounter(CP, roll);
}

const canActivate = (state: BoardingState, unit: Unit): boolean => {
  if (onBoard(unit)) return true;
  const wait = entryOf(state.ext.waiting, unit.id);
  return isBlip(unit) && wait !== undefined && !wait.blocked;
};

export function createBoardingRuleset(options: BoardingRulesetOptions = {}): BoardingRuleset {
  const dice = options.dice ?? stateDice;
  const stated = options.stated ?? NOTHING_STATED;
  const phases: PhaseSpec<BoardingExt>[] = [
    { id: PHASES.humanStart, kind: 'automatic', onEnter: (tx) => startHumanTurn(tx, dice) },
    { id: PHASES.human, kind: 'activations', side: 'heroes', order: 'chosen', pool: 'phase' },
    { id: PHASES.bugStart, kind: 'automatic', onEnter: (tx) => reinforce(ctxOf(tx, dice)) },
    { id: PHASES.bugs, kind: 'activations', side: 'enemies', order: 'chosen', pool: 'phase' },
  ];
  const order: readonly string[] = phases.map((phase) => phase.id);
  return {
    id: 'boarding',
    phases,
    actionTypes: BOARDING_ACTION_TYPES,
    firstPhase: () => PHASES.humanStart,
    nextPhase: (_state, finished) => order[order.indexOf(finished) + 1] ?? END_OF_ROUND,
    canActivate,
    actions: (state, board, slot) => legalBoardingActions(state, board, slot),
    check: (state, board, action, slot) => checkAction(state, board, action, slot),
    resolve: (tx, action) => resolveAction(tx, action, dice),
    onActivate: (tx, unit) => {
      const stats = writable(unit);
      tx.w.set(stats, 'ap', isTrooper(unit) ? TROOPER_AP : isBlip(unit) ? BLIP_AP : BUG_AP);
      if (!isTrooper(unit)) tx.w.set(stats, 'pair', 0);
      const { ext } = tx.state;
      if (ext.streak) tx.w.set(ext, 'streak', null);
      if (ext.burst) tx.w.set(ext, 'burst', null);
      if (ext.chain) tx.w.set(ext, 'chain', null);
    },
    activationSpent: (state, unit) => {
      if ((unit.stats['ap'] ?? 0) > 0) return false;
      if (!isTrooper(unit)) return true;
      const { burst, chain } = state.ext;
      return (state.counters[CP] ?? 0) <= 0 && burst?.unit !== unit.id && chain?.unit !== unit.id;
    },
    onGameStart: (tx) => buildPool({ tx }),
    onReactionClosed: (tx, window) => afterWindow(tx, window),
    outcome: (state, board) => outcome(state, board, stated),
    mission: boardingMissionHooks,
  };
}
