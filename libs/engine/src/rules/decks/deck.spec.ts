import { bareTx } from '../../testing/bare-state';
import { cloneJson } from '../state/clone';
import { eventsForSide } from '../core/events';
import { addDeck, deckView, discardCard, drawCard, peekDeck } from './deck';

const CARDS = ['a', 'b', 'c', 'd'];

describe('decks', () => {
  it('shuffles at setup from the state generator: same seed, same order', () => {
    const one = bareTx(5);
    const two = bareTx(5);
    addDeck(one.tx, 'events', CARDS);
    addDeck(two.tx, 'events', CARDS);
    expect(one.state.decks['events']?.drawPile).toEqual(two.state.decks['events']?.drawPile);
    expect([...(one.state.decks['events']?.drawPile ?? [])].sort()).toEqual(CARDS);
  });

  it('draws from the top (the end of the pile) until empty', () => {
    const { tx, state } = bareTx();
    addDeck(tx, 'events', CARDS);
    const top = state.decks['events']?.drawPile.at(-1);
    expect(drawCard(tx, 'events')).toBe(top);
    expect(tx.events).toContainEqual({ type: 'card-drawn', deck: 'events', card: top, secretFrom: null });
    drawCard(tx, 'events');
    drawCard(tx, 'events');
    drawCard(tx, 'events');
    expect(drawCard(tx, 'events')).toBeNull();
  });

  it('reshuffles the discards when the pile runs out (infiltration.md §3.5, derelict.md §4.3 step 3)', () => {
    const { tx, state } = bareTx();
    addDeck(tx, 'noise', ['x', 'y']);
    discardCard(tx, 'noise', drawCard(tx, 'noise') as string);
    discardCard(tx, 'noise', drawCard(tx, 'noise') as string);
    const card = drawCard(tx, 'noise');
    expect(['x', 'y']).toContain(card);
    expect(state.decks['noise']?.discard).toEqual([]);
    expect(tx.events.some((e) => e.type === 'deck-reshuffled' && e.deck === 'noise' && e.burned === null)).toBe(true);
  });

  it('hides a card burned from a secret deck from the side it is secret from (issue 14: hidden information)', () => {
    const { tx } = bareTx();
    addDeck(tx, 'orders', ['x', 'y', 'z'], { burnOnReshuffle: 1, secretFrom: 'heroes' });
    for (let i = 0; i < 3; i++) discardCard(tx, 'orders', drawCard(tx, 'orders') as string);
    drawCard(tx, 'orders');
    const burned = tx.events.find((e) => e.type === 'deck-reshuffled');
    expect(burned).toMatchObject({ secretFrom: 'heroes' });
    expect(burned?.type === 'deck-reshuffled' && burned.burned).toBeTruthy();
    const seen = eventsForSide(tx.events, 'heroes');
    expect(seen.filter((e) => e.type === 'deck-reshuffled')).toEqual([{ type: 'deck-reshuffled', deck: 'orders', burned: null, secretFrom: 'heroes' }]);
    expect(seen.filter((e) => e.type === 'card-drawn').every((e) => e.type === 'card-drawn' && e.card === null)).toBe(true);
    expect(eventsForSide(tx.events, 'enemies')).toEqual(tx.events);
  });

  it('burns the top card right after a reshuffle for hero action decks (infiltration.md §3.5)', () => {
    const { tx, state } = bareTx();
    addDeck(tx, 'actions', ['p', 'q', 'r'], { burnOnReshuffle: 1 });
    for (let i = 0; i < 3; i++) discardCard(tx, 'actions', drawCard(tx, 'actions') as string);
    const drawn = drawCard(tx, 'actions');
    const deck = state.decks['actions'];
    expect(deck?.removed).toHaveLength(1);
    expect(deck?.drawPile).toHaveLength(1);
    expect(new Set([drawn, ...(deck?.removed ?? []), ...(deck?.drawPile ?? [])])).toEqual(new Set(['p', 'q', 'r']));
  });

  it('never reshuffles a deck marked so: an empty item deck finds nothing (derelict.md §5.3)', () => {
    const { tx } = bareTx();
    addDeck(tx, 'items', ['medkit'], { reshuffle: 'never' });
    discardCard(tx, 'items', drawCard(tx, 'items') as string);
    expect(drawCard(tx, 'items')).toBeNull();
  });

  it('lets only the owner side peek, top card first, without changing the deck', () => {
    const { tx, state } = bareTx();
    addDeck(tx, 'hand', CARDS, { owner: 'heroes' });
    const before = cloneJson(state.decks);
    const peek = peekDeck(state, 'hand', 'heroes', 2);
    expect(peek.ok && peek.value).toEqual(state.decks['hand']?.drawPile.slice(-2).reverse());
    const refused = peekDeck(state, 'hand', 'enemies', 1);
    expect(refused.ok ? null : refused.errors[0]?.code).toBe('not-allowed');
    expect(state.decks).toEqual(before);
  });

  it('undoes draws, discards and reshuffles through the journal', () => {
    const { tx, state, journal } = bareTx();
    addDeck(tx, 'events', CARDS);
    const before = cloneJson(state);
    const mark = journal.mark();
    for (let i = 0; i < 6; i++) {
      const card = drawCard(tx, 'events');
      if (card) discardCard(tx, 'events', card);
    }
    journal.undoTo(mark);
    expect(state).toEqual(before);
  });

  it('shows a deck by counts: no draw order in its view', () => {
    const { tx, state } = bareTx();
    addDeck(tx, 'events', CARDS);
    const deck = state.decks['events'];
    expect(deck && deckView(deck)).toEqual({ id: 'events', drawCount: 4, discard: [], removedCount: 0, owner: null });
  });
});
