/**
 * Horde content as data (horde.md §10 tables, §11 G placeholders for the core rules the source leans on).
 * Distances are in source inches; `scale.ts` converts them to squares for the mission's grid mode.
 */

/** A weapon: range in inches (0 for melee) and attacks per use. */
export interface WeaponProfile {
  readonly range: number;
  readonly attacks: number;
}

/** A unit's profile (horde.md §11 G1 heroes, G6 enemies). Size is its footprint in squares (2 = a 2 × 2 model). */
export interface UnitProfile {
  readonly points: number;
  readonly tou: number;
  readonly qua: number;
  readonly def: number;
  readonly size: 1 | 2;
  readonly ranged: WeaponProfile | null;
  readonly melee: WeaponProfile | null;
}

/** horde.md §11 G2: Advance 6", Rush 12", Charge 12". */
export const MOVES = { advance: 6, rush: 12, charge: 12 } as const;

/** horde.md §11 G1: every hero starts from the same baseline; the roster differs only in name and figure. */
export const HERO_PROFILE: UnitProfile = { points: 100, tou: 4, qua: 0, def: 0, size: 1, ranged: { range: 24, attacks: 1 }, melee: { range: 0, attacks: 1 } };
export const HERO_KINDS = ['vanguard', 'marksman', 'medic', 'sergeant'] as const;
export const HERO_NAMES: Readonly<Record<(typeof HERO_KINDS)[number], string>> = { vanguard: 'Vanguard', marksman: 'Marksman', medic: 'Medic', sergeant: 'Sergeant' };

/**
 * horde.md §11 G6: the sample enemy roster (single-model units). Brutes and Champions are 2 × 2 (§6.1,
 * Proposed). The profiles are G6's; the points are not: G6 priced a Champion at 80 though by §7.3 it is
 * worth several heroes, and the party was wiped in wave 2–3 whatever it did. Each unit is priced like a
 * hero (100) by `fairPoints` (README "Enemy points"), rounded to 5, so a wave of X × 25% of the heroes'
 * points is X × 25% of their fighting worth.
 */
export const ENEMY_PROFILES: ReadonlyMap<string, UnitProfile> = new Map<string, UnitProfile>([
  ['swarmling', { points: 45, tou: 1, qua: 0, def: -1, size: 1, ranged: null, melee: { range: 0, attacks: 1 } }],
  ['gunner', { points: 50, tou: 1, qua: 0, def: 0, size: 1, ranged: { range: 24, attacks: 1 }, melee: { range: 0, attacks: 1 } }],
  ['brute', { points: 185, tou: 3, qua: 0, def: 1, size: 2, ranged: null, melee: { range: 0, attacks: 3 } }],
  ['sharpshooter', { points: 115, tou: 2, qua: 1, def: 0, size: 1, ranged: { range: 36, attacks: 2 }, melee: null }],
  ['champion', { points: 345, tou: 6, qua: 1, def: 1, size: 2, ranged: { range: 24, attacks: 1 }, melee: { range: 0, attacks: 4 } }],
]);

/** §7.3 odds: one attack with modifier `mod` hits (natural 1 misses, 6 hits); a hit gets through Def `def`. */
const hitOdds = (mod: number): number => (1 + [2, 3, 4, 5].filter((die) => die + mod >= 4).length) / 6;
const woundOdds = (def: number): number => [1, 2, 3, 4, 5, 6].filter((die) => die + def < 4).length / 6;

/**
 * A unit's fighting worth in points, against the hero's 100 (§11 G1): the square root of its offence
 * (wounds per activation on a Def +0 hero, best weapon) times its endurance (attacks of a Qua +0 hero it
 * takes to kill), the square-law measure of a side of many models shooting at once.
 */
export function fairPoints(profile: UnitProfile): number {
  const best = Math.max(...[profile.ranged, profile.melee].map((w) => (w ? w.attacks * hitOdds(profile.qua) * woundOdds(0) : 0)));
  const endurance = profile.tou / (hitOdds(0) * woundOdds(profile.def));
  const hero = HERO_PROFILE.ranged ? HERO_PROFILE.ranged.attacks * hitOdds(HERO_PROFILE.qua) * woundOdds(0) * (HERO_PROFILE.tou / (hitOdds(0) * woundOdds(HERO_PROFILE.def))) : 1;
  return (HERO_PROFILE.points * Math.sqrt(best * endurance)) / Math.sqrt(hero);
}

