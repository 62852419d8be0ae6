import { compileBoard, type Board } from '@breachline/engine';
import type { Mission } from './generated/mission-types';
import { parse, printParseErrorCode, type ParseError, type ParseErrorCode } from 'jsonc-parser';
import type { MissionIssue } from './mission-issue';
import { checkMissionSchema } from './schema-validator';

export interface LoadedMission {
  readonly mission: Mission;
  readonly board: Board;
}

export type LoadResult = { ok: true; value: LoadedMission } | { ok: false; issues: MissionIssue[] };

/** Parses mission text; a syntax error is reported with its line and column. */
export function loadMissionText(text: string): LoadResult {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return { ok: false, issues: [describeJsonError(text, error)] };
  }
  return loadMission(document);
}

/** Validates a parsed mission against the schema, then compiles its board and checks what the schema cannot. */
export function loadMission(document: unknown): LoadResult {
  const schema = checkMissionSchema(document);
  if (!schema.ok) return { ok: false, issues: schema.issues };
  const mission = schema.mission;

  const compiled = compileBoard({
    tiles: mission.tiles,
    layout: mission.layout,
    doors: mission.doors ?? [],
    features: mission.features ?? [],
  });
  if (!compiled.ok) {
    return {
      ok: false,
      issues: compiled.errors.map((e) => ({ stage: 'board', path: e.path, message: e.message, ...(e.at ? { at: e.at } : {}) })),
    };
  }

  const issues = checkMissionRules(mission, compiled.value);
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { mission, board: compiled.value } };
}

function checkMissionRules(mission: Mission, board: Board): MissionIssue[] {
  const issues: MissionIssue[] = [];
  const { min, max } = mission.meta.heroes;
  if (min > max) {
    issues.push({ stage: 'mission', path: '/meta/heroes', message: `The mission asks for at least ${min} heroes but at most ${max}.` });
  }
  const starts = board.features.filter((feature) => feature.type === 'start').length;
  if (starts < max) {
    issues.push({
      stage: 'mission',
      path: '/features',
      message: `The mission allows up to ${max} heroes but has ${starts} start square(s); add start squares or lower the maximum.`,
    });
  }
  const party = mission.party ?? [];
  if (party.length > max) {
    issues.push({ stage: 'mission', path: '/party', message: `The suggested party has ${party.length} heroes; the mission allows ${max}.` });
  }
  return issues;
}

function describeJsonError(text: string, error: unknown): MissionIssue {
  const detail = error instanceof Error ? error.message : String(error);
  // JSON.parse's messages differ between engines and often omit the place: find it with a real parser.
  const parseErrors: ParseError[] = [];
  parse(text, parseErrors, { disallowComments: true, allowTrailingComma: false });
  const first = parseErrors[0];
  if (first === undefined) return { stage: 'json', path: '', message: `The file is not valid JSON: ${detail}` };
  const before = text.slice(0, first.offset);
  const line = before.split('\n').length;
  const column = first.offset - before.lastIndexOf('\n');
  const problem = describeParseErrorCode(first.error);
  const found = text.slice(first.offset, first.offset + Math.min(first.length, 20));
  const shown = found.length > 0 ? ` '${found}'` : '';
  return { stage: 'json', path: '', message: `The file is not valid JSON at line ${line}, column ${column}: ${problem}${shown}.` };
}

function describeParseErrorCode(code: ParseErrorCode): string {
  // printParseErrorCode gives identifiers such as 'ValueExpected'; turn them into words.
  const words = printParseErrorCode(code).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
