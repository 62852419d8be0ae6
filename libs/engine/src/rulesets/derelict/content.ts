/**
 * Derelict content as data (derelict.md §3): survivor classes, weapons and items, enemy profiles, the
 * radar faces, the event deck and the injury die. Figures marked Proposed in the digest are placeholders
 * kept here so they can change without touching rules code.
 */
import { capital, humanise } from '../../rules/core/presentation';

/** derelict.md §3.2: every survivor has three abilities; only the Engineer's are in the book. */
export interface AbilityData {
  readonly id: string;
  readonly kind: 'passive' | 'active' | 'crisis';
  readonly label: string;
  /** What the engine does with it today ('none' = listed but not yet played). */
  readonly effect: 'weapon-mods' | 'heal-1' | 'juggernaut' | 'improvised-exit' | 'none';
}

export interface SurvivorClass {
  readonly kind: string;
  readonly name: string;
  /** derelict.md §3.2 Proposed: Health 10 for every class. */
  readonly health: number;
  readonly abilities: readonly AbilityData[];
}

export const SURVIVOR_CLASSES: readonly SurvivorClass[] = [
  { kind: 'captain', name: 'Captain', health: 10, abilities: [] },
  { kind: 'marine', name: 'Marine', health: 10, abilities: [] },
  { kind: 'psychic', name: 'Psychic', health: 10, abilities: [] },
  {
    kind: 'engineer',
    name: 'Engineer',
    health: 10,
    abilities: [
      // §3.2 Proposed: a melee attack may first move 1 zone for free (the attack action's `juggernaut`, actions.ts).
      { id: 'juggernaut', kind: 'passive', label: 'Juggernaut: a melee attack may first move 1 zone for free', effect: 'juggernaut' },
      { id: 'weapon-mods', kind: 'active', label: 'Weapon Mods: +2 dice, hit 1 worse this turn', effect: 'weapon-mods' },
      // §3.2 Proposed: once per mission, a wall of his zone becomes a permanent doorway (improvised-exit.ts).
      { id: 'improvised-exit', kind: 'crisis', label: 'Improvised Exit: cut a doorway through a wall of this zone (once per mission)', effect: 'improvised-exit' },
    ],
  },
  // derelict.md §11.1 item 3 (Proposed): the Medic's Active heals 1 and removes an injury.
  { kind: 'medic', name: 'Medic', health: 10, abilities: [{ id: 'patch-up', kind: 'active', label: 'Patch up: +1 Health and heal an injury', effect: 'heal-1' }] },
  { kind: 'scout', name: 'Scout', health: 10, abilities: [] },
  { kind: 'technician', name: 'Technician', health: 10, abilities: [] },
];

export const SURVIVOR_KINDS: readonly string[] = SURVIVOR_CLASSES.map((c) => c.kind);

export function survivorClass(kind: string): SurvivorClass | undefined {
  return SURVIVOR_CLASSES.find((c) => c.kind === kind);
}

/** derelict.md §7.10: every survivor starts at Resolve 10 (and it never goes above). */
export const START_RESOLVE = 10;
export const ACTIONS_PER_TURN = 3;
/** derelict.md §5.10: a powered Exo Loader's pilot has 4. */
export const LOADER_ACTIONS = 4;
export const GENERAL_SPACES = 3;

export interface WeaponData {
  readonly id: string;
  readonly name: string;
  readonly range: number;
  readonly dice: number;
  readonly toHit: number;
  readonly noise: number;
  readonly dualWield: boolean;
}

/** derelict.md §3.7 (bold figures from the book, the rest Proposed placeholders). */
export const WEAPONS: readonly WeaponData[] = [
  { id: 'pistol', name: 'Pistol', range: 1, dice: 2, toHit: 4, noise: 2, dualWield: true },
  { id: 'plasma-cutter', name: 'Plasma Cutter', range: 0, dice: 2, toHit: 4, noise: 1, dualWield: false },
  { id: 'swarmer-leg', name: 'Swarmer Leg', range: 0, dice: 1, toHit: 3, noise: 1, dualWield: true },
  { id: 'shotgun', name: 'Shotgun', range: 1, dice: 3, toHit: 4, noise: 3, dualWield: false },
  { id: 'assault-rifle', name: 'Assault Rifle', range: 2, dice: 4, toHit: 4, noise: 3, dualWield: false },
  // G16: the starting weapons of P20 ("Locked and Loaded") and ROP19 ("Hammer time"), §3.7 Proposed stats.
  { id: 'medical-laser', name: 'Medical Laser', range: 1, dice: 2, toHit: 3, noise: 1, dualWield: false },
  { id: 'medical-blade', name: 'Medical Blade', range: 0, dice: 1, toHit: 4, noise: 0, dualWield: true },
  { id: 'persuader', name: 'Persuader', range: 0, dice: 2, toHit: 3, noise: 2, dualWield: false },
  // §3.7 Proposed: each shot needs and discards 1 Power Cell (SHOT_COST).
  { id: 'void-cannon', name: 'Void Cannon', range: 2, dice: 6, toHit: 3, noise: 4, dualWield: false },
];

