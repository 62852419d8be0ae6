import { triggerSchema } from '@breachline/scenario-schema';
import { CONDITIONS, EFFECTS, EVENTS, humanize, switchVariant, variantFor, type Vocabulary } from './vocabulary';

const field = (vocabulary: Vocabulary, variant: string, name: string) =>
  vocabulary.variants.find((v) => v.value === variant)?.fields.find((f) => f.name === name);

describe('the trigger vocabulary read from trigger.schema.json', () => {
  it('offers every event, condition and effect the schema lists', () => {
    const oneOf = (name: string) => (triggerSchema.$defs as Record<string, { oneOf?: unknown[] }>)[name]?.oneOf?.length;
    expect(EVENTS.variants).toHaveLength(oneOf('event') ?? -1);
    expect(CONDITIONS.variants).toHaveLength(oneOf('condition') ?? -1);
    expect(EFFECTS.variants).toHaveLength(oneOf('effect') ?? -1);
    expect(EVENTS.variants.map((v) => v.value)).toEqual(expect.arrayContaining(['interact', 'enter', 'round-start']));
    expect(EFFECTS.variants.map((v) => v.value)).toEqual(expect.arrayContaining(['message', 'unlock', 'open', 'spawn', 'set', 'add', 'win', 'lose']));
  });

  it('gives each field the input its schema asks for', () => {
    expect(field(EVENTS, 'interact', 'feature')).toEqual({ name: 'feature', label: 'Feature', required: true, type: { kind: 'reference', of: 'feature' } });
    expect(field(EVENTS, 'enter', 'place')?.type).toEqual({ kind: 'place' });
    expect(field(EVENTS, 'enter', 'who')?.type).toEqual({ kind: 'enum', values: ['hero', 'enemy', 'any'] });
    expect(field(EVENTS, 'round-start', 'round')).toMatchObject({ required: false, type: { kind: 'integer', min: 1, max: 999 } });
    expect(field(CONDITIONS, 'counter', 'counter')?.type).toEqual({ kind: 'reference', of: 'counter' });
    expect(field(CONDITIONS, 'counter', 'op')?.type).toEqual({ kind: 'enum', values: ['=', '!=', '<', '<=', '>', '>='] });
    expect(field(CONDITIONS, 'all', 'conditions')?.type).toEqual({ kind: 'conditions' });
    expect(field(CONDITIONS, 'not', 'condition')?.type).toEqual({ kind: 'condition' });
    expect(field(EFFECTS, 'unlock', 'door')?.type).toEqual({ kind: 'reference', of: 'door' });
    expect(field(EFFECTS, 'spawn', 'units')?.type).toEqual({ kind: 'unitCounts' });
    expect(field(EFFECTS, 'spawn', 'pool')?.type).toEqual({ kind: 'reference', of: 'pool' });
    expect(field(EFFECTS, 'message', 'text')?.type).toEqual({ kind: 'text', long: true });
    expect(field(EFFECTS, 'give', 'to')?.type).toEqual({ kind: 'who' });
    expect(field(EFFECTS, 'give', 'item')?.type).toEqual({ kind: 'identifier' });
    expect(field(EFFECTS, 'noise', 'follows')?.type).toEqual({ kind: 'featureOrUnit' });
    expect(field(EFFECTS, 'set-option', 'value')?.type).toEqual({ kind: 'optionValue' });
    expect(field(EFFECTS, 'roll', 'outcomes')?.type).toEqual({ kind: 'json' });
  });

  it('names variants for people', () => {
    expect(humanize('atLeast')).toBe('At least');
    expect(EFFECTS.variants.find((v) => v.value === 'set')?.label).toBe('Set counter');
    expect(EVENTS.variants.find((v) => v.value === 'round-start')?.label).toBe('Round start');
  });

  it('starts a new entry with natural values for required fields and leaves references for the author', () => {
    expect(switchVariant(CONDITIONS, 'counter')).toEqual({ test: 'counter', op: '=', value: 0 });
    expect(switchVariant(EVENTS, 'noise')).toEqual({ event: 'noise', atLeast: 1 });
    expect(switchVariant(EFFECTS, 'unlock')).toEqual({ effect: 'unlock' });
  });

  it('keeps fields of the same name and kind when the kind changes', () => {
    expect(switchVariant(EFFECTS, 'open', { effect: 'unlock', door: 'hatch' })).toEqual({ effect: 'open', door: 'hatch' });
    expect(switchVariant(EFFECTS, 'win', { effect: 'unlock', door: 'hatch' })).toEqual({ effect: 'win' });
    expect(switchVariant(EFFECTS, 'lose', { effect: 'win', text: 'Gone.' })).toEqual({ effect: 'lose', text: 'Gone.' });
    expect(variantFor(EFFECTS, { effect: 'no-such-effect' })).toBeUndefined();
  });
});