export function profileOf(kind: string): UnitProfile {
  return ENEMY_PROFILES.get(kind) ?? HERO_PROFILE;
}

/** horde.md T3: cumulative XP for each level (82 at level 12 exactly as printed, §11 A8). */
export const LEVEL_XP: readonly number[] = [0, 2, 4, 8, 12, 18, 24, 32, 40, 50, 60, 82, 94, 108, 122];
export const MAX_LEVEL = 15;

/** A level-up improvement: the stat and how much. */
export interface Improvement {
  readonly stat: 'tou' | 'skill' | 'str' | 'dex' | 'wil' | 'qua' | 'pow' | 'caster';
  readonly by: number;
}
const tou = (by: number): Improvement => ({ stat: 'tou', by });
const skill = (by: number): Improvement => ({ stat: 'skill', by });
const pow = (by: number): Improvement => ({ stat: 'pow', by });
const STR_DEX_WIL: readonly Improvement[] = [{ stat: 'str', by: 1 }, { stat: 'dex', by: 1 }, { stat: 'wil', by: 1 }];
const POW_SKILL_CASTER: readonly Improvement[] = [pow(2), skill(2), { stat: 'caster', by: 1 }];

/** horde.md T3: the options of each level (index = level − 1; level 1 has none). */
export const LEVEL_OPTIONS: readonly (readonly Improvement[])[] = [
  [],
  [tou(1), skill(1)],
  STR_DEX_WIL,
  [tou(2), { stat: 'qua', by: 1 }],
  POW_SKILL_CASTER,
  [tou(1), pow(1)],
  STR_DEX_WIL,
  [tou(2), pow(2)],
  POW_SKILL_CASTER,
  [tou(1), skill(1)],
  STR_DEX_WIL,
  [tou(2), { stat: 'qua', by: 1 }],
  POW_SKILL_CASTER,
  [tou(1), pow(1)],
  STR_DEX_WIL,
];

/** The level a hero with `xp` cumulative XP has reached (horde.md §9.4, T3). */
export function levelFor(xp: number): number {
  let level = 1;
  for (let i = 1; i < LEVEL_XP.length; i++) if (xp >= (LEVEL_XP[i] as number)) level = i + 1;
  return level;
}

/** horde.md §3.5, §11 G4: items with their buy price (hero points count carried items at it, §11 G1). */
export const ITEM_PRICES: ReadonlyMap<string, number> = new Map([
  ['courage-injector', 10],
  ['frenzy-injector', 10],
  ['power-injector', 15],
  ['noise-grenade', 10],
  ['grease-grenade', 10],
  ['stun-grenade', 15],
  ['curing-kit', 10],
  ['teleport-kit', 15],
  ['med-kit', 20],
]);

/** horde.md §11 G4: what the shop pays for an item (a Med Kit 10c, every other item 5c). */
export const SELL_PRICES: ReadonlyMap<string, number> = new Map([...ITEM_PRICES.keys()].map((item) => [item, item === 'med-kit' ? 10 : 5]));

/** Items by their players' names (horde.md §3.5). */
export const ITEM_NAMES: ReadonlyMap<string, string> = new Map([
  ['courage-injector', 'Courage Injector'],
  ['frenzy-injector', 'Frenzy Injector'],
  ['power-injector', 'Power Injector'],
  ['noise-grenade', 'Noise Grenade'],
  ['grease-grenade', 'Grease Grenade'],
  ['stun-grenade', 'Stun Grenade'],
  ['curing-kit', 'Curing Kit'],
  ['teleport-kit', 'Teleport Kit'],
  ['med-kit', 'Med Kit'],
]);
export const itemName = (item: string): string => ITEM_NAMES.get(item) ?? item.replace(/-/g, ' ');

