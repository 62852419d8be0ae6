// The hive's content as data: the roster (hive.md §3.1, §11 G1), bugs (§3.3, T3), tables T1, T2, T4,
// the chamber titles (T6) and the item deck (§11 G4).

export type HiveObjective = 'destroy-the-hive' | 'rescue-the-scientist' | 'kill-the-queen';
export type HiveDifficulty = 'easy' | 'medium' | 'hard';
export type BugKind = 'small' | 'large';

export interface ValkyrieProfile {
  readonly kind: string;
  readonly name: string;
  readonly role: string;
  readonly health: number;
  readonly agility: number;
  readonly attacks: number;
  readonly toHit: number;
  readonly range: number;
}

/** §11 G1, in the fixed turn order of T5 (which is also the roster). */
export const VALKYRIES: readonly ValkyrieProfile[] = [
  { kind: 'buzzer', name: 'Buzzer', role: 'Scout', health: 4, agility: 6, attacks: 1, toHit: 4, range: 9 },
  { kind: 'jane', name: 'Jane', role: 'Heavy gunner', health: 6, agility: 3, attacks: 3, toHit: 4, range: 9 },
  { kind: 'kenneth', name: 'Kenneth', role: 'Engineer', health: 5, agility: 4, attacks: 2, toHit: 4, range: 9 },
  { kind: 'ellie-may', name: 'Ellie-May', role: 'Medic', health: 5, agility: 4, attacks: 1, toHit: 4, range: 9 },
  { kind: 'maria', name: 'Maria', role: 'Marksman', health: 4, agility: 4, attacks: 2, toHit: 3, range: 12 },
  { kind: 'nikhita', name: 'Nikhita', role: 'Assault', health: 6, agility: 5, attacks: 2, toHit: 4, range: 6 },
];

/** Moves through bugs (§3.1). */
export const PASSES_BUGS = 'buzzer';
/** The Engineer class (§11 A15: Kenneth) establishes weak points for free. */
export const ENGINEER = 'kenneth';
/** Heals 1 HP for 1 move action, once per turn (§11 G1). */
export const MEDIC = 'ellie-may';

export function valkyrieProfile(kind: string): ValkyrieProfile | undefined {
  return VALKYRIES.find((profile) => profile.kind === kind);
}

export function rosterRank(kind: string): number {
  const rank = VALKYRIES.findIndex((profile) => profile.kind === kind);
  return rank < 0 ? VALKYRIES.length : rank;
}

/** T3, and §11 G5: each bug attack die deals 1 HP on 4+. */
export const BUGS: Readonly<Record<BugKind, { readonly health: number; readonly attacks: number; readonly move: number; readonly name: string }>> = {
  small: { health: 1, attacks: 1, move: 4, name: 'Small bug' },
  large: { health: 2, attacks: 2, move: 4, name: 'Large bug' },
};
export const BUG_MOVE = 4;
export const BUG_HITS_ON = 4;

/** T1: the objective die. */
export function objectiveForRoll(roll: number): HiveObjective {
  if (roll <= 2) return 'destroy-the-hive';
  if (roll <= 4) return 'rescue-the-scientist';
  return 'kill-the-queen';
}

/** T2: bugs revealed by a spawn token's die, [small, large]. */
export const SPAWN_TABLE: Readonly<Record<number, readonly [number, number]>> = {
  1: [2, 0],
  2: [1, 1],
  3: [3, 0],
  4: [2, 1],
  5: [4, 0],
  6: [2, 2],
};

/** §3.7 / T4: bugs on the board at once, by difficulty and P (§11 A19: ceil(P/2) large on Easy). */
export function bugLimits(difficulty: HiveDifficulty, players: number): { readonly small: number; readonly large: number } {
  switch (difficulty) {
    case 'easy':
      return { small: 2 * players, large: Math.ceil(players / 2) };
    case 'medium':
      return { small: 3 * players, large: players };
    case 'hard':
      return { small: 4 * players, large: 2 * players };
  }
}

/** B2: spawn tokens per round (§8.1, §11 A1). */
export const spawnTokensPerRound = (players: number): number => 2 + players;

/** T6, in order: the first one holds the Queen. */
export const QUEEN_CHAMBER = 'Queen Chamber';
export const CHAMBER_TITLES: readonly string[] = [QUEEN_CHAMBER, 'Nutrient Pool', 'Spawning Pods', 'Sensory Cluster', 'Ventilation Centre', 'Bio-Aqueduct'];
export const QUEEN_HEALTH = 22;
/** §9.4: two special attacks destroy a chamber, which takes 4 HP from the Queen. */
export const CHAMBER_HITS = 2;
export const CHAMBER_QUEEN_DAMAGE = 4;
/** §7.3: only a 6 hurts the Queen (Acid rounds: 4+, §11 G4). */
export const QUEEN_HURT_ON = 6;
export const ACID_HURT_ON = 4;

/** §3.2, §7.2: LJ's pistol die. */
export const LJ_TO_HIT = 5;
export const LJ_RANGE_TILES = 3;

/** §9.2, §11 A8: charges needed, one per weak point. */
export const CHARGES_NEEDED = 4;

/** §11 G4: the item deck. */
export type ItemCard = 'medkit' | 'stim' | 'extra-magazine' | 'frag-grenade' | 'acid-rounds' | 'armour-plate';
export const ITEM_DECK: readonly ItemCard[] = [
  ...Array<ItemCard>(4).fill('medkit'),
  ...Array<ItemCard>(3).fill('stim'),
  ...Array<ItemCard>(4).fill('extra-magazine'),
  ...Array<ItemCard>(3).fill('frag-grenade'),
  ...Array<ItemCard>(3).fill('acid-rounds'),
  ...Array<ItemCard>(3).fill('armour-plate'),
];
export const ITEM_CARDS: ReadonlySet<string> = new Set(ITEM_DECK);
export const MEDKIT_HEAL = 2;
export const STIM_MOVES = 2;
export const MAGAZINE_ATTACKS = 2;
export const GRENADE_RANGE = 6;
export const GRENADE_HITS_ON = 4;
export const ARMOUR_HEALTH = 2;

/** Tags that make a drawn tile an objective tile (the built-in chambers are tagged "objective-chamber"). */
export const OBJECTIVE_TAGS: readonly string[] = ['objective-chamber', 'objective'];

/** A mission without a round cap still ends (the issue: no game runs forever). */
export const DEFAULT_ROUND_CAP = 40;
