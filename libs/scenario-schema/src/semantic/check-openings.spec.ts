import { loadMission } from '../load-mission';
// The first draft of First Steps (a bay and a six-square corridor), kept as these checks' fixture when the sample became a tutorial.
import firstSteps from './fixtures/bay-and-corridor.mission.json';

// Tests build documents the mission type would refuse: loosely typed on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

/**
 * The first-steps mission (a bay whose east side at board row 2 touches the corridor's west end)
 * with an opening on the bay's side, optionally one on the corridor's (at local row `corridorRow`), and a door or not.
 */
function withOpenings(corridorRow: number | undefined, door: boolean): Loose {
  const mission = structuredClone(firstSteps) as Loose;
  mission['tiles'][0].openings = [{ x: 3, y: 2, side: 'east' }];
  mission['tiles'][1].openings = corridorRow === undefined ? [] : [{ x: 0, y: corridorRow, side: 'west' }];
  mission['doors'] = door ? [{ id: 'bay-door', x: 3, y: 2, side: 'east' }] : [];
  return mission;
}

function issuesOf(document: unknown) {
  const result = loadMission(document);
  return result.ok ? [] : result.issues.map(({ path, message, at }) => ({ path, message, at }));
}

describe('openings between tiles (issue 4: doors and sockets on matching edges)', () => {
  it('accepts openings that meet', () => {
    expect(issuesOf(withOpenings(1, false))).toEqual([]);
  });

  it('reports an opening that runs into a tile without one, at its cell', () => {
    const issues = issuesOf(withOpenings(0, false));
    expect(issues).toContainEqual({
      path: '/layout/0',
      message: expect.stringMatching(/^Tile 'cargo-bay' opens east at \(3, 2\) into tile 'service-corridor', which has no opening there/),
      at: { x: 3, y: 2 },
    });
  });

  it('accepts a door on the edge: the tiles connect on purpose', () => {
    // Without the door the tiles do not connect: the opening is reported, and the exit is out of reach.
    expect(issuesOf(withOpenings(undefined, false)).map((i) => i.path)).toEqual(['/layout/0', '/features/2']);
    expect(issuesOf(withOpenings(undefined, true))).toEqual([]);
  });
});
