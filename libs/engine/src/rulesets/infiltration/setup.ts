import type { Board } from '../../board/board';
import type { GameState, Unit } from '../../game/game-state';
import { setupGame, type HeroChoice } from '../../game/setup-game';
import { createEngine, type Engine } from '../../rules/core/engine';
import type { GameEvent } from '../../rules/core/events';
import { compileMissionPlan } from '../../mission/plan';
import { fail, ok, type Result } from '../../result';
import type { LoadedMissionInput } from '../mission-input';
import { readOptions } from '../options-parser';
import { START_HEROIC_POINTS, type FactionId } from './content';
import { NO_MISSION_CONFIG, type DiceSource, type MissionConfig } from './context';
import { checkInfiltrationMission, partyOf } from './mission-checks';
import { DEFAULT_OPTIONS, INFILTRATION_OPTIONS } from './options';
import { createInfiltrationRuleset } from './ruleset';
import { areasOfDoor } from './space';
import { FACE_UP_TAG, objectiveItemOf, type ObjectiveItemSpot } from './objective-items';
import type { InfiltrationAction, InfiltrationExt } from './types';
import { ALARM, MARKER } from './tracker';

export type InfiltrationEngine = Engine<InfiltrationExt, InfiltrationAction>;
export interface InfiltrationGame {
  readonly engine: InfiltrationEngine;
  readonly state: GameState<InfiltrationExt>;
  readonly events?: readonly GameEvent[];
}

/** The mission's own fields this ruleset reads (doors' state and noise, spawn levels, barracks letters). */
interface MissionFields {
  readonly doors?: readonly { readonly id?: unknown; readonly state?: unknown; readonly noise?: unknown; readonly exit?: unknown }[];
  readonly features?: readonly { readonly id?: unknown; readonly type?: unknown; readonly level?: unknown; readonly number?: unknown; readonly label?: unknown; readonly tags?: unknown }[];
}

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** Reads what stays fixed all game: door noise (§13.10 defaults), locks, exits, barracks, guard points, spawn tokens. */
export function readMission(loaded: LoadedMissionInput): { config: MissionConfig; locked: number[]; spawns: { level: number; area: number; x: number; y: number }[] } {
  const { board } = loaded;
  const fields = loaded.mission as unknown as MissionFields;
  const areaAt = (x: number, y: number): number => board.zoneOf[y * board.width + x] ?? -1;
  const doorNoise: number[] = [];
  const locked: number[] = [];
  const exitDoors: number[] = [];
  board.doors.forEach((place, i) => {
    const authored = (fields.doors ?? []).find((d) => d.id === place.id);
    const pair = areasOfDoor(board, i);
    const kinds = pair ? pair.map((a) => board.zones[a]?.kind) : [];
    const fallback = kinds.includes('corridor') ? 1 : 2;
    const noise = typeof authored?.noise === 'number' && authored.noise >= 0 ? Math.min(3, Math.floor(authored.noise)) : fallback;
    doorNoise.push(noise);
    if (authored?.state === 'locked') locked.push(i);
    if (authored?.exit === true) exitDoors.push(i);
  });
  const authoredFeature = (id: string) => (fields.features ?? []).find((f) => f.id === id);
  const barracks = board.features
    .filter((f) => f.type === 'barracks')
    .map((f, i) => {
      const n = authoredFeature(f.id)?.number;
      const letter = typeof n === 'number' && n >= 1 && n <= LETTERS.length ? (LETTERS[n - 1] as string) : (LETTERS[i] ?? 'A');
      return { letter, area: areaAt(f.x, f.y) };
    });
  const spawns = board.features
    .filter((f) => f.type === 'spawn')
    .map((f) => {
      const level = authoredFeature(f.id)?.level;
      return { level: typeof level === 'number' && level >= 1 && level <= 3 ? level : 1, area: areaAt(f.x, f.y), x: f.x, y: f.y };
    });
  // §12.3: objective features tagged with an objective item's id hold that item (objective-items.ts).
  const objectiveItems: ObjectiveItemSpot[] = board.features.flatMap((f) => {
    const tags = authoredFeature(f.id)?.tags;
    const item = f.type === 'objective' && Array.isArray(tags) ? objectiveItemOf(tags) : undefined;
    return item === undefined ? [] : [{ feature: f.id, item, x: f.x, y: f.y, faceUp: (tags as unknown[]).includes(FACE_UP_TAG) }];
  });
  const config: MissionConfig = {
    doorNoise,
    exitDoors,
    exitAreas: board.features.filter((f) => f.type === 'exit').map((f) => areaAt(f.x, f.y)),
    barracks,
    guardAreas: board.features.filter((f) => f.type === 'guard-point').map((f) => areaAt(f.x, f.y)),
    objectiveItems,
    roomFeatures: board.features.filter((f) => f.type === 'room-feature').map((f) => ({ x: f.x, y: f.y })),
    passagePoints: board.features.filter((f) => f.type === 'secret-passage').map((f) => ({ x: f.x, y: f.y })),
  };
  return { config, locked, spawns };
}

