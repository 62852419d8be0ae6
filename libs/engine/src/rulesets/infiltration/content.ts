// infiltration.md's content as data: the Proposed unit table and faction cards (§3.7), spawn cards (§13.4),
// noise decks (§13.3), wound cards (§13.6) and hero dashboards (§13.8). Every number here is tunable.

export type AttackMode = 'melee' | 'ranged';

/** An enemy type's profile (§3.7 Proposed unit stat table). */
export interface EnemyProfile {
  readonly kind: string;
  readonly name: string;
  readonly primary: AttackMode;
  readonly melee: { readonly attack: number; readonly support: number };
  readonly ranged: { readonly attack: number; readonly support: number; readonly range: number } | null;
  readonly defence: number;
  readonly wounds: number;
  readonly keywords: readonly string[];
  readonly loot: 'normal' | 'aether' | 'none';
  readonly limit: number;
  /** §3.7 multi-state units: the defence of each state, first to last (its wounds = their count). */
  readonly states?: readonly number[];
}

const enemy = (
  kind: string,
  name: string,
  primary: AttackMode,
  melee: [number, number],
  ranged: [number, number, number] | null,
  defence: number,
  wounds: number,
  keywords: string[],
  loot: EnemyProfile['loot'],
  limit: number,
): EnemyProfile => ({
  kind,
  name,
  primary,
  melee: { attack: melee[0], support: melee[1] },
  ranged: ranged ? { attack: ranged[0], support: ranged[1], range: ranged[2] } : null,
  defence,
  wounds,
  keywords,
  loot,
  limit,
});

export const ENEMIES: readonly EnemyProfile[] = [
  enemy('trooper', 'Trooper', 'ranged', [2, 1], [4, 2, 2], 4, 1, ['Guard', 'Dug In'], 'normal', 16),
  enemy('officer', 'Officer', 'ranged', [2, 1], [4, 2, 2], 5, 1, ['Reinforce!', 'Ruthless'], 'normal', 4),
  enemy('hound', 'Hound', 'melee', [4, 2], null, 3, 1, ['Fast', 'No Hands', 'Detect'], 'none', 4),
  enemy('revenant', 'Revenant', 'melee', [5, 3], null, 7, 1, ['No Hands'], 'aether', 12),
  enemy('technician', 'Technician', 'melee', [1, 0], null, 2, 1, ['Coward', 'Enhance!'], 'aether', 4),
  enemy('heavy-gunner', 'Heavy Gunner', 'ranged', [3, 1], [6, 3, 3], 6, 2, ['Bodyguard', 'Chain Fire'], 'normal', 4),
  enemy('shock-trooper', 'Shock Trooper', 'ranged', [4, 2], [5, 2, 1], 6, 2, ['Incendiary', 'Meatshield'], 'normal', 4),
  enemy('specimen-6xx', 'Specimen 6XX', 'melee', [5, 2], null, 5, 1, ['Fast', 'No Hands', 'Overwhelm'], 'aether', 8),
  enemy('specimen-601', 'Specimen 601', 'melee', [7, 3], null, 8, 3, ['Smash', 'Unstoppable', 'Relentless'], 'aether', 4),
  enemy('seeker-bomb', 'Seeker Bomb', 'melee', [3, 0], null, 3, 1, ['Bomber', 'Scuttle', 'No Hands'], 'none', 4),
  // §3.7 bosses, placed by missions (never spawned from codes): grey → red → the next card's grey side.
  { ...enemy('aether-walker', 'Aether Walker', 'ranged', [6, 3], [8, 4, 3], 9, 3, ['Armoured', 'Ablative Shield', 'Unstoppable', 'Repulse', 'Unique'], 'aether', 1), states: [9, 8, 7] },
  { ...enemy('warlord', 'the Warlord', 'melee', [8, 4], null, 8, 3, ['Fast', 'Crush', 'Relentless', 'Unique'], 'normal', 1), states: [8, 7, 6] },
  { ...enemy('matriarch', 'the Matriarch', 'ranged', [3, 1], [6, 3, 3], 7, 2, ['Archon', 'Unique', 'Enhance!', 'Unstable'], 'aether', 1), states: [7, 6] },
];

