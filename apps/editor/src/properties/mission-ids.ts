// The ids a mission defines, by what they name: the choices offered wherever the format references one.
import { rulesetFor } from '@breachline/engine';
import { knownUnitTypes } from '@breachline/scenario-schema';
import { isRulesetId } from '../document/rulesets';
import { doorChoices } from './door-choices';
import { listAt } from './document-paths';

export type ReferenceKind = 'feature' | 'door' | 'counter' | 'objective' | 'trigger' | 'pool' | 'deck' | 'tile';

const COLLECTIONS: Readonly<Record<ReferenceKind, string>> = {
  feature: 'features',
  door: 'doors',
  counter: 'counters',
  objective: 'objectives',
  trigger: 'triggers',
  pool: 'enemyPools',
  deck: 'decks',
  tile: 'layout',
};

/** Which kind of id a property holds, by its name (as the format's reference checks read it); undefined when none. */
export function referenceKindOf(property: string): ReferenceKind | undefined {
  if (property === 'carrying' || property === 'piloting' || property === 'vehicle') return 'feature';
  return Object.hasOwn(COLLECTIONS, property) ? (property as ReferenceKind) : undefined;
}

export interface MissionChoices {
  ids(kind: ReferenceKind): readonly string[];
  /** Words for the ids of a kind where an id alone does not say enough (doors: their labels, and which tile a tile's door is on). */
  names(kind: ReferenceKind): ReadonlyMap<string, string> | undefined;
  /** The enemy unit types the mission's ruleset knows. */
  readonly unitTypes: readonly string[];
  /** The hero classes of the ruleset's roster with their names (empty while the ruleset has no rules yet). */
  readonly heroClasses: ReadonlyMap<string, string>;
}

export function missionChoices(mission: unknown): MissionChoices {
  const ruleset = (mission as { ruleset?: unknown } | null)?.ruleset;
  const unitTypes = isRulesetId(ruleset) ? knownUnitTypes(ruleset) : [];
  const roster = typeof ruleset === 'string' ? (rulesetFor(ruleset)?.roster ?? []) : [];
  const heroClasses = new Map(roster.map((hero) => [hero.kind, `${hero.name} (${hero.kind})`]));
  // Each kind's ids are listed once per document: every reference field of every form asks for them.
  const cache = new Map<ReferenceKind, readonly string[]>();
  let doors: Map<string, string> | undefined;
  // Doors include those the placed tiles bring; of two equal ids (an error the checks report) the first is listed.
  const doorNames = () => {
    if (doors) return doors;
    doors = new Map();
    for (const door of doorChoices(mission)) if (!doors.has(door.id)) doors.set(door.id, door.name);
    return doors;
  };
  const ids = (kind: ReferenceKind) => {
    let list = cache.get(kind);
    if (list === undefined) cache.set(kind, (list = kind === 'door' ? [...doorNames().keys()] : idsIn(mission, COLLECTIONS[kind])));
    return list;
  };
  const names = (kind: ReferenceKind) => (kind === 'door' ? doorNames() : undefined);
  return { ids, names, unitTypes, heroClasses };
}

function idsIn(mission: unknown, key: string): string[] {
  return listAt(mission, [key]).flatMap((entry) => {
    const id = (entry as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id !== '' ? [id] : [];
  });
}

/** `prefix-N` with the smallest N not yet used by any id of the mission (ids share one namespace). */
export function freshId(mission: unknown, prefix: string): string {
  const taken = new Set(Object.values(COLLECTIONS).flatMap((key) => idsIn(mission, key)));
  for (let n = 1; ; n++) if (!taken.has(`${prefix}-${n}`)) return `${prefix}-${n}`;
}
