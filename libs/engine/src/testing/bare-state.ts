import type { GameState } from '../game/game-state';
import { setupGame } from '../game/setup-game';
import { Tx } from '../rules/core/tx';
import { Journal } from '../rules/state/journal';
import { skirmishBoard } from './skirmish-fixture';

/** A set-up state with no ruleset and a transaction on it, for testing one mechanic at a time. */
export function bareTx(seed = 1): { state: GameState; tx: Tx; journal: Journal } {
  const board = skirmishBoard();
  const setup = setupGame(board, { missionId: 'bare', seed, heroes: [{ id: 'h1', kind: 'medic', name: 'Okafor' }] });
  if (!setup.ok) throw new Error('bare setup failed');
  const journal = new Journal();
  return { state: setup.value, tx: new Tx(setup.value, board, journal), journal };
}