/** derelict.md §3.7, §7.1 step 1: weapons whose every shot needs (and discards) a carried item: the Void Cannon's Power Cell. */
export const SHOT_COST: Readonly<Record<string, string>> = { 'void-cannon': 'power-cell' };
export const shotCost = (weapon: string): string | undefined => (Object.hasOwn(SHOT_COST, weapon) ? SHOT_COST[weapon] : undefined);

/** derelict.md §3.13, §7.12 (Proposed): the Exo Loader fights with range 0, 4 dice, 3+, noise 3. */
export const LOADER_WEAPON: WeaponData = { id: 'exo-loader', name: 'Exo Loader', range: 0, dice: 4, toHit: 3, noise: 3, dualWield: false };

export function weaponData(id: string): WeaponData | undefined {
  return WEAPONS.find((w) => w.id === id);
}

/** An item card as its face reads ("Bastion Armour", "Med Kit"): weapons (the Loader's too) by their data, other cards from the id's words. */
export function itemName(id: string): string {
  const weapon = weaponData(id) ?? [LOADER_WEAPON, STUN_GRENADE].find((w) => w.id === id);
  if (weapon) return weapon.name;
  return humanise(id).split(/\s+/).map(capital).join(' ');
}

/** derelict.md §3.7 Proposed: the Stun Grenade, single use, range 1, stuns every enemy in the zone, noise 2. */
export const STUN_GRENADE: WeaponData = { id: 'stun-grenade', name: 'Stun Grenade', range: 1, dice: 0, toHit: 7, noise: 2, dualWield: false };

/** Armour by id: its save (derelict.md §3.7 Bastion 3+ from the book, Safeguard Proposed). */
export const ARMOUR: Readonly<Record<string, number>> = { 'bastion-armour': 3, 'safeguard-armour': 4 };
export const isArmour = (item: string): boolean => Object.hasOwn(ARMOUR, item);

/** Helmets by id: their bonus to armour save rolls (derelict.md §11.1 gap 13 Proposed: +1; none is named in the book). */
export const HELMETS: Readonly<Record<string, number>> = { 'combat-helmet': 1 };
export const isHelmet = (item: string): boolean => Object.hasOwn(HELMETS, item);

/** derelict.md §3.7, §6.9: single use; the user's zone is impenetrable until the end of the next Resolution Phase. */
export const SHIELD_BUBBLE = 'shield-bubble';

/** derelict.md §4.0 step 4: one starting weapon per survivor from 1 Pistol, 1 Plasma Cutter and Swarmer Legs. */
export const STARTING_WEAPONS: readonly string[] = ['pistol', 'plasma-cutter'];
export const FILLER_WEAPON = 'swarmer-leg';

/**
 * The item deck (derelict.md §11.1 item 5, Proposed make-up, scaled down): weapons, armour, Med Kits,
 * Power Cells and Noise cards ("noise-N" puts a level-N token in the searched room).
 */
export const ITEM_DECK: readonly string[] = [
  ...Array<string>(4).fill('pistol'),
  ...Array<string>(3).fill('shotgun'),
  ...Array<string>(2).fill('assault-rifle'),
  ...Array<string>(2).fill('plasma-cutter'),
  ...Array<string>(4).fill('swarmer-leg'),
  ...Array<string>(2).fill('bastion-armour'),
  'safeguard-armour',
  ...Array<string>(4).fill('med-kit'),
  ...Array<string>(5).fill('power-cell'),
  ...Array<string>(2).fill('stun-grenade'),
  // Session 10 (drules3): §3.7 Shield Bubble, Void Cannon, and a Proposed helmet (gap 13), in modest counts.
  ...Array<string>(2).fill(SHIELD_BUBBLE),
  'void-cannon',
  ...Array<string>(2).fill('combat-helmet'),
  ...Array<string>(4).fill('noise-1'),
  ...Array<string>(4).fill('noise-2'),
  ...Array<string>(2).fill('noise-3'),
];

export interface EnemyProfile {
  readonly kind: string;
  readonly name: string;
  readonly faction: 'gep' | 'sentry' | 'redeemer';
  readonly actions: number;
  readonly range: number;
  readonly health: number;
  readonly damage: number;
  /** derelict.md §3.3 resolution order: 2 Icarus, 3 Jaeger/Sip/Zealot, 4 Swarmer/Artemis/Fanatic, 5 Solomon. */
  readonly rank: number;
  readonly biological: boolean;
  /** §3.4/§8.9: a boss — health from the mission, damage carries over, attacks with its boss card. */
  readonly boss?: true;
}

