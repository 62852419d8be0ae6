// What the boarding rules need of a mission before play (boarding.md §3.3 blips, §9 missions, §11 G1 squad):
// run by validation and by `setupBoardingGame` alike, so a mission that validates also starts and ends.
import type { Board } from '../../board/board';
import type { HeroChoice } from '../../game/setup-game';
import { checkParty, roundCountProblem, wholeNumberProblem, type MissionCheckIssue } from '../mission-check';
import { SQUAD } from './content';
import type { BoardingMissionKind, BoardingMissionLike } from './types';

export const BOARDING_MISSION_KINDS: readonly string[] = ['purge', 'hold', 'retrieve'];

/** Bounds of the numeric options (README "Mission options"); beyond them a game is no longer the boarding game. */
export const MAX_BLIPS_PER_TURN = 12;
export const MAX_RELOADS_PER_HEAVY_WEAPON = 9;

/** Every reason the boarding rules cannot play this mission; empty when they can. `heroes` overrides the party. */
export function checkBoardingMission(loaded: { readonly mission: BoardingMissionLike; readonly board: Board }, heroes?: readonly HeroChoice[]): MissionCheckIssue[] {
  const { mission, board } = loaded;
  const party = heroes ?? (mission.party && mission.party.length > 0 ? mission.party : SQUAD);
  const issues = checkParty(party, SQUAD, board, heroes || (mission.party && mission.party.length > 0) ? '/party' : '/features', 'squad');
  issues.push(...checkOptions(mission.options ?? {}));
  // §9 M2: a hold is won by lasting to the turn limit; without one it can only be lost, or never end.
  const kind = boardingKindOf(mission);
  if (kind === 'hold' && mission.options?.['turnLimit'] === undefined) {
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

function checkOptions(options: Readonly<Record<string, unknown>>): MissionCheckIssue[] {
  const issues: MissionCheckIssue[] = [];
  const kind = options['mission'];
  if (kind !== undefined && !(typeof kind === 'string' && BOARDING_MISSION_KINDS.includes(kind))) {
    issues.push({ path: '/options/mission', message: `Unknown boarding mission ${JSON.stringify(kind)}: the rules know ${BOARDING_MISSION_KINDS.join(', ')}.` });
  }
  const check = (key: string, problem: (value: unknown) => string | undefined): void => {
    const value = options[key];
    const found = value === undefined ? undefined : problem(value);
    if (found) issues.push({ path: `/options/${key}`, message: found });
  };
  check('turnLimit', (value) => roundCountProblem(value, 'The option turnLimit'));
  check('blipsPerTurn', (value) => wholeNumberProblem(value, 'The option blipsPerTurn', 1, MAX_BLIPS_PER_TURN));
  check('reloadsPerHeavyWeapon', (value) => wholeNumberProblem(value, 'The option reloadsPerHeavyWeapon', 0, MAX_RELOADS_PER_HEAVY_WEAPON));
  for (const key of ['blasterJamsOnNormalFire', 'recheckLurkers']) {
    if (options[key] !== undefined && typeof options[key] !== 'boolean') issues.push({ path: `/options/${key}`, message: `The option ${key} must be true or false.` });
  }
  return issues;
}

/**
 * A mission's kind (README "Mission options"): `options.mission` names it, else the first objective's
 * kind decides (deliver → retrieve, survive → hold, anything else → purge).
 */
export function boardingKindOf(mission: BoardingMissionLike): BoardingMissionKind {
  const named = mission.options?.['mission'];
  if (typeof named === 'string' && BOARDING_MISSION_KINDS.includes(named)) return named as BoardingMissionKind;
  const objective = mission.objectives?.[0]?.kind;
  return objective === 'deliver' ? 'retrieve' : objective === 'survive' ? 'hold' : 'purge';
}