/** horde.md T4 rows 3–6: the sub-roll's result for each row (index = d6 − 1). */
export const TREASURE_ROWS: ReadonlyMap<number, readonly string[]> = new Map([
  [3, ['courage-injector', 'courage-injector', 'courage-injector', 'frenzy-injector', 'frenzy-injector', 'power-injector']],
  [4, ['noise-grenade', 'noise-grenade', 'noise-grenade', 'grease-grenade', 'grease-grenade', 'stun-grenade']],
  [5, ['curing-kit', 'curing-kit', 'curing-kit', 'teleport-kit', 'teleport-kit', 'med-kit']],
  [6, ['credits-5', 'credits-5', 'credits-5', 'credits-10', 'credits-10', 'credits-15']],
]);

/** Conditions as bits of a hero's `cond` stat (horde.md §11 G3). */
export const Condition = { Afflicted: 1, Diseased: 2, Impaired: 4, Crippled: 8, Shaken: 16 } as const;
/** horde.md T4 hazard sub-roll: 1 Afflicted, 2 Diseased, 3 Impaired, 4 Crippled, 5–6 none. */
export const HAZARD_CONDITIONS: readonly number[] = [Condition.Afflicted, Condition.Diseased, Condition.Impaired, Condition.Crippled, 0, 0];

export type TimeOfDay = 'dusk' | 'night' | 'dawn' | 'day';
export type Weather = 'worsening' | 'bad' | 'improving' | 'good';
export type AlertProfile = 'full-assault' | 'alarmed' | 'vigilant';

/** horde.md T7: d6 → state, and the state of the next wave (Day stays Day, §11 A9). */
export const TIME_BY_ROLL: readonly TimeOfDay[] = ['dusk', 'night', 'dawn', 'day', 'day', 'day'];
export const NEXT_TIME: Readonly<Record<TimeOfDay, TimeOfDay>> = { dusk: 'night', night: 'dawn', dawn: 'day', day: 'day' };
/** horde.md T8. */
export const WEATHER_BY_ROLL: readonly Weather[] = ['worsening', 'bad', 'improving', 'good', 'good', 'good'];
export const NEXT_WEATHER: Readonly<Record<Weather, Weather>> = { worsening: 'bad', bad: 'improving', improving: 'good', good: 'good' };
/** horde.md T6: d6 → profile, and the extra d6 at or under which alertness rises by 1 more (0: no roll). */
export const ALERT_BY_ROLL: readonly AlertProfile[] = ['full-assault', 'alarmed', 'alarmed', 'vigilant', 'vigilant', 'vigilant'];
export const ALERT_EXTRA: Readonly<Record<AlertProfile, number>> = { 'full-assault': 2, alarmed: 1, vigilant: 0 };

/** horde.md T12, §9.6: budget per wave in percent of hero points; boss waves double it. */
export const BOSS_WAVES: ReadonlySet<number> = new Set([4, 7, 10]);

/** horde.md T10: the event names by d66 (effects in `events.ts`). */
export const EVENT_NAMES: ReadonlyMap<number, string> = new Map([
  [11, 'Lightning Strike'], [12, 'Stuck in the Mud'], [13, 'Debilitating Static'], [14, 'Falling Debris'], [15, 'Razor Vines'], [16, 'Shifting Illusion'],
  [21, 'Explosive Trap'], [22, 'Alien Shriek'], [23, 'Anomalous Gale'], [24, 'Swarm Attack'], [25, 'Sticky Foliage'], [26, 'Venomous Moss'],
  [31, 'Crumbling Earth'], [32, 'Solar Flare'], [33, 'Dazing Spores'], [34, 'Heavy Rain'], [35, 'Thick Clouds'], [36, 'Terrifying Quakes'],
  [41, 'Psychic Pool'], [42, 'Robot Guide'], [43, 'Treasure Holopad'], [44, 'Spotter Drone'], [45, 'Refreshment Kit'], [46, 'Sinkhole'],
  [51, 'Psychic Fog'], [52, 'Haste Stims'], [53, 'Invigorating Fumes'], [54, 'Support Robot'], [55, 'Enhancing Force-Field'], [56, 'Shield-Projector Drone'],
  [61, 'Injector Pouch'], [62, 'Prophetic Vision'], [63, 'Grenade Bag'], [64, 'Credits Stash'], [65, 'Kit Box'], [66, 'Godly Blessing'],
]);
