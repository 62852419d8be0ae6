import type { Unit } from '../../../game/game-state';
import { enemyProfile } from '../content';
import type { Ctx } from '../context';
import { setStat } from '../sheet';

/**
 * CO13 "Hard reset" (modifier derelict/reboot-sentries, derelict.md §10.3): a Sentry defeated in melee (an
 * attack in the attacker's own zone) is shut down instead of killed: laid on its side, treated as stunned,
 * back at full health when it recovers with the other stuns (end of the round). Beaten any other way it is
 * beyond repair and dies as usual. A leaf module: `killEnemy` asks it first.
 */
export function shutsDown(c: Ctx, unit: Unit, attack: string | undefined): boolean {
  const profile = enemyProfile(unit.kind);
  if (!c.map.modifiers?.reboot || attack !== 'melee' || profile?.faction !== 'sentry' || profile.boss === true) return false;
  setStat(c, unit, 'stunned', 1);
  if (unit.health !== profile.health) c.tx.w.set(unit, 'health', profile.health);
  c.tx.emit({ type: 'message', title: 'Hard reset', text: `${unit.name} shuts down: a Technician can reboot it until it recovers at the end of the round.` });
  return true;
}
