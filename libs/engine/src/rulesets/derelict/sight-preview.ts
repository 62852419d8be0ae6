import type { Board } from '../../board/board';
import type { SightPreview } from '../../rules/core/presentation';
import type { GameView } from '../../rules/hidden/view';
import { bossReach } from './boss-cards';
import { enemyProfile } from './content';
import { zonesPerMove } from './gravity';
import type { DerelictState } from './types';
import { distancesTo, enemies, sightFrom, UNREACHED, zoneOfUnit } from './zones';

/**
 * The selected survivor's sight and threats, from the survivors' view only (issue 16's preview):
 * `seen` every square of the zones it sees (derelict.md §6.4; its own zone alone in a Blackout), and
 * `threats` the enemy miniatures that could reach and attack it in the next Enemy Phase — within their
 * actions' worth of zones (moves before the one attack, §8.5), doubled in a gravity failure, plus
 * their reach (Icarus 1; a boss its widest card). Radar tokens are unknown and listed nowhere.
 */
export function derelictSightPreview(view: GameView, board: Board, unitId: string): SightPreview | undefined {
  // The zone helpers read only what a view carries (ext, doors, units): no hidden field is touched.
  const state = view as unknown as DerelictState;
  const unit = view.units.find((u) => u.id === unitId);
  if (!unit || unit.side !== 'heroes' || unit.x < 0) return undefined;
  const zone = zoneOfUnit(board, unit);
  if (zone < 0) return undefined;
  const sight = sightFrom(board, state, zone);
  const seen: { x: number; y: number }[] = [];
  sight.forEach((d, z) => {
    if (d === UNREACHED || z === zone) return;
    for (const cell of board.zones[z]?.cells ?? []) seen.push({ x: cell % board.width, y: Math.floor(cell / board.width) });
  });
  const field = distancesTo(board, state, [zone]);
  const per = zonesPerMove(state);
  const threats = enemies(state)
    .filter((e) => (e.stats['stunned'] ?? 0) === 0 && (e.stats['offline'] ?? 0) === 0)
    .filter((e) => {
      const profile = enemyProfile(e.kind);
      if (!profile || (profile.damage <= 0 && !profile.boss)) return false;
      const away = field.distanceAt(zoneOfUnit(board, e));
      if (away === UNREACHED) return false;
      // A boss's attack is free once in range (§8.9); a standard enemy spends an action on it.
      const moves = profile.boss ? profile.actions : profile.actions - 1;
      const reach = profile.boss ? bossReach(e.kind) : profile.range;
      return away <= moves * per + reach;
    })
    .map((e) => e.id);
  return { seen, threats };
}
