import type { Unit } from '../../game/game-state';
import { enemyProfile } from './content';
import { rollD6, type Ctx } from './context';
import { attackSurvivor, damageBoss, killEnemy } from './effects';
import { enemiesIn, survivorsIn } from './zones';

/**
 * The Redeemers' specials (derelict.md §3.3, §7.9.4): a Zealot hits every survivor in its zone; a Fanatic
 * detonates on 5–6 when it attacks, or when an attack on its zone rolls a natural 6. Every Fanatic in the
 * zone goes off together for 3 damage each, to everything there, ignoring armour.
 */

/** The Fanatics' blast in `zone`: 3 × the Fanatics there, to every survivor (a hit each, no save), enemy and the Fanatics. */
export function explodeFanatics(c: Ctx, zone: number, by: string | null): void {
  const fanatics = enemiesIn(c.board, c.tx.state, zone).filter((e) => e.kind === 'fanatic');
  if (fanatics.length === 0) return;
  const blast = 3 * fanatics.length;
  c.tx.emit({ type: 'message', title: 'Explosion', text: `${fanatics.length === 1 ? 'A Fanatic detonates' : `${fanatics.length} Fanatics detonate`}: ${blast} damage to everything there.` });
  for (const fanatic of fanatics) killEnemy(c, fanatic, by);
  for (const enemy of enemiesIn(c.board, c.tx.state, zone)) {
    if (enemyProfile(enemy.kind)?.boss) damageBoss(c, enemy, blast, by);
    else if (enemy.health <= blast) killEnemy(c, enemy, by);
  }
  // §7.9.4 Proposed: each survivor a separate hit ignoring armour, with an injury roll.
  for (const survivor of survivorsIn(c.board, c.tx.state, zone)) attackSurvivor(c, survivor, blast, fanatics[0]?.id ?? null, true);
}

/** §3.3: a Zealot's attack is a separate 1-damage attack on each survivor in the zone (T34). */
export function zealotAttack(c: Ctx, zealot: Unit, zone: number, damage: number): void {
  for (const survivor of survivorsIn(c.board, c.tx.state, zone)) attackSurvivor(c, survivor, damage, zealot.id);
}

/** §7.9.4: a Fanatic rolls a d6 as it attacks: 5–6 sets off the zone's vests; else `victim` takes its 1 damage. */
export function fanaticAttack(c: Ctx, fanatic: Unit, zone: number, victim: Unit | undefined, damage: number): void {
  const [die = 1] = rollD6(c, 1, 'Fanatic vest', fanatic.id);
  if (die >= 5) explodeFanatics(c, zone, fanatic.id);
  else if (victim) attackSurvivor(c, victim, damage, fanatic.id);
}
