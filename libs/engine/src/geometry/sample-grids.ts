import { CellKind } from '../board/cell-kind';
import { gridFromKinds } from './ascii-grid';
import type { ZoneGrid } from './grid';

/** An open floor of size × size cells: the longest searches and sight lines. */
export function openGrid(size: number): ZoneGrid & { version: number } {
  return gridFromKinds(size, size, new Uint8Array(size * size).fill(CellKind.Floor), new Uint8Array(size * size * 2));
}

/**
 * A perfect maze of size × size cells (corridors one cell wide, wall cells between), carved by a
 * depth-first walk driven by a fixed-seed generator so every run measures the same maze.
 */
export function mazeGrid(size: number, seed = 1): ZoneGrid & { version: number } {
  const cells = new Uint8Array(size * size).fill(CellKind.Wall);
  let random = seed >>> 0 || 1;
  const next = (bound: number): number => {
    // xorshift32: deterministic, drawn from a fixed seed like every number in the engine.
    random ^= random << 13;
    random ^= random >>> 17;
    random ^= random << 5;
    random >>>= 0;
    return random % bound;
  };
  const rooms = Math.floor((size - 1) / 2);
  const stack = [0];
  const visited = new Uint8Array(rooms * rooms);
  visited[0] = 1;
  cells[size + 1] = CellKind.Floor;
  const steps = [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ] as const;
  while (stack.length > 0) {
    const room = stack[stack.length - 1] ?? 0;
    const rx = room % rooms;
    const ry = (room - rx) / rooms;
    const options = steps.filter(([dx, dy]) => {
      const nx = rx + dx;
      const ny = ry + dy;
      return nx >= 0 && ny >= 0 && nx < rooms && ny < rooms && visited[ny * rooms + nx] === 0;
    });
    if (options.length === 0) {
      stack.pop();
      continue;
    }
    const [dx, dy] = options[next(options.length)] ?? [0, 0];
    const nx = rx + dx;
    const ny = ry + dy;
    visited[ny * rooms + nx] = 1;
    cells[(2 * ry + 1 + dy) * size + 2 * rx + 1 + dx] = CellKind.Floor;
    cells[(2 * ny + 1) * size + 2 * nx + 1] = CellKind.Floor;
    stack.push(ny * rooms + nx);
  }
  return gridFromKinds(size, size, cells, new Uint8Array(size * size * 2));
}

/**
 * An open field of size × size cells with about `blocked` of them obstacles, scattered by a
 * fixed-seed generator: horde's open table with blocking terrain, for 8-way moves and any-angle sight.
 */
export function scatterGrid(size: number, blocked: number, seed = 1): ZoneGrid & { version: number } {
  const cells = new Uint8Array(size * size).fill(CellKind.Floor);
  let random = seed >>> 0 || 1;
  for (let cell = 0; cell < cells.length; cell++) {
    random ^= random << 13;
    random ^= random >>> 17;
    random ^= random << 5;
    random >>>= 0;
    if (random / 4294967296 < blocked) cells[cell] = CellKind.Obstacle;
  }
  return gridFromKinds(size, size, cells, new Uint8Array(size * size * 2));
}
