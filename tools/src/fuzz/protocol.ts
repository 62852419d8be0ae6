import type { FuzzChecks } from './fuzz-game';
import type { FuzzMission } from './missions';

/** What each fuzz worker thread starts with (the missions arrive loaded: the worker needs no validator). */
export interface FuzzWorkerData {
  readonly missions: readonly FuzzMission[];
  readonly seed: number;
  readonly checks: FuzzChecks;
}
