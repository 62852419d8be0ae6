import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadMissionText } from '@breachline/scenario-schema';
import { formatIssues } from './format-issues';

/** 0: every file is a valid mission; 1: some file is invalid; 2: some file cannot be read or is not JSON. */
export type ExitCode = 0 | 1 | 2;

export interface ValidationReport {
  readonly exitCode: ExitCode;
  /** Lines for standard output (`ok <file>`). */
  readonly out: string[];
  /** Lines for standard error (one per problem, and one per warning, marked `warning:`). */
  readonly err: string[];
}

/**
 * Validates mission files (named as the user typed them, relative to `directory`); every file is checked even
 * after a failure, and the worst outcome sets the exit code.
 */
export async function validateFiles(files: readonly string[], directory = process.cwd()): Promise<ValidationReport> {
  const out: string[] = [];
  const err: string[] = [];
  let exitCode: ExitCode = 0;
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(resolve(directory, file), 'utf8');
    } catch (error) {
      exitCode = 2;
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      err.push(`${file}:1:1 / The file cannot be read (${code}).`);
      continue;
    }
    const result = loadMissionText(text);
    if (result.ok) {
      out.push(`ok ${file}`);
      // Warnings (triggers that can set each other off without end) are worth a look but fail nothing.
      err.push(...formatIssues(file, result.value.warnings ?? [], 'warning: '));
      continue;
    }
    // A file that is not JSON at all is a different failure from a mission with mistakes in it.
    const notJson = result.issues.some((issue) => issue.stage === 'json');
    exitCode = notJson ? 2 : exitCode === 2 ? 2 : 1;
    err.push(...formatIssues(file, result.issues));
  }
  return { exitCode, out, err };
}
