import { compileBoard, setupDerelictGame, type DerelictState, type LoadedMissionInput, type Unit } from '@breachline/engine';
import type { AnyEngine } from '../bots/controller';

/**
 * A small derelict deck for the survivors' heuristics tests (test helper, not shipped logic):
 *
 *   a a b b c c d d     a–d: corridor zones in a row (one line of sight)
 *   a a b b c c d d
 *   ─ door ─ wall ─ door      a|e and d|f doors, walls elsewhere
 *   e e e e f f f f     e, f: rooms, a wall between them
 *   e e e e f f f f
 */
const STRIP = {
  id: 'strip',
  name: 'Test strip',
  cells: ['........', '........', '........', '........'],
  zones: ['aabbccdd', 'aabbccdd', 'eeeeffff', 'eeeeffff'],
  zoneNames: { a: 'A', b: 'B', c: 'C', d: 'D', e: 'E', f: 'F' },
  zoneKinds: { a: 'corridor', b: 'corridor', c: 'corridor', d: 'corridor', e: 'room', f: 'room' },
  walls: [1, 2, 3, 4, 5, 7].map((x) => ({ x, y: 1, side: 'south' })).concat([2, 3].map((y) => ({ x: 3, y, side: 'east' }))),
};

/** The top-left cell of each zone's 2×2 block used for placing units. */
export const CELL = { a: [0, 0], b: [2, 0], c: [4, 0], d: [6, 0], e: [1, 2], f: [5, 2] } as const;

type Writable<T> = { -readonly [K in keyof T]: T[K] };

export interface StripGame {
  readonly engine: AnyEngine;
  readonly state: DerelictState;
}

/** A started game on the strip with the given party (by class), more features, named modifiers (`rules`), and no Resolve cards. */
export function stripGame(party: readonly string[], features: readonly object[] = [], rules: readonly object[] = [], triggers: readonly object[] = []): StripGame {
  const mission = {
    id: 'derelict-ai-strip',
    ruleset: 'derelict',
    options: { solomonSpawning: false },
    rules,
    triggers,
    tiles: [STRIP],
    layout: [{ id: 's', tile: 'strip', x: 0, y: 0, rotation: 0 }],
    doors: [
      { id: 'door-ae', x: 0, y: 1, side: 'south', state: 'open' },
      { id: 'door-df', x: 6, y: 1, side: 'south', state: 'open' },
    ],
    features: [{ type: 'start', x: 0, y: 0 }, { type: 'start', x: 1, y: 0 }, { type: 'start', x: 0, y: 1 }, { type: 'start', x: 1, y: 1 }, ...features],
    enemyPools: [{ id: 'geps', use: 'radar', byHeroes: [{ heroes: { min: 1, max: 6 }, tokens: [{ unit: 'jaeger', count: 2 }, { unit: 'swarmer', count: 4 }] }] }],
    party: party.map((kind) => ({ id: kind, kind, name: kind })),
  };
  const board = compileBoard({ tiles: [STRIP], layout: mission.layout, doors: mission.doors, features: mission.features } as Parameters<typeof compileBoard>[0]);
  if (!board.ok) throw new Error(JSON.stringify(board.errors));
  const game = setupDerelictGame({ mission, board: board.value, tiles: [STRIP] } as unknown as LoadedMissionInput, { seed: 1 });
  if (!game.ok) throw new Error(game.errors.join('; '));
  const state = structuredClone(game.value.state) as DerelictState;
  for (const sheet of state.ext.sheets) (sheet as { resolveCards: readonly unknown[] }).resolveCards = [];
  return { engine: game.value.engine as unknown as AnyEngine, state };
}

/** The state with `actor` acting (with `actions` left), units moved to zones and enemies added: a test's Given. */
export function arrange(
  state: DerelictState,
  actor: string,
  options: {
    actions?: number;
    at?: Readonly<Record<string, keyof typeof CELL>>;
    enemies?: readonly { kind: string; zone: keyof typeof CELL; count: number; stunned?: boolean }[];
  } = {},
): DerelictState {
  const next = structuredClone(state) as Omit<DerelictState, 'units' | 'turn'> & { units: Writable<Unit>[]; turn: Writable<DerelictState['turn']> };
  next.turn.actor = actor;
  const taken = new Set<string>();
  const place = (zone: keyof typeof CELL): [number, number] => {
    const [x0, y0] = CELL[zone];
    for (let dy = 0; dy < 2; dy++)
      for (let dx = 0; dx < 2; dx++) {
        const key = `${x0 + dx},${y0 + dy}`;
        if (!taken.has(key)) {
          taken.add(key);
          return [x0 + dx, y0 + dy];
        }
      }
    throw new Error(`zone ${zone} is full in the test`);
  };
  for (const unit of next.units) {
    const zone = options.at?.[unit.id];
    if (zone) [unit.x, unit.y] = place(zone);
    else taken.add(`${unit.x},${unit.y}`);
    if (unit.id === actor) unit.stats = { ...unit.stats, actions: options.actions ?? 3 };
  }
  for (const group of options.enemies ?? [])
    for (let i = 0; i < group.count; i++) {
      const [x, y] = place(group.zone);
      const stats = group.stunned ? { stunned: 1 } : {};
      next.units.push({ id: `${group.kind}#${next.units.length}`, side: 'enemies', kind: group.kind, name: group.kind, x, y, health: 2, status: 'active', stats });
    }
  return next as unknown as DerelictState;
}
