import type { Board } from '@breachline/engine';
import { loadMission, previewBoard, type Mission, type MissionIssue } from '@breachline/scenario-schema';

/** What the editor holds for a mission: the document itself, and its board when it compiles. */
export interface EditorDocument {
  readonly mission: unknown;
  /** The compiled board, when the mission is valid. */
  readonly board: Board | undefined;
  /** What can be drawn of the mission, valid or not: the map shows this. */
  readonly preview: Board | undefined;
  readonly issues: readonly MissionIssue[];
}

/** Validates a mission for editing. Unlike the game, an invalid mission stays open so it can be fixed. */
export function openMission(document: unknown): EditorDocument {
  const loaded = loadMission(document);
  if (loaded.ok) return { mission: loaded.value.mission, board: loaded.value.board, preview: loaded.value.board, issues: [] };
  return { mission: document, board: undefined, preview: previewBoard(document).board, issues: loaded.issues };
}

/** The mission's title when the document has one, for the title bar. */
export function missionTitle(document: EditorDocument): string {
  const meta = (document.mission as Partial<Mission> | null)?.meta;
  return typeof meta?.title === 'string' && meta.title !== '' ? meta.title : 'Untitled mission';
}
