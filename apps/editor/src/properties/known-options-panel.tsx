import type { OptionSchema } from '@breachline/engine';
import type { Editing } from './editing';
import { addKnownOption, unsetOptions } from './known-options';
import { KnownOptionInput } from './known-option-input';
import { optionsOf, removeOption, setOption } from './option-values';

/** A playable ruleset's options: those set, each typed by its schema; the others offered by name to add. */
export function KnownOptionsPanel({ editing, known }: { editing: Editing; known: ReadonlyMap<string, OptionSchema> }) {
  const options = optionsOf(editing.mission);
  const unset = unsetOptions(editing.mission, known);
  return (
    <section className="panel properties-panel" aria-label="Ruleset options">
      <h2>Ruleset options</h2>
      {options.map(([name, value]) => {
        const schema = known.get(name);
        return (
          <div key={name} className="entry option">
            {schema ? (
              <KnownOptionInput label={name} schema={schema} value={value} onChange={(next, typing) => editing.edit((m) => setOption(m, name, next), typing ? `properties:option-${name}` : undefined)} />
            ) : (
              <p className="field">
                <span>{name}</span> <em>is not an option of these rules</em>
              </p>
            )}
            <button type="button" onClick={() => editing.edit((m) => removeOption(m, name))}>
              Remove option {name}
            </button>
          </div>
        );
      })}
      {unset.length > 0 ? (
        <label className="field">
          <span>Add option</span>
          <select
            value=""
            onChange={(e) => {
              const name = e.target.value;
              if (name !== '') editing.edit((m) => addKnownOption(m, known, name));
            }}
          >
            <option value="">(choose an option)</option>
            {unset.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p className="hint">Every option of these rules is set.</p>
      )}
    </section>
  );
}
