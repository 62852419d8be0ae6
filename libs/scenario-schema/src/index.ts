// Public entry point of @breachline/scenario-schema: the mission format, its validation and its samples.
export type * from './generated/mission-types';
export type { MissionIssue } from './mission-issue';
export { checkMissionSchema } from './schema-validator';
export { loadMission, loadMissionText, type LoadedMission, type LoadResult } from './load-mission';
export { DEFAULT_SAMPLE_MISSION_ID, SAMPLE_MISSIONS } from './samples/sample-missions';
export { default as missionSchema } from './schemas/mission.schema.json';
export { default as tileSchema } from './schemas/tile.schema.json';
export {
  decodeSharePayload,
  encodeSharePayload,
  MAX_SHARE_PAYLOAD_LENGTH,
  MAX_SHARED_MISSION_BYTES,
  readShareFragment,
  shareFragment,
  type ShareResult,
} from './share/share-link';
