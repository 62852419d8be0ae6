import { appendAt, getIn, listAt, removeAt } from './document-paths';
import type { Editing } from './editing';
import { addEnemyPool, entryLabel, POOL_USES } from './mission-lists';
import { addOption, optionsOf, removeOption, renameOption, setOption } from './option-values';
import { OptionValueInput } from './option-value-input';
import { KnownOptionsPanel } from './known-options-panel';
import { knownOptions } from './known-options';
import { PoolDrawInputs } from './pool-draw-inputs';
import { ReadOnlyJson } from './read-only-json';
import { ChoiceInput, NumberInput, TextInput } from './scalar-inputs';

/** Enemy pools: tokens of the ruleset's unit types; per-party-size variants are kept and shown read-only. */
export function EnemyPoolsPanel({ editing }: { editing: Editing }) {
  const pools = listAt(editing.mission, ['enemyPools']);
  const unitTypes = editing.choices.unitTypes;
  return (
    <section className="panel properties-panel" aria-label="Enemy pools">
      <h2>Enemy pools</h2>
      {pools.map((pool, p) => {
        const path = ['enemyPools', p];
        const tokens = listAt(editing.mission, [...path, 'tokens']);
        const byHeroes = getIn(editing.mission, [...path, 'byHeroes']);
        return (
          <details key={p} className="entry">
            <summary>{entryLabel(pool, `Pool ${p + 1}`)}</summary>
            <TextInput editing={editing} path={[...path, 'id']} label="Id" />
            <ChoiceInput editing={editing} path={[...path, 'use']} label="Use" required options={POOL_USES} />
            <TextInput editing={editing} path={[...path, 'label']} label="Label" />
            {tokens.map((_, t) => (
              <div key={t} className="row token">
                <ChoiceInput editing={editing} path={[...path, 'tokens', t, 'unit']} label={`Token ${t + 1} unit`} required options={unitTypes} />
                <NumberInput editing={editing} path={[...path, 'tokens', t, 'count']} label="Enemies" min={1} max={12} />
                <NumberInput editing={editing} path={[...path, 'tokens', t, 'copies']} label="Copies" min={1} max={64} />
                <button type="button" aria-label={`Remove token ${t + 1}`} onClick={() => editing.edit((m) => removeAt(m, [...path, 'tokens'], t))}>
                  ✕
                </button>
              </div>
            ))}
            <button type="button" disabled={unitTypes.length === 0} onClick={() => editing.edit((m) => appendAt(m, [...path, 'tokens'], { unit: unitTypes[0] }))}>
              Add token
            </button>
            {byHeroes !== undefined && <ReadOnlyJson label="Tokens by party size" value={byHeroes} />}
            <PoolDrawInputs editing={editing} index={p} />
            <button type="button" onClick={() => editing.edit((m) => removeAt(m, ['enemyPools'], p, true))}>
              Remove pool {p + 1}
            </button>
          </details>
        );
      })}
      <button type="button" onClick={() => editing.edit((m) => addEnemyPool(m, unitTypes))}>
        Add enemy pool
      </button>
    </section>
  );
}

/** Ruleset options: the ruleset's own when it states them; else a name and a yes/no, number or text value each. */
export function OptionsPanel({ editing }: { editing: Editing }) {
  const known = knownOptions(editing.mission);
  if (known) return <KnownOptionsPanel editing={editing} known={known} />;
  const options = optionsOf(editing.mission);
  return (
    <section className="panel properties-panel" aria-label="Ruleset options">
      <h2>Ruleset options</h2>
      {options.map(([name, value], i) => (
        <div key={i} className="entry option">
          <label className="field">
            <span>Option {i + 1} name</span>
            <input value={name} onChange={(e) => editing.edit((m) => renameOption(m, name, e.target.value), `properties:option-name-${i}`)} />
          </label>
          <OptionValueInput label={`Option ${i + 1} value`} value={value} onChange={(next, typing) => editing.edit((m) => setOption(m, name, next), typing ? `properties:option-value-${i}` : undefined)} />
          <button type="button" onClick={() => editing.edit((m) => removeOption(m, name))}>
            Remove option {i + 1}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => editing.edit(addOption)}>
        Add option
      </button>
    </section>
  );
}
