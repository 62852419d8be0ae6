import { setupGame, type Board, type GameState } from '@breachline/engine';
import { decodeSharePayload, loadMission, loadMissionText, type LoadResult, type Mission, type MissionIssue } from '@breachline/scenario-schema';

export interface PreparedGame {
  readonly mission: Mission;
  readonly board: Board;
  readonly state: GameState;
}

export type PrepareResult = { ok: true; game: PreparedGame } | { ok: false; issues: readonly MissionIssue[] };

/** Validates a mission document, compiles its board and sets up the opening with the mission's suggested party. */
export function prepareGame(document: unknown, seed: number): PrepareResult {
  return setUp(loadMission(document), seed);
}

/** The same for a mission carried by a share link's payload (`#m=…`); a damaged link is an issue like any other. */
export function prepareSharedGame(payload: string, seed: number): PrepareResult {
  const decoded = decodeSharePayload(payload);
  if (!decoded.ok) return { ok: false, issues: [{ stage: 'json', path: '', message: decoded.message }] };
  return setUp(loadMissionText(decoded.value), seed);
}

function setUp(loaded: LoadResult, seed: number): PrepareResult {
  if (!loaded.ok) return { ok: false, issues: loaded.issues };
  const { mission, board } = loaded.value;
  const setup = setupGame(board, { missionId: mission.id, seed, heroes: mission.party ?? [] });
  if (!setup.ok) {
    return { ok: false, issues: setup.errors.map((e) => ({ stage: 'mission', path: '/party', message: e.message })) };
  }
  return { ok: true, game: { mission, board, state: setup.value } };
}
