import { compileBoard } from '../../board/compile-board';
import type { LoadedMissionInput } from '../mission-input';

/**
 * A horde mission for tests (this library's and libs/ai's): an open table (Mode A 48 × 48 or Mode B
 * 24 × 24) with the five markers of §6.1, start squares round the centre and a swarmling collection.
 */
export interface HordeFixtureSetup {
  readonly mode?: 'A' | 'B';
  readonly options?: Readonly<Record<string, boolean | number | string>>;
  /** Blocking squares (obstacles). */
  readonly blocks?: readonly { readonly x: number; readonly y: number }[];
  readonly heroes?: number;
  readonly seed?: number;
}

export function hordeMission(setup: HordeFixtureSetup = {}): LoadedMissionInput {
  const side = setup.mode === 'B' ? 24 : 48;
  const half = side / 2;
  const rows = Array.from({ length: side }, (_, y) => Array.from({ length: side }, (_, x) => ((setup.blocks ?? []).some((b) => b.x === x && b.y === y) ? 'x' : '.')).join(''));
  // §6.1: markers 1–4 centred on the quarter centres, 5 on the table centre (2 × 2, anchored north-west).
  const q = side / 4;
  const markers = [
    { number: 1, x: q - 1, y: q - 1 },
    { number: 2, x: 3 * q - 1, y: q - 1 },
    { number: 3, x: 3 * q - 1, y: 3 * q - 1 },
    { number: 4, x: q - 1, y: 3 * q - 1 },
    { number: 5, x: half - 1, y: half - 1 },
  ];
  const starts = [
    { x: half - 3, y: half - 3 },
    { x: half + 2, y: half - 3 },
    { x: half - 3, y: half + 2 },
    { x: half + 2, y: half + 2 },
  ].slice(0, setup.heroes ?? 4);
  const features = [...starts.map((s) => ({ type: 'start', ...s })), ...markers.map((m) => ({ id: `objective-${m.number}`, type: 'objective', ...m }))];
  const board = compileBoard({ tiles: [{ id: 'table', cells: rows }], layout: [{ tile: 'table', x: 0, y: 0, rotation: 0 }], features });
  if (!board.ok) throw new Error(board.errors.map((e) => e.message).join(' '));
  const mission = {
    id: 'horde-test',
    ruleset: 'horde',
    options: { gridMode: setup.mode ?? 'A', randomEvents: false, ...setup.options },
    features,
    enemyPools: [{ id: 'wave', use: 'wave', tokens: [{ unit: 'swarmling', points: 10, copies: 20 }] }],
  };
  return { mission, board: board.value, tiles: [] };
}

