import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { EMPTY, SIDE_ENEMIES } from '../../geometry/grid';
import { zoneSight } from '../../geometry/zone-sight';
import { enemyProfile, LOADER_WEAPON, shotCost, weaponData, type WeaponData } from './content';
import { rollD6, type Ctx, type DerelictMap } from './context';
import { mayDualWield } from './modifiers/burden';
import { shielded } from './modifiers/guarded';
import { hasInjury } from './sheet';
import { attackSurvivor, damageBoss, dropItem, killEnemy, placeNoise, setSheet, sheetOf, stat } from './effects';
import { knockBack } from './gravity';
import { explodeFanatics } from './redeemers';
import { hasLasting } from './resolve-cards';
import { isStunned } from './stun';
import type { DerelictState } from './types';
import { topologyOf } from './topology';
import { enemiesIn, gridState, isImpenetrable, survivorsIn, UNREACHED, zoneOfUnit } from './zones';

/** derelict.md §7: survivors' attacks (dice, jams, hand-out, friendly fire) and what a weapon may target. */

/** The weapon a survivor fires: its data, doubled dice for an identical dual-wield pair (§7.6). */
export interface ArmedWeapon {
  readonly weapon: WeaponData;
  readonly dice: number;
  readonly toHit: number;
  readonly range: number;
}

/** `map` gives what the survivor carries its burden (G3: no dual wielding); without it nothing carried counts. */
export function armedWith(state: DerelictState, unit: Unit, weaponId: string, map?: DerelictMap): ArmedWeapon | null {
  const loader = state.ext.loader;
  if (loader?.pilot === unit.id) {
    return weaponId === LOADER_WEAPON.id && loader.powered ? { weapon: LOADER_WEAPON, dice: LOADER_WEAPON.dice, toHit: LOADER_WEAPON.toHit, range: 0 } : null;
  }
  const sheet = state.ext.sheets.find((s) => s.unit === unit.id);
  const weapon = weaponData(weaponId);
  if (!sheet || !weapon || !sheet.items.includes(weaponId)) return null;
  // §3.7: a Void Cannon fires only with a Power Cell to spend on the shot.
  const cost = shotCost(weaponId);
  if (cost !== undefined && !sheet.items.includes(cost)) return null;
  const pair = weapon.dualWield && sheet.items.filter((i) => i === weaponId).length >= 2 && (!map || mayDualWield(state, map, unit.id));
  const mods = stat(unit, 'mods') > 0 ? 1 : 0;
  // §7.9.3: a head injury cuts range by 1, never below 0. §3.2 Proposed Weapon Mods: +2 dice, hit 1 worse.
  const range = Math.max(0, weapon.range - (hasInjury(state, unit.id, 'head') ? 1 : 0));
  // A face-up "attacks roll 1 die fewer" Resolve card (resolve-cards.ts), never below 1 die.
  const shaking = hasLasting(sheet.resolveCards, 'dice-minus-1') ? 1 : 0;
  return { weapon, dice: Math.max(1, weapon.dice * (pair ? 2 : 1) + 2 * mods - shaking), toHit: weapon.toHit + mods, range };
}

/** A thrown item as an armed weapon (its range cut by a head injury like any combat range, §7.9.3). */
export function thrown(state: DerelictState, unit: Unit, item: WeaponData): ArmedWeapon {
  return { weapon: item, dice: 0, toHit: item.toHit, range: Math.max(0, item.range - (hasInjury(state, unit.id, 'head') ? 1 : 0)) };
}

/** The weapons a survivor may attack with now (not jammed this round). */
export function weaponsOf(state: DerelictState, unit: Unit): string[] {
  const loader = state.ext.loader;
  if (loader?.pilot === unit.id) return loader.powered ? [LOADER_WEAPON.id] : [];
  const sheet = state.ext.sheets.find((s) => s.unit === unit.id);
  if (!sheet) return [];
  return [...new Set(sheet.items.filter((i) => weaponData(i) !== undefined && !sheet.jammed.includes(i)))];
}

/**
 * Zones the armed survivor may target (derelict.md §7.1, §7.3): its own zone; within range in sight,
 * never past a zone holding enemies (the nearer one must be cleared first, T16).
 */
export function targetZones(board: Board, state: DerelictState, unit: Unit, armed: ArmedWeapon): number[] {
  const own = zoneOfUnit(board, unit);
  if (own < 0) return [];
  // §6.9: no ranged attack (or throw) into or out of an impenetrable zone; within it is allowed.
  if (armed.range === 0 || isImpenetrable(state, own)) return [own];
  const occupancy = new Int8Array(board.width * board.height).fill(EMPTY);
  for (let z = 0; z < board.zones.length; z++) {
    // §7.8 Proposed: stunned enemies do not block ranged fire.
    if (z === own || !enemiesIn(board, state, z).some((e) => !isStunned(e))) continue;
    for (const cell of board.zones[z]?.cells ?? []) occupancy[cell] = SIDE_ENEMIES;
  }
  // The board as cut by Improvised Exits (topology.ts): a new doorway opens a firing lane too.
  const base = state.ext.event === 'blackout' ? null : zoneSight(topologyOf(board, state), own, { doorwayAnywhere: true, units: 'foes', viewerSide: 0, range: armed.range }, { ...gridState(board, state), occupancy });
  const out: number[] = [own];
  if (!base) return out;
  base.forEach((d, z) => {
    if (z !== own && d !== UNREACHED && d <= armed.range && !isImpenetrable(state, z)) out.push(z);
  });
  return out;
}

