import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { setEntry } from '../../rules/state/keyed';
import { armedWith, weaponsOf, type ArmedWeapon } from './combat';
import { rollD6, type Ctx, type DerelictMap } from './context';
import { placeNoise, stat } from './effects';
import { LOADER_WEAPON } from './content';
import { featureCellNow } from './modifiers/feature-move';
import type { DerelictState } from './types';
import { zoneAt, zoneOfUnit } from './zones';

/**
 * Features with health (CG10 "Let's get this open", ROP17 "Time to smash!": terminals, 2 health), attacked
 * like a door with health (derelict.md §6.3 Proposed, §7.2 "Objects with health"): the attack's successes
 * are damage that stays (cumulative); at 0 the feature is destroyed (`feature-destroyed`, which the mission
 * runner reads as the schema's `destroyed` event) and leaves the board. Damage taken is public (`ext.featureDamage`).
 */

/** Damage a feature has taken so far. */
export const featureDamage = (state: DerelictState, feature: string): number => (state.ext.featureDamage ?? []).find(([id]) => id === feature)?.[1] ?? 0;

/** Health a feature with health has left (undefined for a feature without health). */
export function featureHealthLeft(state: DerelictState, map: DerelictMap, feature: string): number | undefined {
  const health = map.features.find((f) => f.id === feature)?.health;
  return health === undefined ? undefined : Math.max(0, health - featureDamage(state, feature));
}

/**
 * The weapon a survivor smashes with: the Loader's claw for its pilot, else the usable weapon with the most
 * expected successes (§6.3 Proposed, like a door: in the survivor's own zone, so any weapon reaches).
 */
export function smashWeapon(state: DerelictState, unit: Unit, map: DerelictMap): ArmedWeapon | null {
  let best: ArmedWeapon | null = null;
  for (const id of weaponsOf(state, unit)) {
    const armed = armedWith(state, unit, id, map);
    if (armed && (!best || armed.dice * (7 - armed.toHit) > best.dice * (7 - best.toHit))) best = armed;
  }
  return best;
}

/**
 * The weapon a smash (of a door or a feature) is made with: the one the survivor names, if it can use it now,
 * else its best (`smashWeapon`); null when it cannot strike at all (or names a weapon it cannot use).
 */
export function chosenSmashWeapon(state: DerelictState, unit: Unit, map: DerelictMap, weapon: string | undefined): ArmedWeapon | null {
  if (weapon === undefined) return smashWeapon(state, unit, map);
  return weaponsOf(state, unit).includes(weapon) ? armedWith(state, unit, weapon, map) : null;
}

/** Features with health left, still on the board, in the survivor's zone, with a weapon to hit them. */
export function smashableFeatures(board: Board, state: DerelictState, map: DerelictMap, unit: Unit): string[] {
  const zone = zoneOfUnit(board, unit);
  if (zone < 0 || !smashWeapon(state, unit, map)) return [];
  return map.features
    .filter((f) => f.health !== undefined && !state.ext.removed.includes(f.id) && (featureHealthLeft(state, map, f.id) ?? 0) > 0)
    .filter((f) => zoneAt(board, featureCellNow(state, map, f.id) ?? f.cell) === zone)
    .map((f) => f.id);
}

/** One smash (1 action, spent by the caller): each success is 1 damage; the weapon's noise in the zone. */
export function smashFeature(c: Ctx, unit: Unit, feature: string, weapon?: string): void {
  const info = c.map.features.find((f) => f.id === feature);
  const armed = chosenSmashWeapon(c.tx.state, unit, c.map, weapon);
  if (info?.health === undefined || !armed) return;
  const name = info.label ?? feature;
  const hits = rollD6(c, armed.dice, `${armed.weapon.name} on ${name}`, unit.id).filter((d) => d >= armed.toHit).length;
  const ext = c.tx.state.ext;
  const total = featureDamage(c.tx.state, feature) + hits;
  c.tx.w.set(ext, 'featureDamage', [...(ext.featureDamage ?? []).filter(([id]) => id !== feature), [feature, total] as const]);
  c.tx.emit({ type: 'message', text: `${unit.name} hits the ${name} ${hits} time${hits === 1 ? '' : 's'} (${Math.max(0, info.health - total)} health left).` });
  if (stat(unit, 'silent') === 0) placeNoise(c, zoneOfUnit(c.board, unit), armed.weapon.noise);
  if (total < info.health) return;
  if (!ext.removed.includes(feature)) c.tx.w.push(ext.removed, feature);
  if (c.tx.state.mission) setEntry(c.tx.w, c.tx.state.mission.features, feature, 'destroyed');
  // In the survivor's own zone the attack is a melee one (combat.ts), or the Loader's (ROP17 "Bang!" reads `by`).
  c.tx.emit({ type: 'feature-destroyed', feature, by: armed.weapon.id === LOADER_WEAPON.id ? 'vehicle' : 'melee' });
}
