// Every id a mission mentions must name something that exists, and every enemy a unit type the ruleset knows.
import type { Mission } from '../generated/mission-types';
import type { MissionIssue } from '../mission-issue';
import { knownUnitTypes } from '../rulesets/ruleset-facts';
import type { EntityIndex, EntityKind } from './entity-index';

/** In triggers, victory and defeat, these property names always hold a reference of this kind. */
// A Map, not an object literal: a key such as '__proto__' must find nothing.
const REFERENCE_KEYS: ReadonlyMap<string, ReferenceKind> = new Map<string, ReferenceKind>([
  ['door', 'door'],
  ['feature', 'feature'],
  // A noise follows a feature (its carrier) or an enemy of a type (CG11's Titan, G9).
  ['follows', 'feature or unit type'],
  ['carrying', 'feature'],
  // G8: a vehicle feature (pilot effect, who piloting).
  ['vehicle', 'feature'],
  ['piloting', 'feature'],
  ['objective', 'objective'],
  ['counter', 'counter'],
  ['pool', 'enemy pool'],
  ['deck', 'deck'],
  ['trigger', 'trigger'],
  ['tile', 'placed tile'],
  ['unit', 'unit type'],
]);

export function checkReferences(mission: Mission, index: EntityIndex, issues: MissionIssue[]): void {
  const units = new Set(knownUnitTypes(mission.ruleset));
  const check = (kind: ReferenceKind, id: string, where: string | (() => string)): void => {
    const path = (): string => (typeof where === 'string' ? where : where());
    if (kind === 'feature or unit type') {
      if (!index.ids('feature').has(id) && !units.has(id)) issues.push({ stage: 'mission', path: path(), message: `There is no feature or ${mission.ruleset} enemy '${id}' to follow.` });
      return;
    }
    if (kind === 'unit type') {
      if (!units.has(id)) issues.push({ stage: 'mission', path: path(), message: `The ${mission.ruleset} ruleset has no enemy '${id}'. It knows: ${[...units].join(', ')}.` });
      return;
    }
    // A tile's door ("<placed tile>.<door>") exists only once the board is compiled: checkTileDoorReferences.
    if (kind === 'door' && isTileDoorId(id)) return;
    if (!index.ids(kind).has(id)) issues.push({ stage: 'mission', path: path(), message: missing(kind, id, index.ids(kind)) });
  };

  (mission.features ?? []).forEach((feature, f) => {
    if (feature.pool !== undefined) check('enemy pool', feature.pool, `/features/${f}/pool`);
  });
  (mission.units ?? []).forEach((unit, u) => check('unit type', unit.type, `/units/${u}/type`));
  (mission.enemyPools ?? []).forEach((pool, p) => {
    pool.tokens?.forEach((token, t) => check('unit type', token.unit, `/enemyPools/${p}/tokens/${t}/unit`));
    pool.byHeroes?.forEach((variant, v) =>
      variant.tokens.forEach((token, t) => check('unit type', token.unit, `/enemyPools/${p}/byHeroes/${v}/tokens/${t}/unit`)),
    );
  });
  (mission.objectives ?? []).forEach((objective, o) => {
    if (objective.feature !== undefined) check('feature', objective.feature, `/objectives/${o}/feature`);
  });
  walkTriggerReferences(mission, check);
}

/** A door that comes from a placed tile is named "<placed tile id>.<door id>" (the board compiler's door ids). */
export function isTileDoorId(id: string): boolean {
  return id.includes('.');
}

/** Visits every reference in the mission's triggers, victory and defeat (for checks that need the compiled board). */
export function walkTriggerReferences(mission: Mission, check: Check): void {
  if (mission.victory) walk(mission.victory, '/victory', check);
  if (mission.defeat) walk(mission.defeat, '/defeat', check);
  (mission.triggers ?? []).forEach((trigger, t) => {
    walk(trigger.on, `/triggers/${t}/on`, check);
    if (trigger.if) walk(trigger.if, `/triggers/${t}/if`, check);
    walk(trigger.do, `/triggers/${t}/do`, check);
  });
}

export type ReferenceKind = EntityKind | 'unit type' | 'feature or unit type';
export type Check = (kind: ReferenceKind, id: string, path: () => string) => void;

/**
 * Visits a schema-valid trigger part (so at most 64 levels deep) and checks every reference-holding property.
 * The path is kept as a stack of segments and joined only when a check needs it: most nodes hold no reference.
 */
function walk(value: unknown, path: string, check: Check, segments: (string | number)[] = []): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item === null || typeof item !== 'object') continue;
      segments.push(i);
      walk(item, path, check, segments);
      segments.pop();
    }
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const key of Object.keys(value)) {
    const child = (value as Record<string, unknown>)[key];
    if (typeof child === 'string') {
      const kind = REFERENCE_KEYS.get(key);
      if (kind !== undefined) check(kind, child, () => `${path}${segments.map((s) => `/${s}`).join('')}/${key}`);
    } else if (child !== null && typeof child === 'object') {
      segments.push(key);
      walk(child, path, check, segments);
      segments.pop();
    }
  }
}

function missing(kind: EntityKind, id: string, known: ReadonlySet<string>): string {
  const some = [...known].slice(0, 12);
  const list = known.size === 0 ? `The mission has no ${kind} with an id.` : `Known: ${some.join(', ')}${known.size > some.length ? ` and ${known.size - some.length} more` : ''}.`;
  return `There is no ${kind} '${id}'. ${list}`;
}
