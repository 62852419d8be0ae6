import { keyMaker, keysFor } from './entity-keys';
import { removeUnits } from './mission-edits';
import { setupUnits } from './setup-units';
import { reconcileKeys } from './entity-keys';

describe('setup units on the map', () => {
  const mission = { units: [{ type: 'large', x: 2, y: 3 }, { type: 'small', x: 4, y: 1 }, { x: 'bad' }] };

  it('draws each readable unit by its type, at its square, named by its editor key', () => {
    const keys = keysFor(mission, keyMaker());
    const units = setupUnits(mission, keys);
    expect(units.map((u) => [u.id, u.kind, u.x, u.y])).toEqual([
      [keys.units[0], 'large', 2, 3],
      [keys.units[1], 'small', 4, 1],
    ]);
  });

  it('keeps a unit\'s key when another unit is removed, so the figure stays the one selected', () => {
    const fresh = keyMaker();
    const keys = keysFor(mission, fresh);
    const after = removeUnits(mission, [0]);
    const units = setupUnits(after, reconcileKeys(mission, after, keys, fresh));
    expect(units[0]?.id).toBe(keys.units[1]);
  });
});
