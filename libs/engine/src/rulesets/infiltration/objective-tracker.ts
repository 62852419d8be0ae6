import type { GameView } from '../../rules/hidden/view';
import type { ObjectiveStatus } from '../objective-status';
import { authorObjectives } from '../mission-objectives';
import type { InfiltrationExt } from './types';

const rounds = (n: number): string => `${n} ${n === 1 ? 'round' : 'rounds'}`;

/**
 * The mission's objectives, then the tracker (§4.1): rounds left before the alarm, or before the mission fails.
 * The count and its bar show the rounds left, as the words do: a full bar is time in hand, an empty one none.
 */
export function infiltrationObjectives(view: GameView<InfiltrationExt>): ObjectiveStatus[] {
  const { ext } = view;
  const total = ext.alarm ? ext.postAlarmRounds : ext.preAlarmRounds;
  const left = total - Math.min(Math.max(ext.marker - 1, 0), total);
  const label = !ext.alarm
    ? `Quiet rounds before the alarm: ${left} left`
    : view.status.kind === 'lost' && left === 0
      ? 'The post-alarm track ran out before the heroes escaped'
      : `Escape before the post-alarm track runs out (${rounds(left)} left)`;
  return [...authorObjectives(view), { label, done: view.status.kind === 'won', progress: { current: left, total } }];
}
