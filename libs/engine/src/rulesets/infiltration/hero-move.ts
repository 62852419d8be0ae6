// infiltration.md §6.2: a hero stepping into an adjacent area (basic Move, cards, feats, Rally all move
// this way): the cleared token, then the spawn tokens seen from there.
import type { Unit } from '../../game/game-state';
import type { Ctx } from './context';
import { areaOf, cellIn, onBoard, zoneOfArea } from './space';
import { revealSeenTokens } from './spawning';

/** A cleared token where a hero enters or stands in a room or corridor with no enemy units (§6.2). */
export function markCleared(c: Ctx, area: number): void {
  const zone = zoneOfArea(c.board, area);
  if (zone < 0 || c.state.ext.cleared.includes(zone)) return;
  const enemies = c.state.units.some((u) => u.side === 'enemies' && onBoard(u) && zoneOfArea(c.board, areaOf(c.board, u)) === zone);
  if (!enemies) c.tx.w.push(c.state.ext.cleared, zone);
}

/** A hero steps into an adjacent area (§6.2): cleared token, spawn tokens seen from there. */
export function moveHero(c: Ctx, hero: Unit, area: number): void {
  const from = { x: hero.x, y: hero.y };
  const to = cellIn(c.state, c.board, area, hero.id);
  c.tx.w.set(hero, 'x', to.x);
  c.tx.w.set(hero, 'y', to.y);
  c.tx.emit({ type: 'moved', unit: hero.id, path: [from, to] });
  markCleared(c, area);
  revealSeenTokens(c);
}