export interface InfiltrationSetup {
  readonly missionId: string;
  readonly seed: number;
  readonly heroes: readonly HeroChoice[];
  readonly preAlarmRounds?: number;
  readonly postAlarmRounds?: number;
  readonly faction?: FactionId;
  readonly config?: MissionConfig;
  readonly locked?: readonly number[];
  readonly spawns?: readonly { readonly level: number; readonly x: number; readonly y: number }[];
  readonly dice?: DiceSource;
  readonly plan?: ReturnType<typeof compileMissionPlan>;
  /** Action cards dealt to each hero at set-up (§13.10: 3); test boards start with none. */
  readonly startHand?: number;
}

/** Sets up and starts a game on a compiled board (§13.10): heroes on the start squares, 1 wild heroic point each. */
export function createInfiltrationGame(board: Board, setup: InfiltrationSetup): InfiltrationGame {
  const config = setup.config ?? NO_MISSION_CONFIG;
  const ruleset = createInfiltrationRuleset({ config, board, ...(setup.dice ? { dice: setup.dice } : {}), ...(setup.startHand !== undefined ? { startHand: setup.startHand } : {}) });
  const engine = createEngine(ruleset, board, setup.plan);
  const base = setupGame(board, { missionId: setup.missionId, seed: setup.seed, heroes: setup.heroes, ruleset: 'infiltration' });
  if (!base.ok) throw new Error(base.errors.map((e) => e.message).join(' '));
  const units: Unit[] = base.value.units.map((unit) => ({ ...unit, stats: { hpWild: START_HEROIC_POINTS, wounds: 0, actions: 0 } }));
  const ext: InfiltrationExt = {
    faction: setup.faction ?? DEFAULT_OPTIONS.faction,
    preAlarmRounds: setup.preAlarmRounds ?? DEFAULT_OPTIONS.preAlarmRounds,
    postAlarmRounds: setup.postAlarmRounds ?? DEFAULT_OPTIONS.postAlarmRounds,
    marker: 1,
    alarm: false,
    alarmPending: false,
    alarmRound: 0,
    awareness: board.placements.map(() => 0),
    cleared: [],
    sighted: [],
    locked: [...(setup.locked ?? [])],
    actedThisRound: [],
    activeHero: null,
    pending: null,
    failed: false,
    hands: [],
    turnKills: [],
    heroicSpent: false,
    pacified: [],
    obscured: [],
    suppressed: [],
    distracted: [],
    ongoing: [],
  };
  const tokens = (setup.spawns ?? []).map((s, i) => ({ id: `spawn#s${i}`, kind: 'spawn', x: s.x, y: s.y, contents: { level: s.level }, revealed: false, knownBy: [] }));
  const counters = { ...base.value.counters, [MARKER]: 1, [ALARM]: 0 };
  const started = engine.start({ ...base.value, units, tokens, counters }, ext);
  if ('error' in started) throw new Error(started.error.message);
  return { engine, state: started.state, ...(started.events ? { events: started.events } : {}) };
}

/** The registry's entry point: a loaded mission and a seed → the started game, or why not. */
export function setupInfiltrationGame(
  loaded: LoadedMissionInput,
  options: { readonly seed: number; readonly heroes?: readonly HeroChoice[] },
): Result<InfiltrationGame, string> {
  const problems = checkInfiltrationMission(loaded, options.heroes);
  if (problems.length > 0) return fail(problems.map((p) => p.message));
  try {
    const { values } = readOptions(INFILTRATION_OPTIONS, loaded.mission.options);
    const { config, locked, spawns } = readMission(loaded);
    return ok(
      createInfiltrationGame(loaded.board, {
        missionId: loaded.mission.id,
        seed: options.seed,
        heroes: partyOf(loaded, options.heroes),
        ...values,
        config,
        locked,
        spawns,
        plan: compileMissionPlan(loaded.mission),
      }),
    );
  } catch (cause) {
    return fail([cause instanceof Error ? cause.message : String(cause)]);
  }
}
