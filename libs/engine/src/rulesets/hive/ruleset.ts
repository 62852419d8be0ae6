import type { Board } from '../../board/board';
import type { GameState, Unit } from '../../game/game-state';
import { ruleError } from '../../rules/core/errors';
import { END_OF_ROUND, type Ruleset } from '../../rules/core/ruleset';
import { rosterRank, valkyrieProfile } from './content';
import { bugAttacks, bugMoveCheck, listBugMoves, resetBugMoves, resolveBugMove } from './bug-phase';
import { ext, setStat } from './effects';
import { placePendingTile } from './exploration';
import { heroActionCheck, listHeroActions, resolveHeroAction } from './hero-actions';
import { hiveOutcome } from './outcome';
import { hiveMissionHooks } from './mission-hooks';
import { bugs, hiveView, valkyries, type HiveView } from './queries';
import { placeSpawnTokens, revealSpawnTokens } from './spawning';
import { HIVE_ACTION_TYPES, type HiveAction, type HiveDefinitions, type HiveExt, type HiveHeroAction, type HiveTx } from './types';

/** The hive ruleset, and the board-and-graph view of a state its AI reads (the board grows as tiles are placed). */
export type HiveRuleset = Ruleset<HiveExt, HiveAction> & {
  readonly hiveView: (state: GameState<HiveExt>, board: Board) => HiveView;
};

export const HIVE_PHASES = {
  valkyries: 'valkyries',
  reveal: 'reveal',
  placeTokens: 'place-tokens',
  bugs: 'bugs',
  bugAttacks: 'bug-attacks',
} as const;

/**
 * The hive rule system (hive.md) on one mission's tiles. A round: every living Valkyrie in roster
 * order (§4.2 A), then the bug phase: B1 reveal, B2 place tokens, B3 the bugs move (their side
 * chooses, libs/ai), B4 they attack; B5 is the outcome check run after every step.
 */
export function createHiveRuleset(defs: HiveDefinitions): HiveRuleset {
  const viewOf = (state: GameState<HiveExt>, board: Board): HiveView => hiveView(state, board, defs);
  const txView = (tx: HiveTx) => () => viewOf(tx.state, tx.board);

  /** A drawn tile left unoriented when a turn ends takes its first legal rotation. */
  const settlePending = (tx: HiveTx): void => {
    const pending = tx.state.ext.pending;
    if (pending) placePendingTile(tx, defs, txView(tx), pending, pending.rotations[0] ?? 0);
  };

  const resetValkyrie = (tx: HiveTx, unit: Unit): void => {
    const profile = valkyrieProfile(unit.kind);
    setStat(tx, unit, 'moves', profile?.agility ?? 0);
    setStat(tx, unit, 'attacks', profile?.attacks ?? 0);
    for (const stat of ['ljUsed', 'acid', 'healed']) if ((unit.stats[stat] ?? 0) !== 0) setStat(tx, unit, stat, 0);
  };

  const ruleset: HiveRuleset = {
    id: 'hive',
    hiveView: viewOf,
    phases: [
      { id: HIVE_PHASES.valkyries, kind: 'activations', side: 'heroes', order: 'fixed', pool: 'phase' },
      {
        id: HIVE_PHASES.reveal,
        kind: 'automatic',
        onEnter: (tx) => {
          settlePending(tx);
          revealSpawnTokens(tx, txView(tx));
        },
      },
      { id: HIVE_PHASES.placeTokens, kind: 'automatic', onEnter: (tx) => placeSpawnTokens(tx, viewOf(tx.state, tx.board)) },
      { id: HIVE_PHASES.bugs, kind: 'free', side: 'enemies', onEnter: resetBugMoves },
      { id: HIVE_PHASES.bugAttacks, kind: 'automatic', onEnter: (tx) => bugAttacks(tx, viewOf(tx.state, tx.board)) },
    ],
    actionTypes: HIVE_ACTION_TYPES,
    firstPhase: () => HIVE_PHASES.valkyries,
    nextPhase: (state, finished) => {
      switch (finished) {
        case HIVE_PHASES.valkyries:
          return HIVE_PHASES.reveal;
        case HIVE_PHASES.reveal:
          return HIVE_PHASES.placeTokens;
        case HIVE_PHASES.placeTokens:
          return bugs(state).length > 0 && valkyries(state).length > 0 ? HIVE_PHASES.bugs : HIVE_PHASES.bugAttacks;
        case HIVE_PHASES.bugs:
          return HIVE_PHASES.bugAttacks;
        default:
          return END_OF_ROUND;
      }
    },
    canActivate: (_state, unit) => unit.side === 'heroes' && unit.health > 0,
    fixedOrder: (_state, units) => [...units].sort((a, b) => rosterRank(a.kind) - rosterRank(b.kind)),
    actions: (state, board, slot) => {
      const view = viewOf(state, board);
      if (slot.kind === 'unit' && slot.unit.side === 'heroes') return listHeroActions(view, slot.unit);
      if (slot.kind === 'free' && slot.side === 'enemies') return listBugMoves(view);
      return [];
    },
    check: (state, board, action, slot) => {
      const view = viewOf(state, board);
      if (action.type === 'bug-move') {
        if (slot.kind !== 'free' || slot.side !== 'enemies') return ruleError('wrong-phase', 'Bugs move in the bug phase.');
        return bugMoveCheck(view, action);
      }
      if (slot.kind !== 'unit' || slot.unit.side !== 'heroes') return ruleError('wrong-phase', 'Valkyries act in their own turns.');
      return heroActionCheck(view, slot.unit, action as HiveHeroAction);
    },
    resolve: (tx, action) => {
      const view = viewOf(tx.state, tx.board);
      if (action.type === 'bug-move') return resolveBugMove(tx, view, action);
      const unit = view.state.units.find((u) => u.id === action.unit) as Unit;
      resolveHeroAction(tx, defs, txView(tx), unit, action);
    },
    onActivate: (tx, unit) => {
      settlePending(tx);
      resetValkyrie(tx, unit);
      if (tx.state.ext.searchedThisTurn.length > 0) tx.w.set(ext(tx), 'searchedThisTurn', []);
    },
    activationSpent: (state, unit) => state.status.kind !== 'playing' || (unit.health <= 0),
    outcome: (state, board) => hiveOutcome(viewOf(state, board)),
    hideExt: (x) => ({ ...x, titleStack: x.titleStack.map(() => '?') }),
    redealExt: (x, _side, shuffle) => ({ ...x, titleStack: shuffle(x.titleStack) }),
    mission: hiveMissionHooks(viewOf),
  };
  return ruleset;
}
