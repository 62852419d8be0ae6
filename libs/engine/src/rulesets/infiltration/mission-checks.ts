// What the infiltration rules need of a mission before play: run by validation and by setup alike.
import type { HeroChoice } from '../../game/setup-game';
import { checkParty, type MissionCheckIssue } from '../mission-check';
import type { LoadedMissionInput } from '../mission-input';
import { readOptions } from '../options-parser';
import { ROSTER } from './content';
import { INFILTRATION_OPTIONS } from './options';

/** The default party: the first four heroes of the roster (§13.8). */
export const DEFAULT_PARTY: readonly HeroChoice[] = ROSTER.slice(0, 4).map((h) => ({ id: h.kind, kind: h.kind, name: h.name }));

export const partyOf = (loaded: LoadedMissionInput, heroes?: readonly HeroChoice[]): readonly HeroChoice[] => {
  const party = heroes ?? (loaded.mission.party && loaded.mission.party.length > 0 ? loaded.mission.party : DEFAULT_PARTY);
  const starts = loaded.board.features.filter((f) => f.type === 'start').length;
  return heroes || (loaded.mission.party && loaded.mission.party.length > 0) ? party : party.slice(0, Math.max(1, starts));
};

/** Every reason the infiltration rules cannot play this mission; empty when they can. */
export function checkInfiltrationMission(loaded: LoadedMissionInput, heroes?: readonly HeroChoice[]): MissionCheckIssue[] {
  const { mission, board } = loaded;
  const explicit = heroes !== undefined || (mission.party !== undefined && mission.party.length > 0);
  const issues = checkParty(partyOf(loaded, heroes), ROSTER, board, explicit ? '/party' : '/features', 'infiltration heroes');
  issues.push(...readOptions(INFILTRATION_OPTIONS, mission.options).issues);
  // §12: heroes win by escaping; with no exit a mission can only be lost.
  if (!board.features.some((f) => f.type === 'exit')) {
    issues.push({ path: '/features', message: 'An infiltration mission needs an exit (a feature of type "exit") for the heroes to escape through (§12.1).' });
  }
  for (const [i, f] of board.features.entries()) {
    if (['start', 'exit', 'barracks', 'spawn', 'guard-point'].includes(f.type) && (board.zoneOf[f.y * board.width + f.x] ?? -1) < 0) {
      issues.push({ path: `/features/${i}`, message: `The ${f.type} at (${f.x}, ${f.y}) is not on a floor square of a room or corridor.` });
    }
  }
  return issues;
}
