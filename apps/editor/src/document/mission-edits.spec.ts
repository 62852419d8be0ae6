import {
  addFeature,
  addPlacement,
  addUnit,
  copiesOf,
  featureAt,
  movePlacements,
  removeFeatures,
  removePlacements,
  rotatePlacements,
} from './mission-edits';

const mission = {
  id: 'm',
  layout: [
    { id: 'bay', tile: 'hive/straight', x: 2, y: 2, rotation: 0 },
    { tile: 'hive/corner', x: 7, y: 2, rotation: 270 },
  ],
  features: [{ type: 'start', x: 3, y: 3 }],
};

describe('mission edits', () => {
  it('add, move, turn and remove placed tiles without touching the original document', () => {
    const frozen = structuredClone(mission);
    const added = addPlacement(mission, { tile: 'hive/cross', x: 0, y: 0, rotation: 90 });
    expect(added['layout']).toHaveLength(3);
    const moved = movePlacements(added, [0, 2], -1, 1);
    expect((moved['layout'] as { x: number; y: number }[]).map((p) => [p.x, p.y])).toEqual([
      [1, 3],
      [7, 2],
      [0, 1],
    ]);
    expect((rotatePlacements(moved, [1])['layout'] as { rotation: number }[])[1]?.rotation).toBe(0);
    expect((removePlacements(moved, [0, 2])['layout'] as { tile: string }[]).map((p) => p.tile)).toEqual(['hive/corner']);
    expect(mission).toEqual(frozen);
  });

  it('copy placed tiles without their ids, so pasted copies stay valid', () => {
    expect(copiesOf(mission, [0], 5, 0)).toEqual([{ tile: 'hive/straight', x: 7, y: 2, rotation: 0 }]);
  });

  it('place, find and remove features', () => {
    const withExit = addFeature(mission, { type: 'exit', x: 9, y: 4 });
    expect(featureAt(withExit, 9, 4)).toBe(1);
    expect(featureAt(withExit, 0, 0)).toBeUndefined();
    expect(removeFeatures(withExit, [0])['features']).toEqual([{ type: 'exit', x: 9, y: 4 }]);
  });

  it('start a layout in a document that has none', () => {
    expect(addPlacement({}, { tile: 't', x: 1, y: 1, rotation: 0 })['layout']).toEqual([{ tile: 't', x: 1, y: 1, rotation: 0 }]);
  });
});

describe('units on the map', () => {
  it('adds an enemy unit to the mission at setup', () => {
    expect(addUnit({ units: [{ type: 'swarmer', x: 1, y: 1 }] }, { type: 'jaeger', x: 2, y: 3 })).toEqual({
      units: [
        { type: 'swarmer', x: 1, y: 1 },
        { type: 'jaeger', x: 2, y: 3 },
      ],
    });
  });
});
