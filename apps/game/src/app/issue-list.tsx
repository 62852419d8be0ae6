import type { MissionIssue } from '@breachline/scenario-schema';

/** What is wrong with a mission, one line per problem, with where it is. */
export function IssueList({ title, issues, onBack }: { title: string; issues: readonly MissionIssue[]; onBack?: () => void }) {
  return (
    <section className="issues" role="alert">
      <h1>{title}</h1>
      <ul>
        {issues.map((issue, i) => (
          <li key={i}>
            {issue.message}
            {issue.path && <code> {issue.path}</code>}
          </li>
        ))}
      </ul>
      {onBack && (
        <button type="button" onClick={onBack}>
          Back to the missions
        </button>
      )}
    </section>
  );
}
