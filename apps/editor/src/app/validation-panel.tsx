import type { MissionIssue } from '@breachline/scenario-schema';
import { useLayoutEffect } from 'react';
import { measureRevalidated } from '../document/edit-timing';

/** Lists every problem of the mission being edited; a problem with a place on the map frames it when clicked. */
export function ValidationPanel({ issues, onLocate }: { issues: readonly MissionIssue[]; onLocate: (at: { x: number; y: number }) => void }) {
  // After every commit: when an edit is pending, its errors are now in the page (see edit-timing.ts).
  useLayoutEffect(() => {
    measureRevalidated();
  });
  return (
    <section className="panel" aria-label="Validation">
      <h2>Validation</h2>
      {issues.length === 0 ? (
        <p className="valid">No problems found.</p>
      ) : (
        <>
          <p className="invalid">{issues.length === 1 ? '1 problem' : `${issues.length} problems`}</p>
          <ul className="issue-list">
            {issues.map((issue, i) => (
              <li key={i}>
                {issue.at ? (
                  <button type="button" className="issue-link" onClick={() => issue.at && onLocate(issue.at)} title="Show on the map">
                    {issue.message}
                  </button>
                ) : (
                  <span>{issue.message}</span>
                )}
                {issue.path && <code>{issue.path}</code>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
