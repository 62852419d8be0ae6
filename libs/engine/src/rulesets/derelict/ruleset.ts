import type { Board } from '../../board/board';
import type { GameState } from '../../game/game-state';
import { END_OF_ROUND, type Ruleset, type RulesetVerdict } from '../../rules/core/ruleset';
import { listActions, checkAction } from './actions';
import { ctxOf, type DerelictMap, type LoadedDice } from './context';
import { stat } from './effects';
import { HIDDEN_CARD } from './resolve-cards';
import { resumeTrade } from './trade';
import { runEnemyPhase } from './enemy-phase';
import { derelictMissionHooks } from './mission-hooks';
import { runResolution } from './resolution';
import { resolveAction } from './survivor-actions';
import { startTurn } from './turn-start';
import { firstLook, startDerelictGame, type DerelictStart } from './game-start';
import { DERELICT_ACTION_TYPES, ENEMY_PHASE, RESOLUTION_PHASE, SURVIVOR_PHASE, type DerelictAction, type DerelictExt } from './types';
import type { Tx } from '../../rules/core/tx';
import { friendlySentriesAct, isFriendly } from './modifiers/reboot';

/**
 * The derelict rules (derelict.md §4): each round the survivors take whole turns of 3 actions from the
 * First Player clockwise, the enemies follow the book's procedure, and the Resolution Phase plays an
 * event. The enemy and resolution phases decide nothing, so they run by themselves.
 */
export type DerelictRuleset = Ruleset<DerelictExt, DerelictAction> & { readonly map: DerelictMap };

type State = GameState<DerelictExt>;
const PLAYING = { kind: 'playing' } as const;

export function createDerelictRuleset(map: DerelictMap, start: DerelictStart, dice?: LoadedDice): DerelictRuleset {
  const ctx = (tx: Tx<DerelictExt>) => ctxOf(tx, map, dice);
  return {
    id: 'derelict',
    map,
    phases: [
      // G14, CO13 "Traitor!": rebooted Sentries act first, by themselves (modifiers/reboot.ts).
      { id: SURVIVOR_PHASE, kind: 'activations', side: 'heroes', order: 'fixed', pool: 'phase', onEnter: (tx) => friendlySentriesAct(ctx(tx)) },
      { id: ENEMY_PHASE, kind: 'automatic', onEnter: (tx) => runEnemyPhase(ctx(tx)) },
      { id: RESOLUTION_PHASE, kind: 'automatic', onEnter: (tx) => runResolution(ctx(tx)) },
    ],
    actionTypes: DERELICT_ACTION_TYPES,
    firstPhase: () => SURVIVOR_PHASE,
    nextPhase: (_state, finished) => (finished === SURVIVOR_PHASE ? ENEMY_PHASE : finished === ENEMY_PHASE ? RESOLUTION_PHASE : END_OF_ROUND),
    canActivate: (_state, unit) => unit.side === 'heroes' && unit.status === 'active' && unit.x >= 0 && !isFriendly(unit),
    fixedOrder: (state, units) => {
      // derelict.md §4.1: clockwise (party order) from the First Player, who changes every round.
      const first = units.length === 0 ? 0 : (state.counters['firstPlayer'] ?? 0) % units.length;
      return [...units.slice(first), ...units.slice(0, first)];
    },
    actions: (state: State, board: Board, slot) => listActions(board, map, state, slot),
    check: (state: State, board: Board, action, slot) => checkAction(board, map, state, action, slot),
    resolve: (tx, action) => resolveAction(ctx(tx), action),
    onGameStart: (tx) => startDerelictGame(ctx(tx), start),
    onActivate: (tx, unit) => {
      firstLook(ctx(tx));
      startTurn(ctx(tx), unit);
    },
    // derelict.md §5.7: a trade's choices, one card at a time, until the players finish.
    resumeDecision: (tx, decision, option) => {
      if (decision.kind === 'trade') resumeTrade(ctx(tx), decision.resume, option);
    },
    activationSpent: (_state, unit) => unit.status !== 'active' || stat(unit, 'actions') <= 0,
    outcome: (state): RulesetVerdict => {
      let alive = 0;
      let escaped = 0;
      for (const unit of state.units) {
        if (unit.side !== 'heroes' || isFriendly(unit)) continue;
        if (unit.status === 'active') alive++;
        else if (unit.status === 'escaped') escaped++;
      }
      // derelict.md §5.1, §7.13, §10.1: with the last survivor on the board gone (left, or dead after others
      // left) the mission's own victory speaks first (escape missions: "all living survivors have left"), in
      // whichever phase it happens; only then is it a loss.
      if (alive === 0 && escaped > 0) return { kind: 'lost', reason: 'the survivors left with the job undone', unlessMissionWon: true };
      if (alive === 0) return { kind: 'lost', reason: 'every survivor is dead' };
      if (state.round > state.ext.options.roundCap) return { kind: 'lost', reason: `the ship fell apart after ${state.ext.options.roundCap} rounds` };
      return PLAYING;
    },
    // derelict.md §4.0 step 5: nobody reads a Resolve card before it turns up, its holder included.
    hideExt: (x) => ({ ...x, sheets: x.sheets.map((s) => ({ ...s, resolveCards: s.resolveCards.map((r) => (r.up ? r : { ...r, card: HIDDEN_CARD })) })) }),
    mission: derelictMissionHooks(map, dice),
  };
}
