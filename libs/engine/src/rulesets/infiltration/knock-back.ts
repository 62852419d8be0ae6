// infiltration.md §10.3 and §11.4: Crush, Repulse and Smash — what a hero wounded by such a unit suffers
// besides the wound card (§8 attack step "Crush/Repulse/Smash effects if d was wounded").
import type { Unit } from '../../game/game-state';
import { unitById } from '../../rules/units/unit-status';
import { ENEMY_BY_KIND } from './content';
import type { Ctx } from './context';
import { dropFaceUp } from './item-drop';
import { ESCORT } from './objective-items';
import { adjacentAreas, areaOf, cellIn, distancesFrom, onBoard } from './space';
import { statsOf } from './types';

/**
 * §10.3 knocked back: one area directly away from the cause. Proposed (as the digest's reading): the
 * adjacent area farthest from the cause's area (§7.3 distance; ties to the lowest area number), and only if it
 * is no nearer than where the hero stands (strictly farther when the cause is in another area); else nothing.
 * An escorting hero drops the escort token face up in the area it leaves, before it moves (§10.3).
 */
export function knockBack(c: Ctx, hero: Unit, cause: Unit): void {
  const from = areaOf(c.board, hero);
  const causeArea = areaOf(c.board, cause);
  const dist = distancesFrom(c.state, c.board, [causeArea]);
  const here = dist.distanceAt(from);
  let best = -1;
  let bestDistance = -1;
  for (const area of adjacentAreas(c.state, c.board, from)) {
    const d = dist.distanceAt(area);
    const away = causeArea === from ? d >= here : d > here;
    if (away && (d > bestDistance || (d === bestDistance && area < best))) {
      best = area;
      bestDistance = d;
    }
  }
  if (best < 0) return;
  // §10.3: an escorting hero drops the escort token first; Rourke stays in the area it leaves, with the token.
  if (dropFaceUp(c, hero, ESCORT)) c.tx.emit({ type: 'message', title: 'Escort dropped', text: `${hero.name} loses hold of the escorted prisoner.` });
  const to = cellIn(c.state, c.board, best, hero.id);
  const path = [{ x: hero.x, y: hero.y }, to];
  c.tx.w.set(hero, 'x', to.x);
  c.tx.w.set(hero, 'y', to.y);
  c.tx.emit({ type: 'moved', unit: hero.id, path });
  c.tx.emit({ type: 'message', title: 'Knocked back', text: `${hero.name} is thrown back by ${cause.name}.` });
}

/** §11.4 after a hero is wounded by `by`: Crush (melee) knocks down, Repulse knocks back, Smash (melee) both. */
export function afterHeroWounded(c: Ctx, hero: Unit, by: string): void {
  const cause = unitById(c.state, by);
  if (!cause || !onBoard(hero) || !onBoard(cause)) return;
  const keywords = ENEMY_BY_KIND.get(cause.kind)?.keywords ?? [];
  const melee = areaOf(c.board, cause) === areaOf(c.board, hero);
  if (keywords.includes('Repulse') || (melee && keywords.includes('Smash'))) knockBack(c, hero, cause);
  if (melee && (keywords.includes('Crush') || keywords.includes('Smash'))) c.tx.w.set(statsOf(hero), 'knocked', 1); // back first, then down (Proposed)
}
