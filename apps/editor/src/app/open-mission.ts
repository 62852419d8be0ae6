import type { Board } from '@breachline/engine';
import { loadMission, type Mission, type MissionIssue } from '@breachline/scenario-schema';

/** What the editor holds for a mission: the document itself, and its board when it compiles. */
export interface EditorDocument {
  readonly mission: unknown;
  readonly board: Board | undefined;
  readonly issues: readonly MissionIssue[];
}

/** Validates a mission for editing. Unlike the game, an invalid mission stays open so it can be fixed. */
export function openMission(document: unknown): EditorDocument {
  const loaded = loadMission(document);
  if (loaded.ok) return { mission: loaded.value.mission, board: loaded.value.board, issues: [] };
  return { mission: document, board: undefined, issues: loaded.issues };
}

/** The mission's title when the document has one, for the title bar. */
export function missionTitle(document: EditorDocument): string {
  const meta = (document.mission as Partial<Mission> | null)?.meta;
  return typeof meta?.title === 'string' && meta.title !== '' ? meta.title : 'Untitled mission';
}
