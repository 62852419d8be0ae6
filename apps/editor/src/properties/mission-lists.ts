// Objectives and enemy pools as lists: the vocabulary the mission schema gives them, and new entries.
import { missionSchema } from '@breachline/scenario-schema';
import { appendAt } from './document-paths';
import { freshId } from './mission-ids';

interface EnumProperty {
  readonly enum: readonly string[];
}
const missionDefs = (missionSchema as unknown as { $defs: Record<string, { properties: Record<string, EnumProperty> }> }).$defs;

const enumOf = (definition: string, property: string): readonly string[] => missionDefs[definition]?.properties[property]?.enum ?? [];

export const OBJECTIVE_KINDS = enumOf('objective', 'kind');
export const POOL_USES = enumOf('enemyPool', 'use');

export function addObjective(mission: unknown): unknown {
  return appendAt(mission, ['objectives'], { id: freshId(mission, 'objective'), label: 'New objective' });
}

/** A new pool of spawn tokens holding one token of the ruleset's first enemy (when it knows any). */
export function addEnemyPool(mission: unknown, unitTypes: readonly string[]): unknown {
  const first = unitTypes[0];
  return appendAt(mission, ['enemyPools'], { id: freshId(mission, 'pool'), use: 'spawn', tokens: first === undefined ? [] : [{ unit: first }] });
}

export function entryLabel(entry: unknown, fallback: string): string {
  const e = (entry ?? {}) as { id?: unknown; label?: unknown };
  if (typeof e.label === 'string' && e.label !== '') return e.label;
  return typeof e.id === 'string' && e.id !== '' ? e.id : fallback;
}
