import type { BoardingOptions } from './types';

/** boarding.md T1: action points per activation. */
export const TROOPER_AP = 4;
export const BUG_AP = 6;
export const BLIP_AP = 6;

/** Model kinds. Troopers take their kind from the squad roster (§11 G1). */
export const BUG = 'bug';
export const BLIP = 'blip';

/** Weapons as codes stored in a trooper's `stats.weapon`. */
export const Weapon = { Blaster: 0, Gatling: 1, Inferno: 2, Missile: 3 } as const;
export type Weapon = (typeof Weapon)[keyof typeof Weapon];

/** boarding.md T4: rounds per reload (0: unlimited). */
export const ROUNDS: Readonly<Record<Weapon, number>> = { 0: 0, 1: 10, 2: 12, 3: 4 };

/** boarding.md §5.1, the whole cost table by model (n/a entries are absent). */
export const COST = {
  trooper: { forward: 1, backward: 2, sideways: 2, turn90: 1, turn180: 2 },
  bug: { forward: 1, backward: 2, sideways: 1, turn90: 0, turn90Pair: 1, turn180: 1 },
  blip: { forward: 1, backward: 1, sideways: 1 },
  fire: 1,
  sustained: 2,
  inferno: 2,
  missile: 4,
  overwatch: 2,
  clearBlaster: 1,
  clearGatling: 4,
  reloadHeavy: 4,
  reloadMissile: 5,
  moveForwardFire: 1,
  moveBackwardFire: 2,
  assault: 1,
  door: 1,
  enter: 1,
  pickUp: 1,
} as const;

/** T3 and T6. */
export const RULES = {
  blasterFirst: 6,
  blasterFloor: 2,
  gatlingKill: 5,
  sustainedShots: 5,
  infernoRange: 12,
  infernoChain: 5,
  infernoBug: 2,
  infernoTrooper: 4,
  missileRange: 18,
  missileDice: 3,
  missileBug: 4,
  missileHard: 5,
  overwatchRange: 12,
  entryLockout: 6,
  doorBreak: 6,
} as const;

/** §11 G1: the proposed squad of six, one weapon each. */
export const SQUAD: readonly { readonly id: string; readonly kind: string; readonly name: string; readonly weapon: Weapon }[] = [
  { id: 'sergeant', kind: 'sergeant', name: 'Sergeant', weapon: Weapon.Blaster },
  { id: 'trooper-a', kind: 'trooper-a', name: 'Trooper A', weapon: Weapon.Blaster },
  { id: 'trooper-b', kind: 'trooper-b', name: 'Trooper B', weapon: Weapon.Blaster },
  { id: 'gunner', kind: 'gunner', name: 'Gunner', weapon: Weapon.Gatling },
  { id: 'burner', kind: 'burner', name: 'Burner', weapon: Weapon.Inferno },
  { id: 'rocketeer', kind: 'rocketeer', name: 'Rocketeer', weapon: Weapon.Missile },
];

/** A trooper kind's weapon; kinds outside the roster carry a blaster. */
export function weaponOfKind(kind: string): Weapon {
  return SQUAD.find((member) => member.kind === kind)?.weapon ?? Weapon.Blaster;
}

/** §3.3 / T5: the blip pool, as counts (9 × 3, 4 × 2, 8 × 1). */
export const BLIP_POOL: readonly { readonly bugs: number; readonly copies: number }[] = [
  { bugs: 3, copies: 9 },
  { bugs: 2, copies: 4 },
  { bugs: 1, copies: 8 },
];

export const POOL_DECK = 'blips';

export const DEFAULT_OPTIONS: BoardingOptions = {
  mission: 'purge',
  blipsPerTurn: 2,
  reloadsPerHeavyWeapon: 1,
  turnLimit: 0,
  blasterJamsOnNormalFire: false,
  recheckLurkers: false,
};

/** Counter names in `GameState.counters`. */
export const CP = 'cp';
