// Old files and old share links load forever: documents are upgraded step by step before validation.
import type { MissionIssue } from '../mission-issue';
import type { JsonObject, Migration } from './migration';
import { v0ToV1 } from './v0-to-v1';

/** Every migration, in order: MIGRATIONS[i] upgrades version i to i + 1. */
export const MIGRATIONS: readonly Migration[] = [v0ToV1];

/** The version this build reads and writes. */
export const LATEST_SCHEMA_VERSION = MIGRATIONS.length;

export type MigrationResult = { ok: true; document: unknown; fromVersion: number | undefined } | { ok: false; issue: MissionIssue };

/**
 * Upgrades a document to the latest version. Documents that are not objects or have no integer version are
 * passed through unchanged, for the schema to describe what is wrong with them.
 */
export function migrateMission(document: unknown): MigrationResult {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return { ok: true, document, fromVersion: undefined };
  const version = (document as JsonObject)['schemaVersion'];
  if (typeof version !== 'number' || !Number.isInteger(version)) return { ok: true, document, fromVersion: undefined };
  if (version > LATEST_SCHEMA_VERSION) {
    return {
      ok: false,
      issue: {
        stage: 'schema',
        path: '/schemaVersion',
        message: `This mission was saved by a newer version of Breachline (format version ${version}); this version reads formats up to ${LATEST_SCHEMA_VERSION}. Update Breachline to open it.`,
      },
    };
  }
  if (version < 0) {
    return { ok: false, issue: { stage: 'schema', path: '/schemaVersion', message: `Format version ${version} never existed; versions start at 0.` } };
  }
  let current = document as JsonObject;
  for (const migration of MIGRATIONS.slice(version)) current = migration.migrate(current);
  return { ok: true, document: current, fromVersion: version };
}
