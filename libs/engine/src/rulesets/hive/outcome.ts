import type { GameStatus } from '../../game/game-state';
import { TILE_DECK } from './exploration';
import { openEdges } from './hive-board';
import { livingValkyries, type HiveView } from './queries';

/** Victory and defeat (§9.1): checked after every step, victory before defeat (§12 case 34). */

const PLAYING: GameStatus = { kind: 'playing' };

function objectivesPlaced(placed: HiveView['state']['ext']['placed']): number {
  let count = 0;
  for (const p of placed) if (p.objective) count++;
  return count;
}

/** The objective still needs tiles that are not on the board (§9.1 deck exhaustion). */
function needsTiles(view: HiveView): boolean {
  const { ext } = view.state;
  switch (ext.objective) {
    case 'destroy-the-hive':
      return objectivesPlaced(ext.placed) < 4;
    case 'rescue-the-scientist':
      return ext.scientist === null;
    case 'kill-the-queen':
      return ext.queen !== null && ext.queen.x < 0;
  }
}

export function hiveOutcome(view: HiveView): GameStatus {
  const { state } = view;
  const { ext } = state;
  if (ext.victory !== null) return { kind: 'won', reason: ext.victory };
  const alive = livingValkyries(state);
  // §9.3 step 6: once LJ is home the victory is locked: neither deaths nor the round cap undo it.
  if (ext.scientistHome && (alive === 0 || state.round > ext.roundCap)) return { kind: 'won', reason: 'LJ was rescued' };
  if (alive === 0) return { kind: 'lost', reason: 'every Valkyrie is dead' };
  if (state.round > ext.roundCap) return { kind: 'lost', reason: `the round cap of ${ext.roundCap} rounds was reached` };
  if (ext.pending === null && needsTiles(view)) {
    const pile = state.decks[TILE_DECK]?.drawPile.length ?? 0;
    if (pile === 0 || openEdges(view.board).length === 0) return { kind: 'lost', reason: 'the hive is sealed: the objective can no longer be completed' };
  }
  return PLAYING;
}
