// infiltration.md §12.3: the raid objective cards. Recon's tokens are collected by line of sight (§11.1,
// the mission's `see` triggers); Dossier, Demolition and Escort place objective items (§11.1,
// objective-items.ts). A card the rules could not play would carry `unsupported` and be refused.

export interface RaidObjectiveCard {
  readonly id: 'dossier' | 'demolition' | 'recon' | 'escort';
  readonly title: string;
  /** Why the rules cannot play it yet; absent when they can. */
  readonly unsupported?: string;
}

export const RAID_OBJECTIVES: readonly RaidObjectiveCard[] = [
  { id: 'dossier', title: 'Dossier' },
  { id: 'demolition', title: 'Demolition' },
  { id: 'recon', title: 'Recon' },
  { id: 'escort', title: 'Escort' },
];
