import { getIn, type Path } from './document-paths';
import { setAt, type Editing } from './editing';
import { newPlace, newWho, PLACE_SHAPES, placeShapeOf, WHO_SHAPES, whoShapeOf, type PlaceShape, type WhoShape } from './place-kinds';
import { ReadOnlyJson } from './read-only-json';
import { ChoiceInput, NumberInput, CheckInput, TextInput } from './scalar-inputs';

interface ShapedInputProps {
  readonly editing: Editing;
  readonly path: Path;
  readonly label: string;
  readonly required: boolean;
}

/** A place on the board: the actor's, a feature's, a placed tile (or one of its zones), a cell, or an enemy type's. */
export function PlaceInput({ editing, path, label, required }: ShapedInputProps) {
  const value = getIn(editing.mission, path);
  const shape = placeShapeOf(value);
  if (value !== undefined && (shape === undefined || shape === 'pick')) return <ReadOnlyJson label={label} value={value} />;
  return (
    <div className="shaped">
      <label className="field">
        <span>{label}</span>
        <select
          value={shape ?? ''}
          onChange={(e) => setAt(editing, path, e.target.value === '' ? undefined : newPlace(e.target.value as Exclude<PlaceShape, 'pick'>))}
        >
          <option value="">{required ? '— choose —' : '— none —'}</option>
          {PLACE_SHAPES.map((p) => (
            <option key={p.shape} value={p.shape}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      {shape === 'feature' && <ChoiceInput editing={editing} path={[...path, 'feature']} label={`${label}: feature`} required options={editing.choices.ids('feature')} />}
      {shape === 'tile' && (
        <>
          <ChoiceInput editing={editing} path={[...path, 'tile']} label={`${label}: tile`} required options={editing.choices.ids('tile')} />
          <TextInput editing={editing} path={[...path, 'zone']} label={`${label}: zone (letter or name)`} />
          <CheckInput editing={editing} path={[...path, 'rooms']} label={`${label}: rooms only`} />
        </>
      )}
      {shape === 'unit' && (
        <div className="row">
          <TextInput editing={editing} path={[...path, 'near']} label={`${label}: unit id`} />
          <NumberInput editing={editing} path={[...path, 'reach']} label="reach" min={0} max={12} />
        </div>
      )}
      {shape === 'unitType' && <ChoiceInput editing={editing} path={[...path, 'unit']} label={`${label}: unit type`} required options={editing.choices.unitTypes} />}
      {shape === 'cell' && (
        <div className="row">
          <NumberInput editing={editing} path={[...path, 'x']} label="x" min={0} max={511} />
          <NumberInput editing={editing} path={[...path, 'y']} label="y" min={0} max={511} />
        </div>
      )}
    </div>
  );
}

/** Which heroes: named groups, the carrier or pilot of a feature, those in a place, or those of a class. */
export function WhoInput({ editing, path, label, required }: ShapedInputProps) {
  const value = getIn(editing.mission, path);
  const shape = whoShapeOf(value);
  if (value !== undefined && shape === undefined) return <ReadOnlyJson label={label} value={value} />;
  return (
    <div className="shaped">
      <label className="field">
        <span>{label}</span>
        <select value={shape ?? ''} onChange={(e) => setAt(editing, path, e.target.value === '' ? undefined : newWho(e.target.value as WhoShape))}>
          <option value="">{required ? '— choose —' : '— default —'}</option>
          {WHO_SHAPES.map((w) => (
            <option key={w.shape} value={w.shape}>
              {w.label}
            </option>
          ))}
        </select>
      </label>
      {shape === 'carrying' && <ChoiceInput editing={editing} path={[...path, 'carrying']} label={`${label}: carrying`} required options={editing.choices.ids('feature')} />}
      {shape === 'piloting' && <ChoiceInput editing={editing} path={[...path, 'piloting']} label={`${label}: piloting`} required options={editing.choices.ids('feature')} />}
      {shape === 'class' &&
        (editing.choices.heroClasses.size > 0 ? (
          <ChoiceInput editing={editing} path={[...path, 'class']} label={`${label}: class`} required options={[...editing.choices.heroClasses.keys()]} names={editing.choices.heroClasses} />
        ) : (
          <TextInput editing={editing} path={[...path, 'class']} label={`${label}: class`} />
        ))}
      {shape === 'in' && <PlaceInput editing={editing} path={[...path, 'in']} label={`${label}: in`} required />}
    </div>
  );
}
