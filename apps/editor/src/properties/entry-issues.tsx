import type { MissionIssue } from '@breachline/scenario-schema';
import { pointerOf, type Path } from './document-paths';

/** The problems validation found inside one entry (its JSON pointer and below), shown next to its form. */
export function issuesUnder(issues: readonly MissionIssue[], path: Path): MissionIssue[] {
  const pointer = pointerOf(path);
  return issues.filter((issue) => issue.path === pointer || issue.path.startsWith(`${pointer}/`));
}

export function EntryIssues({ issues, path }: { issues: readonly MissionIssue[]; path: Path }) {
  const mine = issuesUnder(issues, path);
  if (mine.length === 0) return null;
  return (
    <ul className="entry-issues" aria-label="Problems">
      {mine.map((issue, i) => (
        <li key={i}>
          {issue.message}
          {issue.path !== pointerOf(path) && <code>{issue.path}</code>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The problems at one field of a trigger word: those naming the field itself, and, for a field edited as a whole
 * (a place, a who, a card list), those inside it. A nested condition's own fields show theirs, so not here.
 */
export function fieldIssues(issues: readonly MissionIssue[], path: Path, inside: boolean): MissionIssue[] {
  const pointer = pointerOf(path);
  return issues.filter((issue) => issue.path === pointer || (inside && issue.path.startsWith(`${pointer}/`)));
}

export function FieldIssues({ issues, path, inside }: { issues: readonly MissionIssue[]; path: Path; inside: boolean }) {
  const mine = fieldIssues(issues, path, inside);
  if (mine.length === 0) return null;
  return (
    <ul className="entry-issues field-issues" aria-label="Problems">
      {mine.map((issue, i) => (
        <li key={i}>{issue.message}</li>
      ))}
    </ul>
  );
}
