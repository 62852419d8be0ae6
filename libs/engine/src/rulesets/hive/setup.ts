import type { LoadedMissionInput } from '../mission-input';
import type { GameState } from '../../game/game-state';
import { setupGame, type HeroChoice } from '../../game/setup-game';
import { addDeck } from '../../rules/decks/deck';
import { createEngine, type Engine } from '../../rules/core/engine';
import { compileMissionPlan, roundLimitOf } from '../../mission/plan';
import { D6 } from '../../rules/random/dice';
import { fail, ok, type Result } from '../../result';
import {
  bugLimits,
  CHAMBER_TITLES,
  DEFAULT_ROUND_CAP,
  objectiveForRoll,
  QUEEN_HEALTH,
  valkyrieProfile,
  type HiveDifficulty,
  type HiveObjective,
} from './content';
import { ext, setStat } from './effects';
import { ITEM_DECK_ID, TILE_DECK } from './exploration';
import { createHiveRuleset, type HiveRuleset } from './ruleset';
import { checkHiveMission, defaultHiveParty, hiveOptionsOf } from './mission-checks';
import { readOptions } from '../options-parser';
import { HIVE_OPTIONS } from './options';
import { isObjectiveTile } from './queries';
import { hiveItemDeck } from './mission-decks';
import type { HiveAction, HiveExt, HiveTx } from './types';

/** What the hive reads from a loaded mission (structurally: scenario-schema's LoadedMission fits). */
/** What the hive reads from a loaded mission: the registry's input, without needing the ruleset id. */
export type HiveMissionInput = Omit<LoadedMissionInput, 'mission'> & { readonly mission: Omit<LoadedMissionInput['mission'], 'ruleset'> };

export interface HiveSetupOptions {
  readonly seed: number;
  /** Valkyries in play; default the mission's party. Each a roster kind, each kind once (§4.1 step 1). */
  readonly heroes?: readonly HeroChoice[];
  /** Overrides the mission's options. */
  readonly objective?: HiveObjective | 'random';
  readonly difficulty?: HiveDifficulty;
}

export interface HiveGame {
  readonly engine: Engine<HiveExt, HiveAction>;
  readonly state: GameState<HiveExt>;
}

/** The mission's round cap: its plan's round limit (a defeat `{ "test": "round", "op": ">", "value": N }`), else the `roundCap` option. */
export function roundCapOf(mission: HiveMissionInput['mission']): number {
  const limit = roundLimitOf(mission.defeat);
  if (limit !== null) return limit;
  const option = mission.options?.['roundCap'];
  return typeof option === 'number' ? option : DEFAULT_ROUND_CAP;
}

/** The tile pile as listed (each entry `count` times). */
function pileOf(mission: HiveMissionInput['mission']): string[] {
  return (mission.exploration?.deck ?? []).flatMap((entry) => Array<string>(entry.count ?? 1).fill(entry.tile));
}

export function setupHiveGame(input: HiveMissionInput, options: HiveSetupOptions): Result<HiveGame, string> {
  const { mission, board } = input;
  const tiles = new Map(input.tiles.map((tile) => [tile.id, tile]));
  const heroes = options.heroes ?? mission.party ?? defaultHiveParty(mission);
  // The same checks validation makes: refuse here what would not start, or would break in play.
  const problems = checkHiveMission(input, {
    ...(options.heroes ? { heroes: options.heroes } : {}),
    ...(options.objective ? { objective: options.objective } : {}),
    ...(options.difficulty ? { difficulty: options.difficulty } : {}),
  });
  if (problems.length > 0) return fail(problems.map((problem) => problem.message));
  const { values } = readOptions(HIVE_OPTIONS, hiveOptionsOf(mission, options));
  const objectiveOption = values.objective ?? 'random';
  const difficulty = values.difficulty ?? 'medium';
  const pile = pileOf(mission);

  const setup = setupGame(board, {
    missionId: mission.id,
    seed: options.seed,
    ruleset: 'hive',
    heroes: heroes.map((h) => ({ id: h.id, kind: h.kind, name: h.name, health: valkyrieProfile(h.kind)?.health ?? 1 })),
  });
  if (!setup.ok) return fail(setup.errors.map((e) => e.message));
  const players = heroes.length;
  const printed = new Set(pile.map((id) => tiles.get(id)).filter((t) => t && isObjectiveTile(t.tags)).map((t) => t?.name ?? ''));
  const start: HiveExt = {
    objective: objectiveOption === 'random' ? 'destroy-the-hive' : objectiveOption,
    difficulty,
    players,
    limits: bugLimits(difficulty, players),
    roundCap: roundCapOf(mission),
    placed: [],
    pending: null,
    objectivesRevealed: 0,
    searchedThisTurn: [],
    weakPoints: [],
    charges: [],
    scientist: null,
    scientistHome: false,
    queen: null,
    chamberDamage: {},
    titleStack: CHAMBER_TITLES.filter((title) => !printed.has(title)),
    victory: null,
    survivors: null,
  };
  const ruleset = createHiveRuleset({ tiles });
  const withStart: HiveRuleset = {
    ...ruleset,
    onGameStart: (tx) => startGame(tx, objectiveOption === 'random', pile, mission.exploration?.order === 'as-listed', hiveItemDeck(mission.decks)),
  };
  const engine = createEngine(withStart, board, compileMissionPlan(mission, input.tiles));
  const started = engine.start(setup.value, start);
  if ('error' in started) return fail([started.error.message]);
  return ok({ engine, state: started.state, events: started.events });
}

/** §4.1: objective roll (T1) when the mission leaves it open, tile pile, item deck, title stack; Valkyrie profiles. */
function startGame(tx: HiveTx, rollObjective: boolean, pile: readonly string[], asListed: boolean, items: readonly string[]): void {
  if (rollObjective) {
    const [die] = tx.random.roll(D6, 1, 'objective');
    tx.w.set(ext(tx), 'objective', objectiveForRoll(die?.value ?? 1));
  }
  addDeck(tx, TILE_DECK, pile, { reshuffle: 'never' });
  const deck = tx.state.decks[TILE_DECK];
  if (asListed && deck) tx.w.set(deck, 'drawPile', [...pile].reverse());
  addDeck(tx, ITEM_DECK_ID, items, { reshuffle: 'never' });
  tx.w.set(ext(tx), 'titleStack', tx.random.shuffle(tx.state.ext.titleStack));
  if (tx.state.ext.objective === 'kill-the-queen') tx.w.set(ext(tx), 'queen', { health: QUEEN_HEALTH, x: -1, y: -1 });
  for (const unit of tx.state.units) {
    const profile = valkyrieProfile(unit.kind);
    if (!profile) continue;
    setStat(tx, unit, 'maxHealth', profile.health);
    setStat(tx, unit, 'moves', 0);
    setStat(tx, unit, 'attacks', 0);
  }
}
