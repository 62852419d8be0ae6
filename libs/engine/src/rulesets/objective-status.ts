/**
 * One line of a mission's objective tracker, as a ruleset describes it for the screen: what the heroes
 * must do, whether it is done, and how far along it is. Display data only: computed from the heroes'
 * view, it never decides an outcome (each ruleset's `outcome` does).
 */
export interface ObjectiveStatus {
  readonly label: string;
  readonly done: boolean;
  readonly progress?: { readonly current: number; readonly total: number };
}
