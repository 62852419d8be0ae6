import { listAt, removeAt } from './document-paths';
import type { Editing } from './editing';
import { addObjective, entryLabel, OBJECTIVE_KINDS } from './mission-lists';
import { CheckInput, ChoiceInput, NumberInput, TextInput } from './scalar-inputs';
import { VariantForm } from './variant-form';
import { CONDITIONS } from './vocabulary';

/** The mission's objectives: each with its id, label, description, kind, feature, count and whether it is optional. */
export function ObjectivesPanel({ editing }: { editing: Editing }) {
  const objectives = listAt(editing.mission, ['objectives']);
  return (
    <section className="panel properties-panel" aria-label="Objectives">
      <h2>Objectives</h2>
      {objectives.map((objective, i) => {
        const path = ['objectives', i];
        return (
          // Keyed by the entry, not its place: an open entry stays open on the objective it shows when others go.
          <details key={editing.keys.objectives[i] ?? `at-${i}`} className="entry">
            <summary>{entryLabel(objective, `Objective ${i + 1}`)}</summary>
            <TextInput editing={editing} path={[...path, 'id']} label="Id" />
            <TextInput editing={editing} path={[...path, 'label']} label="Label" />
            <TextInput editing={editing} path={[...path, 'description']} label="Description" long />
            <ChoiceInput editing={editing} path={[...path, 'kind']} label="Kind" options={OBJECTIVE_KINDS} />
            <ChoiceInput editing={editing} path={[...path, 'feature']} label="Feature" options={editing.choices.ids('feature')} />
            <div className="row">
              <NumberInput editing={editing} path={[...path, 'count']} label="Count" min={1} max={99} />
              <CheckInput editing={editing} path={[...path, 'optional']} label="Optional" />
            </div>
            <button type="button" onClick={() => editing.edit((m) => removeAt(m, ['objectives'], i, true))}>
              Remove objective {i + 1}
            </button>
          </details>
        );
      })}
      <button type="button" onClick={() => editing.edit(addObjective)}>
        Add objective
      </button>
    </section>
  );
}

/** When the heroes win and lose, besides the ruleset's own rules and the triggers' "win" and "lose" effects. */
export function OutcomePanel({ editing }: { editing: Editing }) {
  return (
    <section className="panel properties-panel" aria-label="Victory and defeat">
      <h2>Victory and defeat</h2>
      <fieldset>
        <legend>Victory when</legend>
        <VariantForm vocabulary={CONDITIONS} editing={editing} path={['victory']} label="Victory condition" optional />
      </fieldset>
      <fieldset>
        <legend>Defeat when</legend>
        <VariantForm vocabulary={CONDITIONS} editing={editing} path={['defeat']} label="Defeat condition" optional />
      </fieldset>
    </section>
  );
}
