import { addCardEntry, addCounter, addDeck, NEW_CARD } from './deck-lists';
import { issuesUnder } from './entry-issues';

describe('decks and counters', () => {
  it('add decks and counters with ids unused anywhere in the mission', () => {
    const mission = { id: 'm', counters: [{ id: 'deck-1' }] };
    const one = addDeck(mission) as { decks: unknown[] };
    expect(one.decks).toEqual([{ id: 'deck-2', base: 'events' }]);
    expect(addCounter(one)).toMatchObject({ counters: [{ id: 'deck-1' }, { id: 'counter-1', label: 'New counter' }] });
    expect(mission).toEqual({ id: 'm', counters: [{ id: 'deck-1' }] });
  });

  it('add a card to each of a deck’s lists, creating the list', () => {
    const mission = { decks: [{ id: 'items', base: 'items' }] };
    const added = addCardEntry(addCardEntry(mission, 0, 'setAside'), 0, 'remove');
    expect(added).toEqual({ decks: [{ id: 'items', base: 'items', setAside: [{ card: NEW_CARD }], remove: [{ card: NEW_CARD }] }] });
  });

  it('pick the problems inside one entry, not its neighbours whose index starts the same', () => {
    const issues = [
      { stage: 'schema' as const, path: '/decks/1/base', message: 'base' },
      { stage: 'schema' as const, path: '/decks/10', message: 'ten' },
      { stage: 'mission' as const, path: '/decks/1', message: 'one' },
    ];
    expect(issuesUnder(issues, ['decks', 1]).map((i) => i.message)).toEqual(['base', 'one']);
  });
});
