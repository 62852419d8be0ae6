import type { Board } from '@breachline/engine';
import { loadMission, previewBoard, type LoadResult, type Mission, type MissionIssue } from '@breachline/scenario-schema';
import { mapProblem } from '../persistence/draft-checks';

/** What the editor holds for a mission: the document itself, and its board when it compiles. */
export interface EditorDocument {
  readonly mission: unknown;
  /** The compiled board, when the mission is valid. */
  readonly board: Board | undefined;
  /** What can be drawn of the mission, valid or not: the map shows this. */
  readonly preview: Board | undefined;
  readonly issues: readonly MissionIssue[];
  /** What loads but may not play as meant (a trigger loop…): shown apart from the problems, never blocking. */
  readonly warnings: readonly MissionIssue[];
}

/** Validates a mission for editing. Unlike the game, an invalid mission stays open so it can be fixed. */
export function openMission(document: unknown): EditorDocument {
  const loaded = loadSafely(document);
  if (loaded.ok) return { mission: loaded.value.mission, board: loaded.value.board, preview: loaded.value.board, issues: [], warnings: loaded.value.warnings ?? [] };
  return { mission: document, board: undefined, preview: safePreview(document), issues: loaded.issues, warnings: [] };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Validation never throws by contract; should it ever, the editor says so and stays open. */
function loadSafely(document: unknown): LoadResult {
  try {
    return loadMission(document);
  } catch (error) {
    return { ok: false, issues: [{ stage: 'json', path: '', message: `The mission could not be checked: ${reasonOf(error)}.` }] };
  }
}

/**
 * What can be drawn of an invalid mission. A map reaching far beyond the format's coordinates is not drawn
 * (compiling it would freeze the page; validation reports it), and a preview that fails draws nothing.
 */
function safePreview(document: unknown): Board | undefined {
  if (typeof document === 'object' && document !== null && !Array.isArray(document) && mapProblem(document as Record<string, unknown>)) return undefined;
  try {
    return previewBoard(document).board;
  } catch {
    return undefined;
  }
}

/** The mission's title when the document has one, for the title bar. */
export function missionTitle(document: EditorDocument): string {
  const meta = (document.mission as Partial<Mission> | null)?.meta;
  return typeof meta?.title === 'string' && meta.title !== '' ? meta.title : 'Untitled mission';
}
