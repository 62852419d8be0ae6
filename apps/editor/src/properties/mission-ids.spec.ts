import { freshId, missionChoices, referenceKindOf } from './mission-ids';

describe('mission ids', () => {
  const mission = {
    ruleset: 'derelict',
    features: [{ id: 'hatch', type: 'objective' }, { type: 'start' }],
    doors: [{ id: 'door-1' }],
    counters: [{ id: 'trigger-1' }],
    layout: [{ id: 'bay', tile: 't' }],
  };

  it('lists the ids each kind of reference may name', () => {
    const choices = missionChoices(mission);
    expect(choices.ids('feature')).toEqual(['hatch']);
    expect(choices.ids('door')).toEqual(['door-1']);
    expect(choices.ids('tile')).toEqual(['bay']);
    expect(choices.ids('objective')).toEqual([]);
    expect(choices.unitTypes).toContain('swarmer');
    expect(missionChoices({ ruleset: 'chess' }).unitTypes).toEqual([]);
  });

  it('reads reference kinds from property names as the format checks do', () => {
    expect(referenceKindOf('carrying')).toBe('feature');
    expect(referenceKindOf('pool')).toBe('pool');
    expect(referenceKindOf('item')).toBeUndefined();
    expect(referenceKindOf('__proto__')).toBeUndefined();
  });

  it('makes a fresh id unused in the one namespace all ids share', () => {
    expect(freshId(mission, 'trigger')).toBe('trigger-2');
    expect(freshId(mission, 'objective')).toBe('objective-1');
  });
});
