import type { MissionIssue } from '@breachline/scenario-schema';

/** One line per issue: `<file>:<line>:<col> <pointer> <message>`, so editors and terminals can jump to it. */
export function formatIssues(file: string, issues: readonly MissionIssue[], prefix = ''): string[] {
  return issues.map((issue) => {
    const pointer = issue.path === '' ? '/' : issue.path;
    const cell = issue.at ? ` (cell ${issue.at.x}, ${issue.at.y})` : '';
    return `${file}:${issue.line ?? 1}:${issue.column ?? 1} ${pointer} ${prefix}${issue.message}${cell}`;
  });
}
