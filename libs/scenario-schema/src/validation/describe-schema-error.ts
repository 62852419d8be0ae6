// Words for ajv's errors: each becomes a sentence an author can act on, at its JSON pointer.
import type { ErrorObject } from 'ajv';
import type { MissionIssue } from '../mission-issue';

const PATTERN_WORDS: Readonly<Record<string, string>> = {
  '^[a-z0-9][a-z0-9-]*$': 'must be an id of lower-case letters, digits and dashes, such as "lab-door"',
  '^(?![\\s\\S]*<[\\s/]*[A-Za-z!?])': 'must be plain text: markup such as <b> or <script> is not allowed',
  '^[a-z0-9][a-z0-9-]*(/[a-z0-9][a-z0-9-]*)?$': 'must name a tile: a tile id of this mission, or a built-in tile as "set/tile"',
  '^[ .#x]+$': "may only hold the cell characters '.', '#', 'x' and space",
  '^[ .#xA-Za-z]+$': "may only hold zone letters and the characters '.', '#', 'x' and space",
  '^[A-Za-z]$': 'must be a single letter',
  '^[a-zA-Z][a-zA-Z0-9-]*$': 'must be a name of letters, digits and dashes',
  '^[A-Za-z0-9/ -]*$': "may only hold letters, digits, spaces, '/' and '-'",
};

/** Known values of each tagged union (events, conditions, effects), for "did you mean" lists. */
export type TagValues = ReadonlyMap<string, readonly string[]>;

export function describeSchemaError(error: ErrorObject, tags: TagValues): MissionIssue {
  const path = error.instancePath;
  const where = path === '' ? 'The mission' : `'${path}'`;
  const params = error.params as Record<string, unknown>;
  const message = sentence(error, where, params, tags);
  return { stage: 'schema', path, message };
}

function sentence(error: ErrorObject, where: string, params: Record<string, unknown>, tags: TagValues): string {
  switch (error.keyword) {
    case 'required':
      return `${where} is missing the required property '${String(params['missingProperty'])}'.`;
    case 'additionalProperties':
      return `${where} has a property '${String(params['additionalProperty'])}' that the format does not know.`;
    case 'enum':
      return `${where} must be one of: ${(params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}.`;
    case 'const':
      return `${where} must be ${JSON.stringify(params['allowedValue'])}.`;
    case 'type':
      return `${where} must be ${article(String(params['type']))}.`;
    case 'pattern':
      return `${where} ${PATTERN_WORDS[String(params['pattern'])] ?? `does not have the expected form (${String(params['pattern'])})`}.`;
    case 'minLength':
      return params['limit'] === 1 ? `${where} must not be empty.` : `${where} must be at least ${String(params['limit'])} characters long.`;
    case 'maxLength':
      return `${where} is too long: at most ${String(params['limit'])} characters are allowed.`;
    case 'minItems':
      return `${where} must list at least ${String(params['limit'])} item(s).`;
    case 'maxItems':
      return `${where} lists too many items: at most ${String(params['limit'])} are allowed.`;
    case 'maxProperties':
      return `${where} has too many entries: at most ${String(params['limit'])} are allowed.`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `${where} must be ${String(params['comparison'])} ${String(params['limit'])}.`;
    case 'propertyNames':
      return `${where} has an entry named '${String(params['propertyName'])}', which is not an allowed name.`;
    case 'discriminator':
      return describeTag(where, params, tags);
    case 'anyOf':
    case 'oneOf': {
      const description = (error.parentSchema as { description?: unknown } | undefined)?.description;
      return typeof description === 'string' ? `${where} is not valid here. Expected ${lowerFirst(description)}` : `${where} does not match any allowed form.`;
    }
    default:
      return `${where} ${error.message ?? 'is invalid'}.`;
  }
}

function describeTag(where: string, params: Record<string, unknown>, tags: TagValues): string {
  const tag = String(params['tag']);
  const known = tags.get(tag) ?? [];
  const list = known.map((v) => `"${v}"`).join(', ');
  if (params['tagValue'] === undefined) return `${where} is missing the required property '${tag}' (one of ${list}).`;
  return `${where} has ${tag} ${JSON.stringify(params['tagValue'])}, which the format does not know. Known: ${list}.`;
}

function article(type: string): string {
  if (type === 'object') return 'an object ({ … })';
  if (type === 'array') return 'a list ([ … ])';
  if (type === 'integer') return 'a whole number';
  return `a ${type}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
