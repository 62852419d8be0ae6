// Every named thing of a mission, by kind: what references are checked against, and where ids must be unique.
import type { Mission } from '../generated/mission-types';
import type { MissionIssue } from '../mission-issue';

export type EntityKind = 'placed tile' | 'door' | 'feature' | 'unit' | 'enemy pool' | 'deck' | 'objective' | 'counter' | 'trigger';

export interface EntityIndex {
  ids(kind: EntityKind): ReadonlySet<string>;
}

interface Named {
  readonly id?: string | undefined;
}

const LISTS: readonly { kind: EntityKind; key: keyof Mission; list: (m: Mission) => readonly Named[] | undefined }[] = [
  { kind: 'placed tile', key: 'layout', list: (m) => m.layout },
  { kind: 'door', key: 'doors', list: (m) => m.doors },
  { kind: 'feature', key: 'features', list: (m) => m.features },
  { kind: 'unit', key: 'units', list: (m) => m.units },
  { kind: 'enemy pool', key: 'enemyPools', list: (m) => m.enemyPools },
  { kind: 'deck', key: 'decks', list: (m) => m.decks },
  { kind: 'objective', key: 'objectives', list: (m) => m.objectives },
  { kind: 'counter', key: 'counters', list: (m) => m.counters },
  { kind: 'trigger', key: 'triggers', list: (m) => m.triggers },
];

/**
 * Indexes the mission's ids. Ids share one namespace (a door and a feature may not both be "hatch"),
 * so an author never wonders which one a reference means; tile definitions have their own.
 */
export function indexEntities(mission: Mission, issues: MissionIssue[]): EntityIndex {
  const byKind = new Map<EntityKind, Set<string>>();
  const firstUse = new Map<string, { kind: EntityKind; key: string; index: number }>();
  for (const { kind, key, list } of LISTS) {
    const ids = new Set<string>();
    byKind.set(kind, ids);
    (list(mission) ?? []).forEach((entry, index) => {
      if (entry.id === undefined) return;
      const earlier = firstUse.get(entry.id);
      if (earlier) {
        const first = `/${earlier.key}/${earlier.index}/id`;
        issues.push({ stage: 'mission', path: `/${key}/${index}/id`, message: `The id '${entry.id}' is already used by a ${earlier.kind} (${first}); every id in a mission must be different.` });
        return;
      }
      firstUse.set(entry.id, { kind, key, index });
      ids.add(entry.id);
    });
  }
  checkTileIds(mission, issues);
  return { ids: (kind) => byKind.get(kind) ?? new Set() };
}

function checkTileIds(mission: Mission, issues: MissionIssue[]): void {
  const seen = new Set<string>();
  (mission.tiles ?? []).forEach((tile, index) => {
    if (seen.has(tile.id)) issues.push({ stage: 'mission', path: `/tiles/${index}/id`, message: `Two tiles are both called '${tile.id}'; tile ids must be different.` });
    seen.add(tile.id);
  });
}
