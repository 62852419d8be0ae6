import { readFile } from 'node:fs/promises';
import { loadMissionText } from '@breachline/scenario-schema';
import { formatIssues } from './format-issues';

export interface ValidationReport {
  readonly valid: boolean;
  readonly lines: string[];
}

/** Validates mission files; a file that cannot be read is reported like any other problem. */
export async function validateFiles(files: readonly string[]): Promise<ValidationReport> {
  const lines: string[] = [];
  let valid = true;
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      valid = false;
      lines.push(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`);
      continue;
    }
    const result = loadMissionText(text);
    if (result.ok) {
      lines.push(`${file}: valid (${result.value.mission.meta.title}, ${result.value.board.width}x${result.value.board.height} board).`);
    } else {
      valid = false;
      lines.push(...formatIssues(file, result.issues));
    }
  }
  return { valid, lines };
}
