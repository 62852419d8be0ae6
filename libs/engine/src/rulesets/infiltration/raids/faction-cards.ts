// infiltration.md §12.3: the raid faction card is a faction table (§3.7). The digest proposes two tables
// (Garrison, Laboratory) and this ruleset two more (Honour Guard, Aether Works); they are `content.ts`'s
// FACTIONS, and each card here adds what a mission lists: its spawn pool (the units its codes name, by spawn
// level) for the board's legend.
import { FACTIONS, type FactionId } from '../content';

export interface RaidPoolEntry {
  readonly unit: string;
  readonly level: 1 | 2 | 3;
  readonly copies: number;
}
export interface RaidFactionCard {
  readonly id: FactionId;
  readonly title: string;
  readonly pool: readonly RaidPoolEntry[];
}

export const RAID_FACTIONS: readonly RaidFactionCard[] = [
  {
    id: 'garrison',
    title: "the Order's garrison",
    pool: [
      { unit: 'trooper', level: 1, copies: 6 },
      { unit: 'hound', level: 1, copies: 3 },
      { unit: 'officer', level: 2, copies: 2 },
      { unit: 'heavy-gunner', level: 2, copies: 2 },
      { unit: 'revenant', level: 3, copies: 2 },
    ],
  },
  {
    id: 'laboratory',
    title: "the Order's laboratory",
    pool: [
      { unit: 'revenant', level: 1, copies: 6 },
      { unit: 'specimen-6xx', level: 1, copies: 3 },
      { unit: 'technician', level: 2, copies: 2 },
      { unit: 'seeker-bomb', level: 2, copies: 2 },
      { unit: 'specimen-601', level: 3, copies: 2 },
    ],
  },
  {
    id: 'honour-guard',
    title: "the Order's honour guard",
    pool: [
      { unit: 'trooper', level: 1, copies: 6 },
      { unit: 'hound', level: 1, copies: 3 },
      { unit: 'officer', level: 2, copies: 2 },
      { unit: 'shock-trooper', level: 2, copies: 2 },
      { unit: 'heavy-gunner', level: 3, copies: 2 },
    ],
  },
  {
    id: 'aether-works',
    title: "the Order's aether works",
    pool: [
      { unit: 'trooper', level: 1, copies: 4 },
      { unit: 'revenant', level: 1, copies: 3 },
      { unit: 'specimen-6xx', level: 1, copies: 2 },
      { unit: 'technician', level: 2, copies: 2 },
      { unit: 'shock-trooper', level: 2, copies: 2 },
      { unit: 'seeker-bomb', level: 3, copies: 2 },
    ],
  },
];

/** Every unit a faction card's pool names is a row of its §3.7 table. */
export function poolMatchesTable(card: RaidFactionCard): boolean {
  const kinds = new Set(FACTIONS[card.id].map((row) => row.kind));
  return card.pool.every((entry) => kinds.has(entry.unit));
}
