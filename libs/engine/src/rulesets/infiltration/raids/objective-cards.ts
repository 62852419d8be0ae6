// infiltration.md §12.3: the raid objective cards. Recon is played by the rules today (objective tokens seen
// by line of sight, §11.1, through the mission's `see` triggers); Dossier, Demolition and Escort need the
// objective items (§11.1) and the Escort keyword (§11.4), which the rules do not play yet, so a raid naming
// one is refused with the reason rather than shipped unwinnable.

export interface RaidObjectiveCard {
  readonly id: 'dossier' | 'demolition' | 'recon' | 'escort';
  readonly title: string;
  /** Why the rules cannot play it yet; absent when they can. */
  readonly unsupported?: string;
}

export const RAID_OBJECTIVES: readonly RaidObjectiveCard[] = [
  { id: 'dossier', title: 'Dossier', unsupported: 'it needs the Dossier and false objective items (infiltration.md §11.1), which the rules do not place yet' },
  { id: 'demolition', title: 'Demolition', unsupported: 'it needs demolition charges and the Detonator (infiltration.md §11.1), which the rules do not play yet' },
  { id: 'recon', title: 'Recon' },
  { id: 'escort', title: 'Escort', unsupported: 'it needs the escort unit and the Escort keyword (infiltration.md §11.4), which the rules do not play yet' },
];
