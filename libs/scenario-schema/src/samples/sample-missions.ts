// Every sample mission shipped with Breachline. Files are named <ruleset>-<name>.mission.json and keyed by their id.
import boardingHold from './boarding-hold.mission.json';
import boardingPurge from './boarding-purge.mission.json';
import boardingRetrieve from './boarding-retrieve.mission.json';
import derelictCg00 from './derelict-cg00-noisy-neighbours.mission.json';
import derelictCg01 from './derelict-cg01-close-the-door.mission.json';
import derelictCg02 from './derelict-cg02-the-brain.mission.json';
import derelictCg03 from './derelict-cg03-gravity-of-the-situation.mission.json';
import derelictCg04 from './derelict-cg04-prescription-pickup.mission.json';
import derelictCg05 from './derelict-cg05-signs-of-life.mission.json';
import derelictCg06 from './derelict-cg06-bug-hunt.mission.json';
import derelictCg07 from './derelict-cg07-ever-at-our-heels.mission.json';
import derelictCg08 from './derelict-cg08-bagging-a-trophy.mission.json';
import derelictCg09 from './derelict-cg09-left-at-the-office.mission.json';
import derelictCg10 from './derelict-cg10-break-stuff.mission.json';
import derelictCg11 from './derelict-cg11-gotta-catch-em-all.mission.json';
import derelictCo12 from './derelict-co12-turning-it-off-and-on-again.mission.json';
import derelictCo13 from './derelict-co13-time-for-walkies.mission.json';
import derelictCo14 from './derelict-co14-spares-change.mission.json';
import derelictCo15 from './derelict-co15-the-big-prize.mission.json';
import derelictP20 from './derelict-p20-messing-with-the-bull.mission.json';
import derelictRop16 from './derelict-rop16-lone-survivor.mission.json';
import derelictRop17 from './derelict-rop17-drinking-the-kool-aid.mission.json';
import derelictRop18 from './derelict-rop18-its-a-trap.mission.json';
import derelictRop19 from './derelict-rop19-the-head-of-the-snake.mission.json';
import firstSteps from './first-steps.mission.json';
import hiveDestroy from './hive-destroy-the-hive.mission.json';
import hiveQueen from './hive-kill-the-queen.mission.json';
import hiveRescue from './hive-rescue-the-scientist.mission.json';
import hordeHold from './horde-hold-the-line.mission.json';
import hordeNight from './horde-night-storm.mission.json';
import hordeBoss from './horde-boss-rush.mission.json';
import hordeBroken from './horde-broken-ground-generated.mission.json';
import infiltrationRecon from './infiltration-silent-recon.mission.json';
import infiltrationCourier from './infiltration-night-courier.mission.json';
import infiltrationRaidCellars from './infiltration-raid-castle-wing-cellars-garrison-recon.mission.json';
import infiltrationRaidDrain from './infiltration-raid-east-passage-drain-laboratory-recon.mission.json';
import infiltrationRaidDossier from './infiltration-raid-east-passage-garrison-dossier.mission.json';
import infiltrationRaidDemolition from './infiltration-raid-east-passage-honour-guard-demolition.mission.json';
import infiltrationRaidEscort from './infiltration-raid-east-passage-drain-aether-works-escort.mission.json';

const DOCUMENTS: readonly { readonly id: string }[] = [
  firstSteps,
  derelictCg00,
  derelictCg01,
  derelictCg02,
  derelictCg03,
  derelictCg04,
  derelictCg05,
  derelictCg06,
  derelictCg07,
  derelictCg08,
  derelictCg09,
  derelictCg10,
  derelictCg11,
  derelictCo12,
  derelictCo13,
  derelictCo14,
  derelictCo15,
  derelictP20,
  derelictRop16,
  derelictRop17,
  derelictRop18,
  derelictRop19,
  hiveDestroy,
  hiveQueen,
  hiveRescue,
  boardingPurge,
  boardingRetrieve,
  boardingHold,
  hordeHold,
  hordeNight,
  hordeBoss,
  hordeBroken,
  infiltrationRecon,
  infiltrationCourier,
  infiltrationRaidCellars,
  infiltrationRaidDrain,
  infiltrationRaidDossier,
  infiltrationRaidDemolition,
  infiltrationRaidEscort,
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
