// The fields of a mission entity (feature, door, setup unit, party hero) read from the mission schema, as the
// trigger vocabulary reads the trigger schema: each form offers exactly the properties the format accepts.
import { missionSchema } from '@breachline/scenario-schema';
import { referenceKindOf } from './mission-ids';
import { humanize, type FieldSpec, type FieldType } from './vocabulary';

interface SchemaNode {
  readonly $ref?: string;
  readonly description?: string;
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly required?: readonly string[];
  readonly properties?: Readonly<Record<string, SchemaNode>>;
}

export type EntityDefinition = 'feature' | 'door' | 'unit' | 'heroChoice';

const defs = (missionSchema as unknown as { $defs: Readonly<Record<string, SchemaNode>> }).$defs;

/** Words the schema's property names do not give. */
const LABELS: Readonly<Record<string, string>> = { id: 'Id', x: 'Column (x)', y: 'Row (y)', minHeroes: 'Only with at least this many heroes', attackableBy: 'Attackable by' };

function typeOf(name: string, node: SchemaNode): FieldType {
  const ref = node.$ref;
  if (ref !== undefined) {
    // The one reference outside this schema: a unit type of the mission's ruleset.
    if (ref.endsWith('/unitType')) return { kind: 'unit' };
    const target = ref.replace('#/$defs/', '');
    if (target === 'id') {
      const of = name === 'id' ? undefined : referenceKindOf(name);
      return of ? { kind: 'reference', of } : { kind: 'identifier' };
    }
    const resolved = defs[target];
    return resolved ? typeOf(name, resolved) : { kind: 'json' };
  }
  if (node.enum) return { kind: 'enum', values: node.enum.map(String) };
  if (node.type === 'boolean') return { kind: 'boolean' };
  if (node.type === 'integer') return { kind: 'integer', min: node.minimum ?? 0, max: node.maximum ?? 1_000_000 };
  if (node.type === 'string') return { kind: 'text', long: false };
  return { kind: 'json' };
}

export interface EntityField extends FieldSpec {
  /** The schema's own explanation of the property, when it gives one. */
  readonly hint?: string;
}

/** Every property of an entity of the format, in the schema's order. */
export function entityFields(definition: EntityDefinition): readonly EntityField[] {
  const node = defs[definition];
  if (!node?.properties) throw new Error(`mission.schema.json has no $defs/${definition} with properties`);
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties).map(([name, property]) => ({
    name,
    label: (Object.hasOwn(LABELS, name) ? LABELS[name] : undefined) ?? humanize(name),
    required: required.has(name),
    // A party hero's kind is a hero class of the roster (the schema can only say it is an id).
    type: definition === 'heroChoice' && name === 'kind' ? { kind: 'heroClass' } : typeOf(name, property),
    ...(property.description === undefined ? {} : { hint: property.description }),
  }));
}