/** derelict.md §3.3 (Enemies Summary table). */
export const ENEMIES: readonly EnemyProfile[] = [
  { kind: 'swarmer', name: 'Swarmer', faction: 'gep', actions: 3, range: 0, health: 1, damage: 1, rank: 4, biological: true },
  { kind: 'jaeger', name: 'Jaeger', faction: 'gep', actions: 2, range: 0, health: 2, damage: 2, rank: 3, biological: true },
  { kind: 'icarus', name: 'Icarus', faction: 'gep', actions: 2, range: 1, health: 2, damage: 2, rank: 2, biological: true },
  { kind: 'solomon', name: 'Solomon', faction: 'gep', actions: 3, range: 0, health: 2, damage: 0, rank: 5, biological: true },
  { kind: 'artemis', name: 'Artemis', faction: 'sentry', actions: 3, range: 0, health: 1, damage: 1, rank: 4, biological: false },
  { kind: 'sip', name: 'Sip', faction: 'sentry', actions: 2, range: 0, health: 2, damage: 2, rank: 3, biological: false },
  { kind: 'zealot', name: 'Zealot', faction: 'redeemer', actions: 3, range: 0, health: 2, damage: 1, rank: 3, biological: true },
  { kind: 'fanatic', name: 'Fanatic', faction: 'redeemer', actions: 3, range: 0, health: 1, damage: 1, rank: 4, biological: true },
  // §3.3/§3.4 bosses: 2 actions, rank 1 (bosses act first). Health 10 only when a mission gives none.
  { kind: 'titan', name: 'Titan', faction: 'gep', actions: 2, range: 0, health: 10, damage: 0, rank: 1, biological: true, boss: true },
  { kind: 'primus', name: 'Primus', faction: 'gep', actions: 2, range: 0, health: 20, damage: 0, rank: 1, biological: true, boss: true },
  { kind: 'olympian', name: 'Olympian', faction: 'sentry', actions: 2, range: 0, health: 25, damage: 0, rank: 1, biological: false, boss: true },
  { kind: 'preacher', name: 'Preacher', faction: 'redeemer', actions: 2, range: 0, health: 25, damage: 0, rank: 1, biological: true, boss: true },
];

export const isBoss = (kind: string): boolean => enemyProfile(kind)?.boss === true;

export function enemyProfile(kind: string): EnemyProfile | undefined {
  return ENEMIES.find((e) => e.kind === kind);
}

/** A radar token's face: how many of which enemy (derelict.md §3.6). */
export interface RadarFace {
  readonly unit: string;
  readonly count: number;
  /** A boss token's health ("Titan health: N", §3.6). */
  readonly health?: number;
}

/** What a face-down radar token hides (its face as plain data). */
export const radarPayload = (face: RadarFace): { unit: string; count: number; health?: number } =>
  face.health === undefined ? { unit: face.unit, count: face.count } : { unit: face.unit, count: face.count, health: face.health };

/** Radar faces travel in the spawn-pool deck as "unit:count" cards ("unit:count:health" for a boss). */
export const radarCard = (face: RadarFace): string => `${face.unit}:${face.count}${face.health === undefined ? '' : `:${face.health}`}`;
export function radarFaceOf(card: string): RadarFace | undefined {
  const [unit, count, health] = card.split(':');
  const n = Number(count);
  const h = Number(health);
  if (!unit || !enemyProfile(unit) || !Number.isInteger(n) || n <= 0) return undefined;
  return health !== undefined && Number.isInteger(h) && h > 0 ? { unit, count: n, health: h } : { unit, count: n };
}

/** derelict.md §3.6 inferred GEP set (17 less the Titan): the pool a mission's unplaced tokens join. */
export const GEP_TOKEN_SET: readonly RadarFace[] = [
  ...[4, 4, 5, 5, 6, 6].map((count) => ({ unit: 'swarmer', count })),
  ...[3, 4, 4, 4, 5].map((count) => ({ unit: 'jaeger', count })),
  ...[3, 4, 4, 4, 5].map((count) => ({ unit: 'icarus', count })),
];

/**
 * The event deck, first version (derelict.md §3.10 Proposed make-up, §9): radar spawns name a tile tag;
 * Lockdown, Blackout, Life Support Failure and Artificial Gravity Failure as in §9.3–9.6 (3 each).
 */
export const SPAWN_TILES: readonly string[] = [
  'robotics-bay', 'security', 'life-support', 'redeemer-shrine', 'crew-quarters', 'armoury', 'primus-cell', 'medical-bay',
  'navigation', 'laboratory', 'rec-room', 'engineering-bay',
  'crew-quarters', 'medical-bay', 'laboratory', 'engineering-bay', 'security', 'armoury',
];
export const EVENT_KINDS = ['lockdown', 'blackout', 'life-support-failure', 'artificial-gravity-failure'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_DECK: readonly string[] = [
  ...SPAWN_TILES.map((tile) => `radar-spawn:${tile}`),
  ...EVENT_KINDS.flatMap((kind) => Array<string>(3).fill(kind)),
];

/** derelict.md §8.7.3: a Solomon comes with a revealed GEP token on 2d6 ≤ this, by survivors (3, 4, 5+). */
export function solomonThreshold(survivors: number): number {
  return survivors >= 5 ? 5 : survivors === 4 ? 4 : 3;
}

/** Injury bits on a survivor's `injuries` stat (derelict.md §7.9.3). */
export const INJURY = { head: 1, body: 2, leg: 4 } as const;
/** derelict.md §7.9.3: with a leg injury at most 2 zones per turn. */
export const LEG_INJURY_CAP = 2;
/** Proposed (README): the book sets no round limit; a game not won by then is lost. */
export const DEFAULT_ROUND_CAP = 30;
