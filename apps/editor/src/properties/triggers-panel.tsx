import { memo, useEffect, useState } from 'react';
import { appendAt, getIn, listAt, moveAt, removeAt, type Path } from './document-paths';
import { setAt, type Editing } from './editing';
import { CheckInput, TextInput } from './scalar-inputs';
import { addTrigger, triggerTitle } from './trigger-edits';
import { AddMenu, VariantForm } from './variant-form';
import { CONDITIONS, EFFECTS, EVENTS, variantFor } from './vocabulary';

/** The mission's triggers: a list to pick from, and a form for the one picked (on an event, if a condition, do effects). */
export function TriggersPanel({ editing }: { editing: Editing }) {
  const triggers = listAt(editing.mission, ['triggers']);
  const keys = editing.keys.triggers;
  // The picked trigger by its key, never its place: an undo, or a trigger removed before it, leaves it picked.
  const [picked, setPicked] = useState<string | typeof NEWEST>();
  const found = picked === NEWEST || picked === undefined ? -1 : keys.indexOf(picked);
  const index = picked === NEWEST ? keys.length - 1 : found >= 0 ? found : Math.min(0, triggers.length - 1);
  // "Add trigger" picks the new one once its key exists.
  useEffect(() => {
    if (picked === NEWEST && keys.length > 0) setPicked(keys[keys.length - 1]);
  }, [picked, keys]);
  return (
    <section className="panel properties-panel" aria-label="Triggers">
      <h2>Triggers</h2>
      <TriggerList triggers={triggers} picked={index} onPick={(i) => setPicked(keys[i])} />
      <button
        type="button"
        onClick={() => {
          editing.edit(addTrigger);
          setPicked(NEWEST);
        }}
      >
        Add trigger
      </button>
      {index >= 0 && <TriggerForm editing={editing} index={index} onDeleted={() => setPicked(keys[Math.max(0, index - 1)])} />}
    </section>
  );
}

/** Picks the trigger just added (its key is made by the edit). */
const NEWEST = Symbol('newest trigger');

/** The list to pick a trigger from; memoised, as a mission may have dozens and edits elsewhere leave them as they are. */
const TriggerList = memo(function TriggerList({ triggers, picked, onPick }: { triggers: readonly unknown[]; picked: number; onPick(index: number): void }) {
  return (
    <ul className="trigger-list">
      {triggers.map((trigger, i) => (
        <li key={i}>
          <button type="button" aria-pressed={i === picked} onClick={() => onPick(i)}>
            {triggerTitle(trigger, i)}
          </button>
        </li>
      ))}
    </ul>
  );
});

function TriggerForm({ editing, index, onDeleted }: { editing: Editing; index: number; onDeleted(): void }) {
  const path = ['triggers', index] as const;
  const effects = listAt(editing.mission, [...path, 'do']);
  const enabledPath = [...path, 'enabled'];
  return (
    <div className="trigger-form" role="group" aria-label="Trigger">
      <TextInput editing={editing} path={[...path, 'id']} label="Trigger id" />
      <TextInput editing={editing} path={[...path, 'label']} label="Trigger label" />
      <div className="row">
        <CheckInput editing={editing} path={[...path, 'once']} label="Only once" />
        <EnabledInput editing={editing} path={enabledPath} />
      </div>
      <fieldset>
        <legend>On</legend>
        <VariantForm vocabulary={EVENTS} editing={editing} path={[...path, 'on']} label="Event" />
      </fieldset>
      <fieldset>
        <legend>If</legend>
        <VariantForm vocabulary={CONDITIONS} editing={editing} path={[...path, 'if']} label="Condition" optional />
      </fieldset>
      <fieldset>
        <legend>Do</legend>
        {effects.map((effect, i) => (
          <fieldset key={i} className="entry" aria-label={`Effect ${i + 1}`}>
            <legend>
              {i + 1}. {variantFor(EFFECTS, effect)?.label ?? 'Effect'}
            </legend>
            <VariantForm vocabulary={EFFECTS} editing={editing} path={[...path, 'do', i]} label="Effect" />
            <div className="row buttons">
              <button type="button" aria-label={`Move effect ${i + 1} up`} disabled={i === 0} onClick={() => editing.edit((m) => moveAt(m, [...path, 'do'], i, -1))}>
                Up
              </button>
              <button
                type="button"
                aria-label={`Move effect ${i + 1} down`}
                disabled={i === effects.length - 1}
                onClick={() => editing.edit((m) => moveAt(m, [...path, 'do'], i, 1))}
              >
                Down
              </button>
              <button type="button" aria-label={`Remove effect ${i + 1}`} onClick={() => editing.edit((m) => removeAt(m, [...path, 'do'], i))}>
                Remove
              </button>
            </div>
          </fieldset>
        ))}
        <AddMenu vocabulary={EFFECTS} label="Add effect" onAdd={(entry) => editing.edit((m) => appendAt(m, [...path, 'do'], entry))} />
      </fieldset>
      <button
        type="button"
        className="danger"
        onClick={() => {
          editing.edit((m) => removeAt(m, ['triggers'], index, true));
          onDeleted();
        }}
      >
        Delete trigger
      </button>
    </div>
  );
}

/** Enabled is the format's default: unticking writes `"enabled": false`, ticking removes it. */
function EnabledInput({ editing, path }: { editing: Editing; path: Path }) {
  return (
    <label className="field check">
      <span>Enabled</span>
      <input type="checkbox" checked={getIn(editing.mission, path) !== false} onChange={(e) => setAt(editing, path, e.target.checked ? undefined : false)} />
    </label>
  );
}
