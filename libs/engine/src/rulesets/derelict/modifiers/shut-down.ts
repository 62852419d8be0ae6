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

/**
 * CO12/CO14 "A little rusty", the mission's `enemy-state` "shut-down" (derelict.md §10.3 CO14 Proposed,
 * `rustyShutdownSpansSurvivorPhase`): stunned from the start of this Enemy Phase through the next Survivor
 * Phase (so an Engineer can salvage it), back up when it next activates. `shutUntil` is the round it wakes in.
 */
export const SHUT_UNTIL = 'shutUntil';

export function shutDownUntilNextActivation(c: Ctx, unit: Unit): void {
  setStat(c, unit, 'stunned', 1);
  setStat(c, unit, SHUT_UNTIL, c.tx.state.round + 1);
}

/** Whether the Resolution Phase leaves its stun on (it wakes in a later round). */
export const heldThroughResolution = (unit: Unit, round: number): boolean => (unit.stats[SHUT_UNTIL] ?? 0) > round;

/** At the Enemy Phase, before anyone acts: the Sentries shut down until this round wake up (a new rusty roll may shut them again first). */
export function wakeShutDowns(c: Ctx, units: readonly Unit[]): void {
  const round = c.tx.state.round;
  for (const unit of units) {
    const until = unit.stats[SHUT_UNTIL] ?? 0;
    if (until === 0 || until > round) continue;
    setStat(c, unit, SHUT_UNTIL, 0);
    setStat(c, unit, 'stunned', 0);
  }
}
