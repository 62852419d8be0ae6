import type { Board } from '../../board/board';
import { EdgeKind } from '../../board/edge-kind';
import type { Unit } from '../../game/game-state';
import { zoneGraph } from '../../geometry/zone-graph';
import type { Ctx } from './context';
import { setStat } from './effects';
import { topologyOf } from './topology';
import type { DerelictState } from './types';
import { zoneIndex, zoneName, zoneOfUnit } from './zones';

/**
 * The Engineer's Crisis ability, Improvised Exit (derelict.md §3.2 Proposed): he picks a wall his zone shares
 * with another zone, and that border becomes a permanent open doorway for movement and line of sight. One
 * wall edge of the border is cut (the middle one); by §6.4 rule 5 one doorway makes the whole border
 * see-through. A border with a plain opening already (corridor marking, doorway, an earlier cut) is not
 * offered — it would change nothing; one with only a door (open or locked) is: the doorway stays open when
 * the door is locked or a Lockdown comes (§6.3: "a new doorway").
 */

/** Once per mission (§5.5): kept as a unit stat, which a campaign's next mission starts without (Proposed §10.x). */
export const CRISIS_USED = 'crisis';

/** The wall edge slots between zones `a` and `b` of the cut board, in slot order. */
function wallSlots(board: Board, a: number, b: number): number[] {
  const out: number[] = [];
  const { width, height, zoneOf, edges } = board;
  const pair = (p: number, q: number): boolean => (p === a && q === b) || (p === b && q === a);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cell = y * width + x;
      const here = zoneOf[cell] ?? -1;
      if (x + 1 < width && pair(here, zoneOf[cell + 1] ?? -1) && edges[2 * cell] === EdgeKind.Wall) out.push(2 * cell);
      if (y + 1 < height && pair(here, zoneOf[cell + width] ?? -1) && edges[2 * cell + 1] === EdgeKind.Wall) out.push(2 * cell + 1);
    }
  }
  return out;
}

/** Zones a cut from `zone` may open into: they share a wall with it and no plain opening yet. */
export function exitChoices(board: Board, state: DerelictState, zone: number): number[] {
  if (zone < 0) return [];
  const graph = zoneGraph(topologyOf(board, state));
  const out: number[] = [];
  for (let k = graph.start[zone] ?? 0; k < (graph.start[zone + 1] ?? 0); k++) {
    const border = graph.boundaries[graph.boundaryOf[k] ?? -1];
    if (border && border.wallEdges > 0 && border.openEdges === 0) out.push(graph.neighbour[k] ?? -1);
  }
  return out.filter((z) => z >= 0).sort((p, q) => p - q);
}

/** Cuts the doorway from the Engineer's zone into `zoneId` (`checkAction` has accepted it); sight follows after the action. */
export function improviseExit(c: Ctx, unit: Unit, zoneId: string): void {
  const from = zoneOfUnit(c.board, unit);
  const to = zoneIndex(c.board, zoneId);
  const slots = wallSlots(topologyOf(c.board, c.tx.state), from, to);
  const slot = slots[Math.floor(slots.length / 2)];
  setStat(c, unit, CRISIS_USED, 1);
  if (slot === undefined) return;
  const ext = c.tx.state.ext;
  c.tx.w.set(ext, 'doorways', [...(ext.doorways ?? []), slot]);
  c.tx.emit({ type: 'message', title: 'Improvised Exit', text: `${unit.name} cuts a doorway from ${zoneName(c.board, from)} into ${zoneName(c.board, to)}.` });
}