export const ENEMY_BY_KIND: ReadonlyMap<string, EnemyProfile> = new Map(ENEMIES.map((e) => [e.kind, e]));

/** A faction card row (§3.7): its code, unit type, and whether it activates (yellow) or only spawns (white). */
export interface FactionRow {
  readonly code: string;
  readonly kind: string;
  readonly yellow: boolean;
}

export const FACTIONS: Readonly<Record<'garrison' | 'laboratory' | 'honour-guard' | 'aether-works', readonly FactionRow[]>> = {
  garrison: [
    { code: 'A', kind: 'trooper', yellow: true },
    { code: 'B', kind: 'trooper', yellow: false },
    { code: 'C', kind: 'officer', yellow: true },
    { code: 'D', kind: 'hound', yellow: true },
    { code: 'E', kind: 'heavy-gunner', yellow: true },
    { code: 'F', kind: 'revenant', yellow: true },
  ],
  laboratory: [
    { code: 'A', kind: 'revenant', yellow: true },
    { code: 'B', kind: 'revenant', yellow: false },
    { code: 'C', kind: 'technician', yellow: true },
    { code: 'D', kind: 'specimen-6xx', yellow: true },
    { code: 'E', kind: 'seeker-bomb', yellow: true },
    { code: 'F', kind: 'specimen-601', yellow: true },
  ],
  // Two more tables (this ruleset's proposal: the digest proposes two, §3.7): a guard that fields the Shock
  // Troopers no other table has, and a works where soldiers, revenants and experiments meet.
  'honour-guard': [
    { code: 'A', kind: 'trooper', yellow: true },
    { code: 'B', kind: 'hound', yellow: true },
    { code: 'C', kind: 'officer', yellow: true },
    { code: 'D', kind: 'trooper', yellow: false },
    { code: 'E', kind: 'shock-trooper', yellow: true },
    { code: 'F', kind: 'heavy-gunner', yellow: true },
  ],
  'aether-works': [
    { code: 'A', kind: 'trooper', yellow: true },
    { code: 'B', kind: 'revenant', yellow: true },
    { code: 'C', kind: 'technician', yellow: true },
    { code: 'D', kind: 'specimen-6xx', yellow: true },
    { code: 'E', kind: 'shock-trooper', yellow: true },
    { code: 'F', kind: 'seeker-bomb', yellow: true },
  ],
};
export type FactionId = keyof typeof FACTIONS;
export const FACTION_IDS: readonly FactionId[] = ['garrison', 'laboratory', 'honour-guard', 'aether-works'];

/** §13.4: spawn cards, each with its level 1, 2 and 3 rows of faction codes. Card 1 is the source's example. */
export const SPAWN_CARDS: readonly (readonly [string, string, string])[] = [
  ['BD', 'ABC', 'ABEF'], ['A', 'ABD', 'ABCE'], ['B', 'ADD', 'ABDE'], ['AB', 'ABC', 'AABF'], ['D', 'BCD', 'BCEF'],
  ['A', 'AB', 'ABCD'], ['BD', 'ABE', 'ABDF'], ['AB', 'BC', 'ABCF'], ['C', 'ACD', 'ACEE'], ['A', 'ABF', 'ABEF'],
  ['B', 'BDD', 'BCDF'], ['AD', 'ABD', 'ABCE'], ['B', 'ABC', 'ABBF'], ['A', 'BE', 'ABEF'], ['D', 'ABD', 'ADEF'],
  ['AB', 'ABC', 'ABCD'], ['B', 'AF', 'ABFF'], ['A', 'ABD', 'BCEF'], ['BD', 'AC', 'ABCE'], ['A', 'BCD', 'ABDE'],
];

/** Awareness levels (§8.6). */
export const AT_EASE = 0;
export const SUSPICIOUS = 1;
export const ALERT = 2;

/** A noise card effect (§13.3's vocabulary). */
export type NoiseEffect =
  | { readonly kind: 'none' }
  | { readonly kind: 'raise-nearest' }
  | { readonly kind: 'raise-hounds' }
  | { readonly kind: 'raise-within'; readonly distance: number }
  | { readonly kind: 'raise-all' }
  | { readonly kind: 'creep' }
  | { readonly kind: 'bang' }
  | { readonly kind: 'patrol'; readonly level: number; readonly awareness: number }
  | { readonly kind: 'spawn'; readonly spawns: readonly { readonly level: number; readonly barracks: 'A' | 'B' | 'C' | 'nearest' }[] };

