// Triggers as a list: add a new one, name it for the list.
import { appendAt } from './document-paths';
import { freshId } from './mission-ids';
import { EVENTS, humanize, switchVariant, variantFor } from './vocabulary';

/** A new trigger fires at mission start and does nothing yet: the author adds its effects (validation asks for one). */
export function addTrigger(mission: unknown): unknown {
  return appendAt(mission, ['triggers'], { id: freshId(mission, 'trigger'), on: switchVariant(EVENTS, 'mission-start'), do: [] });
}

/** How a trigger is listed: its label, else its id and event. */
export function triggerTitle(trigger: unknown, index: number): string {
  const t = (trigger ?? {}) as { id?: unknown; label?: unknown; on?: unknown };
  if (typeof t.label === 'string' && t.label !== '') return t.label;
  const id = typeof t.id === 'string' && t.id !== '' ? t.id : `Trigger ${index + 1}`;
  const event = variantFor(EVENTS, t.on);
  return event ? `${id} (on ${humanize(event.value)})` : id;
}
