import { sameAction } from './actions';

describe('sameAction: an action means its fields, not their order', () => {
  it('equal fields in any order are the same action; a different or missing field is not', () => {
    expect(sameAction({ type: 'move', side: 'heroes', unit: 'h', to: { x: 1, y: 2 } }, { to: { y: 2, x: 1 }, unit: 'h', side: 'heroes', type: 'move' })).toBe(true);
    expect(sameAction({ type: 'move', side: 'heroes', unit: 'h' }, { type: 'move', side: 'heroes', unit: 'g' })).toBe(false);
    expect(sameAction({ type: 'move', side: 'heroes', unit: 'h' }, { type: 'move', side: 'heroes' })).toBe(false);
    expect(sameAction({ type: 'move', side: 'heroes', path: [1, 2] }, { type: 'move', side: 'heroes', path: [2, 1] })).toBe(false);
    expect(sameAction({ a: [1] }, { a: { 0: 1 } })).toBe(false);
  });
});
