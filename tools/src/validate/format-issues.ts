import type { MissionIssue } from '@breachline/scenario-schema';

/** One line per issue: `file: path: message`, so editors and terminals can jump to it. */
export function formatIssues(file: string, issues: readonly MissionIssue[]): string[] {
  return issues.map((issue) => {
    const where = issue.path === '' ? '' : ` ${issue.path}`;
    const cell = issue.at ? ` (cell ${issue.at.x}, ${issue.at.y})` : '';
    const location = where + cell === '' ? '' : `${where}${cell}:`;
    return `${file}:${location} ${issue.message}`;
  });
}
