import { getIn, listAt } from './document-paths';
import type { Editing } from './editing';
import { addCardEntry, addDeck, CARD_LISTS, type CardListKey } from './deck-lists';
import { EntryButtons } from './entry-buttons';
import { EntryIssues } from './entry-issues';
import { entryLabel } from './mission-lists';
import { CheckInput, NumberInput, TextInput } from './scalar-inputs';

/**
 * Decks: each starts from a ruleset deck (its base) and changes it at setup; triggers name a deck by its id
 * (they offer these ids in their deck fields).
 */
export function DecksPanel({ editing }: { editing: Editing }) {
  const decks = listAt(editing.mission, ['decks']);
  return (
    <section className="panel properties-panel" aria-label="Decks">
      <h2>Decks</h2>
      {decks.map((deck, d) => {
        const path = ['decks', d];
        const base = getIn(deck, ['base']);
        return (
          <details key={d} className="entry">
            <summary>
              {entryLabel(deck, `Deck ${d + 1}`)}
              {typeof base === 'string' && base !== '' ? ` · from ${base}` : ''}
            </summary>
            <EntryIssues issues={editing.issues} path={path} />
            <TextInput editing={editing} path={[...path, 'id']} label="Id" />
            <TextInput editing={editing} path={[...path, 'base']} label="Ruleset deck" />
            {CARD_LISTS.map((list) => (
              <CardList key={list.key} editing={editing} deck={d} list={list.key} label={list.label} item={list.item} />
            ))}
            <EntryButtons editing={editing} path={['decks']} index={d} count={decks.length} name={`deck ${d + 1}`} />
          </details>
        );
      })}
      <button type="button" onClick={() => editing.edit(addDeck)}>
        Add deck
      </button>
    </section>
  );
}

/** One of a deck's card lists: filters (remove) or cards with counts (add, set aside). */
function CardList({ editing, deck, list, label, item }: { editing: Editing; deck: number; list: CardListKey; label: string; item: string }) {
  const path = ['decks', deck, list];
  const entries = listAt(editing.mission, path);
  return (
    <fieldset>
      <legend>{label}</legend>
      {entries.map((_, c) => {
        const at = [...path, c];
        const name = `${item} ${c + 1}`;
        return (
          <div key={c} className="card-entry" role="group" aria-label={name}>
            <div className="row">
              <TextInput editing={editing} path={[...at, 'card']} label={`${name} card`} />
              {list === 'remove' ? (
                <TextInput editing={editing} path={[...at, 'kind']} label="Kind" />
              ) : (
                <NumberInput editing={editing} path={[...at, 'count']} label="Copies" min={1} max={99} placeholder="1" />
              )}
            </div>
            {list === 'remove' && (
              <div className="row">
                <TextInput editing={editing} path={[...at, 'onTile']} label="Naming tile" />
                <CheckInput editing={editing} path={[...at, 'unusedTiles']} label="Naming unused tiles" />
              </div>
            )}
            <EntryButtons editing={editing} path={path} index={c} count={entries.length} name={`${item.toLowerCase()} card ${c + 1}`} />
          </div>
        );
      })}
      <button type="button" onClick={() => editing.edit((m) => addCardEntry(m, deck, list))}>
        Add {item.toLowerCase()} card
      </button>
    </fieldset>
  );
}
