import { describe, expect, it } from 'vitest';
import { choiceOption, flagOption, optionsSchema, readOptions, roundCountOption, unknownOptionMessage, wholeNumberOption } from './options-parser';
import { RULESET_IDS, RULESETS, rulesetFor } from './registry';
import { BOARDING_OPTIONS } from './boarding/options';
import { HIVE_OPTIONS } from './hive/options';
import { HORDE_OPTIONS } from './horde/options';
import { DERELICT_OPTIONS } from './derelict/options';

const SPEC = {
  kind: choiceOption(['a', 'b'] as const, (value) => `Unknown kind ${JSON.stringify(value)}.`),
  limit: roundCountOption('The option limit'),
  count: wholeNumberOption('The option count', 0, 3),
  strict: flagOption('strict'),
};

describe('ruleset options: one typed parser per ruleset', () => {
  it('reads the options that are right and locates each that is not, in the spec order', () => {
    const read = readOptions(SPEC, { strict: 'yes', count: 2, kind: 'c', limit: 0, extra: 1 });
    expect(read.values).toEqual({ count: 2 });
    expect(read.issues).toEqual([
      { path: '/options/kind', message: 'Unknown kind "c".' },
      { path: '/options/limit', message: expect.stringContaining('The option limit must be a whole number of rounds') },
      { path: '/options/strict', message: 'The option strict must be true or false.' },
    ]);
  });

  it('leaves absent options absent and never reads an inherited name ("constructor" is no option)', () => {
    const raw = Object.create({ kind: 'a' }) as Record<string, unknown>;
    expect(readOptions(SPEC, raw)).toEqual({ values: {}, issues: [] });
    expect(readOptions({ constructor: flagOption('constructor') }, {})).toEqual({ values: {}, issues: [] });
  });

  it('each registered ruleset exposes the parser its mission checks use (boarding.md §9, hive.md §4.1)', () => {
    // Other rulesets join the registry beside these (one line each).
    expect(RULESET_IDS).toEqual(expect.arrayContaining(['hive', 'boarding', 'derelict', 'horde', 'infiltration']));
    expect(rulesetFor('horde')?.options).toBe(HORDE_OPTIONS);
    expect(rulesetFor('derelict')?.options).toBe(DERELICT_OPTIONS);
    expect(rulesetFor('boarding')?.options).toBe(BOARDING_OPTIONS);
    expect(RULESETS['hive']?.options).toBe(HIVE_OPTIONS);
    expect(readOptions(BOARDING_OPTIONS, { mission: 'hold', turnLimit: 12, recheckLurkers: true }).values).toEqual({ mission: 'hold', turnLimit: 12, recheckLurkers: true });
    expect(readOptions(HIVE_OPTIONS, { difficulty: 'nightmare' }).issues).toEqual([
      { path: '/options/difficulty', message: 'Unknown difficulty "nightmare": the hive rules know easy, medium, hard.' },
    ]);
  });
});

describe('ruleset options as a JSON Schema fragment (issue 15 item 3: one spec for the parser and the schema)', () => {
  it('states each kind of option as its schema: choice → enum, whole number → integer with bounds, flag → boolean', () => {
    expect(optionsSchema(SPEC)).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: { enum: ['a', 'b'] },
        limit: { type: 'integer', minimum: 1, maximum: 999 },
        count: { type: 'integer', minimum: 0, maximum: 3 },
        strict: { type: 'boolean' },
      },
    });
  });

  it('gives the hive and boarding options as the rulesets read them (hive.md §4.1, boarding.md §9)', () => {
    expect(optionsSchema(HIVE_OPTIONS).properties).toEqual({
      objective: { enum: ['random', 'destroy-the-hive', 'rescue-the-scientist', 'kill-the-queen'] },
      difficulty: { enum: ['easy', 'medium', 'hard'] },
      roundCap: { type: 'integer', minimum: 1, maximum: 999 },
    });
    expect(optionsSchema(BOARDING_OPTIONS).properties['blipsPerTurn']).toEqual({ type: 'integer', minimum: 1, maximum: 12 });
    expect(Object.keys(optionsSchema(BOARDING_OPTIONS).properties)).toEqual(Object.keys(BOARDING_OPTIONS));
  });

  it('words an unknown option name with the names the ruleset knows', () => {
    expect(unknownOptionMessage(HIVE_OPTIONS, 'roundcap', 'The hive rules')).toBe('The hive rules have no option "roundcap": they know objective, difficulty, roundCap.');
  });
});
