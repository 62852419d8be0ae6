import { loadMission } from '../load-mission';
import cg01 from '../samples/derelict-cg01-close-the-door.mission.json';
// The first draft of First Steps (a bay and a six-square corridor), kept as these checks' fixture when the sample became a tutorial.
import firstSteps from './fixtures/bay-and-corridor.mission.json';
import { createTileRegistry } from '../tile-registry';

// Tests break documents on purpose, in ways the mission type forbids: they are loosely typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
const copy = (document: unknown): Loose => structuredClone(document) as Loose;

function issues(document: unknown, options = {}) {
  const result = loadMission(document, options);
  return result.ok ? [] : result.issues.map(({ path, message }) => ({ path, message }));
}

describe('ids and references', () => {
  it('finds a dangling reference at any depth of a trigger, naming what exists', () => {
    const broken = copy(cg01);
    broken['triggers'][4].do[0].outcomes[0].do[0].at.from[1].feature = 'hatch-c';
    expect(issues(broken)).toEqual([
      { path: '/triggers/4/do/0/outcomes/0/do/0/at/from/1/feature', message: expect.stringMatching(/^There is no feature 'hatch-c'\. Known: .*hatch-a, hatch-b/) },
    ]);
  });

  it('checks victory and defeat conditions, objectives and pool slots too', () => {
    const broken = copy(cg01);
    broken['victory'].conditions[0].counter = 'doors-sealed';
    broken['objectives'][0].feature = 'nowhere';
    broken['features'][11].pool = 'bugs';
    expect(issues(broken).map((i) => i.path)).toEqual(['/features/11/pool', '/objectives/0/feature', '/victory/conditions/0/counter']);
  });

  it('keeps all ids in one namespace, so a reference is never ambiguous', () => {
    const broken = copy(cg01);
    broken['counters'][0].id = 'hatch-a';
    expect(issues(broken)).toContainEqual({
      path: '/counters/0/id',
      message: "The id 'hatch-a' is already used by a feature (/features/7/id); every id in a mission must be different.",
    });
  });

  it('accepts only enemy types of the mission ruleset, in pools, units and triggers', () => {
    const broken = copy(cg01);
    broken['units'] = [{ type: 'queen', x: 0, y: 3 }];
    broken['triggers'][4].do[0].outcomes[0].do[0].units = [{ unit: 'genestealer' }];
    expect(issues(broken).map((i) => i.path)).toEqual(['/units/0/type', '/triggers/4/do/0/outcomes/0/do/0/units/0/unit']);
  });
});

describe('zones', () => {
  it('accepts a zone of a placed tile by letter or name, and names the zones when it does not exist', () => {
    const mission = copy(cg01);
    mission['triggers'][4].do[0].outcomes[0].do[0].at = { tile: 'quarters', zone: 'Mess' };
    expect(issues(mission)).toEqual([]);
    mission['triggers'][4].do[0].outcomes[0].do[0].at = { tile: 'quarters', zone: 'a' };
    expect(issues(mission)).toEqual([]);
    mission['triggers'][4].do[0].outcomes[0].do[0].at = { tile: 'quarters', zone: 'Galley' };
    expect(issues(mission)).toEqual([
      { path: '/triggers/4/do/0/outcomes/0/do/0/at/zone', message: "Tile 'quarters' has no zone 'Galley'. Its zones: a (Bunk room), b (Mess), c (Corridor west), d (Corridor east)." },
    ]);
  });
});

