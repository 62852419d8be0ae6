// Saving always writes the latest format version, whatever version the mission was loaded from.
import type { Mission } from './generated/mission-types';
import { LATEST_SCHEMA_VERSION } from './migrations/migrate';

export function serializeMission(mission: Mission): string {
  return `${JSON.stringify({ ...mission, format: 'breachline-mission', schemaVersion: LATEST_SCHEMA_VERSION }, null, 2)}\n`;
}
