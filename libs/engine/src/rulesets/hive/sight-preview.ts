import type { Board } from '../../board/board';
import type { SightPreview } from '../../rules/core/presentation';
import type { GameView } from '../../rules/hidden/view';
import { BUG_MOVE } from './content';
import { hiveMap, type HiveMap } from './hive-map';
import { cellOf, cellXY, isBug, isValkyrie } from './queries';
import { SearchField } from '../../geometry/search-field';
import { HiveTopology } from './hive-topology';

/** Moves from a bug's square to hers that still let it strike: four to a square beside her (T3), and that square to hers. */
const REACH = BUG_MOVE + 1;

/**
 * The hive's sight and threat preview, from the heroes' view: the squares a Valkyrie sees down straight
 * corridors in all four directions (hive.md §6.3, the hub seeing down its exits, §6.4), and the bugs that
 * could attack her at the end of the next bug phase: those within a bug's move (§6.2, T3: 4 squares) of a
 * square beside her (§7.4). Other figures are ignored on the way (bugs pass bugs; a Valkyrie in the way
 * may make the real path longer), so the threat is an upper bound.
 */
export function hiveSightPreview(view: GameView, board: Board, unitId: string): SightPreview | undefined {
  const unit = view.units.find((u) => u.id === unitId);
  if (!unit || !isValkyrie(unit) || unit.x < 0 || unit.y < 0) return undefined;
  const map = hiveMap(board);
  const from = map.node(cellOf(board, unit));
  const seen: { x: number; y: number }[] = [];
  for (const node of map.sight(from).keys()) {
    if (node === from) continue;
    for (const cell of cellsOf(map, node)) seen.push(cellXY(board, cell));
  }
  const steps = stepsFrom(map, from, REACH);
  const threats = view.units
    .filter((u) => isBug(u) && u.health > 0 && u.x >= 0 && u.y >= 0)
    .filter((bug) => {
      const node = map.node(cellOf(board, bug));
      const moves = steps[node] ?? -1;
      return map.adjacent(node, from) || (moves >= 0 && moves <= REACH);
    })
    .map((bug) => bug.id);
  return { seen, threats };
}

/** The squares a node stands for: the hub's every floor square, else the one square. */
const cellsOf = (map: HiveMap, node: number): readonly number[] => (node === map.hubNode && map.hubNode >= 0 ? map.hubCells : [node]);

/** Moves from `from` to every node within `limit` (the shared search over the hive's movement graph), -1 beyond. */
function stepsFrom(map: HiveMap, from: number, limit: number): Int32Array {
  return new SearchField().compute(new HiveTopology(map), [from], limit).placeDist;
}
