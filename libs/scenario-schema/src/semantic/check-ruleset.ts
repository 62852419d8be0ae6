// The ruleset's own checks (libs/engine's `RULESETS[id].checkMission`): what its setup would refuse, or what
// would break in play, reported as validation issues so that a mission that validates also starts.
import { rulesetFor, type Board } from '@breachline/engine';
import type { Mission, Tile } from '../generated/mission-types';
import type { MissionIssue } from '../mission-issue';

export function checkRuleset(mission: Mission, board: Board, tiles: readonly Tile[], issues: MissionIssue[]): void {
  // Rulesets that are not playable yet have no checks: their missions open as a board to look at.
  const ruleset = rulesetFor(mission.ruleset);
  if (!ruleset) return;
  for (const problem of ruleset.checkMission({ mission, board, tiles })) issues.push({ stage: 'mission', path: problem.path, message: problem.message });
}
