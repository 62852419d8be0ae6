// Openings (sockets) must meet: a tile's opening that runs into another tile without one is walled off,
// which is almost never what the author meant. A door placed on that edge connects the tiles on purpose.
import { EdgeKind, edgeAt, mismatchedOpenings, type Board } from '@breachline/engine';
import type { Mission } from '../generated/mission-types';
import type { MissionIssue } from '../mission-issue';

export function checkOpenings(mission: Mission, board: Board, issues: MissionIssue[]): void {
  for (const opening of mismatchedOpenings(board)) {
    if (edgeAt(board, opening.x, opening.y, opening.side) === EdgeKind.Door) continue;
    const here = mission.layout[opening.tile];
    const there = mission.layout[opening.facing];
    issues.push({
      stage: 'board',
      path: `/layout/${opening.tile}`,
      message: `Tile '${here?.tile ?? '?'}' opens ${opening.side} at (${opening.x}, ${opening.y}) into tile '${there?.tile ?? '?'}', which has no opening there: a wall stands between them. Turn or move a tile so the openings meet, or put a door there.`,
      at: { x: opening.x, y: opening.y },
    });
  }
}
