import type { MissionIssue } from '@breachline/scenario-schema';

/** What is wrong with a mission, one line per problem, with where it is. */
export function IssueList({ title, issues }: { title: string; issues: readonly MissionIssue[] }) {
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
    </section>
  );
}
