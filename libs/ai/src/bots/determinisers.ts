import type { RngState } from '@breachline/engine';
import { redealBlips } from '../boarding/determinise';
import { shuffleTitleStack } from '../hive/determinise';
import type { WorldSample } from './world-sample';

/** Each ruleset's own secrets, re-dealt from what the heroes can infer (one line per ruleset). */
export const RULESET_DETERMINISERS: Readonly<Record<string, (world: WorldSample, rng: RngState) => void>> = {
  boarding: redealBlips,
  hive: shuffleTitleStack,
};
