import { previewBoard } from './preview-board';
import firstSteps from './samples/first-steps.mission.json';

describe('previewBoard', () => {
  it('draws a valid mission as it compiles', () => {
    expect(previewBoard(firstSteps).board?.width).toBe(10);
  });

  it('draws what it can of a mission that is still being made', () => {
    const unfinished = {
      ruleset: 'hive',
      layout: [
        { tile: 'hive/hive-landing-site', x: 10, y: 10, rotation: 0 },
        { tile: 'hive/no-such-tile', x: 0, y: 0, rotation: 0 },
        { tile: 'hive/hive-landing-site', x: 'five', y: 0, rotation: 0 },
      ],
      features: [{ type: 'start', x: 12, y: 12 }, { type: 'exit' }],
    };
    const { board } = previewBoard(unfinished);
    expect(board?.placements.map((p) => p.tile)).toEqual(['hive/hive-landing-site']);
    expect(board?.features.map((f) => f.type)).toEqual(['start']);
  });

  it('has nothing to draw for a document with no usable tile', () => {
    expect(previewBoard({ layout: [] }).board).toBeUndefined();
    expect(previewBoard('not a mission').board).toBeUndefined();
  });
});
