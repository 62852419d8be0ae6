import type { Board } from '@breachline/engine';
import { BUILTIN_TILES } from './builtin-tiles';
import type { Mission, Tile } from './generated/mission-types';
import { migrateMission } from './migrations/migrate';
import { expandRaid } from './raids/expand-raid';
import type { MissionIssue } from './mission-issue';
import { checkMissionSchema } from './schema-validator';
import { compileMissionBoard } from './semantic/board-cache';
import { boardIssue, resolveTiles } from './semantic/board-source';
import { checkHeroes, checkRanges } from './semantic/check-heroes';
import { checkOpenings } from './semantic/check-openings';
import { checkReachability } from './semantic/check-reachability';
import { checkReferences } from './semantic/check-references';
import { checkRuleset } from './semantic/check-ruleset';
import { checkSetOptions } from './semantic/check-set-options';
import { checkTriggerCycles } from './semantic/check-trigger-cycles';
import { checkTriggerSupport } from './semantic/check-trigger-support';
import { checkTile } from './semantic/check-tiles';
import { checkZoneReferences } from './semantic/check-zones';
import { indexEntities } from './semantic/entity-index';
import { checkTileDoorReferences } from './semantic/check-tile-doors';
import type { TileRegistry } from './tile-registry';
import { checkDocumentLimits, checkTextLimits } from './validation/limits';
import { findDuplicateKeys } from './validation/duplicate-keys';
import { describeSyntaxError, PointerLocator } from './validation/text-location';

export interface LoadedMission {
  /** The mission in the latest format version. */
  readonly mission: Mission;
  readonly board: Board;
  /** Every tile the mission places (its own and the built-in ones, the latter with their "set/tile" name as id). */
  readonly tiles: readonly Tile[];
  /** The version the document was written in, when it had to be migrated. */
  readonly migratedFrom?: number;
  /** What may be a mistake but does not stop the mission (triggers that can set each other off without end). */
  readonly warnings?: readonly MissionIssue[];
}

export type LoadResult = { ok: true; value: LoadedMission } | { ok: false; issues: MissionIssue[] };

export interface LoadOptions {
  /** Where built-in tiles ("set/tile") come from; the shipped tile sets by default. */
  readonly tiles?: TileRegistry;
}

/** Parses mission text; every issue carries its line and column in the text. */
export function loadMissionText(text: string, options: LoadOptions = {}): LoadResult {
  const tooBig = checkTextLimits(text);
  if (tooBig) return { ok: false, issues: [tooBig] };
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    const syntax = describeSyntaxError(text);
    const detail = error instanceof Error ? error.message : String(error);
    const issue: MissionIssue = syntax
      ? { stage: 'json', path: '', message: syntax.message, line: syntax.position.line, column: syntax.position.column }
      : { stage: 'json', path: '', message: `The file is not valid JSON: ${detail}` };
    return { ok: false, issues: [issue] };
  }
  const duplicates = findDuplicateKeys(text);
  if (duplicates.length > 0) return { ok: false, issues: duplicates };
  const result = loadMission(document, options);
  if (result.ok && (result.value.warnings ?? []).length === 0) return result;
  const locator = new PointerLocator(text);
  const locate = (issue: MissionIssue): MissionIssue => ({ ...issue, ...locator.locate(issue.path) });
  if (result.ok) return { ok: true, value: { ...result.value, warnings: (result.value.warnings ?? []).map(locate) } };
  return { ok: false, issues: result.issues.map(locate) };
}

/** Validates a parsed mission (migrating older versions first), compiles its board and checks what the schema cannot. */
export function loadMission(document: unknown, options: LoadOptions = {}): LoadResult {
  const tooBig = checkDocumentLimits(document);
  if (tooBig) return { ok: false, issues: [tooBig] };
  const migrated = migrateMission(document);
  if (!migrated.ok) return { ok: false, issues: [migrated.issue] };
  const expanded = expandRaid(migrated.document);
  if (!expanded.ok) return { ok: false, issues: [expanded.issue] };
  const schema = checkMissionSchema(expanded.document);
  if (!schema.ok) return { ok: false, issues: schema.issues };
  const mission = schema.mission;

  const issues: MissionIssue[] = [];
  const index = indexEntities(mission, issues);
  checkReferences(mission, index, issues);
  checkSetOptions(mission, issues);
  checkHeroes(mission, issues);
  checkRanges(mission, issues);
  (mission.tiles ?? []).forEach((tile, t) => checkTile(tile, `/tiles/${t}`, issues));
  const resolved = resolveTiles(mission, options.tiles ?? BUILTIN_TILES);
  issues.push(...resolved.issues);
  if (resolved.issues.length > 0) return { ok: false, issues };
  checkZoneReferences(mission, resolved.tiles, issues);

  const registry = options.tiles ?? BUILTIN_TILES;
  const compiled = compileMissionBoard(mission, resolved.tiles, registry);
  if (!compiled.ok) {
    // The compiler repeats some checks made above (duplicate ids): keep one issue per place.
    const reported = new Set(issues.map((issue) => issue.path));
    const boardIssues = compiled.errors.map((error) => boardIssue(error, mission, resolved.tiles)).filter((issue) => !reported.has(issue.path));
    return { ok: false, issues: [...issues, ...boardIssues] };
  }
  checkTileDoorReferences(mission, compiled.board, issues);
  checkOpenings(mission, compiled.board, issues);
  checkReachability(mission, compiled.board, issues);
  // The ruleset's checks last: they assume a sound board and mission.
  if (issues.length === 0) checkRuleset(mission, compiled.board, resolved.tiles, issues);
  if (issues.length > 0) return { ok: false, issues };
  const from = migrated.fromVersion !== undefined && migrated.fromVersion < mission.schemaVersion ? { migratedFrom: migrated.fromVersion } : {};
  const warnings = [...checkTriggerCycles(mission), ...checkTriggerSupport(mission)];
  return { ok: true, value: { mission, board: compiled.board, tiles: resolved.tiles, ...from, ...(warnings.length > 0 ? { warnings } : {}) } };
}
