// Inputs for the trigger words whose value is not one plain field: an optional yes/no where "no" says something,
// what a noise follows (a feature or an enemy type), the cards a deck effect adds, and which cards it removes.
import { appendAt, getIn, listAt, removeAt, type Path } from './document-paths';
import { setAt, type Editing } from './editing';
import { CheckInput, NumberInput, TextInput } from './scalar-inputs';

interface WordInputProps {
  readonly editing: Editing;
  readonly path: Path;
  readonly label: string;
  readonly required?: boolean;
}

const EITHER = '';

/** Yes, no, or left out ("either"): a vehicle's `piloted: false` is a test of its own, not the default. */
export function YesNoEitherInput({ editing, path, label }: WordInputProps) {
  const value = getIn(editing.mission, path);
  const current = value === true ? 'yes' : value === false ? 'no' : EITHER;
  return (
    <label className="field">
      <span>{label}</span>
      <select value={current} onChange={(e) => setAt(editing, path, e.target.value === 'yes' ? true : e.target.value === 'no' ? false : undefined)}>
        <option value={EITHER}>— either —</option>
        <option value="yes">yes</option>
        <option value="no">no</option>
      </select>
    </label>
  );
}

/** The values a noise may follow: the mission's features, then the ruleset's enemy types (ids and types share no names in practice; a feature wins). */
export function followChoices(features: readonly string[], unitTypes: readonly string[]): { value: string; name: string }[] {
  const taken = new Set(features);
  return [
    ...features.map((id) => ({ value: id, name: `feature ${id}` })),
    ...unitTypes.filter((type) => !taken.has(type)).map((type) => ({ value: type, name: `enemy type ${type}` })),
  ];
}

/** A feature (its carrier) or an enemy type; a name offered by neither stays visible, marked missing. */
export function FollowsInput({ editing, path, label }: WordInputProps) {
  const value = getIn(editing.mission, path);
  const current = typeof value === 'string' ? value : '';
  const choices = followChoices(editing.choices.ids('feature'), editing.choices.unitTypes);
  const missing = current !== '' && !choices.some((c) => c.value === current);
  return (
    <label className="field">
      <span>{label}</span>
      <select value={current} onChange={(e) => setAt(editing, path, e.target.value === '' ? undefined : e.target.value)}>
        <option value="">— none —</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.name}
          </option>
        ))}
        {missing && <option value={current}>{`${current} (missing)`}</option>}
      </select>
    </label>
  );
}

/** Cards added to a deck, each a card id and a count (one when left out). */
export function CardCountList({ editing, path, label }: WordInputProps) {
  const cards = listAt(editing.mission, path);
  return (
    <fieldset className="nested">
      <legend>{label}</legend>
      {cards.map((_, i) => (
        <div key={i} className="row">
          <TextInput editing={editing} path={[...path, i, 'card']} label={`Card ${i + 1}`} />
          <NumberInput editing={editing} path={[...path, i, 'count']} label="Count" min={1} max={99} placeholder="1" />
          <button type="button" aria-label={`Remove card ${i + 1}`} onClick={() => editing.edit((m) => removeAt(m, path, i, true))}>
            ✕
          </button>
        </div>
      ))}
      <button type="button" onClick={() => editing.edit((m) => appendAt(m, path, { card: '' }))}>
        Add card
      </button>
    </fieldset>
  );
}

/** Which cards: one by id, of a kind, naming a tile, or naming tiles the mission does not use. */
export function CardFilterInput({ editing, path, label }: WordInputProps) {
  const present = getIn(editing.mission, path) !== undefined;
  return (
    <fieldset className="nested">
      <legend>{label}</legend>
      {present ? (
        <>
          <TextInput editing={editing} path={[...path, 'card']} label={`${label}: card`} />
          <TextInput editing={editing} path={[...path, 'kind']} label={`${label}: kind`} />
          <TextInput editing={editing} path={[...path, 'onTile']} label={`${label}: on tile`} />
          <CheckInput editing={editing} path={[...path, 'unusedTiles']} label={`${label}: tiles not used`} />
          <button type="button" onClick={() => setAt(editing, path, undefined)}>
            No {label.toLowerCase()}
          </button>
        </>
      ) : (
        <button type="button" onClick={() => setAt(editing, path, {})}>
          Set {label.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}
