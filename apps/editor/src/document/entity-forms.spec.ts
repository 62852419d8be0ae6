import { doorAt, formAt } from './entity-forms';

const mission = {
  doors: [
    { id: 'hatch', x: 2, y: 7, side: 'south' },
    { id: 'airlock', x: 5, y: 1, side: 'east' },
  ],
  features: [{ type: 'start', x: 2, y: 7 }, { type: 'terminal', x: 9, y: 9 }],
  units: [{ type: 'gep', x: 9, y: 9 }],
};
const keys = { units: ['u1'], features: ['f1', 'f2'], doors: ['d1', 'd2'] };

describe('doorAt', () => {
  it('finds a door from the square it is written on and from the square across its side', () => {
    expect(doorAt(mission, 2, 7)).toBe(0);
    expect(doorAt(mission, 2, 8)).toBe(0);
    expect(doorAt(mission, 6, 1)).toBe(1);
    expect(doorAt(mission, 4, 1)).toBeUndefined();
    expect(doorAt(mission, 2, 6)).toBeUndefined();
  });

  it('reads a broken document without failing', () => {
    expect(doorAt({ doors: [null, { x: '2', y: 7 }, { x: 1, y: 1, side: 'up' }] }, 1, 1)).toBe(2);
    expect(doorAt({ doors: 'none' }, 0, 0)).toBeUndefined();
    expect(doorAt(null, 0, 0)).toBeUndefined();
  });
});

describe('formAt', () => {
  it('opens the unit standing on the square first, then the feature, then a door on its edge', () => {
    expect(formAt(mission, keys, 9, 9)).toEqual({ list: 'units', key: 'u1' });
    expect(formAt(mission, keys, 2, 7)).toEqual({ list: 'features', key: 'f1' });
    expect(formAt(mission, keys, 2, 8)).toEqual({ list: 'doors', key: 'd1' });
    expect(formAt(mission, keys, 0, 0)).toBeUndefined();
  });
});
