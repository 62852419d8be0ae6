// Every sample mission shipped with Breachline. Files are named <ruleset>-<name>.mission.json and keyed by their id.
import boardingHold from './boarding-hold.mission.json';
import boardingPurge from './boarding-purge.mission.json';
import boardingRetrieve from './boarding-retrieve.mission.json';
import derelictCg00 from './derelict-cg00-noisy-neighbours.mission.json';
import derelictCg01 from './derelict-cg01-close-the-door.mission.json';
import derelictCg08 from './derelict-cg08-bagging-a-trophy.mission.json';
import firstSteps from './first-steps.mission.json';
import hiveDestroy from './hive-destroy-the-hive.mission.json';
import hiveQueen from './hive-kill-the-queen.mission.json';
import hiveRescue from './hive-rescue-the-scientist.mission.json';
import hordeHold from './horde-hold-the-line.mission.json';
import infiltrationRecon from './infiltration-silent-recon.mission.json';
import infiltrationCourier from './infiltration-night-courier.mission.json';

const DOCUMENTS: readonly { readonly id: string }[] = [
  firstSteps,
  derelictCg00,
  derelictCg01,
  derelictCg08,
  hiveDestroy,
  hiveQueen,
  hiveRescue,
  boardingPurge,
  boardingRetrieve,
  boardingHold,
  hordeHold,
  infiltrationRecon,
  infiltrationCourier,
];

/**
 * The sample missions, as raw documents by mission id: load them with `loadMission`. Prototype-free, so a
 * name typed by a user ("constructor") finds no sample rather than `Object.prototype`'s.
 */
export const SAMPLE_MISSIONS: Readonly<Record<string, unknown>> = Object.assign(
  Object.create(null) as Record<string, unknown>,
  Object.fromEntries(DOCUMENTS.map((document) => [document.id, document])),
);

export const DEFAULT_SAMPLE_MISSION_ID = 'first-steps';
