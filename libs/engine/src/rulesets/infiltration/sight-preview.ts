// The sight and threat preview of one hero (issue 16's face, RulesetPresentation.sightPreview), from the
// side's view only: the areas its line of sight reaches (§7.5), and the enemies that could attack it in the
// next enemy turn (§9.3 and §9.4: alert ones only, or all after the alarm; one area a turn, two if Fast).
import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { UNREACHED } from '../../geometry/topology';
import type { BoardCell, SightPreview } from '../../rules/core/presentation';
import type { GameView } from '../../rules/hidden/view';
import { isAlert } from './awareness';
import { ENEMY_BY_KIND } from './content';
import { areaOf, distancesFrom, onBoard, sightFrom } from './space';
import type { InfiltrationState } from './types';

export function infiltrationSightPreview(view: GameView, board: Board, unitId: string): SightPreview | undefined {
  // A view carries every field the space functions read (units, doors); its hidden parts are not read here.
  const state = view as unknown as InfiltrationState;
  const hero = state.units.find((u) => u.id === unitId);
  if (!hero || hero.side !== 'heroes' || !onBoard(hero)) return undefined;
  const area = areaOf(board, hero);
  const sight = sightFrom(state, board, area, 'heroes');
  const seen: BoardCell[] = [];
  sight.forEach((borders, seenArea) => {
    if (borders === UNREACHED) return;
    for (const cell of board.zones[seenArea]?.cells ?? []) {
      const square = { x: cell % board.width, y: Math.floor(cell / board.width) };
      if (square.x !== hero.x || square.y !== hero.y) seen.push(square);
    }
  });
  // §7.3 distances from the hero: an enemy this many steps away walks (or opens a door) towards it.
  const steps = distancesFrom(state, board, [area]);
  const threats = state.units.filter((enemy) => onBoard(enemy) && enemy.side === 'enemies' && threatens(state, board, enemy, steps.distanceAt(areaOf(board, enemy)), area)).map((u) => u.id);
  return { seen, threats };
}

/** Whether `enemy`, `distance` steps from the hero's area, could attack the hero in the next enemy turn. */
function threatens(state: InfiltrationState, board: Board, enemy: Unit, distance: number, heroArea: number): boolean {
  const p = ENEMY_BY_KIND.get(enemy.kind);
  if (!p || distance < 0 || !isAlert(state, board, enemy)) return false;
  const moves = p.keywords.includes('Fast') ? 2 : 1;
  if (distance <= moves) return true; // into the hero's area, or already there
  if (!p.ranged) return false;
  // A ranged unit shoots from where it stands, or after its move, at a hero in range and its sight (§9.3).
  const borders = sightFrom(state, board, areaOf(board, enemy), 'enemies')[heroArea] ?? UNREACHED;
  return borders !== UNREACHED && borders <= p.ranged.range + moves;
}