export interface NoiseCard {
  readonly name: string;
  readonly top: NoiseEffect;
  readonly target: number;
  readonly secondary: NoiseEffect;
}

const none: NoiseEffect = { kind: 'none' };
const raise: NoiseEffect = { kind: 'raise-nearest' };
const patrol = (level: number, awareness: number): NoiseEffect => ({ kind: 'patrol', level, awareness });
const spawn = (...spawns: [number, 'A' | 'B' | 'C' | 'nearest'][]): NoiseEffect => ({ kind: 'spawn', spawns: spawns.map(([level, barracks]) => ({ level, barracks })) });
const card = (name: string, top: NoiseEffect, target: number, secondary: NoiseEffect): NoiseCard => ({ name, top, target, secondary });

/** §13.3 pre-alarm noise deck (12). */
export const PRE_ALARM_NOISE: readonly NoiseCard[] = [
  card('Creaking Boards', raise, 3, patrol(1, SUSPICIOUS)),
  card('Footsteps', raise, 4, patrol(1, ALERT)),
  card('Muffled Voices', none, 2, patrol(1, AT_EASE)),
  card('Echo', { kind: 'creep' }, 3, raise),
  card('Barking', { kind: 'raise-hounds' }, 3, patrol(1, ALERT)),
  card('Who Goes There?', raise, 5, patrol(2, SUSPICIOUS)),
  card('Shift Change', none, 3, patrol(2, AT_EASE)),
  card('Radio Chatter', { kind: 'raise-within', distance: 2 }, 5, patrol(2, ALERT)),
  card('Dropped Tray', raise, 4, { kind: 'bang' }),
  card('Sniffing Around', { kind: 'creep' }, 4, patrol(1, SUSPICIOUS)),
  card('Routine Sweep', patrol(1, AT_EASE), 6, patrol(2, SUSPICIOUS)),
  card('Raised Voices', raise, 6, { kind: 'raise-all' }),
];

/** §13.3 post-alarm noise deck (12). */
export const POST_ALARM_NOISE: readonly NoiseCard[] = [
  card('Reinforcements', spawn([1, 'A']), 3, spawn([1, 'B'])),
  card('Reinforcements', spawn([1, 'B']), 3, spawn([1, 'C'])),
  card('Reinforcements', spawn([1, 'C']), 3, spawn([1, 'A'])),
  card('Quick Response', spawn([1, 'A']), 4, spawn([2, 'A'])),
  card('Quick Response', spawn([1, 'B']), 4, spawn([2, 'B'])),
  card('Quick Response', spawn([1, 'C']), 4, spawn([2, 'C'])),
  card('Lockdown', none, 2, spawn([1, 'nearest'])),
  card('Sweep Team', spawn([2, 'A']), 5, spawn([2, 'C'])),
  card('Sweep Team', spawn([2, 'B']), 5, spawn([2, 'A'])),
  card('Hunting Party', spawn([1, 'nearest']), 5, spawn([3, 'nearest'])),
  card('Heavy Response', none, 4, spawn([3, 'B'])),
  card('All Hands', spawn([1, 'A'], [1, 'B'], [1, 'C']), 6, spawn([2, 'nearest'])),
];

/** §13.6 wound cards: name, whether the top effect knocks the hero down, and the wound number. */
export interface WoundCard {
  readonly name: string;
  readonly knockDown: boolean;
  readonly woundNumber: number;
}
const wound = (name: string, knockDown: boolean, woundNumber: number): WoundCard => ({ name, knockDown, woundNumber });
export const WOUND_CARDS: readonly WoundCard[] = [
  wound('Graze', false, 7), wound('Bruised', false, 6), wound('Winded', false, 5), wound('Knocked Flat', true, 6),
  wound('Concussion', true, 5), wound('Shaken', false, 4), wound('Sprained Ankle', false, 4), wound('Deep Cut', false, 3),
  wound('Bleeding', false, 6), wound('Ringing Ears', false, 5), wound('Broken Fingers', false, 7), wound('Cracked Rib', false, 5),
  wound('Dazed', true, 7), wound('Shrapnel', false, 4), wound('Burn', false, 3), wound('Twisted Knee', true, 4),
  wound('Gash', false, 5), wound('Exhausted', false, 6), wound('Jittery', false, 6), wound('Flesh Wound', false, 8),
];

