import { bareTx } from '../../testing/bare-state';
import { addDeck } from '../decks/deck';
import { placeToken, revealToken } from './hidden-token';
import { viewState } from './view';

const SECRET = 'SECRET-genestealer-brood';

describe('hidden tokens and views', () => {
  it('gives the hero side no hidden content: token contents, deck order and the generator are gone', () => {
    const { tx, state } = bareTx(11);
    placeToken(tx, 'blip', { x: 6, y: 1 }, { bugs: 3, note: SECRET });
    placeToken(tx, 'radar', { x: 6, y: 2 }, SECRET, ['enemies']);
    addDeck(tx, 'spawn', [`${SECRET}-card-1`, `${SECRET}-card-2`]);
    const text = JSON.stringify(viewState(state, 'heroes'));
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('"rng"');
    expect(text).not.toContain('"seed"');
    const view = viewState(state, 'heroes');
    expect(view.tokens.map((t) => [t.kind, t.hidden, t.contents])).toEqual([
      ['blip', true, null],
      ['radar', true, null],
    ]);
    expect(view.decks['spawn']?.drawCount).toBe(2);
  });

  it('shows a side the contents it knows, and everyone the contents of a revealed token', () => {
    const { tx, state } = bareTx();
    const radar = placeToken(tx, 'radar', { x: 6, y: 2 }, 'stalker', ['enemies']);
    expect(viewState(state, 'enemies').tokens[0]?.contents).toBe('stalker');
    expect(revealToken(tx, radar.id)).toBe('stalker');
    expect(viewState(state, 'heroes').tokens[0]).toMatchObject({ contents: 'stalker', hidden: false, revealed: true });
    expect(tx.events.filter((e) => e.type === 'revealed')).toEqual([{ type: 'revealed', token: radar.id, kind: 'radar', contents: 'stalker' }]);
  });

  it('never tells a token’s contents in the event that places it', () => {
    const { tx } = bareTx();
    placeToken(tx, 'spawn', { x: 6, y: 4 }, SECRET);
    expect(JSON.stringify(tx.events)).not.toContain(SECRET);
  });

  it('copies everything: changing a view leaves the state alone', () => {
    const { tx, state } = bareTx();
    placeToken(tx, 'item', { x: 2, y: 2 }, { item: 'medkit' });
    const view = viewState(state, 'heroes');
    Object.assign(view.units[0] ?? {}, { x: 99 });
    Object.assign(view.tokens[0] ?? {}, { x: 99 });
    expect(state.units[0]?.x).not.toBe(99);
    expect(state.tokens[0]?.x).not.toBe(99);
  });
});
