import type { MissionIssue } from '@breachline/scenario-schema';
import { useLayoutEffect } from 'react';
import { measureRevalidated } from '../document/edit-timing';
import { authorMessage } from './issue-wording';

export interface ValidationPanelProps {
  readonly issues: readonly MissionIssue[];
  /** What loads but may not play as meant (e.g. triggers that set each other off): listed apart, never blocking. */
  readonly warnings?: readonly MissionIssue[];
  onLocate(at: { x: number; y: number }): void;
}

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** Lists every problem of the mission being edited, then its warnings; an entry with a place on the map frames it when clicked. */
export function ValidationPanel({ issues, warnings = [], onLocate }: ValidationPanelProps) {
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
          <p className="invalid">{count(issues.length, 'problem', 'problems')}</p>
          <IssueList issues={issues} label="Problems" onLocate={onLocate} />
        </>
      )}
      {warnings.length > 0 && (
        <>
          <p className="warning">{count(warnings.length, 'warning', 'warnings')}: the mission loads, but check these</p>
          <IssueList issues={warnings} label="Warnings" onLocate={onLocate} />
        </>
      )}
    </section>
  );
}

function IssueList({ issues, label, onLocate }: { issues: readonly MissionIssue[]; label: string; onLocate: ValidationPanelProps['onLocate'] }) {
  return (
    <ul className={`issue-list${label === 'Warnings' ? ' warnings' : ''}`} aria-label={label}>
      {issues.map((issue, i) => (
        <li key={i}>
          {issue.at ? (
            <button type="button" className="issue-link" onClick={() => issue.at && onLocate(issue.at)} title="Show on the map">
              {authorMessage(issue)}
            </button>
          ) : (
            <span>{authorMessage(issue)}</span>
          )}
          {issue.path && <code>{issue.path}</code>}
        </li>
      ))}
    </ul>
  );
}
