// What every property form needs: the document, the choices it offers, and the one way to change it.
import type { MissionIssue } from '@breachline/scenario-schema';
import { pointerOf, setIn, type Path } from './document-paths';
import type { EntityKeys } from '../document/entity-keys';
import type { MissionChoices } from './mission-ids';

export type Edit = (change: (mission: unknown) => unknown, coalesce?: string) => void;

export interface Editing {
  readonly mission: unknown;
  readonly choices: MissionChoices;
  readonly edit: Edit;
  /** What validation found in the present document, for forms that show an entry's problems beside it. */
  readonly issues: readonly MissionIssue[];
  /** The editor's stable key of each entry of the lists panels pick from (objectives, triggers), in list order. */
  readonly keys: Pick<EntityKeys, 'objectives' | 'triggers'>;
}

/**
 * Sets the value at `path` as one undo step; `typing` merges a run of keystrokes into the same field
 * into a single step (keyed by the field's JSON pointer).
 */
export function setAt(editing: Editing, path: Path, value: unknown, typing = false): void {
  editing.edit((m) => setIn(m, path, value), typing ? `properties:${pointerOf(path)}` : undefined);
}
