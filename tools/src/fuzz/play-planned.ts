import { fuzzGame, type FuzzGameResult } from './fuzz-game';
import { planGame } from './plan';
import type { FuzzWorkerData } from './protocol';

/** Plays game `index` of a run (what a worker does per game; the missions arrive loaded). */
export function playPlanned(data: FuzzWorkerData, index: number): FuzzGameResult {
  const plan = planGame(data.missions, data.seed, index);
  const mission = data.missions.find((m) => m.loaded.mission.id === plan.mission);
  if (!mission) throw new Error(`No mission ${plan.mission}.`);
  return fuzzGame(mission.loaded, plan, data.checks);
}
