// A form for one entry of the trigger vocabulary (an event, a condition or an effect): choose its kind from a menu,
// then fill each field of that kind with the right input. Conditions nest ("all", "any", "not").
import { appendAt, getIn, listAt, removeAt, type Path } from './document-paths';
import { setAt, type Editing } from './editing';
import { FieldIssues } from './entry-issues';
import { OptionValueInput } from './option-value-input';
import { PlaceInput, WhoInput } from './place-inputs';
import { ReadOnlyJson } from './read-only-json';
import { CheckInput, ChoiceInput, NumberInput, TextInput } from './scalar-inputs';
import { CardCountList, CardFilterInput, FollowsInput, YesNoEitherInput } from './word-inputs';
import { CONDITIONS, switchVariant, variantFor, type FieldSpec, type Vocabulary } from './vocabulary';

interface VariantFormProps {
  readonly vocabulary: Vocabulary;
  readonly editing: Editing;
  readonly path: Path;
  /** The menu's name, e.g. "Event", "Condition", "Effect". */
  readonly label: string;
  /** An optional entry (a trigger's condition) can be set to none. */
  readonly optional?: boolean;
}

export function VariantForm({ vocabulary, editing, path, label, optional = false }: VariantFormProps) {
  const value = getIn(editing.mission, path);
  const variant = variantFor(vocabulary, value);
  const named = value !== null && typeof value === 'object' && vocabulary.discriminator in value;
  if (named && !variant) return <ReadOnlyJson label={label} value={value} />;
  return (
    <div className="variant">
      <label className="field">
        <span>{label}</span>
        <select
          value={variant?.value ?? ''}
          onChange={(e) => setAt(editing, path, e.target.value === '' ? undefined : switchVariant(vocabulary, e.target.value, value))}
        >
          {(optional || !variant) && <option value="">{optional ? '— none —' : '— choose —'}</option>}
          {vocabulary.variants.map((v) => (
            <option key={v.value} value={v.value}>
              {v.label}
            </option>
          ))}
        </select>
      </label>
      {variant && <p className="hint">{variant.description}</p>}
      <FieldIssues issues={editing.issues} path={path} inside={false} />
      {variant?.fields.map((field) => (
        <div key={field.name} className="word-field">
          <FieldInput field={field} editing={editing} path={[...path, field.name]} />
          <FieldIssues issues={editing.issues} path={[...path, field.name]} inside={field.type.kind !== 'condition' && field.type.kind !== 'conditions'} />
        </div>
      ))}
    </div>
  );
}

/** The input for one field of the format, by its kind. */
export function FieldInput({ field, editing, path }: { field: FieldSpec; editing: Editing; path: Path }) {
  const { label, required, type } = field;
  const props = { editing, path, label, required };
  switch (type.kind) {
    case 'reference':
      return <ChoiceInput {...props} options={editing.choices.ids(type.of)} names={editing.choices.names(type.of)} />;
    case 'unit':
      return <ChoiceInput {...props} options={editing.choices.unitTypes} />;
    case 'heroClass': {
      const classes = editing.choices.heroClasses;
      return classes.size > 0 ? <ChoiceInput {...props} options={[...classes.keys()]} names={classes} /> : <TextInput {...props} />;
    }
    case 'enum':
      return <ChoiceInput {...props} options={type.values} />;
    case 'integer':
      return <NumberInput {...props} min={type.min} max={type.max} />;
    case 'fraction':
      return <NumberInput {...props} min={0} max={1} step={0.05} />;
    case 'boolean':
      return <CheckInput {...props} />;
    case 'yesNoEither':
      return <YesNoEitherInput {...props} />;
    case 'featureOrUnit':
      return <FollowsInput {...props} />;
    case 'cardCounts':
      return <CardCountList {...props} />;
    case 'cardFilter':
      return <CardFilterInput {...props} />;
    case 'text':
      return <TextInput {...props} long={type.long} />;
    case 'identifier':
      return <TextInput {...props} />;
    case 'optionValue':
      return <OptionValueInput label={label} value={getIn(editing.mission, path)} onChange={(value, typing) => setAt(editing, path, value, typing)} />;
    case 'place':
      return <PlaceInput {...props} />;
    case 'who':
      return <WhoInput {...props} />;
    case 'condition':
      return (
        <div className="nested">
          <VariantForm vocabulary={CONDITIONS} editing={editing} path={path} label={label} />
        </div>
      );
    case 'conditions':
      return <ConditionList editing={editing} path={path} label={label} />;
    case 'unitCounts':
      return <UnitCountList editing={editing} path={path} label={label} />;
    case 'json': {
      const value = getIn(editing.mission, path);
      return value === undefined ? null : <ReadOnlyJson label={label} value={value} />;
    }
  }
}

/** "Add …" as a menu: choosing an entry appends it, ready to fill in. */
export function AddMenu({ vocabulary, label, onAdd }: { vocabulary: Vocabulary; label: string; onAdd(entry: unknown): void }) {
  return (
    <label className="field add-menu">
      <span>{label}</span>
      <select value="" onChange={(e) => e.target.value !== '' && onAdd(switchVariant(vocabulary, e.target.value))}>
        <option value="">{label}…</option>
        {vocabulary.variants.map((v) => (
          <option key={v.value} value={v.value}>
            {v.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function ConditionList({ editing, path, label }: { editing: Editing; path: Path; label: string }) {
  const conditions = listAt(editing.mission, path);
  return (
    <fieldset className="nested">
      <legend>{label}</legend>
      {conditions.map((_, i) => (
        <div key={i} className="entry">
          <VariantForm vocabulary={CONDITIONS} editing={editing} path={[...path, i]} label={`${label} ${i + 1}`} />
          <button type="button" onClick={() => editing.edit((m) => removeAt(m, path, i))}>
            Remove {label.toLowerCase()} {i + 1}
          </button>
        </div>
      ))}
      <AddMenu vocabulary={CONDITIONS} label={`Add to ${label.toLowerCase()}`} onAdd={(entry) => editing.edit((m) => appendAt(m, path, entry))} />
    </fieldset>
  );
}

function UnitCountList({ editing, path, label }: { editing: Editing; path: Path; label: string }) {
  const units = listAt(editing.mission, path);
  const first = editing.choices.unitTypes[0];
  return (
    <fieldset className="nested">
      <legend>{label}</legend>
      {units.map((_, i) => (
        <div key={i} className="row">
          <ChoiceInput editing={editing} path={[...path, i, 'unit']} label={`Unit ${i + 1}`} required options={editing.choices.unitTypes} />
          <NumberInput editing={editing} path={[...path, i, 'count']} label="Count" min={1} max={99} />
          <button type="button" aria-label={`Remove unit ${i + 1}`} onClick={() => editing.edit((m) => removeAt(m, path, i, true))}>
            ✕
          </button>
        </div>
      ))}
      <button type="button" onClick={() => editing.edit((m) => appendAt(m, path, first === undefined ? {} : { unit: first }))}>
        Add units
      </button>
    </fieldset>
  );
}
