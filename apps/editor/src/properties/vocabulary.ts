// The trigger vocabulary (events, conditions, effects) read from the format's own JSON Schema, so every form
// offers exactly what the format accepts: one variant per schema entry, one field per schema property.
import { triggerSchema } from '@breachline/scenario-schema';
import { referenceKindOf, type ReferenceKind } from './mission-ids';

export type FieldType =
  | { readonly kind: 'reference'; readonly of: ReferenceKind }
  | { readonly kind: 'unit' }
  /** A hero class (kind) of the ruleset's roster. */
  | { readonly kind: 'heroClass' }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'integer'; readonly min: number; readonly max: number }
  | { readonly kind: 'fraction' }
  | { readonly kind: 'boolean' }
  /** An optional yes/no with no default, where "no" says something ("not piloted"): either, yes or no. */
  | { readonly kind: 'yesNoEither' }
  /** What a noise follows: a feature (its carrier) or an enemy unit type. */
  | { readonly kind: 'featureOrUnit' }
  /** Cards added to a deck: a card id and how many. */
  | { readonly kind: 'cardCounts' }
  /** Which cards: one by id, of a kind, naming a tile, or naming tiles the mission does not use. */
  | { readonly kind: 'cardFilter' }
  | { readonly kind: 'text'; readonly long: boolean }
  /** A name of the format (an item, a card, a hero class, an option): lower-case letters, digits and dashes. */
  | { readonly kind: 'identifier' }
  | { readonly kind: 'optionValue' }
  | { readonly kind: 'place' }
  | { readonly kind: 'who' }
  | { readonly kind: 'condition' }
  | { readonly kind: 'conditions' }
  | { readonly kind: 'unitCounts' }
  /** Not edited by a form: shown read-only as JSON. */
  | { readonly kind: 'json' };

export interface FieldSpec {
  readonly name: string;
  readonly label: string;
  readonly required: boolean;
  readonly type: FieldType;
}

export interface Variant {
  readonly value: string;
  readonly label: string;
  readonly description: string;
  readonly fields: readonly FieldSpec[];
}

export interface Vocabulary {
  /** The property that names the variant: "event", "test" or "effect". */
  readonly discriminator: string;
  readonly variants: readonly Variant[];
}

interface SchemaNode {
  readonly $ref?: string;
  readonly title?: string;
  readonly description?: string;
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly minimum?: number;
  readonly default?: unknown;
  readonly maximum?: number;
  readonly required?: readonly string[];
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly items?: SchemaNode;
  readonly oneOf?: readonly SchemaNode[];
  readonly discriminator?: { readonly propertyName: string };
}

const defs = (triggerSchema as unknown as { $defs: Readonly<Record<string, SchemaNode>> }).$defs;

const defName = (ref: string): string => ref.replace('#/$defs/', '');

function def(name: string): SchemaNode {
  const node = defs[name];
  if (!node) throw new Error(`trigger.schema.json has no $defs/${name}`);
  return node;
}

