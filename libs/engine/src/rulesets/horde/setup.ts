import type { Unit } from '../../game/game-state';
import { setupGame, type HeroChoice } from '../../game/setup-game';
import { compileMissionPlan } from '../../mission/plan';
import { createEngine, type Engine } from '../../rules/core/engine';
import type { GameEvent } from '../../rules/core/events';
import type { GameState } from '../../game/game-state';
import { fail, ok, type Result } from '../../result';
import type { LoadedMissionInput } from '../mission-input';
import { HERO_PROFILE } from './content';
import { checkHordeMission, DEFAULT_PARTY, missionCollection, missionMarkers } from './mission-checks';
import { hordeRulesOf, type HordeRules } from './options';
import { createHordeRuleset } from './ruleset';
import type { HordeAction, HordeExt } from './types';
import { generatedBoard } from './terrain-generator';

export type HordeEngine = Engine<HordeExt, HordeAction>;

export interface HordeGame {
  readonly engine: HordeEngine;
  readonly state: GameState<HordeExt>;
  readonly events?: readonly GameEvent[];
}

/** The wave loop's tracks before wave 1 (horde.md §4.1 step 9). */
export function hordeStartExt(rules: HordeRules, markers: readonly { number: number; x: number; y: number }[], collection: HordeExt['collection']): HordeExt {
  return {
    rules,
    wave: 1,
    alertness: 0,
    waveDue: true,
    priority: null,
    previousPriority: null,
    lastWaveFinished: 0,
    partyXp: 0,
    objectives: markers.map((m) => ({ number: m.number, x: m.x, y: m.y, damage: 0, destroyed: false })),
    timeOfDay: null,
    weather: null,
    alertProfile: null,
    event: null,
    boss: null,
    deploying: null,
    collection: [...collection],
    ended: null,
  };
}

/** horde.md §11 G1: a Level 1 hero with 0 XP and 0 credits (§4.1 step 1; a mission may give `startingCredits`). */
export const heroStats = (): Record<string, number> => ({
  size: 1,
  tou: HERO_PROFILE.tou,
  qua: HERO_PROFILE.qua,
  def: HERO_PROFILE.def,
  str: 0,
  dex: 0,
  wil: 0,
  pow: 2,
  power: 2,
  skill: 0,
  caster: 0,
  credits: 0,
  cond: 0,
  injury: 0,
  moved: 0,
  shot: 0,
  revealed: 0,
});

/** The registry's entry point: a loaded mission and a seed → the started game, or why not. */
export function setupHordeGame(loaded: LoadedMissionInput, options: { readonly seed: number; readonly heroes?: readonly HeroChoice[] }): Result<HordeGame, string> {
  const problems = checkHordeMission(loaded, options.heroes);
  if (problems.length > 0) return fail(problems.map((problem) => problem.message));
  const { mission } = loaded;
  const rules = hordeRulesOf(mission.options);
  // §4.1 step 4: a generated table replaces the tiles' terrain, drawn from the game's seed (§11 G5).
  const scale = rules.gridMode === 'B' ? 0.5 : 1;
  const board = rules.terrain === 'generated' ? generatedBoard({ board: loaded.board, scale, markers: missionMarkers(mission), seed: options.seed }).board : loaded.board;
  const starts = board.features.filter((f) => f.type === 'start').length;
  const party = options.heroes ?? (mission.party && mission.party.length > 0 ? mission.party : DEFAULT_PARTY.slice(0, starts));
  const base = setupGame(board, { missionId: mission.id, seed: options.seed, heroes: party.map((h) => ({ ...h, health: HERO_PROFILE.tou })), ruleset: 'horde' });
  if (!base.ok) return fail(base.errors.map((e) => e.message));
  const units: Unit[] = base.value.units.map((unit) => ({ ...unit, stats: { ...heroStats(), credits: rules.startingCredits } }));
  const engine = createEngine(createHordeRuleset(), board, compileMissionPlan(mission));
  const started = engine.start({ ...base.value, units }, hordeStartExt(rules, missionMarkers(mission), missionCollection(mission)));
  if ('error' in started) return fail([started.error.message]);
  return ok({ engine, state: started.state, events: started.events });
}
