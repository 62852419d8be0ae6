// The event log and the dice tray, as the players saw them: lines phrased from the side's events.
import type { GameEvent } from '@breachline/engine';
import { describeEvent, type EventWords, type NameOf } from '../play/describe-event';

/** The log keeps its last lines only: enough to read back, small enough to rebuild on every step. */
export const LOG_LIMIT = 200;

export type DiceEvent = Extract<GameEvent, { type: 'dice-rolled' }>;

/** `log` with the lines `events` add (in the ruleset's words when given), trimmed to the last LOG_LIMIT. */
export function extendLog(log: readonly string[], events: readonly GameEvent[], nameOf: NameOf, words?: EventWords): readonly string[] {
  const lines = events.flatMap((e) => describeEvent(e, nameOf, words) ?? []);
  return lines.length === 0 ? log : [...log, ...lines].slice(-LOG_LIMIT);
}

/** The last dice roll among `events`, if any. */
export function lastRoll(events: readonly GameEvent[]): DiceEvent | undefined {
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i];
    if (event?.type === 'dice-rolled') return event;
  }
  return undefined;
}

/** A mission message with a title: what the play screen shows as a banner. */
export interface Notice {
  readonly title: string;
  readonly text: string;
}

/** The last titled mission message among `events`, if any (untitled ones stay in the log only). */
export function lastNotice(events: readonly GameEvent[]): Notice | undefined {
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i];
    if (event?.type === 'message' && event.title !== undefined) return { title: event.title, text: event.text };
  }
  return undefined;
}
