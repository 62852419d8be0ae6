import { openDoor } from '../rules/doors/doors';
import type { Board } from '../board/board';
import type { GameState, Unit } from '../game/game-state';
import { addDeck } from '../rules/decks/deck';
import { placeToken, removeToken, revealToken } from '../rules/hidden/hidden-token';
import type { Ruleset } from '../rules/core/ruleset';
import { unitById } from '../rules/core/turn-machine';
import { checkSkirmish, listSkirmish, SKIRMISH_ACTION_TYPES, type SkirmishAction } from './skirmish-actions';
import { EVENT_CARDS, HERO_ROSTER, profileOf, REINFORCEMENT_CARDS, SEARCH_CONTENTS } from './skirmish-content';
import { damage, resetBudget, spawnUnit, spendStat, strike, type SkirmishExt, type SkirmishTx } from './skirmish-effects';
import { inReach } from './skirmish-board';
import { TURN_STRUCTURES, type StructureName } from './turn-structures';

/**
 * A tiny ruleset that exercises the reducer before the real ones land: step moves, d6 attacks,
 * doors, face-down search and spawn tokens, decks, guard shots as reactions, and any of the five
 * round structures. Heroes win by reaching an exit; they lose when all fall or time runs out.
 */
export interface SkirmishOptions {
  readonly structure: StructureName;
  readonly maxRounds?: number;
}

export type SkirmishRuleset = Ruleset<SkirmishExt, SkirmishAction>;
type State = GameState<SkirmishExt>;

const rosterRank = (unit: Unit): number => {
  const rank = (HERO_ROSTER as readonly string[]).indexOf(unit.kind);
  return rank < 0 ? HERO_ROSTER.length : rank;
};

function resolveSkirmish(tx: SkirmishTx, action: SkirmishAction): void {
  const unit = unitById(tx.state, action.unit) as Unit;
  switch (action.type) {
    case 'move': {
      const from = { x: unit.x, y: unit.y };
      spendStat(tx, unit, 'moves');
      tx.w.set(unit, 'x', action.to.x);
      tx.w.set(unit, 'y', action.to.y);
      tx.emit({ type: 'moved', unit: unit.id, path: [from, action.to] });
      offerReaction(tx, unit);
      break;
    }
    case 'attack':
      spendStat(tx, unit, 'attacks');
      strike(tx, unit, unitById(tx.state, action.target) as Unit, 'attack');
      break;
    case 'shoot': {
      if (unit.stats['guard'] === 1) tx.w.set(unit.stats as Record<string, number>, 'guard', 0);
      else tx.addCounter('cp', -1);
      strike(tx, unit, unitById(tx.state, action.target) as Unit, 'guard shot');
      break;
    }
    case 'open-door':
      spendStat(tx, unit, 'moves');
      openDoor(tx, action.door);
      break;
    case 'search': {
      spendStat(tx, unit, 'moves');
      const token = tx.state.tokens.find((t) => t.id === action.token);
      const contents = revealToken(tx, action.token);
      if (token && contents === 'medkit') tx.w.set(unit, 'health', Math.min(profileOf(unit.kind).health, unit.health + 1));
      if (token && contents === 'drone') spawnUnit(tx, 'drone', token.x, token.y);
      if (token && contents === 'trap') damage(tx, unit, 1, null);
      removeToken(tx, action.token);
      break;
    }
    case 'guard':
      tx.w.set(unit.stats as Record<string, number>, 'guard', 1);
      tx.w.set(unit.stats as Record<string, number>, 'moves', 0);
      tx.w.set(unit.stats as Record<string, number>, 'attacks', 0);
      break;
  }
}

/** An enemy that moves next to a hero on guard (or, with command points, next to any hero) may be shot at once. */
function offerReaction(tx: SkirmishTx, mover: Unit): void {
  if (mover.side !== 'enemies') return;
  const commandPoints = (tx.state.counters['cp'] ?? 0) > 0;
  const shooter = tx.state.units.find(
    (u) => u.side === 'heroes' && (u.stats['guard'] === 1 || commandPoints) && inReach(tx.board, tx.state, u, mover),
  );
  if (shooter) tx.openReaction('heroes', 'overwatch', mover.id);
}

const PLAYING = { kind: 'playing' } as const;

// The outcome is checked after every step: find exits by cell, once per board.
const exitCells = new WeakMap<Board, ReadonlySet<number>>();
const isExit = (board: Board, x: number, y: number): boolean => {
  let cells = exitCells.get(board);
  if (!cells) {
    cells = new Set(board.features.filter((f) => f.type === 'exit').map((f) => f.y * board.width + f.x));
    exitCells.set(board, cells);
  }
  return cells.has(y * board.width + x);
};

export function createSkirmishRuleset(options: SkirmishOptions): SkirmishRuleset {
  const structure = TURN_STRUCTURES[options.structure];
  const maxRounds = options.maxRounds ?? 8;
  return {
    id: `skirmish-${options.structure}`,
    phases: structure.phases,
    actionTypes: SKIRMISH_ACTION_TYPES,
    firstPhase: structure.firstPhase,
    nextPhase: structure.nextPhase,
    canActivate: (_state, unit) => unit.health > 0 && unit.x >= 0,
    fixedOrder: (state, units) => {
      const sorted = [...units].sort((a, b) => rosterRank(a) - rosterRank(b));
      // derelict.md §4.1: clockwise from the first player, who changes every round.
      const first = sorted.length === 0 ? 0 : (state.counters['firstPlayer'] ?? 0) % sorted.length;
      return [...sorted.slice(first), ...sorted.slice(0, first)];
    },
    actions: (state: State, board: Board, slot) => listSkirmish(state, board, slot, structure.commandPoints),
    check: (state: State, board: Board, action, slot) => checkSkirmish(state, board, action, slot, structure.commandPoints),
    resolve: resolveSkirmish,
    onActivate: resetBudget,
    activationSpent: (_state, unit) => (unit.stats['moves'] ?? 0) <= 0 && (unit.stats['attacks'] ?? 0) <= 0,
    onGameStart: (tx) => {
      for (const unit of tx.state.units) {
        tx.w.set(unit, 'health', profileOf(unit.kind).health);
        resetBudget(tx, unit);
      }
      for (const [counter, value] of Object.entries(structure.startCounters)) tx.setCounter(counter, value);
      addDeck(tx, 'reinforcements', REINFORCEMENT_CARDS);
      addDeck(tx, 'events', EVENT_CARDS);
      // infiltration.md §3.5: a hero action deck burns its top card after each reshuffle.
      addDeck(tx, 'hero-actions', ['dash', 'aim', 'hide', 'patch'], { burnOnReshuffle: 1, owner: 'heroes', secretFrom: 'enemies' });
      for (const spot of tx.board.features.filter((f) => f.type === 'search')) {
        placeToken(tx, 'search', spot, tx.random.pick(SEARCH_CONTENTS) ?? 'nothing');
      }
    },
    outcome: (state, board) => {
      // Checked after every step, so it loops rather than allocates.
      let heroes = 0;
      for (const unit of state.units) {
        if (unit.side !== 'heroes') continue;
        heroes++;
        if (isExit(board, unit.x, unit.y)) return { kind: 'won', reason: 'a hero reached the exit' };
      }
      if (heroes === 0) return { kind: 'lost', reason: 'every hero has fallen' };
      if (state.round > maxRounds) return { kind: 'lost', reason: `time ran out after ${maxRounds} rounds` };
      return PLAYING;
    },
  };
}

export const SKIRMISH_START_EXT: SkirmishExt = { eventInPlay: null };
