import type { Board } from '../../board/board';
import type { ShownGroundMark } from '../../rules/core/presentation';
import type { GameView } from '../../rules/hidden/view';
import type { DerelictExt } from './types';

/**
 * Zone states a player must see on the board, as the presentation face's ground marks (data only, so the
 * apps name no ruleset): the zones a Shield Bubble made impenetrable (derelict.md §3.7, §6.9: public
 * `ext.impenetrable`, cleared at the end of the next Resolution Phase), raised as a field; and the doorways
 * the Engineer's Improvised Exit cut (§3.2: public `ext.doorways` wall edge slots), the squares either side.
 */

export const IMPENETRABLE_LABEL = 'Shield Bubble — impenetrable until the end of the next Resolution Phase';
export const DOORWAY_LABEL = 'Improvised Exit — a doorway cut through the wall';

/** The two squares an edge slot lies between (board.ts: `2 * cell` its east edge, `2 * cell + 1` its south edge). */
function slotCells(board: Board, slot: number): number[] {
  const cell = Math.floor(slot / 2);
  const other = slot % 2 === 0 ? cell + 1 : cell + board.width;
  return cell >= 0 && other < board.width * board.height ? [cell, other] : [];
}

export function derelictZoneMarks(view: GameView, board: Board): ShownGroundMark[] {
  const x = view.ext as Partial<DerelictExt>;
  const out: ShownGroundMark[] = [];
  const bubbled = [...new Set(x.impenetrable ?? [])].flatMap((zone) => board.zones[zone]?.cells ?? []);
  if (bubbled.length > 0) out.push({ kind: 'impenetrable', label: IMPENETRABLE_LABEL, color: '#5fd4ff', cells: bubbled, field: true });
  const cut = [...new Set((x.doorways ?? []).flatMap((slot) => slotCells(board, slot)))];
  if (cut.length > 0) out.push({ kind: 'doorway', label: DOORWAY_LABEL, color: '#ff8a3d', cells: cut });
  return out;
}
