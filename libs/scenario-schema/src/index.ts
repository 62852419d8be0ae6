// Public entry point of @breachline/scenario-schema: the mission format, its validation and its samples.
export type * from './generated/mission-types';
export type { MissionIssue } from './mission-issue';
export { checkMissionSchema, checkTileSetSchema } from './schema-validator';
export { loadMission, loadMissionText, type LoadedMission, type LoadOptions, type LoadResult } from './load-mission';
export { LATEST_SCHEMA_VERSION, MIGRATIONS, migrateMission } from './migrations/migrate';
export { serializeMission } from './serialize-mission';
export { createTileRegistry, type TileRegistry } from './tile-registry';
export { BUILTIN_TILES } from './builtin-tiles';
export { knownUnitTypes } from './rulesets/ruleset-facts';
export { MAX_DOCUMENT_BYTES, MAX_NESTING_DEPTH, MAX_VALUES } from './validation/limits';
export { DEFAULT_SAMPLE_MISSION_ID, SAMPLE_MISSIONS } from './samples/sample-missions';
export {
  decodeSharePayload,
  encodeSharePayload,
  MAX_LINK_PAYLOAD_LENGTH,
  MAX_SHARE_PAYLOAD_LENGTH,
  MAX_SHARED_MISSION_BYTES,
  MAX_REPLAY_TEXT_BYTES,
  readShareFragment,
  SHARE_ENCODING_VERSION,
  shareFragment,
  type LinkKind,
  type ShareResult,
} from './share/share-link';
export {
  decodeReplayLink,
  MAX_REPLAY_ACTIONS,
  MAX_REPLAY_HEROES,
  MAX_REPLAY_PAYLOAD_LENGTH,
  readReplayFragment,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  replayFragment,
  type ReplayDocument,
  type ReplayHero,
} from './share/replay-link';
export { default as missionSchema } from './schemas/mission.schema.json';
export { default as tileSchema } from './schemas/tile.schema.json';
export { default as tileSetSchema } from './schemas/tileset.schema.json';
export { default as triggerSchema } from './schemas/trigger.schema.json';
export { previewBoard } from './preview-board';
