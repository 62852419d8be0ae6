// infiltration.md §4.4 the end-of-round phase, §8.10 the alarm procedure.
import { AT_EASE } from './content';
import { refillHands } from './action-cards';
import type { Ctx } from './context';
import { enemyTurn } from './enemy-turn';
import { areaOf, onBoard, zoneOfArea } from './space';
import { triggerAllTokens } from './spawning';
import { ALARM, setMarker } from './tracker';
import { endOngoingEffects } from './modifiers';

/** §8.10: spawn tokens trigger, awareness goes, the post-alarm deck takes over, a free enemy turn, marker to 1. */
export function soundAlarm(c: Ctx): void {
  const { ext } = c.state;
  c.tx.w.set(ext, 'alarmPending', false);
  c.tx.w.set(ext, 'alarm', true);
  c.tx.w.set(ext, 'alarmRound', c.state.round);
  c.tx.setCounter(ALARM, 1);
  c.tx.emit({ type: 'alarm-raised' });
  c.tx.emit({ type: 'message', title: 'Alarm!', text: 'Sirens wail: every enemy is alert and the barracks empty.' });
  triggerAllTokens(c);
  for (let zone = 0; zone < ext.awareness.length; zone++) if ((ext.awareness[zone] ?? 0) !== AT_EASE) c.tx.w.set(ext.awareness, zone, AT_EASE);
  endOngoingEffects(c); // step 5 (TC22): before the free enemy turn, so no card effect lasts into it
  // The marker first: the free enemy turn may stop on the heroes' defence choices (TC12) and end the phase there.
  setMarker(c, 1);
  enemyTurn(c, true);
}

/** §4.4 steps 1–4. */
export function endOfRound(c: Ctx): void {
  const { ext } = c.state;
  refillHands(c);
  const occupied = new Set(c.state.units.filter((u) => u.side === 'enemies' && onBoard(u)).map((u) => zoneOfArea(c.board, areaOf(c.board, u))));
  for (let zone = 0; zone < ext.awareness.length; zone++) if (!occupied.has(zone) && (ext.awareness[zone] ?? 0) !== AT_EASE) c.tx.w.set(ext.awareness, zone, AT_EASE);
  for (let i = ext.cleared.length - 1; i >= 0; i--) if (occupied.has(ext.cleared[i] ?? -1)) c.tx.w.removeAt(ext.cleared, i);
  if (ext.alarm) {
    setMarker(c, ext.marker + 1);
    if (ext.marker > ext.postAlarmRounds) c.tx.w.set(ext, 'failed', true);
  } else if (!ext.alarmPending) {
    setMarker(c, ext.marker + 1);
    if (ext.marker > ext.preAlarmRounds) c.tx.w.set(ext, 'alarmPending', true);
  }
  c.tx.w.set(ext, 'actedThisRound', []);
  if (ext.alarmPending) soundAlarm(c);
}
