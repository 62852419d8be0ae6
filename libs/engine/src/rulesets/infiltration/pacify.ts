// infiltration.md §5.4 "Pacify a room": a hero who, in one turn and spending no heroic point, kills every
// enemy unit of a room or corridor, at least 4 of them there, draws 1 random heroic point.
import type { Unit } from '../../game/game-state';
import type { Ctx } from './context';
import { areaOf, onBoard, zoneOfArea } from './space';
import { statsOf } from './types';

export const PACIFY_KILLS = 4;
/** The point drawn: the pool's mix is lost (§13 Proposed: attack, defence or wild, equally likely). */
const POINT_KINDS = ['hpAttack', 'hpDefence', 'hpWild'] as const;
const POINT_WORDS: Readonly<Record<(typeof POINT_KINDS)[number], string>> = { hpAttack: 'an attack', hpDefence: 'a defence', hpWild: 'a wild' };

/** Called when the active hero kills `target` (already off the board) that stood in `area`. */
export function countPacifyKill(c: Ctx, hero: Unit, area: number): void {
  const { ext } = c.state;
  if (ext.activeHero !== hero.id) return;
  const zone = zoneOfArea(c.board, area);
  c.tx.w.push(ext.turnKills, zone);
  if (ext.heroicSpent || ext.pacified.includes(zone)) return;
  const kills = ext.turnKills.filter((z) => z === zone).length;
  const left = c.state.units.some((u) => u.side === 'enemies' && onBoard(u) && zoneOfArea(c.board, areaOf(c.board, u)) === zone);
  if (kills < PACIFY_KILLS || left) return;
  c.tx.w.push(ext.pacified, zone);
  const kind = POINT_KINDS[c.tx.random.int(POINT_KINDS.length)] ?? 'hpWild';
  c.tx.w.set(statsOf(hero), kind, (hero.stats[kind] ?? 0) + 1);
  c.tx.emit({ type: 'message', title: 'Room pacified', text: `${hero.name} clears the room alone and draws ${POINT_WORDS[kind]} heroic point.` });
}

/** A heroic point spent this turn rules Pacify out for it. */
export function noteHeroicSpent(c: Ctx): void {
  if (!c.state.ext.heroicSpent) c.tx.w.set(c.state.ext, 'heroicSpent', true);
}
