import firstSteps from './first-steps.mission.json';

/** The sample missions shipped with Breachline, as raw documents: load them with `loadMission`. */
export const SAMPLE_MISSIONS: Readonly<Record<string, unknown>> = {
  'first-steps': firstSteps,
};

export const DEFAULT_SAMPLE_MISSION_ID = 'first-steps';
