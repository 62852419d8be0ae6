import type { Board } from '../../board/board';
import type { ShownGroundMark } from '../../rules/core/presentation';
import type { GameView } from '../../rules/hidden/view';
import { eventQuarter, greasedSquares, terrainOf, type Box2 } from './battlefield';
import type { HordeExt } from './types';

/**
 * The terrain a player must see (horde.md §11 G5, §6): cover, difficult and dangerous squares from the
 * tiles' slots or the generated table, and the quarter events 31 and 34 turn dangerous or difficult until
 * the next event, and this round's grease and noise (§11 G4). One mark per kind, so the board draws each kind in one batch.
 */

const KINDS = [
  { kind: 'cover', label: 'Cover (−1 to be hit when shooting)', color: '#4f8fd9' },
  { kind: 'difficult', label: 'Difficult ground (moving through costs double)', color: '#d9b84f' },
  { kind: 'dangerous', label: 'Dangerous ground (entering or activating in it: 1 wound on a 1)', color: '#d9534f' },
] as const;

const cellsOf = (layer: Uint8Array): number[] => {
  const out: number[] = [];
  layer.forEach((on, i) => {
    if (on === 1) out.push(i);
  });
  return out;
};

const cellsIn = (board: Board, box: Box2): number[] => {
  const out: number[] = [];
  for (let y = box.y0; y < box.y1; y++) for (let x = box.x0; x < box.x1; x++) out.push(y * board.width + x);
  return out;
};

export function hordeGroundMarks(view: GameView, board: Board): readonly ShownGroundMark[] {
  const terrain = terrainOf(board);
  const marks: ShownGroundMark[] = [];
  for (const { kind, label, color } of KINDS) {
    const cells = cellsOf(terrain[kind]);
    if (cells.length > 0) marks.push({ kind, label, color, cells });
  }
  // The event quarters read only the public event in the view (which quarter the roll chose).
  const table = { units: [], ext: view.ext as HordeExt };
  const rubble = eventQuarter(table, board, 'dangerous');
  if (rubble) marks.push({ kind: 'event-dangerous', label: 'Crumbling Earth: dangerous ground until the next event', color: '#e0703a', cells: cellsIn(board, rubble) });
  const mud = eventQuarter(table, board, 'difficult');
  if (mud) marks.push({ kind: 'event-difficult', label: 'Heavy Rain: difficult ground until the next event', color: '#8fa84a', cells: cellsIn(board, mud) });
  // §11 G4: what the heroes' grenades did this round, until its end.
  const grease = greasedSquares(table, board.width, board.height);
  if (grease) marks.push({ kind: 'grease', label: 'Grease: difficult ground until the end of the round', color: '#a0782c', cells: cellsOf(grease) });
  const noise = table.ext.noise ?? [];
  if (noise.length > 0) marks.push({ kind: 'noise', label: 'Noise Grenade: enemies within 6" head here until the end of the round', color: '#c05ad9', cells: noise.map((p) => p.y * board.width + p.x) });
  return marks;
}
