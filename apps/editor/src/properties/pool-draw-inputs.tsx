// A pool drawn at setup from another pool (CG11's "It's here…I think"): the pool it draws from, the unit types
// always drawn, and how many more at random.
import { appendAt, getIn, listAt, removeAt } from './document-paths';
import type { Editing } from './editing';
import { ChoiceInput, NumberInput } from './scalar-inputs';

/** The pools this one may draw from: every other pool of the mission. */
export function drawSources(poolIds: readonly string[], own: unknown): string[] {
  return poolIds.filter((id) => id !== own);
}

export function PoolDrawInputs({ editing, index }: { editing: Editing; index: number }) {
  const path = ['enemyPools', index];
  const from = getIn(editing.mission, [...path, 'from']);
  const include = listAt(editing.mission, [...path, 'include']);
  const unitTypes = editing.choices.unitTypes;
  const sources = drawSources(editing.choices.ids('pool'), getIn(editing.mission, [...path, 'id']));
  return (
    <fieldset className="nested">
      <legend>Drawn from another pool</legend>
      <ChoiceInput editing={editing} path={[...path, 'from']} label="Draw from pool" options={sources} />
      {from !== undefined && (
        <>
          {include.map((_, i) => (
            <div key={i} className="row">
              <ChoiceInput editing={editing} path={[...path, 'include', i]} label={`Always draw ${i + 1}`} required options={unitTypes} />
              <button type="button" aria-label={`Remove always draw ${i + 1}`} onClick={() => editing.edit((m) => removeAt(m, [...path, 'include'], i, true))}>
                ✕
              </button>
            </div>
          ))}
          <button type="button" disabled={unitTypes.length === 0} onClick={() => editing.edit((m) => appendAt(m, [...path, 'include'], unitTypes[0]))}>
            Add a type always drawn
          </button>
          <NumberInput editing={editing} path={[...path, 'fill']} label="More at random" min={0} max={16} />
        </>
      )}
    </fieldset>
  );
}
