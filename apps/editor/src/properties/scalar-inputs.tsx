// Inputs for one value of the format: each writes through `setAt`, so every change is an undoable edit.
import type { ReactNode } from 'react';
import { getIn, type Path } from './document-paths';
import { setAt, type Editing } from './editing';

interface InputProps {
  readonly editing: Editing;
  readonly path: Path;
  readonly label: string;
  readonly required?: boolean;
}

function Field({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <label className={className ?? 'field'}>
      <span>{label}</span>
      {children}
    </label>
  );
}

/** A choice among `options`; an id no longer offered (a dangling reference) stays visible, marked missing. */
export function ChoiceInput({ editing, path, label, required = false, options }: InputProps & { options: readonly string[] }) {
  const value = getIn(editing.mission, path);
  const current = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const all = current !== '' && !options.includes(current) ? [...options, current] : options;
  return (
    <Field label={label}>
      <select value={current} onChange={(e) => setAt(editing, path, e.target.value === '' ? undefined : e.target.value)}>
        <option value="">{required ? '— choose —' : '— none —'}</option>
        {all.map((option) => (
          <option key={option} value={option}>
            {options.includes(option) ? option : `${option} (missing)`}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Text typed in one field is one undo step; an emptied field is removed from the document. */
export function TextInput({ editing, path, label, long = false }: InputProps & { long?: boolean }) {
  const value = getIn(editing.mission, path);
  const text = typeof value === 'string' ? value : '';
  const set = (next: string) => setAt(editing, path, next === '' ? undefined : next, true);
  return (
    <Field label={label}>
      {long ? <textarea rows={3} value={text} onChange={(e) => set(e.target.value)} /> : <input value={text} onChange={(e) => set(e.target.value)} />}
    </Field>
  );
}

export function NumberInput({ editing, path, label, min, max, step = 1 }: InputProps & { min?: number; max?: number; step?: number }) {
  const value = getIn(editing.mission, path);
  return (
    <Field label={label} className="field number">
      <input
        type="number"
        min={min}
        max={max}
        step={step}
        value={typeof value === 'number' ? value : ''}
        onChange={(e) => setAt(editing, path, Number.isNaN(e.target.valueAsNumber) ? undefined : e.target.valueAsNumber, true)}
      />
    </Field>
  );
}

/** A yes/no; when optional, "no" is the format's default and is written by leaving the field out. */
export function CheckInput({ editing, path, label, required = false }: InputProps) {
  const value = getIn(editing.mission, path);
  return (
    <Field label={label} className="field check">
      <input type="checkbox" checked={value === true} onChange={(e) => setAt(editing, path, e.target.checked || required ? e.target.checked : undefined)} />
    </Field>
  );
}
