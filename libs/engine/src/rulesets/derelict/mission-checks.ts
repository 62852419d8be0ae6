import type { HeroChoice } from '../../game/setup-game';
import { checkParty, type MissionCheckIssue } from '../mission-check';
import type { LoadedMissionInput } from '../mission-input';
import { readOptions } from '../options-parser';
import { ENEMIES, enemyProfile, SURVIVOR_CLASSES } from './content';
import { poolFaces, type DerelictMissionLike } from './mission-reader';
import { DERELICT_OPTIONS } from './options';

export const DERELICT_ROSTER = SURVIVOR_CLASSES.map((c) => ({ kind: c.kind, name: c.name }));

/** The party a mission plays with by default: its own, else the first three classes. */
export function defaultDerelictParty(loaded: LoadedMissionInput): readonly HeroChoice[] {
  return loaded.mission.party ?? DERELICT_ROSTER.slice(0, 3).map((c) => ({ id: c.kind, kind: c.kind, name: c.name }));
}

export const derelictMission = (loaded: LoadedMissionInput): DerelictMissionLike => loaded.mission as unknown as DerelictMissionLike;

/**
 * Every reason derelict cannot play the mission (located, worded): the party against the classes and
 * start squares, the options, radar spots naming pools that exist, pools with tokens for the party size
 * and enemies the rules know, doors and features that are on the board.
 */
export function checkDerelictMission(loaded: LoadedMissionInput, heroes?: readonly HeroChoice[]): MissionCheckIssue[] {
  const party = heroes ?? defaultDerelictParty(loaded);
  const mission = derelictMission(loaded);
  const issues: MissionCheckIssue[] = [
    ...checkParty(party, DERELICT_ROSTER, loaded.board, '/party', 'derelict survivor classes'),
    ...readOptions(DERELICT_OPTIONS, loaded.mission.options).issues,
  ];
  const pools = new Map((mission.enemyPools ?? []).map((p, i) => [p.id, { pool: p, i }]));
  (mission.features ?? []).forEach((f, i) => {
    if (f.type !== 'radar') return;
    const pool = f.pool === undefined ? undefined : pools.get(f.pool);
    if (!pool) issues.push({ path: `/features/${i}/pool`, message: `The radar spot ${f.id ?? i} names no enemy pool of this mission (${[...pools.keys()].join(', ') || 'none'}).` });
    else if (pool.pool.use !== undefined && pool.pool.use !== 'radar') issues.push({ path: `/features/${i}/pool`, message: `The radar spot ${f.id ?? i} draws from pool ${pool.pool.id}, which is not a radar pool.` });
  });
  const faces = poolFaces(mission, party.length);
  for (const [id, { pool, i }] of pools) {
    if (pool.use !== undefined && pool.use !== 'radar') continue;
    // G12: a pool drawn from another at setup (pool-draws.ts) needs that other radar pool, not tokens of its own.
    if (pool.from !== undefined) {
      const source = pools.get(pool.from)?.pool;
      if (!source || source.id === id || (source.use !== undefined && source.use !== 'radar')) issues.push({ path: `/enemyPools/${i}/from`, message: `The radar pool ${id} is drawn from "${pool.from}", which is no other radar pool of this mission.` });
      continue;
    }
    if ((faces.get(id) ?? []).length === 0) {
      issues.push({ path: `/enemyPools/${i}/byHeroes`, message: `The radar pool ${id} has no tokens for a party of ${party.length}: add a band covering ${party.length} survivors.` });
    }
    (pool.byHeroes ?? []).forEach((band, b) =>
      band.tokens.forEach((t, k) => {
        if (!enemyProfile(t.unit)) issues.push({ path: `/enemyPools/${i}/byHeroes/${b}/tokens/${k}/unit`, message: `Derelict knows no enemy "${t.unit}" (it knows ${ENEMIES.map((e) => e.kind).join(', ')}).` });
      }),
    );
  }
  (mission.units ?? []).forEach((u, i) => {
    if (!enemyProfile(u.type)) issues.push({ path: `/units/${i}/type`, message: `Derelict knows no enemy "${u.type}" (it knows ${ENEMIES.map((e) => e.kind).join(', ')}).` });
  });
  const doorIds = new Set(loaded.board.doors.map((d) => d.id));
  (mission.doors ?? []).forEach((d, i) => {
    if (!doorIds.has(d.id)) issues.push({ path: `/doors/${i}`, message: `The door ${d.id} is not on the board.` });
  });
  return issues;
}
