// Which doors each trigger can open, and what a hero must reach to set it off: the facts reachability needs.
import type { Trigger, TriggerEvent } from '../generated/mission-types';

export interface DoorOpener {
  /** The feature a hero must reach for the trigger to fire, or undefined when it can fire anywhere (a round event…). */
  readonly gate: string | undefined;
  readonly doors: readonly string[];
}

export function doorOpeners(triggers: readonly Trigger[]): DoorOpener[] {
  const openers: DoorOpener[] = [];
  for (const trigger of triggers) {
    const doors: string[] = [];
    collectOpenedDoors(trigger.do, doors);
    if (doors.length > 0) openers.push({ gate: gateFeature(trigger.on), doors });
  }
  return openers;
}

function gateFeature(event: TriggerEvent): string | undefined {
  if ('feature' in event && typeof event.feature === 'string') return event.feature;
  if ((event.event === 'enter' || event.event === 'see') && typeof event.place === 'object' && 'feature' in event.place) return event.place.feature;
  return undefined;
}

/** Finds unlock/open effects at any depth (inside roll outcomes too). */
function collectOpenedDoors(value: unknown, doors: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collectOpenedDoors(item, doors);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if ((record['effect'] === 'unlock' || record['effect'] === 'open') && typeof record['door'] === 'string') doors.push(record['door']);
  for (const child of Object.values(record)) if (typeof child === 'object') collectOpenedDoors(child, doors);
}