/** A hero weapon (§11.2, §13.8): noise is a dice count, or BANG!/BOOM!. */
export interface Weapon {
  readonly name: string;
  readonly mode: AttackMode;
  readonly range: number;
  readonly attack: number;
  readonly aether: number;
  readonly noise: number | 'bang' | 'boom';
  readonly keywords: readonly string[];
}
const weapon = (name: string, mode: AttackMode, range: number, attack: number, noise: Weapon['noise'], keywords: string[], aether = 0): Weapon => ({
  name,
  mode,
  range,
  attack,
  aether,
  noise,
  keywords,
});

/** §6.3 step 1 (Proposed): 2 attack dice, no noise. */
export const UNARMED: Weapon = weapon('Unarmed', 'melee', 0, 2, 0, []);

export interface HeroProfile {
  readonly kind: string;
  readonly name: string;
  readonly weapons: readonly Weapon[];
  readonly skills: readonly string[];
}

/** §13.8 Proposed dashboards. The unarmed attack is every hero's last weapon. */
export const HEROES: readonly HeroProfile[] = [
  { kind: 'anvil', name: 'Anvil', weapons: [weapon('Heavy MG', 'ranged', 2, 4, 3, ['Unreliable', 'Burst'])], skills: ['Dual Wielding', 'Strong', 'Heavy Infantry'] },
  {
    kind: 'colette',
    name: 'Colette',
    weapons: [weapon('Silenced pistol', 'ranged', 1, 3, 1, ['Double Tap', 'Versatile']), weapon('Stiletto', 'melee', 0, 3, 0, ['Critical Hit'])],
    skills: ['Native Speaker', 'Sneaky'],
  },
  {
    kind: 'sergeant',
    name: 'Sergeant',
    weapons: [weapon('SMG', 'ranged', 2, 4, 3, ['Burst', 'Unreliable']), weapon('Trench knife', 'melee', 0, 2, 0, ['Frenzy'])],
    skills: ['Squad Leader', 'Resilient'],
  },
  { kind: 'quill', name: 'Quill', weapons: [weapon('Aether pistol', 'ranged', 2, 2, 1, ['Shockwave'], 1)], skills: ['Genius', 'Aether Infused'] },
  {
    kind: 'kestrel',
    name: 'Kestrel',
    weapons: [weapon('Rifle', 'ranged', 4, 4, 3, ['Accurate', 'Precise']), weapon('Hatchet', 'melee', 0, 3, 0, ['Rage'])],
    skills: ['Stealthy', 'Evasive'],
  },
];
export const HERO_BY_KIND: ReadonlyMap<string, HeroProfile> = new Map(HEROES.map((h) => [h.kind, h]));
export const ROSTER = HEROES.map((h) => ({ kind: h.kind, name: h.name }));

/** A hero's weapons, the unarmed attack last. */
export const weaponsOf = (kind: string): readonly Weapon[] => [...(HERO_BY_KIND.get(kind)?.weapons ?? []), UNARMED];

/** §5.4 (Proposed): each hero starts with 1 wild heroic point. */
export const START_HEROIC_POINTS = 1;
/** §6.8: Downed at 4 permanent wounds; Recover keeps 2. */
export const DOWNED_AT = 4;
export const RECOVER_KEEPS = 2;
/** §6.9: captured when alone, Downed, with this many enemies in the area. */
export const CAPTORS = 4;
/** §9.3: the fifth and later Guard units on a guard point move. */
export const GUARD_POST_SIZE = 5;
/** §10.1: the defence pool. */
export const DEFENCE_DICE = 2;

export const DECKS = { noisePre: 'noise-pre', noisePost: 'noise-post', spawn: 'spawn', wound: 'wound' } as const;
