import { memo, useEffect, useRef, useState } from 'react';
import type { OpenForm } from '../document/entity-forms';
import { appendAt, listAt } from './document-paths';
import type { Editing } from './editing';
import { entityFields, type EntityDefinition, type EntityField } from './entity-fields';
import { EntryButtons } from './entry-buttons';
import { EntryIssues } from './entry-issues';
import { FieldInput } from './variant-form';

export interface EntitiesPanelProps {
  readonly editing: Editing;
  /** The mission's list, e.g. "doors". */
  readonly list: 'features' | 'doors' | 'units' | 'party';
  readonly definition: EntityDefinition;
  readonly title: string;
  /** One entry in words, e.g. "door". */
  readonly noun: string;
  /** The editor's stable key of each entry, when the list has them: a picked entry stays picked when others move. */
  readonly keys?: readonly string[] | undefined;
  /** A new entry, for lists added to here (the map places features, doors and units). */
  readonly create?: ((mission: unknown) => unknown) | undefined;
  /** An entry (by key) whose form a press on the map opened: it is picked and scrolled into view. */
  readonly opened?: Pick<OpenForm, 'key' | 'nonce'> | undefined;
}

/** One list of the mission's entities: pick one by its id, then edit every property the format gives it. */
export function EntitiesPanel({ editing, list, definition, title, noun, keys, create, opened }: EntitiesPanelProps) {
  const entries = listAt(editing.mission, [list]);
  const [picked, setPicked] = useState<string | number>();
  const section = useRef<HTMLElement>(null);
  const openedKey = opened?.key;
  const openedNonce = opened?.nonce;
  useEffect(() => {
    if (openedKey === undefined) return;
    setPicked(openedKey);
    // The map keeps the focus (its keys move and delete the selection): the form is only brought into view.
    section.current?.scrollIntoView?.({ block: 'nearest' });
  }, [openedKey, openedNonce]);
  const found = typeof picked === 'string' ? (keys?.indexOf(picked) ?? -1) : (picked ?? -1);
  const index = found >= 0 && found < entries.length ? found : -1;
  const fields = entityFields(definition);
  return (
    <section ref={section} className="panel properties-panel" aria-label={title}>
      <h2>{title}</h2>
      {entries.length === 0 && <p className="hint">None yet.</p>}
      <EntityList entries={entries} picked={index} noun={noun} onPick={(i) => setPicked(keys?.[i] ?? i)} />
      {create && (
        <button
          type="button"
          onClick={() => {
            editing.edit((m) => appendAt(m, [list], create(m)));
            setPicked(entries.length);
          }}
        >
          Add {noun}
        </button>
      )}
      {index >= 0 && <EntityForm editing={editing} list={list} index={index} count={entries.length} noun={noun} fields={fields} />}
    </section>
  );
}

/** An entry by its id (what triggers and places name it by), with what it is and where. */
export function entityTitle(entry: unknown, index: number, noun: string): string {
  const e = (entry ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof e[key] === 'string' && e[key] !== '' ? (e[key] as string) : undefined);
  const name = text('id') ?? `${noun} ${index + 1} (no id)`;
  const what = text('label') ?? text('name') ?? text('type');
  const where = typeof e['x'] === 'number' && typeof e['y'] === 'number' ? ` at ${e['x']},${e['y']}` : '';
  return `${name}${what === undefined || what === name ? '' : ` · ${what}`}${where}`;
}

const EntityList = memo(function EntityList({ entries, picked, noun, onPick }: { entries: readonly unknown[]; picked: number; noun: string; onPick(index: number): void }) {
  return (
    <ul className="trigger-list">
      {entries.map((entry, i) => (
        <li key={i}>
          <button type="button" aria-pressed={i === picked} title={entityTitle(entry, i, noun)} onClick={() => onPick(i)}>
            {entityTitle(entry, i, noun)}
          </button>
        </li>
      ))}
    </ul>
  );
});

function EntityForm({ editing, list, index, count, noun, fields }: { editing: Editing; list: string; index: number; count: number; noun: string; fields: readonly EntityField[] }) {
  const path = [list, index];
  return (
    <div className="trigger-form" role="group" aria-label={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${index + 1}`}>
      <EntryIssues issues={editing.issues} path={path} />
      {fields.map((field) => (
        <div key={field.name} title={field.hint}>
          <FieldInput field={field} editing={editing} path={[...path, field.name]} />
        </div>
      ))}
      <EntryButtons editing={editing} path={[list]} index={index} count={count} name={`${noun} ${index + 1}`} />
    </div>
  );
}
