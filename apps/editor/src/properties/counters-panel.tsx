import { listAt } from './document-paths';
import type { Editing } from './editing';
import { addCounter } from './deck-lists';
import { EntryButtons } from './entry-buttons';
import { EntryIssues } from './entry-issues';
import { entryLabel } from './mission-lists';
import { CheckInput, NumberInput, TextInput } from './scalar-inputs';

/** Counters: numbers the mission keeps (caches found, documents photographed) that triggers add to, set and test. */
export function CountersPanel({ editing }: { editing: Editing }) {
  const counters = listAt(editing.mission, ['counters']);
  return (
    <section className="panel properties-panel" aria-label="Counters">
      <h2>Counters</h2>
      {counters.map((counter, c) => {
        const path = ['counters', c];
        return (
          <details key={c} className="entry">
            <summary>{entryLabel(counter, `Counter ${c + 1}`)}</summary>
            <EntryIssues issues={editing.issues} path={path} />
            <TextInput editing={editing} path={[...path, 'id']} label="Id" />
            <TextInput editing={editing} path={[...path, 'label']} label="Label" />
            <div className="row">
              <NumberInput editing={editing} path={[...path, 'initial']} label="Starts at" min={-1_000_000} max={1_000_000} placeholder="0" />
              <CheckInput editing={editing} path={[...path, 'visible']} label="Shown to the players" />
            </div>
            <EntryButtons editing={editing} path={['counters']} index={c} count={counters.length} name={`counter ${c + 1}`} />
          </details>
        );
      })}
      <button type="button" onClick={() => editing.edit(addCounter)}>
        Add counter
      </button>
    </section>
  );
}
