import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import type { Mission } from './generated/mission-types';
import type { MissionIssue } from './mission-issue';
import missionSchema from './schemas/mission.schema.json';
import tileSchema from './schemas/tile.schema.json';

// Compiled once per process: compiling costs tens of milliseconds, validating a fraction of one.
const ajv = new Ajv2020({ allErrors: true, strict: true });
ajv.addSchema(tileSchema);
const validate = ajv.compile<Mission>(missionSchema);

/** Checks a parsed document against mission.schema.json; every problem is reported, located. */
export function checkMissionSchema(document: unknown): { ok: true; mission: Mission } | { ok: false; issues: MissionIssue[] } {
  if (validate(document)) return { ok: true, mission: document };
  const issues = (validate.errors ?? []).map(describeSchemaError);
  return { ok: false, issues: dropDuplicates(issues) };
}

function describeSchemaError(error: ErrorObject): MissionIssue {
  const where = error.instancePath === '' ? 'The mission' : `'${error.instancePath}'`;
  const params = error.params as Record<string, unknown>;
  let message: string;
  switch (error.keyword) {
    case 'required':
      message = `${where} is missing the required property '${String(params['missingProperty'])}'.`;
      break;
    case 'additionalProperties':
      message = `${where} has a property '${String(params['additionalProperty'])}' that the format does not know.`;
      break;
    case 'enum':
      message = `${where} must be one of: ${(params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}.`;
      break;
    case 'const':
      message = `${where} must be ${JSON.stringify(params['allowedValue'])}.`;
      break;
    case 'type':
      message = `${where} must be of type ${String(params['type'])}.`;
      break;
    case 'pattern':
      message = `${where} has characters the format does not allow (expected pattern ${String(params['pattern'])}).`;
      break;
    default:
      message = `${where} ${error.message ?? 'is invalid'}.`;
  }
  return { stage: 'schema', path: error.instancePath, message };
}

function dropDuplicates(issues: MissionIssue[]): MissionIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.path}|${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
