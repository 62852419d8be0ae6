// infiltration.md §13.7 the room features that act while face up: the Medical Station (a basic action, noise 1,
// discards 1 permanent wound, once a turn) and the Aether Conduit (Ready Equipment here clears a drained token
// without an Aether Cell).
import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import type { Ctx } from './context';
import { healWounds, woundsOf } from './hero-wounds';
import { noiseTest } from './noise';
import { revealedFeaturesIn } from './room-features';
import { areaOf } from './space';
import { statsOf, type InfiltrationAction, type InfiltrationState } from './types';

/** The Medical Station's noise test (§13.7). */
export const MEDICAL_NOISE = 1;
/** The round its user last used a Medical Station: a hero has one turn a round, so "once per turn" is once a round. */
const MEDICAL_ROUND = 'medicalRound';

type MedicalAction = Extract<InfiltrationAction, { type: 'medical' }>;

/** A basic action while one is left: a wounded hero on a face-up Medical Station, not used this turn. */
export function medicalActions(state: InfiltrationState, board: Board, hero: Unit): MedicalAction[] {
  if (woundsOf(state, hero) === 0 || hero.stats[MEDICAL_ROUND] === state.round) return [];
  if (revealedFeaturesIn(state, board, areaOf(board, hero), 'medical-station').length === 0) return [];
  return [{ type: 'medical', side: 'heroes', unit: hero.id }];
}

/** §13.7 Medical Station: 1 permanent wound discarded, then its noise test (§8.1: the test after the action). */
export function useMedicalStation(c: Ctx, hero: Unit): void {
  c.tx.w.set(statsOf(hero), MEDICAL_ROUND, c.state.round);
  healWounds(c, hero, 1);
  noiseTest(c, hero.id, MEDICAL_NOISE);
}

/** §13.7 Aether Conduit: Ready Equipment in its area clears a drain without an Aether Cell. */
export const conduitHere = (state: InfiltrationState, board: Board, hero: Unit): boolean =>
  revealedFeaturesIn(state, board, areaOf(board, hero), 'aether-conduit').length > 0;