describe('reachability', () => {
  it('sees through a door opened by a trigger only when the trigger can be set off', () => {
    const mission = copy(firstSteps);
    mission['doors'][0].state = 'locked';
    expect(issues(mission)).toEqual([
      { path: '/features/2', message: expect.stringContaining("The exit 'exit' at (9, 2) cannot be reached from the start") },
    ]);
    mission['features'].push({ id: 'lever', type: 'switch', x: 3, y: 3 });
    mission['triggers'] = [{ id: 'pull', on: { event: 'interact', feature: 'lever' }, do: [{ effect: 'unlock', door: 'bay-door' }] }];
    expect(issues(mission)).toEqual([]);
    mission['features'][4].x = 8; // the lever behind the locked door cannot open it
    mission['features'][4].y = 1;
    expect(issues(mission).map((i) => i.path)).toEqual(['/features/2', '/features/4']);
  });

  it('treats doors with health as passable (they can be broken) and infiltration doors as unlockable by heroes', () => {
    const mission = copy(firstSteps);
    mission['doors'][0].state = 'locked';
    mission['doors'][0].health = 2;
    expect(issues(mission)).toEqual([]);
    delete mission['doors'][0].health;
    mission['ruleset'] = 'infiltration';
    // first-steps' options and party are boarding's, which infiltration does not read
    delete mission['options'];
    delete mission['party'];
    expect(issues(mission)).toEqual([]);
  });
});

describe('tiles', () => {
  it('resolves built-in tiles by "set/tile" through the registry, and reports unknown ones', () => {
    const registry = createTileRegistry([{ id: 'test', tiles: [{ id: 'hall', cells: ['....', '....'] }] }]);
    const mission = copy(firstSteps);
    mission['layout'][1] = { tile: 'test/hall', x: 4, y: 1, rotation: 0 };
    mission['features'][2].x = 7; // the exit and the entry point move onto the shorter hall
    mission['features'][3].x = 7;
    const result = loadMission(mission, { tiles: registry });
    expect(result.ok && result.value.tiles.map((t) => t.id)).toEqual(['cargo-bay', 'service-corridor', 'test/hall']);
    mission['layout'][1].tile = 'test/hallway';
    expect(issues(mission, { tiles: registry })).toEqual([{ path: '/layout/1/tile', message: expect.stringContaining("no built-in tile 'test/hallway'") }]);
  });

  it('checks a custom tile against its own grid (zone rows, named zones, edges, slots), each problem once', () => {
    const mission = copy(firstSteps);
    Object.assign(mission['tiles'][1], {
      zones: ['aaabbb'],
      zoneNames: { a: 'West', c: 'Nowhere' },
      walls: [{ x: 5, y: 0, side: 'east' }],
      openings: [{ x: 2, y: 0, side: 'south' }],
      slots: [{ type: 'search', x: 9, y: 0 }],
    });
    const paths = issues(mission).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['/tiles/1/zoneNames/c', '/tiles/1/zones', '/tiles/1/walls/0', '/tiles/1/openings/0', '/tiles/1/slots/0']));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('accepts areas inside rooms (zoneKinds "area", zoneParents; DESIGN "Space") and reports nesting that is not area ⊂ room or corridor ⊂ tile', () => {
    const mission = copy(firstSteps);
    const width = (mission['tiles'][1].cells[0] as string).length;
    const half = Math.floor(width / 2);
    const rows = ['a'.repeat(half) + 'b'.repeat(width - half), ...Array<string>(mission['tiles'][1].cells.length - 1).fill('c'.repeat(width))];
    Object.assign(mission['tiles'][1], {
      zones: rows.map((row, y) => [...row].map((letter, x) => (mission['tiles'][1].cells[y][x] === '.' ? letter : mission['tiles'][1].cells[y][x])).join('')),
      zoneNames: { a: 'West', b: 'East', c: 'Hall', r: 'Ward' },
      zoneKinds: { r: 'room', a: 'area', b: 'area', c: 'corridor' },
      zoneParents: { a: 'r', b: 'r' },
    });
    expect(issues(mission)).toEqual([]);
    const nested = copy(mission);
    nested['tiles'][1].zoneParents = { a: 'r', b: 'a' };
    expect(issues(nested)).toContainEqual({ path: '/tiles/1/zoneParents/b', message: expect.stringContaining("its parent 'a' lies in another zone itself") });
  });
});
