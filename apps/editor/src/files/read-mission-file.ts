import { loadMissionText, type MissionIssue } from '@breachline/scenario-schema';
import { authorMessage } from '../app/issue-wording';
import type { Notice } from '../document/editor-store';
import { raidOf } from '../document/raid-documents';

/** Files larger than this are refused before reading: no mission comes near it. */
export const MAX_MISSION_FILE_BYTES = 20 * 1024 * 1024;

export type FileOpenResult = { ok: true; mission: unknown } | { ok: false; notice: Notice };

/** Reads a mission file for opening; a file that is not a valid mission comes back as a notice, never opened. */
export async function readMissionFile(file: Pick<File, 'name' | 'size' | 'text'>): Promise<FileOpenResult> {
  if (file.size > MAX_MISSION_FILE_BYTES) {
    return refuse(file.name, [`The file is ${(file.size / 1024 / 1024).toFixed(1)} MB; missions are at most 20 MB.`]);
  }
  const text = await file.text();
  const loaded = loadMissionText(text);
  if (!loaded.ok) return refuse(file.name, loaded.issues.map(describeIssue));
  // A file naming a raid stays a raid (its map is generated from the cards): not the expansion the loader checked.
  const written: unknown = JSON.parse(text);
  return { ok: true, mission: raidOf(written) !== undefined ? written : loaded.value.mission };
}

/** `/layout/2: Tile … overlaps …` — the place first, as in the validation panel. */
export function describeIssue(issue: MissionIssue): string {
  return issue.path === '' ? authorMessage(issue) : `${issue.path}: ${authorMessage(issue)}`;
}

function refuse(name: string, lines: string[]): FileOpenResult {
  return { ok: false, notice: { title: `'${name}' was not opened; your mission is unchanged.`, lines } };
}
