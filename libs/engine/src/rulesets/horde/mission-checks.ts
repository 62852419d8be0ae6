// What the horde rules need of a mission before play (horde.md §3.3 markers, §6.1 grid, §8.2 collection):
// run by validation and by setup alike, so a mission that validates also starts and ends.
import type { Board } from '../../board/board';
import { CellKind } from '../../board/cell-kind';
import type { HeroChoice } from '../../game/setup-game';
import { checkParty, type MissionCheckIssue } from '../mission-check';
import type { LoadedMissionInput } from '../mission-input';
import { readOptions } from '../options-parser';
import { ENEMY_PROFILES, HERO_KINDS, HERO_NAMES } from './content';
import { HORDE_OPTIONS } from './options';
import type { CollectionEntry } from './types';

export const HORDE_ROSTER = HERO_KINDS.map((kind) => ({ kind, name: HERO_NAMES[kind] }));
export const DEFAULT_PARTY: readonly HeroChoice[] = HORDE_ROSTER.map((hero) => ({ id: hero.kind, ...hero }));

interface MissionFeature {
  readonly type: string;
  readonly x: number;
  readonly y: number;
  readonly number?: number;
}
interface MissionPool {
  readonly use?: string;
  readonly tokens?: readonly { readonly unit?: string; readonly points?: number; readonly copies?: number }[];
}

const listOf = <T>(mission: object, key: string): readonly T[] => {
  const value = (mission as Record<string, unknown>)[key];
  return Array.isArray(value) ? (value as T[]) : [];
};

/** The mission's objective markers as (number, anchor), in number order: features of type "objective". */
export function missionMarkers(mission: object): { number: number; x: number; y: number }[] {
  return listOf<MissionFeature>(mission, 'features')
    .filter((f) => f.type === 'objective')
    .map((f, index) => ({ number: typeof f.number === 'number' ? f.number : index + 1, x: f.x, y: f.y }))
    .sort((a, b) => a.number - b.number);
}

/** The enemy collection: the tokens of the mission's wave pools (horde.md §8.2). */
export function missionCollection(mission: object): CollectionEntry[] {
  const out: CollectionEntry[] = [];
  for (const pool of listOf<MissionPool>(mission, 'enemyPools')) {
    if (pool.use !== undefined && pool.use !== 'wave') continue;
    for (const token of pool.tokens ?? []) {
      if (typeof token.unit !== 'string') continue;
      const points = token.points ?? ENEMY_PROFILES.get(token.unit)?.points ?? 0;
      out.push({ unit: token.unit, points, copies: token.copies ?? 1 });
    }
  }
  return out;
}

const fitsFloor = (board: Board, x: number, y: number): boolean => {
  for (let j = 0; j < 2; j++) for (let i = 0; i < 2; i++) if (x + i >= board.width || y + j >= board.height || board.cells[(y + j) * board.width + x + i] !== CellKind.Floor) return false;
  return true;
};

/** Every reason the horde rules cannot play this mission; empty when they can. `heroes` overrides the party. */
export function checkHordeMission(loaded: LoadedMissionInput, heroes?: readonly HeroChoice[]): MissionCheckIssue[] {
  const { mission, board } = loaded;
  const party = heroes ?? (mission.party && mission.party.length > 0 ? mission.party : DEFAULT_PARTY.slice(0, Math.max(1, board.features.filter((f) => f.type === 'start').length)));
  const issues = checkParty(party, HORDE_ROSTER, board, heroes || mission.party ? '/party' : '/features', 'horde heroes');
  const read = readOptions(HORDE_OPTIONS, mission.options);
  issues.push(...read.issues);
  // §6.1: Mode A is the 48 × 48 table, Mode B the 24 × 24 one.
  const side = read.values.gridMode === 'B' ? 24 : 48;
  if (board.width !== side || board.height !== side) {
    issues.push({ path: '/options/gridMode', message: `Grid mode ${read.values.gridMode ?? 'A'} plays on a ${side} × ${side} table, but the layout makes ${board.width} × ${board.height}.` });
  }
  // §3.3: five numbered markers, each a 2 × 2 footprint on open ground.
  const markers = missionMarkers(mission);
  if (markers.length === 0) issues.push({ path: '/features', message: 'A horde mission needs objective markers (features of type "objective", numbered 1–5): without one the enemies have no goal.' });
  const numbers = new Set<number>();
  markers.forEach((m) => {
    if (numbers.has(m.number)) issues.push({ path: '/features', message: `Two objective markers are numbered ${m.number}.` });
    numbers.add(m.number);
    if (!fitsFloor(board, m.x, m.y)) issues.push({ path: '/features', message: `Objective marker ${m.number} at (${m.x}, ${m.y}) needs a 2 × 2 patch of open ground (its squares x ${m.x}–${m.x + 1}, y ${m.y}–${m.y + 1}).` });
  });
  // §8.2: the waves are drawn from the collection; every unit needs a profile (§11 G6).
  const collection = missionCollection(mission);
  if (collection.length === 0) issues.push({ path: '/enemyPools', message: 'A horde mission needs an enemy collection: an enemy pool with use "wave" listing units, points and copies.' });
  collection.forEach((entry) => {
    if (!ENEMY_PROFILES.has(entry.unit)) issues.push({ path: '/enemyPools', message: `The enemy "${entry.unit}" has no horde profile (known: ${[...ENEMY_PROFILES.keys()].join(', ')}).` });
    if (!(entry.points > 0)) issues.push({ path: '/enemyPools', message: `The enemy "${entry.unit}" needs a points value above 0 to fill a wave budget.` });
  });
  return issues;
}
