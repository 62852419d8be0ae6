import type { Board } from '../../../board/board';
import type { Unit } from '../../../game/game-state';
import { ruleError, type RuleError } from '../../../rules/core/errors';
import { setStatus, unitById } from '../../../rules/units/unit-status';
import { enemyProfile } from '../content';
import { rollD6, type Ctx, type DerelictMap } from '../context';
import { damageBoss, killEnemy, setStat, stat, updateSight } from '../effects';
import { isStunned } from '../stun';
import type { DerelictState } from '../types';
import { distancesTo, enemies, enemiesIn, freeCell, zoneAt, zoneOfUnit } from '../zones';

/**
 * CO13 "Time for Walkies" (modifier derelict/reboot-sentries, derelict.md §10.3): "Here for the reboot?",
 * "Traitor!", "Under control", "Calibrating" and "Get a move on!". "Hard reset" is modifiers/shut-down.ts.
 * A rebooted Sentry is on the survivors' side (enemies attack it as a survivor) with the `friendly` stat;
 * it is never activated by the players: it acts by itself at the start of each Survivor Phase.
 */
export const FRIENDLY = 'friendly';

/** The book's table of a reactivated Sentry (Health, attack dice, to hit); a Sentry type it does not list fights as an Artemis. */
const FRIENDLY_STATS: Readonly<Record<string, { readonly health: number; readonly dice: number; readonly toHit: number }>> = {
  artemis: { health: 1, dice: 1, toHit: 3 },
  sip: { health: 2, dice: 2, toHit: 4 },
};
const friendlyStats = (kind: string) => (Object.hasOwn(FRIENDLY_STATS, kind) ? FRIENDLY_STATS[kind] : undefined) ?? { health: 1, dice: 1, toHit: 3 };

export const isFriendly = (unit: Unit): boolean => stat(unit, FRIENDLY) > 0;
const isSentry = (unit: Unit): boolean => enemyProfile(unit.kind)?.faction === 'sentry' && enemyProfile(unit.kind)?.boss !== true;
/** Friendly Sentries still on the board. */
export const controlled = (state: DerelictState): Unit[] => state.units.filter((u) => u.side === 'heroes' && u.status === 'active' && u.x >= 0 && isFriendly(u));

/** Stunned Sentries in the survivor's zone it may reboot now (none unless the mission names the modifier and its class). */
export function rebootTargets(board: Board, state: DerelictState, map: DerelictMap, unit: Unit): Unit[] {
  const params = map.modifiers?.reboot;
  if (!params || unit.kind !== params.by || state.ext.loader?.pilot === unit.id) return [];
  if (stat(unit, 'actions') < params.rebootActions || controlled(state).length >= params.maxControlled) return [];
  return enemiesIn(board, state, zoneOfUnit(board, unit)).filter((e) => isSentry(e) && isStunned(e));
}

export function checkReboot(board: Board, state: DerelictState, map: DerelictMap, unit: Unit, target: string): RuleError | null {
  const params = map.modifiers?.reboot;
  if (!params) return ruleError('unknown-action', 'This mission has no rebooting.');
  if (unit.kind !== params.by) return ruleError('not-allowed', `Only a ${params.by} may reboot a Sentry.`);
  if (controlled(state).length >= params.maxControlled) return ruleError('not-allowed', `Under control: at most ${params.maxControlled} Sentries may be yours at a time.`);
  if (stat(unit, 'actions') < params.rebootActions) return ruleError('no-budget', `A reboot takes ${params.rebootActions} action${params.rebootActions === 1 ? '' : 's'}.`);
  return rebootTargets(board, state, map, unit).some((e) => e.id === target) ? null : ruleError('not-allowed', `There is no shut-down Sentry ${target} in ${unit.name}'s zone.`);
}

