import type { GameView } from '../../rules/hidden/view';
import type { ObjectiveStatus } from '../objective-status';
import { authorObjectives } from '../mission-objectives';
import type { InfiltrationExt } from './types';

/** The mission's objectives, then the tracker (§4.1): rounds left before the alarm, or before the mission fails. */
export function infiltrationObjectives(view: GameView<InfiltrationExt>): ObjectiveStatus[] {
  const { ext } = view;
  const total = ext.alarm ? ext.postAlarmRounds : ext.preAlarmRounds;
  const current = Math.min(Math.max(ext.marker - 1, 0), total);
  const label = ext.alarm ? `Escape before the post-alarm track runs out (${total - current} rounds left)` : `Quiet rounds before the alarm: ${total - current} left`;
  return [...authorObjectives(view), { label, done: view.status.kind === 'won', progress: { current, total } }];
}
