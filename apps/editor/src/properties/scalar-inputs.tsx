// Inputs for one value of the format: each writes through `setAt`, so every change is an undoable edit.
import { memo, type ReactNode } from 'react';
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

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((step, i) => step === b[i]);
const sameList = (a: readonly string[], b: readonly string[]) => a === b || (a.length === b.length && a.every((item, i) => item === b[i]));

/**
 * Whether an input would render the same: the same value at the same path (documents are immutable, so an
 * unchanged value is the same object), the same options and settings, and the same store to edit. Without
 * this every input re-rendered on every edit anywhere, and a large mission's forms slowed each edit.
 */
function sameInput(previous: Readonly<Record<string, unknown>>, next: Readonly<Record<string, unknown>>): boolean {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]);
  for (const key of keys) {
    const a = previous[key];
    const b = next[key];
    if (key === 'editing') {
      const [before, after] = [a as Editing, b as Editing];
      if (before.edit !== after.edit || getIn(before.mission, previous['path'] as Path) !== getIn(after.mission, next['path'] as Path)) return false;
    } else if (key === 'path') {
      if (!samePath(a as Path, b as Path)) return false;
    } else if (key === 'options') {
      if (!sameList(a as readonly string[], b as readonly string[])) return false;
    } else if (a !== b) return false;
  }
  return true;
}

/**
 * A choice among `options`, each shown by its entry in `names` when it has one; an id no longer offered
 * (a dangling reference) stays visible, marked missing.
 */
export const ChoiceInput = memo(function ChoiceInput({
  editing,
  path,
  label,
  required = false,
  options,
  names,
}: InputProps & { options: readonly string[]; names?: ReadonlyMap<string, string> | undefined }) {
  const value = getIn(editing.mission, path);
  const current = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const all = current !== '' && !options.includes(current) ? [...options, current] : options;
  return (
    <Field label={label}>
      <select value={current} onChange={(e) => setAt(editing, path, e.target.value === '' ? undefined : e.target.value)}>
        <option value="">{required ? '— choose —' : '— none —'}</option>
        {all.map((option) => (
          <option key={option} value={option}>
            {options.includes(option) ? (names?.get(option) ?? option) : `${option} (missing)`}
          </option>
        ))}
      </select>
    </Field>
  );
}, sameInput);

/** Text typed in one field is one undo step; an emptied field is removed from the document. */
export const TextInput = memo(function TextInput({ editing, path, label, long = false }: InputProps & { long?: boolean }) {
  const value = getIn(editing.mission, path);
  const text = typeof value === 'string' ? value : '';
  const set = (next: string) => setAt(editing, path, next === '' ? undefined : next, true);
  return (
    <Field label={label}>
      {long ? <textarea rows={3} value={text} onChange={(e) => set(e.target.value)} /> : <input value={text} onChange={(e) => set(e.target.value)} />}
    </Field>
  );
}, sameInput);

/** A whole or decimal number; `placeholder` shows the format's default while the field is left out. */
export const NumberInput = memo(function NumberInput({ editing, path, label, min, max, step = 1, placeholder }: InputProps & { min?: number; max?: number; step?: number; placeholder?: string }) {
  const value = getIn(editing.mission, path);
  return (
    <Field label={label} className="field number">
      <input
        type="number"
        min={min}
        max={max}
        step={step}
        placeholder={placeholder}
        value={typeof value === 'number' ? value : ''}
        onChange={(e) => setAt(editing, path, Number.isNaN(e.target.valueAsNumber) ? undefined : e.target.valueAsNumber, true)}
      />
    </Field>
  );
}, sameInput);

/** A yes/no; when optional, "no" is the format's default and is written by leaving the field out. */
export const CheckInput = memo(function CheckInput({ editing, path, label, required = false }: InputProps) {
  const value = getIn(editing.mission, path);
  return (
    <Field label={label} className="field check">
      <input type="checkbox" checked={value === true} onChange={(e) => setAt(editing, path, e.target.checked || required ? e.target.checked : undefined)} />
    </Field>
  );
}, sameInput);
