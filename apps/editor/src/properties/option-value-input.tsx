import { convertOptionValue, optionTypeOf, type OptionType, type OptionValue } from './option-values';

interface OptionValueInputProps {
  readonly label: string;
  readonly value: unknown;
  /** `typing` is true for keystrokes in the value's text field (merged into one undo step). */
  onChange(value: OptionValue, typing: boolean): void;
}

const TYPES: readonly { type: OptionType; label: string }[] = [
  { type: 'boolean', label: 'Yes/no' },
  { type: 'number', label: 'Number' },
  { type: 'string', label: 'Text' },
];

/** A value that is a yes/no, a number or a text: its type first, then the value as the right input. */
export function OptionValueInput({ label, value, onChange }: OptionValueInputProps) {
  const type = optionTypeOf(value);
  return (
    <div className="option-value">
      <label className="field">
        <span>{label} type</span>
        <select value={type} onChange={(e) => onChange(convertOptionValue(value, e.target.value as OptionType), false)}>
          {TYPES.map((t) => (
            <option key={t.type} value={t.type}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      {type === 'boolean' ? (
        <label className="field check">
          <span>{label}</span>
          <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked, false)} />
        </label>
      ) : (
        <label className="field">
          <span>{label}</span>
          <input
            type={type === 'number' ? 'number' : 'text'}
            value={type === 'number' ? (value as number) : String(value ?? '')}
            onChange={(e) => onChange(type === 'number' ? convertOptionValue(e.target.value, 'number') : e.target.value, true)}
          />
        </label>
      )}
    </div>
  );
}
