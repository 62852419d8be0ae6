// Every objective and exit must be reachable from the start: through open floor, doors that can open,
// and locked doors that some reachable trigger unlocks. A breadth-first search over the compiled board.
import { CellKind, EdgeKind, edgeSlot, type Board } from '@breachline/engine';
import type { Feature, Mission } from '../generated/mission-types';
import type { MissionIssue } from '../mission-issue';
import { heroesCanUnlockDoors } from '../rulesets/ruleset-facts';
import { doorOpeners, type DoorOpener } from './door-openers';

/** Feature types heroes must be able to get to. */
const MUST_REACH: ReadonlySet<Feature['type']> = new Set(['exit', 'objective', 'terminal', 'switch', 'vehicle']);

export function checkReachability(mission: Mission, board: Board, issues: MissionIssue[]): void {
  const features = mission.features ?? [];
  const starts = features.filter((f) => f.type === 'start').map((f) => f.y * board.width + f.x);
  if (starts.length === 0) return; // reported by the hero checks

  const openers = doorOpeners(mission.triggers ?? []);
  const featureCell = new Map(features.flatMap((f) => (f.id === undefined ? [] : [[f.id, f.y * board.width + f.x] as const])));
  const reached = reachedCells(mission, board, starts, openers, featureCell);

  const required = new Set((mission.objectives ?? []).flatMap((o) => (o.feature === undefined ? [] : [o.feature])));
  features.forEach((feature, f) => {
    if (!MUST_REACH.has(feature.type) && !(feature.id !== undefined && required.has(feature.id))) return;
    if (reached[feature.y * board.width + feature.x] === 1) return;
    const name = feature.label ?? feature.id ?? feature.type;
    issues.push({
      stage: 'mission',
      path: `/features/${f}`,
      message: `The ${feature.type} '${name}' at (${feature.x}, ${feature.y}) cannot be reached from the start: walls, or locked doors that nothing unlocks, are in the way.`,
      at: { x: feature.x, y: feature.y },
    });
  });
  (mission.doors ?? []).forEach((door, d) => {
    if (door.exit !== true) return;
    const slot = edgeSlot(board, door.x, door.y, door.side);
    if (reached[door.y * board.width + door.x] === 1 || (slot !== undefined && reached[otherCell(board, slot, door.y * board.width + door.x)] === 1)) return;
    issues.push({ stage: 'mission', path: `/doors/${d}`, message: `The exit door at (${door.x}, ${door.y}) cannot be reached from the start.`, at: { x: door.x, y: door.y } });
  });
}

// Re-validation after an edit mostly keeps the board, doors, triggers, starts and trigger gates: reuse the last search.
let lastSearch: { board: Board; doors: Mission['doors']; triggers: Mission['triggers']; ruleset: string; key: string; reached: Uint8Array } | undefined;

function reachedCells(
  mission: Mission,
  board: Board,
  starts: readonly number[],
  openers: readonly DoorOpener[],
  featureCell: ReadonlyMap<string, number>,
): Uint8Array {
  const key = `${starts.join(',')}|${openers.map((o) => (o.gate === undefined ? '*' : String(featureCell.get(o.gate)))).join(',')}`;
  const cached = lastSearch;
  if (
    cached &&
    cached.key === key &&
    cached.doors === mission.doors &&
    cached.triggers === mission.triggers &&
    cached.ruleset === mission.ruleset &&
    cached.board.cells === board.cells &&
    cached.board.edges === board.edges
  ) {
    return cached.reached;
  }
  const closedSlots = lockedDoorSlots(mission, board);
  const doorSlot = new Map<string, number>();
  for (const [slot, id] of closedSlots) if (id !== undefined) doorSlot.set(id, slot);
  // Search, then open every door a reachable trigger unlocks, and search again until nothing changes.
  let reached = search(board, starts, closedSlots);
  for (let changed = true; changed; ) {
    changed = false;
    for (const opener of openers) {
      const gate = opener.gate === undefined ? undefined : featureCell.get(opener.gate);
      if (opener.gate !== undefined && (gate === undefined || reached[gate] !== 1)) continue;
      for (const door of opener.doors) {
        const slot = doorSlot.get(door);
        if (slot !== undefined && closedSlots.delete(slot)) changed = true;
      }
    }
    if (changed) reached = search(board, starts, closedSlots);
  }
  lastSearch = { board, doors: mission.doors, triggers: mission.triggers, ruleset: mission.ruleset, key, reached };
  return reached;
}

/** Edge slots of doors heroes cannot open by themselves, with the door's id (if it has one). */
function lockedDoorSlots(mission: Mission, board: Board): Map<number, string | undefined> {
  const slots = new Map<number, string | undefined>();
  const heroesUnlock = heroesCanUnlockDoors(mission.ruleset);
  for (const door of mission.doors ?? []) {
    const slot = edgeSlot(board, door.x, door.y, door.side);
    if (slot === undefined) continue;
    const locked = door.state === 'locked' && !heroesUnlock && door.health === undefined;
    if (locked) slots.set(slot, door.id);
  }
  return slots;
}

function search(board: Board, starts: readonly number[], closedSlots: ReadonlyMap<number, unknown>): Uint8Array {
  const { width, height, cells, edges } = board;
  const reached = new Uint8Array(width * height);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  for (const start of starts) {
    if (reached[start] === 1) continue;
    reached[start] = 1;
    queue[tail++] = start;
  }
  const visit = (to: number, slot: number): void => {
    if (reached[to] === 1 || cells[to] !== CellKind.Floor) return;
    const edge = edges[slot];
    if (edge === EdgeKind.Wall || (edge === EdgeKind.Door && closedSlots.has(slot))) return;
    reached[to] = 1;
    queue[tail++] = to;
  };
  while (head < tail) {
    const here = queue[head++] as number;
    const x = here % width;
    if (x + 1 < width) visit(here + 1, 2 * here);
    if (x > 0) visit(here - 1, 2 * (here - 1));
    if (here + width < width * height) visit(here + width, 2 * here + 1);
    if (here >= width) visit(here - width, 2 * (here - width) + 1);
  }
  return reached;
}

/** The cell on the other side of an edge slot from `cell`. */
function otherCell(board: Board, slot: number, cell: number): number {
  const owner = slot >> 1;
  if (owner !== cell) return owner;
  return slot % 2 === 0 ? cell + 1 : cell + board.width;
}
