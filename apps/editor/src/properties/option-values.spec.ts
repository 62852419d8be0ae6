import { addOption, convertOptionValue, optionsOf, removeOption, renameOption, setOption } from './option-values';

describe('ruleset options', () => {
  it('add, rename in place, set and remove options, dropping an empty block', () => {
    const one = addOption({ id: 'm' });
    expect(optionsOf(one)).toEqual([['newOption', false]]);
    const two = addOption(setOption(one, 'newOption', true));
    expect(optionsOf(two)).toEqual([['newOption', true], ['newOption2', false]]);
    const renamed = renameOption(two, 'newOption', 'solomonSpawning');
    expect(optionsOf(renamed).map(([name]) => name)).toEqual(['solomonSpawning', 'newOption2']);
    expect(renameOption(renamed, 'solomonSpawning', 'newOption2')).toBe(renamed);
    expect(removeOption(removeOption(renamed, 'newOption2'), 'solomonSpawning')).toEqual({ id: 'm' });
  });

  it('convert a value between yes/no, number and text', () => {
    expect(convertOptionValue('3', 'number')).toBe(3);
    expect(convertOptionValue('x', 'number')).toBe(0);
    expect(convertOptionValue(true, 'string')).toBe('true');
    expect(convertOptionValue(2, 'boolean')).toBe(true);
    expect(convertOptionValue('no', 'boolean')).toBe(false);
  });
});
