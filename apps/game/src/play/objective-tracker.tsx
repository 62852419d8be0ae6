import type { ObjectiveStatus, ShownTracker } from '@breachline/engine';

/**
 * One line per goal: the author's objective and the ruleset's progress line often word the same goal alike
 * ("Finish wave 10" twice), so lines of one label merge: done when either is, with the count the ruleset keeps.
 */
export function mergeObjectives(objectives: readonly ObjectiveStatus[]): ObjectiveStatus[] {
  const byLabel = new Map<string, ObjectiveStatus>();
  for (const objective of objectives) {
    const known = byLabel.get(objective.label);
    if (!known) {
      byLabel.set(objective.label, objective);
      continue;
    }
    const progress = known.progress ?? objective.progress;
    byLabel.set(objective.label, { label: objective.label, done: known.done || objective.done, ...(progress ? { progress } : {}) });
  }
  return [...byLabel.values()];
}

/**
 * The mission's objectives as its ruleset describes them (display data from the heroes' view): a tick or
 * an open circle (shape, not colour alone), the goal in words, and a count with a bar where there is one;
 * then the ruleset's trackers (round, command points…).
 */
export function ObjectiveTracker({ objectives, trackers = [] }: { objectives: readonly ObjectiveStatus[]; trackers?: readonly ShownTracker[] }) {
  if (objectives.length === 0 && trackers.length === 0) return null;
  return (
    <section className="objectives" aria-label="Objectives">
      <h2>Objectives</h2>
      {trackers.length > 0 && (
        <dl className="trackers" aria-label="Trackers">
          {trackers.map((tracker) => (
            <div key={tracker.label}>
              <dt>{tracker.label}</dt>
              <dd>{tracker.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <ul>
        {mergeObjectives(objectives).map((objective) => (
          <li key={objective.label} className={objective.done ? 'done' : undefined}>
            <span className="objective-mark" aria-hidden="true">
              {objective.done ? '✔' : '○'}
            </span>
            <span className="objective-label">
              {objective.label}
              {objective.done && <span className="visually-hidden"> (done)</span>}
            </span>
            {objective.progress && (
              <span className="objective-count">
                {objective.progress.current}/{objective.progress.total}
              </span>
            )}
            {objective.progress && objective.progress.total > 0 && (
              <span className="objective-bar" aria-hidden="true">
                <span style={{ width: `${(100 * objective.progress.current) / objective.progress.total}%` }} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
