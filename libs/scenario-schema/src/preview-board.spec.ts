import fc from 'fast-check';
import { MAX_BOARD_SIDE } from '@breachline/engine';
import { previewBoard } from './preview-board';
import firstSteps from './samples/first-steps.mission.json';

describe('previewBoard', () => {
  it('draws a valid mission as it compiles', () => {
    expect(previewBoard(firstSteps).board?.width).toBe(16);
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

  it("keeps a mission's own tile's areas in their room while the mission is still invalid (infiltration.md §7: area ⊂ room)", () => {
    const hall = { id: 'hall', cells: ['..'], zones: ['ab'], zoneNames: { a: 'West', b: 'East', c: 'Great hall' }, zoneKinds: { a: 'area', b: 'area', c: 'room' }, zoneParents: { a: 'c', b: 'c' } };
    const { board } = previewBoard({ ruleset: 'infiltration', tiles: [hall], layout: [{ tile: 'hall', x: 0, y: 0, rotation: 0 }] });
    const east = board?.zones.find((z) => z.name === 'East');
    expect(east?.kind).toBe('area');
    const room = east?.region === undefined ? undefined : board?.regions[board.regions[east.region]?.parent ?? -1];
    expect(room).toMatchObject({ kind: 'room', name: 'Great hall' });
  });

  it('has nothing to draw for a document with no usable tile', () => {
    expect(previewBoard({ layout: [] }).board).toBeUndefined();
    expect(previewBoard('not a mission').board).toBeUndefined();
  });

  it('leaves out a malformed tile of a damaged draft instead of throwing (the editor must not blank)', () => {
    const damaged = {
      tiles: [
        { id: 'bad-rows', cells: ['...', null, 7] },
        { id: 'bad-parts', cells: ['...', '...'], zones: [null], zoneNames: 'x', walls: [null, { x: 'a' }], openings: 5, slots: [{}] },
      ],
      layout: [
        { tile: 'bad-rows', x: 0, y: 0, rotation: 0 },
        { tile: 'bad-parts', x: 4, y: 0, rotation: 90 },
      ],
    };
    const { board } = previewBoard(damaged);
    expect(board?.placements.map((p) => p.tile)).toEqual(['bad-parts']);
  });

  it('bounds its work: a tile placed at x = 5,000 is left out, the board stays within the largest board', () => {
    const far = { ...firstSteps, layout: [...firstSteps.layout, { tile: 'cargo-bay', x: 5000, y: 5000, rotation: 0 }] };
    const { board } = previewBoard(far);
    expect(board?.placements).toHaveLength(2);
    expect(board?.width).toBeLessThanOrEqual(MAX_BOARD_SIDE);
    expect(board?.height).toBeLessThanOrEqual(MAX_BOARD_SIDE);
  });

  it('never throws on arbitrary JSON-like documents, or on a sample with arbitrary values in its parts (property)', () => {
    const parts = ['tiles', 'layout', 'doors', 'features', 'exploration'] as const;
    const runs = Number(process.env['PROPERTY_RUNS'] ?? 300);
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (document) => {
        const { board } = previewBoard(document);
        expect(board === undefined || board.width <= MAX_BOARD_SIDE).toBe(true);
      }),
      { numRuns: runs },
    );
    const tileLike = fc.record({ id: fc.constantFrom('cargo-bay', 'service-corridor', 'x'), cells: fc.oneof(fc.array(fc.string({ maxLength: 8 }), { maxLength: 6 }), fc.jsonValue({ maxDepth: 2 })) }, { requiredKeys: [] });
    const placementLike = fc.record(
      { tile: fc.constantFrom('cargo-bay', 'service-corridor', 'hive/hive-landing-site', 'x'), x: fc.oneof(fc.integer({ min: -10, max: 6000 }), fc.jsonValue({ maxDepth: 1 })), y: fc.integer({ min: -10, max: 6000 }), rotation: fc.constantFrom(0, 90, 180, 270, 45) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.constantFrom(...parts), fc.array(fc.oneof(tileLike, placementLike, fc.jsonValue({ maxDepth: 3 })), { maxLength: 6 }), (part, value) => {
        const { board } = previewBoard({ ...firstSteps, [part]: part === 'exploration' ? { bounds: value[0], deck: value } : value });
        expect(board === undefined || (board.width <= MAX_BOARD_SIDE && board.height <= MAX_BOARD_SIDE)).toBe(true);
      }),
      { numRuns: runs },
    );
  });
});