/** What one attack did, for tests and the log. */
export interface AttackResult {
  readonly dice: readonly number[];
  readonly jammed: boolean;
  readonly hits: number;
  readonly killed: readonly string[];
}

/**
 * derelict.md §7.1: roll, jam on all-equal ranged dice (no damage, no noise, §7.5), count hits, kill
 * what the hits can kill (most damaging first, §7.2 Proposed auto-assign; damage short of Health is
 * lost), the misses of a ranged attack hit one survivor in the target zone (§7.4), then noise in the
 * attacker's zone.
 */
export function survivorAttack(c: Ctx, attacker: Unit, armed: ArmedWeapon, zone: number): AttackResult {
  const own = zoneOfUnit(c.board, attacker);
  // §7.1 step 1: the Void Cannon's Power Cell is discarded for the shot, whatever the dice do (a jam too).
  const cost = shotCost(armed.weapon.id);
  if (cost !== undefined) dropItem(c, attacker.id, cost);
  const ranged = zone !== own;
  const dice = rollD6(c, armed.dice, `${armed.weapon.name} attack`, attacker.id);
  if (ranged && dice.length > 1 && dice.every((d) => d === dice[0])) {
    const sheet = sheetOf(c, attacker.id);
    if (sheet) setSheet(c, attacker.id, 'jammed', [...sheet.jammed, armed.weapon.id]);
    c.tx.emit({ type: 'message', title: 'Jammed', text: `${attacker.name}'s ${armed.weapon.name} jams: the attack fails.` });
    return { dice, jammed: true, hits: 0, killed: [] };
  }
  // §7.9.4: a natural 6 on a zone holding a Fanatic sets off its vest first (T35); the hits then go to what is left.
  if (dice.includes(6) && enemiesIn(c.board, c.tx.state, zone).some((e) => e.kind === 'fanatic')) explodeFanatics(c, zone, attacker.id);
  if (attacker.status !== 'active') return { dice, jammed: false, hits: 0, killed: [] };
  // §8.10: an offline Olympian cannot be attacked.
  // G18: a guarded enemy is out of reach while an unguarded one shares its zone.
  const targets = enemiesIn(c.board, c.tx.state, zone).filter((e) => stat(e, 'offline') === 0 && !shielded(c.board, c.tx.state, e));
  const sentries = targets.length > 0 && targets.every((t) => enemyProfile(t.kind)?.faction === 'sentry');
  // §3.3 Proposed: +1 to each die against Sentries for the hit test only.
  let hits = dice.filter((d) => d + (sentries ? 1 : 0) >= armed.toHit).length;
  const misses = dice.length - hits;
  const killed: string[] = [];
  const byThreat = [...targets].sort((a, b) => (enemyProfile(b.kind)?.damage ?? 0) - (enemyProfile(a.kind)?.damage ?? 0) || a.health - b.health);
  for (const target of byThreat) {
    if (enemyProfile(target.kind)?.boss) {
      // §3.4 Inferred: a boss takes whatever hits are left, and keeps the damage.
      if (hits > 0 && stat(target, 'downed') === 0 && damageBoss(c, target, hits, attacker.id, armed.weapon.id === 'exo-loader' ? 'vehicle' : ranged ? 'ranged' : 'melee')) killed.push(target.id);
      hits = 0;
      continue;
    }
    if (target.health > hits) continue;
    hits -= target.health;
    killed.push(target.id);
    killEnemy(c, target, attacker.id, armed.weapon.id === 'exo-loader' ? 'vehicle' : ranged ? 'ranged' : 'melee');
  }
  if (ranged && misses > 0) {
    const exposed = survivorsIn(c.board, c.tx.state, zone);
    const victim = rollOff(c, exposed);
    if (victim) attackSurvivor(c, victim, misses, attacker.id);
  }
  // An Accomplishment reward (accomplishments.ts "silent"): no noise for the rest of the turn.
  if (stat(attacker, 'silent') === 0) placeNoise(c, own, armed.weapon.noise);
  if (ranged) knockBack(c, attacker, own, zone, misses < dice.length);
  return { dice, jammed: false, hits: dice.length - misses, killed };
}

/** derelict.md §7.4, §7.9.1: each survivor rolls a d6 and the lowest is hit; ties roll again. */
export function rollOff(c: Ctx, candidates: readonly Unit[]): Unit | undefined {
  let pool = [...candidates];
  for (let round = 0; pool.length > 1 && round < 10; round++) {
    const rolls = pool.map((u) => rollD6(c, 1, 'roll-off', u.id)[0] ?? 0);
    const low = Math.min(...rolls);
    pool = pool.filter((_, i) => rolls[i] === low);
  }
  return pool[0];
}
