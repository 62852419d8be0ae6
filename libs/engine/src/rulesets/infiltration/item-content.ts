// infiltration.md §11.1: the items as data (the Proposed completions), the two loot pools and the backs.

/** What using an item does (§6.10 Use an Item); 'passive' items apply by themselves; 'held' ones wait for rules this slice lacks. */
export type ItemUse =
  | 'passive'
  | 'held'
  | 'attack'
  | 'grenade'
  | 'stick-grenade'
  | 'smoke'
  | 'bandages'
  | 'medics-bag'
  | 'pain-killers'
  | 'cell'
  /** §11.1 Aether Tonic: 2 aether dice heal a hero in the area (items.ts). */
  | 'aether-tonic'
  /** §11.1 Aether Stim: 1 aether die, then blanks re-rolled until the next turn (aether-items.ts). */
  | 'aether-stim'
  /** §12.3 Demolition: set off the planted charges (objective-items.ts). */
  | 'detonator';

export interface ItemProfile {
  readonly id: string;
  readonly name: string;
  readonly pool: 'normal' | 'aether' | 'objective';
  readonly count: number;
  readonly use: ItemUse;
}

const item = (id: string, name: string, pool: ItemProfile['pool'], count: number, use: ItemUse): ItemProfile => ({ id, name, pool, count, use });

/** §11.1 normal (63) and aether (21) items. */
export const ITEMS: readonly ItemProfile[] = [
  item('ap-rounds', 'AP Rounds', 'normal', 7, 'attack'),
  item('ammo', 'Ammo', 'normal', 4, 'attack'), // ammo.ts: +2 after the roll
  item('bandages', 'Bandages', 'normal', 5, 'bandages'),
  item('body-armour', 'Body Armour', 'normal', 4, 'passive'),
  item('disguise-kit', 'Disguise Kit', 'normal', 3, 'passive'), // awareness.ts: cancels a rise
  item('dog-biscuits', 'Dog Biscuits', 'normal', 3, 'passive'), // dog-biscuits.ts: an instant in the enemy turn
  item('grenade', 'Grenade', 'normal', 7, 'grenade'),
  item('helmet', 'Helmet', 'normal', 5, 'passive'),
  item('keys', 'Keys', 'normal', 5, 'passive'),
  item('knuckledusters', 'Knuckledusters', 'normal', 2, 'passive'),
  item('medics-bag', "Medic's Bag", 'normal', 4, 'medics-bag'),
  item('pain-killers', 'Pain Killers', 'normal', 3, 'pain-killers'),
  item('radio', 'Radio', 'normal', 4, 'passive'), // dice-tests.ts: blanks re-rolled
  item('smoke-grenade', 'Smoke Grenade', 'normal', 3, 'smoke'),
  item('stick-grenade', 'Stick Grenade Bundle', 'normal', 4, 'stick-grenade'),
  item('aether-lenses', 'Aether Lenses', 'aether', 2, 'held'),
  item('aether-tonic', 'Aether Tonic', 'aether', 2, 'aether-tonic'),
  item('aether-stim', 'Aether Stim', 'aether', 3, 'aether-stim'),
  item('aether-cell', 'Aether Cell', 'aether', 11, 'cell'),
  item('aether-shield', 'Aether Shield', 'aether', 3, 'passive'), // wounds.ts: +1 defence die
  // §11.1 objective items (13): placed by the mission's objective (§12.3), never looted.
  item('detonator', 'Detonator', 'objective', 1, 'detonator'),
  item('dossier', 'Dossier', 'objective', 1, 'held'),
  item('demolition-charge', 'Demolition charge', 'objective', 3, 'held'),
  item('false-objective', 'False objective', 'objective', 3, 'held'),
  item('escort', 'Escort: Rourke', 'objective', 1, 'held'),
];
export const ITEM_BY_ID: ReadonlyMap<string, ItemProfile> = new Map(ITEMS.map((i) => [i.id, i]));

/** §3.6: at most 4 items on a dashboard. */
export const ITEM_SLOTS = 4;

/** §6.4 Proposed: the noise printed on an item's back (objective items 1). */
export const BACK_NOISE: Readonly<Record<ItemProfile['pool'], number>> = { normal: 1, aether: 2, objective: 1 };

/** Token kinds of items on the map: the back is public, the item face down is not. */
export const ITEM_TOKEN: Readonly<Record<ItemProfile['pool'], string>> = { normal: 'item', aether: 'aether-item', objective: 'objective-item' };
export const ITEM_TOKEN_KINDS: ReadonlySet<string> = new Set(Object.values(ITEM_TOKEN));

/** The loot pools (§11.1 Proposed): every item of the pool once per copy, shuffled face down; no reshuffle. */
export type LootPool = Exclude<ItemProfile['pool'], 'objective'>;
export const LOOT_DECK: Readonly<Record<LootPool, string>> = { normal: 'loot-normal', aether: 'loot-aether' };
export const poolCards = (pool: LootPool): string[] => ITEMS.filter((i) => i.pool === pool).flatMap((i) => Array.from({ length: i.count }, () => i.id));

/** §11.1 Proposed: Smoke Grenade's noise (1 die); a grenade is BOOM!. */
export const SMOKE_NOISE = 1;
