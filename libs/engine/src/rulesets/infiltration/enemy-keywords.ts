// infiltration.md §11.4 enemy keywords read by the enemy turn and the wounds: Enhance!, Bodyguard's +1, Reinforce!,
// Chain Fire, Coward, Ruthless, Bomber and Unstable. Enemies never roll and never choose (§2): ties go to board order.
import type { Unit } from '../../game/game-state';
import { isActive, markDead } from '../../rules/units/unit-status';
import { ENEMY_BY_KIND, type EnemyProfile } from './content';
import type { Ctx } from './context';
import { adjacentAreas, areaOf, distancesFrom, onBoard, unitsIn, zoneOfArea } from './space';
import type { InfiltrationState } from './types';

const has = (unit: Unit, keyword: string): boolean => ENEMY_BY_KIND.get(unit.kind)?.keywords.includes(keyword) ?? false;
const activeEnemies = (state: InfiltrationState): Unit[] => state.units.filter((u) => u.side === 'enemies' && isActive(u) && onBoard(u));

/** §11.4 Enhance!: Revenants and Specimens (zombies and experiments) get +1 attack in an Enhance! unit's area. */
export function enhanceBonus(c: Pick<Ctx, 'state' | 'board'>, kind: string, mainAttacker: Unit): number {
  if (kind !== 'revenant' && !kind.startsWith('specimen-')) return 0;
  const area = areaOf(c.board, mainAttacker);
  return activeEnemies(c.state).some((u) => has(u, 'Enhance!') && areaOf(c.board, u) === area) ? 1 : 0;
}

const isGuarded = (u: Unit): boolean => u.kind === 'officer' || has(u, 'Archon');

/** §9.5 Bodyguard: +1 attack while on the same tile (room or corridor, README "Choices") as an Officer or an Archon. */
export function bodyguardBonus(c: Pick<Ctx, 'state' | 'board'>, mainAttacker: Unit): number {
  if (!has(mainAttacker, 'Bodyguard')) return 0;
  const tile = zoneOfArea(c.board, areaOf(c.board, mainAttacker));
  return activeEnemies(c.state).some((u) => isGuarded(u) && zoneOfArea(c.board, areaOf(c.board, u)) === tile) ? 1 : 0;
}

/** §9.4 the keyword modifiers of a group's attack, on the main attacker's value only (Proposed): Enhance!, Bodyguard. */
export const attackBonus = (c: Pick<Ctx, 'state' | 'board'>, kind: string, mainAttacker: Unit): number =>
  enhanceBonus(c, kind, mainAttacker) + bodyguardBonus(c, mainAttacker);

const REINFORCED = new Set(['shock-trooper', 'heavy-gunner']);
/**
 * §11.4 Reinforce!: Shock Troopers, Heavy Gunners and every Armoured unit get +1 defence while on a
 * Reinforce! unit's tile (a room or corridor here: README "Choices"); several do not stack (§13.11).
 */
export function reinforceBonus(c: Pick<Ctx, 'state' | 'board'>, target: Unit): number {
  if (!REINFORCED.has(target.kind) && !has(target, 'Armoured')) return 0;
  const tile = zoneOfArea(c.board, areaOf(c.board, target));
  return activeEnemies(c.state).some((u) => u.id !== target.id && has(u, 'Reinforce!') && zoneOfArea(c.board, areaOf(c.board, u)) === tile) ? 1 : 0;
}

/** §11.4 Chain Fire: the ranged attack targets every hero in the target's area (each defends against the same total). */
export function chainFireTargets(c: Ctx, p: EnemyProfile, target: Unit, eligible: (hero: Unit) => boolean): Unit[] {
  if (!p.keywords.includes('Chain Fire')) return [target];
  const area = areaOf(c.board, target);
  return [target, ...unitsIn(c.state, c.board, area, 'heroes').filter((h) => h.id !== target.id && eligible(h))];
}

/**
 * §11.4 Coward in Action Stations!: it leaves an area with a hero if it can (before Guard), to the adjacent
 * area farthest from the heroes; it never moves into an area with a hero. Returns true when it moved or must stay.
 */
export function cowardAreaTo(c: Ctx, unit: Unit): number | null {
  const here = areaOf(c.board, unit);
  const heroes = c.state.units.filter((u) => u.side === 'heroes' && onBoard(u)).map((h) => areaOf(c.board, h));
  const dist = distancesFrom(c.state, c.board, heroes, true);
  const away = adjacentAreas(c.state, c.board, here)
    .filter((a) => !heroes.includes(a))
    .sort((a, b) => dist.distanceAt(b) - dist.distanceAt(a) || a - b)[0];
  return away ?? null;
}

export const isCoward = (unit: Unit): boolean => has(unit, 'Coward');

/** What a unit's removal sets off (§11.4): a Bomber wounded by a ranged attack explodes (BOOM!), an Unstable unit bursts (BANG!). */
export interface Blast {
  readonly area: number;
  readonly size: 1 | 2;
  readonly by: string;
}

/** The blast a killed unit sets off, if any (`ranged`: the wound came from a ranged attack). */
export function blastOf(c: Pick<Ctx, 'board'>, unit: Unit, ranged: boolean, area = areaOf(c.board, unit)): Blast | null {
  if (has(unit, 'Bomber') && ranged) return { area, size: 2, by: unit.id };
  if (has(unit, 'Unstable')) return { area, size: 1, by: unit.id };
  return null;
}

/** §11.4 Bomber: instead of its melee attack it explodes and is destroyed; the blast follows. */
export function explodeBomber(c: Ctx, bomber: Unit): Blast {
  const area = areaOf(c.board, bomber);
  const at = { x: bomber.x, y: bomber.y };
  c.tx.emit({ type: 'message', title: `${bomber.name} explodes`, text: 'It throws itself at the intruders.' });
  markDead(c.tx, bomber);
  c.tx.emit({ type: 'killed', unit: bomber.id, by: bomber.id, at });
  return { area, size: 2, by: bomber.id };
}
