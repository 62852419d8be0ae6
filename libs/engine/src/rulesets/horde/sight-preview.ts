import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import type { SightPreview } from '../../rules/core/presentation';
import type { GameView } from '../../rules/hidden/view';
import { boxOf, conscious, gap, moveField, squares } from './battlefield';
import { chargeSpot } from './actions';
import { canSee } from './combat';
import { profileOf } from './content';
import { moveAllowance, rangeInches } from './modifiers';
import type { HordeExt, HordeTable } from './types';

/**
 * Horde's sight and threat preview, from the side's view (horde hides nothing, so the view holds the
 * whole table): the squares a conscious hero sees (horde.md §6.2: centre to centre, blocking terrain,
 * the Night limit), and the enemies that could attack it in their next activation as §8.4 has them act
 * — a Charge that reaches base contact, or a shot whose range an Advance first would bring into reach,
 * in sight from where the enemy stands.
 */
export function hordeSightPreview(view: GameView, board: Board, unitId: string): SightPreview | undefined {
  const table: HordeTable = { units: view.units, ext: (view as GameView<HordeExt>).ext };
  const unit = table.units.find((u) => u.id === unitId);
  // Nothing moves or shoots in the shop (§4.2 step 4.5): no preview there, and no toggle crowding the shop's bar.
  if (!unit || unit.side !== 'heroes' || !conscious(unit) || view.turn.phase === 'shop') return undefined;
  const eye = boxOf(unit);
  const seen: { x: number; y: number }[] = [];
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) {
      if (x >= eye.x && x < eye.x + eye.size && y >= eye.y && y < eye.y + eye.size) continue;
      if (canSee(table, board, eye, { x, y, size: 1 })) seen.push({ x, y });
    }
  }
  const threats = table.units.filter((enemy) => enemy.side === 'enemies' && conscious(enemy) && threatens(table, board, enemy, unit)).map((enemy) => enemy.id);
  return { seen, threats };
}

/** True when `enemy` could charge or shoot `hero` in its next activation (§8.4, §6.3 range modifiers). */
function threatens(table: HordeTable, board: Board, enemy: Unit, hero: Unit): boolean {
  const profile = profileOf(enemy.kind);
  if (profile.melee) {
    const reach = moveAllowance(table, enemy, 'charge');
    const spot = chargeSpot(board, moveField(table, board, enemy, reach), enemy, hero);
    if (spot && spot.cost <= reach) return true;
  }
  if (!profile.ranged) return false;
  const range = squares(table, rangeInches(table, enemy, profile.ranged.range)) + moveAllowance(table, enemy, 'advance');
  return gap(boxOf(enemy), boxOf(hero)) <= range + 1e-9 && canSee(table, board, boxOf(enemy), boxOf(hero));
}