/** "Here for the reboot?": the Sentry stands up on the survivors' side with its friendly stats. */
export function reboot(c: Ctx, unit: Unit, target: string): void {
  const params = c.map.modifiers?.reboot;
  const sentry = unitById(c.tx.state, target);
  if (!params || !sentry) return;
  setStat(c, unit, 'actions', Math.max(0, stat(unit, 'actions') - params.rebootActions));
  c.tx.w.set(sentry, 'side', 'heroes');
  c.tx.w.set(sentry, 'health', friendlyStats(sentry.kind).health);
  setStat(c, sentry, 'stunned', 0);
  setStat(c, sentry, FRIENDLY, 1);
  c.tx.emit({ type: 'side-changed', unit: sentry.id, side: 'heroes' });
  c.tx.emit({ type: 'message', title: 'Rebooted', text: `${unit.name} reboots ${sentry.name}: it is yours now, and heads for the exit from next round.` });
  updateSight(c);
}

const exitZones = (c: Ctx): number[] => [...new Set(c.map.features.filter((f) => f.type === 'exit').map((f) => zoneAt(c.board, f.cell)))].filter((z) => z >= 0);

/** Leaves through the exit of its zone, if there is one: its movement for the turn. */
function leaveIfAtExit(c: Ctx, sentry: Unit): boolean {
  const zone = zoneOfUnit(c.board, sentry);
  const exit = c.map.features.find((f) => f.type === 'exit' && zoneAt(c.board, f.cell) === zone);
  if (!exit) return false;
  setStatus(c.tx, sentry, 'escaped');
  c.tx.emit({ type: 'left-map', unit: sentry.id, feature: exit.id });
  return true;
}

/** One zone toward the nearest exit, if a zone on the way has room ("must move if able"). */
function stepToExit(c: Ctx, sentry: Unit, exits: readonly number[]): boolean {
  const from = zoneOfUnit(c.board, sentry);
  const next = distancesTo(c.board, c.tx.state, exits).nextSteps(from).find((z) => freeCell(c.board, c.tx.state, z) >= 0);
  if (next === undefined) return false;
  const cell = freeCell(c.board, c.tx.state, next);
  const to = { x: cell % c.board.width, y: Math.floor(cell / c.board.width) };
  const path = [{ x: sentry.x, y: sentry.y }, to];
  c.tx.w.set(sentry, 'x', to.x);
  c.tx.w.set(sentry, 'y', to.y);
  c.tx.emit({ type: 'moved', unit: sentry.id, path });
  return true;
}

/** Proposed (derelict.md §10.3): its other action attacks the enemies of its zone, +1 to hit against Sentries (§3.3). */
function attackHere(c: Ctx, sentry: Unit): void {
  const targets = enemiesIn(c.board, c.tx.state, zoneOfUnit(c.board, sentry)).filter((e) => stat(e, 'offline') === 0 && !isStunned(e));
  if (targets.length === 0) return;
  const { dice, toHit } = friendlyStats(sentry.kind);
  let hits = rollD6(c, dice, `${sentry.name} (friendly) attack`, sentry.id).filter((d) => d + (targets.every(isSentry) ? 1 : 0) >= toHit).length;
  for (const target of [...targets].sort((a, b) => a.health - b.health)) {
    if (hits <= 0) break;
    if (enemyProfile(target.kind)?.boss) {
      damageBoss(c, target, hits, sentry.id, 'melee');
      hits = 0;
    } else if (target.health <= hits) {
      hits -= target.health;
      killEnemy(c, target, sentry.id, 'melee');
    }
  }
}

/**
 * "Traitor!": at the start of the Survivor Phase each friendly Sentry acts first — it walks one zone toward
 * the exit (two with no enemy on the map: "Get a move on!"), leaving from the exit's zone, then attacks.
 * "Calibrating" needs nothing more: a Sentry rebooted in a Survivor Phase first acts at the next one.
 */
export function friendlySentriesAct(c: Ctx): void {
  if (!c.map.modifiers?.reboot) return;
  const exits = exitZones(c);
  for (const sentry of controlled(c.tx.state)) {
    if (isStunned(sentry)) continue;
    const moves = enemies(c.tx.state).length === 0 ? 2 : 1;
    let gone = false;
    for (let step = 0; step < moves; step++) {
      gone = leaveIfAtExit(c, sentry);
      if (gone || !stepToExit(c, sentry, exits)) break;
    }
    if (!gone && sentry.status === 'active') attackHere(c, sentry);
  }
  updateSight(c);
}
