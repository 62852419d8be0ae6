import { appendAt, getIn, moveAt, pointerOf, removeAt, setIn } from './document-paths';

describe('document paths', () => {
  const mission = { id: 'm', triggers: [{ id: 't', do: [{ effect: 'win' }] }] };

  it('read and set deep values without mutating the input', () => {
    expect(getIn(mission, ['triggers', 0, 'do', 0, 'effect'])).toBe('win');
    expect(getIn(mission, ['triggers', 3, 'do'])).toBeUndefined();
    const changed = setIn(mission, ['triggers', 0, 'do', 0, 'text'], 'Well done');
    expect(getIn(changed, ['triggers', 0, 'do', 0])).toEqual({ effect: 'win', text: 'Well done' });
    expect(mission.triggers[0]?.do[0]).toEqual({ effect: 'win' });
  });

  it('remove a key when set to undefined, and create missing steps', () => {
    expect(setIn({ a: 1, b: 2 }, ['a'], undefined)).toEqual({ b: 2 });
    expect(setIn({}, ['victory', 'conditions', 0, 'test'], 'round')).toEqual({ victory: { conditions: [{ test: 'round' }] } });
  });

  it('append, remove (dropping an emptied list when asked) and move list entries', () => {
    const two = appendAt(mission, ['triggers'], { id: 'u' });
    expect(getIn(two, ['triggers', 1])).toEqual({ id: 'u' });
    expect(getIn(moveAt(two, ['triggers'], 1, -1), ['triggers', 0])).toEqual({ id: 'u' });
    expect(moveAt(two, ['triggers'], 0, -1)).toBe(two);
    expect(removeAt(mission, ['triggers'], 0, true)).toEqual({ id: 'm' });
    expect(removeAt(mission, ['triggers'], 0)).toEqual({ id: 'm', triggers: [] });
  });

  it('name a path as the JSON pointer validation issues use', () => {
    expect(pointerOf(['triggers', 2, 'on', 'a/b'])).toBe('/triggers/2/on/a~1b');
  });
});
