// infiltration.md §4.1: the mission tracker. Pre-alarm it advances at the end of each round, in Raise the
// Alarm!, and for BANG! (1) and BOOM! (2); passing the end of the section sets the alarm off (§8.8).
import type { Ctx } from './context';

export const MARKER = 'round-marker';
export const ALARM = 'alarm';

export function setMarker(c: Ctx, marker: number): void {
  c.tx.w.set(c.state.ext, 'marker', marker);
  c.tx.setCounter(MARKER, marker);
}

/** Advances the pre-alarm marker by `by` (BANG!, BOOM!, Raise the Alarm!); past the end, the alarm is pending (§8.9). */
export function advancePreAlarm(c: Ctx, by: number): void {
  const { ext } = c.state;
  if (ext.alarm || ext.alarmPending) return;
  const marker = Math.min(ext.marker + by, ext.preAlarmRounds + 1);
  setMarker(c, marker);
  if (marker > ext.preAlarmRounds) c.tx.w.set(ext, 'alarmPending', true);
}
