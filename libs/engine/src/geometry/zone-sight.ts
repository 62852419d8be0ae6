import { EdgeKind } from '../board/edge-kind';
import { DX, DY, EMPTY, doorIsOpen, isOpenCell, slotToward, type GridState, type ZoneGrid } from './grid';
import { blocksSight, type SightBlockers } from './line-of-sight';
import { openWidth, zoneGraph, type ZoneGraph } from './zone-graph';
import { UNREACHED } from './distance-field';

/** Zone-level line of sight rules: derelict.md §6.4, infiltration.md §7.5. */
export interface ZoneSightRules {
  /** Which units stop a line in an intermediate zone (units in the viewer's zone never do); default 'none'. */
  readonly units?: SightBlockers;
  readonly viewerSide?: number;
  /**
   * derelict.md §6.4 rule 5: where a doorway stands along a wall does not matter, so one open
   * doorway between two zones makes their whole common border see-through.
   */
  readonly doorwayAnywhere?: boolean;
  /** Fewer open cells than this between two zones is too narrow: no sight across (derelict.md §6.1, §6.4 rule 7). Default 1. */
  readonly minOpening?: number;
  /** Per zone, 1 when sight cannot go into, out of or through it (infiltration.md §7.5 "Obscured"). */
  readonly obscured?: Uint8Array;
  /** Most zone borders a line may cross. */
  readonly range?: number;
}

/**
 * Which zones a viewer in `zone` sees, and how far: `result[z]` is the fewest zone borders crossed
 * by a straight line from any cell of the viewer's zone into zone z (0 for its own zone), or
 * UNREACHED (-1). Seeing any cell of a zone sees the whole zone (derelict.md §6.4 rule 2). Lines
 * run along rows and columns from every cell of the zone, so a doorway perpendicular to the line is
 * crossed and one parallel to it never is (rules 4 and 6).
 */
export function zoneSight(grid: ZoneGrid, zone: number, rules: ZoneSightRules = {}, state: GridState = {}, out?: Int32Array): Int32Array {
  const graph = zoneGraph(grid);
  const seen = out ?? new Int32Array(grid.zones.length);
  seen.fill(UNREACHED);
  if (rules.obscured?.[zone] === 1) return seen;
  seen[zone] = 0;
  const transparent = transparentBorders(graph, rules, state);
  const range = rules.range ?? Number.POSITIVE_INFINITY;
  const units = rules.units ?? 'none';
  const viewer = rules.viewerSide ?? EMPTY;
  const { width, height, zoneOf } = grid;
  for (const from of grid.zones[zone]?.cells ?? []) {
    for (let d = 0; d < 4; d++) {
      let x = from % width;
      let y = (from - x) / width;
      let cell = from;
      let crossed = 0;
      for (;;) {
        x += DX[d] ?? 0;
        y += DY[d] ?? 0;
        if (x < 0 || y < 0 || x >= width || y >= height) break;
        const next = y * width + x;
        if (!isOpenCell(grid.cells[next])) break;
        const here = zoneOf[cell] ?? -1;
        const there = zoneOf[next] ?? -1;
        if (!edgePasses(grid, state, graph, transparent, cell, d, here, there)) break;
        if (there !== here) {
          crossed++;
          if (crossed > range || rules.obscured?.[there] === 1) break;
          const known = seen[there] ?? UNREACHED;
          if (known === UNREACHED || crossed < known) seen[there] = crossed;
        }
        cell = next;
        if (there !== zone && blocksSight(units, state.occupancy?.[next] ?? EMPTY, viewer)) break;
      }
    }
  }
  return seen;
}

/** Whether the viewer's zone sees zone `target` (derelict.md §6.4: symmetric when units do not block). */
export function zoneSees(grid: ZoneGrid, zone: number, target: number, rules: ZoneSightRules = {}, state: GridState = {}): boolean {
  return (zoneSight(grid, zone, rules, state)[target] ?? UNREACHED) !== UNREACHED;
}

/** Per border index, 1 when a line may cross that border anywhere (rule 5) — worked out once per query. */
function transparentBorders(graph: ZoneGraph, rules: ZoneSightRules, state: GridState): Uint8Array {
  const minOpening = rules.minOpening ?? 1;
  const wide = new Uint8Array(graph.boundaries.length);
  graph.boundaries.forEach((boundary, index) => {
    // 2 = wide enough and see-through anywhere along it; 1 = wide enough, edge by edge; 0 = too narrow.
    if (openWidth(boundary, state) >= minOpening) wide[index] = rules.doorwayAnywhere ? 2 : 1;
  });
  return wide;
}

function edgePasses(
  grid: ZoneGrid,
  state: GridState,
  graph: ZoneGraph,
  transparent: Uint8Array,
  cell: number,
  d: number,
  here: number,
  there: number,
): boolean {
  if (here !== there) {
    const border = borderIndex(graph, here, there);
    const kind = border < 0 ? 0 : (transparent[border] ?? 0);
    if (kind === 0) return false;
    if (kind === 2) return true;
  }
  const slot = slotToward(grid.width, cell, d);
  const edge = grid.edges[slot];
  if (edge === EdgeKind.Open) return true;
  if (edge === EdgeKind.Door) return doorIsOpen(state, grid.doorAt[slot] ?? -1);
  return false;
}

function borderIndex(graph: ZoneGraph, a: number, b: number): number {
  for (let k = graph.start[a] ?? 0; k < (graph.start[a + 1] ?? 0); k++) if (graph.neighbour[k] === b) return graph.boundaryOf[k] ?? -1;
  return -1;
}
