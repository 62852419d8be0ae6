import type { GameView } from '../rules/hidden/view';
import type { ObjectiveStatus } from './objective-status';

/**
 * The tracker's lines for the objectives the mission's author wrote, in the author's words: done when
 * a trigger completed it, or (unless optional or failed) when the mission is won. A ruleset's tracker
 * lists them first, then its own progress lines.
 */
export function authorObjectives(view: Pick<GameView, 'mission' | 'status'>): ObjectiveStatus[] {
  const won = view.status.kind === 'won';
  return (view.mission?.objectives ?? []).map((objective) => ({
    label: objective.state === 'failed' ? `${objective.label} (failed)` : objective.optional ? `${objective.label} (optional)` : objective.label,
    done: objective.state === 'done' || (won && !objective.optional && objective.state !== 'failed'),
  }));
}
