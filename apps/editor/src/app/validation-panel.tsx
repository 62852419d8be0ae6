import type { MissionIssue } from '@breachline/scenario-schema';

/** Lists every problem of the mission being edited, or says there is none. */
export function ValidationPanel({ issues }: { issues: readonly MissionIssue[] }) {
  return (
    <section className="panel" aria-label="Validation">
      <h2>Validation</h2>
      {issues.length === 0 ? (
        <p className="valid">No problems found.</p>
      ) : (
        <ul className="issue-list">
          {issues.map((issue, i) => (
            <li key={i}>
              <span>{issue.message}</span>
              {issue.path && <code>{issue.path}</code>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
