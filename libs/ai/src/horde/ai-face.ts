import type { HordeState } from '@breachline/engine';
import { NOTHING_EXTRA_HIDDEN, type AiFace } from '../bots/ai-face';
import { createHordeEnemyController } from './enemy-procedure';
import { HORDE_HEURISTICS } from './heuristics';

/**
 * Horde's AI face: the enemies' activation algorithm (horde.md §8.4), the heroes' heuristics. Nothing is
 * hidden (search tokens hold nothing until revealed; their contents are rolled then), so no determiniser.
 * Progress is the waves finished (§9.1: the score's multiplier), so playtests report how far games go.
 */
export const HORDE_AI: AiFace = {
  enemy: createHordeEnemyController,
  heuristics: HORDE_HEURISTICS,
  hidden: NOTHING_EXTRA_HIDDEN,
  progress: (_engine, state) => (state as HordeState).ext.lastWaveFinished,
};