/** "atLeast" → "At least", "round-start" → "Round start". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/-/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const NAMED_TYPES: Readonly<Record<string, FieldType>> = {
  place: { kind: 'place' },
  who: { kind: 'who' },
  condition: { kind: 'condition' },
  unitType: { kind: 'unit' },
  heroClass: { kind: 'heroClass' },
  optionName: { kind: 'identifier' },
  optionValue: { kind: 'optionValue' },
  shortText: { kind: 'text', long: false },
  longText: { kind: 'text', long: true },
};

function typeOf(name: string, node: SchemaNode): FieldType {
  // A noise follows a feature's carrier or an enemy type (CG11's Titan): one menu offers both.
  if (name === 'follows') return { kind: 'featureOrUnit' };
  if (node.$ref === '#/$defs/cardFilter') return { kind: 'cardFilter' };
  if (node.$ref !== undefined) {
    const target = defName(node.$ref);
    // A door may also be a tile's door ("<placed tile>.<door>"): still a reference to a door.
    if (target === 'id' || target === 'doorId') {
      const of = referenceKindOf(name);
      return of ? { kind: 'reference', of } : { kind: 'identifier' };
    }
    return NAMED_TYPES[target] ?? typeOf(name, def(target));
  }
  if (node.enum) return { kind: 'enum', values: node.enum.map(String) };
  if (node.type === 'boolean') return node.default === undefined ? { kind: 'yesNoEither' } : { kind: 'boolean' };
  if (node.type === 'integer') return { kind: 'integer', min: node.minimum ?? -1_000_000, max: node.maximum ?? 1_000_000 };
  if (node.type === 'number') return { kind: 'fraction' };
  if (node.type === 'array' && node.items?.$ref === '#/$defs/condition') return { kind: 'conditions' };
  if (node.type === 'array' && node.items?.$ref === '#/$defs/unitCount') return { kind: 'unitCounts' };
  if (node.type === 'array' && node.items?.properties?.['card'] !== undefined) return { kind: 'cardCounts' };
  return { kind: 'json' };
}

function fieldOf(name: string, property: SchemaNode, required: boolean): FieldSpec {
  const type = typeOf(name, property);
  // A required yes/no is always written, so a tick box says it all ("is a campaign": ticked or not).
  return { name, label: humanize(name), required, type: required && type.kind === 'yesNoEither' ? { kind: 'boolean' } : type };
}

function variantOf(node: SchemaNode, discriminator: string): Variant {
  const properties = node.properties ?? {};
  const required = new Set(node.required ?? []);
  const value = String(properties[discriminator]?.const);
  const title = (node.title ?? value).replace(/(Event|Condition|Effect)$/, '');
  return {
    value,
    label: humanize(title),
    description: node.description ?? '',
    fields: Object.entries(properties)
      .filter(([name]) => name !== discriminator)
      .map(([name, property]) => fieldOf(name, property, required.has(name))),
  };
}

function vocabularyOf(name: 'event' | 'condition' | 'effect'): Vocabulary {
  const root = def(name);
  const discriminator = root.discriminator?.propertyName ?? name;
  const variants = (root.oneOf ?? []).map((entry) => variantOf(def(defName(entry.$ref ?? '')), discriminator));
  return { discriminator, variants };
}

export const EVENTS: Vocabulary = vocabularyOf('event');
export const CONDITIONS: Vocabulary = vocabularyOf('condition');
export const EFFECTS: Vocabulary = vocabularyOf('effect');

export function variantFor(vocabulary: Vocabulary, entry: unknown): Variant | undefined {
  const value = (entry as Record<string, unknown> | null)?.[vocabulary.discriminator];
  return vocabulary.variants.find((v) => v.value === value);
}

/** A starting value for a required field where one is natural (an operator, a count); otherwise left for the author. */
function defaultFor(type: FieldType): unknown {
  switch (type.kind) {
    case 'enum':
      return type.values[0];
    case 'integer':
      return Math.min(Math.max(0, type.min), type.max);
    case 'boolean':
      return false;
    default:
      return undefined;
  }
}

const sameKind = (a: FieldType, b: FieldType) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A new entry of `value`'s variant, keeping what `previous` held in fields of the same name and kind
 * (turning "unlock door A" into "open door A" keeps the door).
 */
export function switchVariant(vocabulary: Vocabulary, value: string, previous?: unknown): Record<string, unknown> {
  const variant = vocabulary.variants.find((v) => v.value === value);
  if (!variant) throw new Error(`No ${vocabulary.discriminator} '${value}' in the vocabulary`);
  const before = variantFor(vocabulary, previous);
  const old = (previous ?? {}) as Record<string, unknown>;
  const entry: Record<string, unknown> = { [vocabulary.discriminator]: value };
  for (const field of variant.fields) {
    const kept = before?.fields.find((f) => f.name === field.name && sameKind(f.type, field.type));
    const fresh = field.required ? defaultFor(field.type) : undefined;
    const chosen = kept && old[field.name] !== undefined ? old[field.name] : fresh;
    if (chosen !== undefined) entry[field.name] = chosen;
  }
  return entry;
}
