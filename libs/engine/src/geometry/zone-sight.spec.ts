import fc from 'fast-check';
import { asciiGrid } from './ascii-grid';
import { UNREACHED } from './distance-field';
import { SIDE_ENEMIES, SIDE_HEROES } from './grid';
import { zoneSees, zoneSight, type ZoneSightRules } from './zone-sight';

const derelict: ZoneSightRules = { doorwayAnywhere: true };
const allOpen = { openDoors: new Uint8Array(8).fill(1) };

describe('zoneSight: derelict.md §6.4', () => {
  it('picture example: the Captain sees straight through a row of room zones and out into the corridor', () => {
    const { grid } = asciiGrid(['a a aDb b bDc c cDd']);
    expect([...zoneSight(grid, 0, derelict, allOpen)]).toEqual([0, 1, 2, 3]);
    // Rule 2: seeing any cell of a zone sees the whole zone; range is in borders crossed (§7.3).
    expect([...zoneSight(grid, 0, { ...derelict, range: 2 }, allOpen)]).toEqual([0, 1, 2, UNREACHED]);
  });

  it('picture example: the Psychic cannot see into a zone whose door is locked (§6.3, rule 3)', () => {
    const { grid } = asciiGrid(['a a aDb b bDc c cDd']);
    const state = { openDoors: Uint8Array.of(1, 0, 1) };
    expect([...zoneSight(grid, 0, derelict, state)]).toEqual([0, 1, UNREACHED, UNREACHED]);
  });

  it('picture example: the Medic cannot see into a zone whose doorway is parallel to his line of sight (rule 6)', () => {
    // Corridor c along the bottom; room r opens on it through a door; room s opens only onto r, east of it.
    const { grid } = asciiGrid([
      'r r rDs s s',
      '- - D - - -',
      'c c c c c c',
    ]);
    const [r, s, c] = [0, 1, 2];
    const sight = zoneSight(grid, c, derelict, allOpen);
    expect(sight[r]).toBe(1);
    expect(sight[s]).toBe(UNREACHED);
    // From inside r the same doorway is perpendicular to the view east: s is seen (rule 4).
    expect(zoneSight(grid, r, derelict, allOpen)[s]).toBe(1);
  });

  it('rule 5: a doorway anywhere along a wall makes the whole wall between those two zones see-through', () => {
    const { grid } = asciiGrid([
      'a a a',
      'D - -',
      'b b b',
      '- -  ',
      '# # c',
    ]);
    const [a, , c] = [0, 1, 2];
    expect(zoneSight(grid, c, derelict, allOpen)[a]).toBe(2);
    // Without rule 5 (infiltration.md §7.5) the wall edge in c's column stops the line.
    expect(zoneSight(grid, c, {}, allOpen)[a]).toBe(UNREACHED);
    expect(zoneSight(grid, c, derelict, {})[a]).toBe(UNREACHED);
  });

  it('§6.1 / rule 7: zones touching through a gap too narrow for a base do not see each other', () => {
    const { grid } = asciiGrid(['a a', '- ', 'b b']);
    expect(zoneSees(grid, 0, 1, derelict)).toBe(true);
    expect(zoneSees(grid, 0, 1, { ...derelict, minOpening: 2 })).toBe(false);
  });

  it('rule 3: miniatures do not block sight in derelict', () => {
    const { grid } = asciiGrid(['a1b1c']);
    expect([...zoneSight(grid, 0, derelict)]).toEqual([0, 1, 2]);
  });
});

describe('zoneSight: infiltration.md §7.5 areas', () => {
  // Three 2-cell areas in a corridor: a | b | c, the divide lines open.
  it('a blocking unit in an intermediate area stops the line; units in the viewer\'s or target area never do', () => {
    const { grid, occupancy } = asciiGrid(['a a b b c c']);
    const heroes = { units: 'foes', viewerSide: SIDE_HEROES } as const;
    occupancy[2] = SIDE_ENEMIES; // an enemy in b
    expect([...zoneSight(grid, 0, heroes, { occupancy })]).toEqual([0, 1, UNREACHED]);
    occupancy[2] = SIDE_HEROES; // a hero in b: heroes see through heroes
    expect([...zoneSight(grid, 0, heroes, { occupancy })]).toEqual([0, 1, 2]);
    occupancy[2] = -1;
    occupancy[1] = SIDE_ENEMIES; // an enemy in the viewer's own area
    expect([...zoneSight(grid, 0, heroes, { occupancy })]).toEqual([0, 1, 2]);
  });

  it('obscured areas cannot be seen into, out of or through', () => {
    const { grid } = asciiGrid(['a a b b c c']);
    const obscured = Uint8Array.of(0, 1, 0);
    expect([...zoneSight(grid, 0, { obscured })]).toEqual([0, UNREACHED, UNREACHED]);
    expect([...zoneSight(grid, 1, { obscured })]).toEqual([UNREACHED, UNREACHED, UNREACHED]);
  });

  it('range is the number of area borders crossed (§7.6)', () => {
    const { grid } = asciiGrid(['a a b b c c']);
    expect(zoneSight(grid, 0, { range: 1 })[2]).toBe(UNREACHED);
    expect(zoneSight(grid, 0, { range: 2 })[2]).toBe(2);
  });
});

describe('zoneSight properties', () => {
  it('derelict.md §6.4: zone sight is symmetric (figures never block)', () => {
    const letters = 'abcd';
    const scene = fc
      .record({ width: fc.integer({ min: 1, max: 6 }), height: fc.integer({ min: 1, max: 6 }) })
      .chain(({ width, height }) =>
        fc.record({
          rows: fc.array(fc.array(fc.constantFrom(...letters, '#'), { minLength: width, maxLength: width }), { minLength: height, maxLength: height }),
          east: fc.array(fc.array(fc.constantFrom(' ', ' ', '|', 'D'), { minLength: width, maxLength: width }), { minLength: height, maxLength: height }),
          south: fc.array(fc.array(fc.constantFrom(' ', ' ', '-', 'D'), { minLength: width, maxLength: width }), { minLength: height, maxLength: height }),
          doorBits: fc.array(fc.constantFrom(0, 1), { minLength: 2 * width * height, maxLength: 2 * width * height }),
          anywhere: fc.boolean(),
          minOpening: fc.integer({ min: 1, max: 2 }),
          range: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
        }),
      );
    fc.assert(
      fc.property(scene, (s) => {
        const lines = s.rows.flatMap((row, y) => [
          row.map((cell, x) => cell + (s.east[y]?.[x] ?? ' ')).join(''),
          (s.south[y] ?? []).map((edge) => edge + ' ').join(''),
        ]);
        const { grid } = asciiGrid(lines);
        const base: ZoneSightRules = { doorwayAnywhere: s.anywhere, minOpening: s.minOpening };
        const rules = s.range === undefined ? base : { ...base, range: s.range };
        const state = { openDoors: Uint8Array.from(s.doorBits) };
        const sight = grid.zones.map((_, z) => zoneSight(grid, z, rules, state));
        sight.forEach((row, a) => row.forEach((crossed, b) => expect(crossed, `${a}→${b}`).toBe(sight[b]?.[a])));
      }),
    );
  });
});
