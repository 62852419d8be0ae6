import type { OptionSchema } from '@breachline/engine';
import type { OptionValue } from './option-values';

interface KnownOptionInputProps {
  readonly label: string;
  readonly schema: OptionSchema;
  readonly value: unknown;
  /** `typing` is true for keystrokes in a number field (merged into one undo step). */
  onChange(value: OptionValue, typing: boolean): void;
}

/** One known option's value as its schema types it: a choice, a bounded whole number, or a yes/no. */
export function KnownOptionInput({ label, schema, value, onChange }: KnownOptionInputProps) {
  if ('enum' in schema) {
    return (
      <label className="field">
        <span>{label}</span>
        <select value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value, false)}>
          {typeof value !== 'string' || !schema.enum.includes(value) ? <option value="">(choose)</option> : null}
          {schema.enum.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </label>
    );
  }
  if (schema.type === 'boolean') {
    return (
      <label className="field check">
        <span>{label}</span>
        <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked, false)} />
      </label>
    );
  }
  return (
    <label className="field">
      <span>{label}</span>
      <input
        type="number"
        title={`A whole number from ${schema.minimum} to ${schema.maximum}`}
        step={1}
        min={schema.minimum}
        max={schema.maximum}
        value={typeof value === 'number' ? value : ''}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (e.target.value !== '' && Number.isFinite(n)) onChange(n, true);
        }}
      />
    </label>
  );
}
