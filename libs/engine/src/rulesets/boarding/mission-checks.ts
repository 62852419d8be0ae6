// What the boarding rules need of a mission before play (boarding.md §3.3 blips, §9 missions, §11 G1 squad):
// run by validation and by `setupBoardingGame` alike, so a mission that validates also starts and ends.
import type { Board } from '../../board/board';
import type { HeroChoice } from '../../game/setup-game';
import { checkParty, type MissionCheckIssue } from '../mission-check';
import { readOptions } from '../options-parser';
import { BOARDING_MISSION_KINDS, BOARDING_OPTIONS } from './options';
import { SQUAD } from './content';
import type { BoardingMissionKind, BoardingMissionLike } from './types';


/** A victory or defeat condition the mission states (what `compileMissionPlan` keeps). */
const isStated = (condition: unknown): boolean => typeof condition === 'object' && condition !== null && !Array.isArray(condition);

/** Every reason the boarding rules cannot play this mission; empty when they can. `heroes` overrides the party. */
export function checkBoardingMission(loaded: { readonly mission: BoardingMissionLike; readonly board: Board }, heroes?: readonly HeroChoice[]): MissionCheckIssue[] {
  const { mission, board } = loaded;
  const party = heroes ?? (mission.party && mission.party.length > 0 ? mission.party : SQUAD);
  const issues = checkParty(party, SQUAD, board, heroes || (mission.party && mission.party.length > 0) ? '/party' : '/features', 'squad');
  issues.push(...readOptions(BOARDING_OPTIONS, mission.options).issues);
  // §9 M2: a hold is won by lasting to the turn limit; without one (and no victory of the mission's own)
  // it can only be lost, or never end.
  const kind = boardingKindOf(mission);
  if (kind === 'hold' && mission.options?.['turnLimit'] === undefined && !isStated(mission.victory)) {
    issues.push({ path: '/options', message: 'A hold mission needs the option turnLimit: the troopers win by holding until the end of that turn.' });
  }
  // §9 M3: a retrieve is won by carrying the objective back; with no objective square it cannot be won.
  if (kind === 'retrieve' && !board.features.some((feature) => feature.type === 'objective')) {
    issues.push({ path: '/features', message: 'A retrieve mission needs an objective feature for the troopers to carry back to the start.' });
  }
  // §3.3: blips come aboard at entry points; with none the bugs never arrive and a purge never ends.
  if (!board.features.some((feature) => feature.type === 'entry')) {
    issues.push({ path: '/features', message: 'A boarding mission needs at least one entry point (a feature of type "entry") where blips come aboard; without one the game never ends.' });
  }
  return issues;
}

/** What each objective kind the mission may state means for boarding (§9: M1 purge, M2 hold, M3 retrieve). */
const KIND_OF_OBJECTIVE: ReadonlyMap<string, BoardingMissionKind> = new Map([
  ['kill-all', 'purge'],
  ['survive', 'hold'],
  ['deliver', 'retrieve'],
]);

/**
 * A mission's kind (README "Mission options"), from what the mission states: its first required objective
 * of a kind boarding knows (kill-all → purge, survive → hold, deliver → retrieve) decides. A mission that
 * states none (written before objectives were read) falls back to `options.mission`, then to purge.
 */
export function boardingKindOf(mission: BoardingMissionLike): BoardingMissionKind {
  for (const objective of mission.objectives ?? []) {
    const kind = objective.optional ? undefined : KIND_OF_OBJECTIVE.get(objective.kind ?? '');
    if (kind) return kind;
  }
  const named = mission.options?.['mission'];
  if (typeof named === 'string' && (BOARDING_MISSION_KINDS as readonly string[]).includes(named)) return named as BoardingMissionKind;
  return 'purge';
}
