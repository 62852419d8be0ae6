// infiltration.md §6.10 Drop, §3.6 the forced drop of a 5th item and §10.3 the escort token dropped before a
// knock-back: an item leaves the hero's sheet and lies face up in the area the hero stands in. Kept apart from
// items.ts so the wounds (knock-back) may drop an item without importing the item actions.
import type { Unit } from '../../game/game-state';
import { loseItem } from '../../rules/heroes/hero-sheet';
import { placeToken, revealToken } from '../../rules/hidden/hidden-token';
import type { Ctx } from './context';
import { ITEM_BY_ID, ITEM_TOKEN } from './item-content';
import { areaOf, cellIn } from './space';

/** Drops one `item` the hero holds face up in its area; false when it holds none. */
export function dropFaceUp(c: Ctx, hero: Unit, item: string): boolean {
  if (!loseItem(c.tx, hero.id, item)) return false;
  const pool = ITEM_BY_ID.get(item)?.pool ?? 'normal';
  const token = placeToken(c.tx, ITEM_TOKEN[pool], cellIn(c.state, c.board, areaOf(c.board, hero)), { item }, []);
  revealToken(c.tx, token.id);
  return true;
}
