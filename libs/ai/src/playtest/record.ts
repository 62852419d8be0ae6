import { cloneJson, RULESETS, type ActionBase, type GameEvent, type LoadedMissionInput, type Unit } from '@breachline/engine';
import type { AnyState, Controller } from '../bots/controller';
import { aiFaceFor } from '../bots/ai-faces';
import { HERO_BOTS } from '../bots/controllers';
import { progressOf } from '../bots/heuristics/registry';
import { playGame } from '../bots/driver';
import { gameSeeds } from './seeds';

/** One playtest game, as plain JSON (it crosses worker boundaries). */
export interface GameRecord {
  readonly index: number;
  /** The seeds that replay it: the game's setup seed and the bot's seed. */
  readonly gameSeed: number;
  readonly botSeed: number;
  readonly won: boolean;
  /** `won: …` / `lost: …` with the rules' reason, or `lost: unfinished (action limit)`. */
  readonly outcome: string;
  readonly rounds: number;
  readonly actions: number;
  readonly unfinished: boolean;
  /** The squares where heroes died, as "x,y". */
  readonly deaths: readonly string[];
  /** The ruleset's objective progress at the end (null when the ruleset reports none). */
  readonly progress: number | null;
  /** The game's score (null when the ruleset keeps none: `RulesetEntry.score`). */
  readonly score: number | null;
  /** The round the alarm went off (null: never), for rulesets with an alarm (`AiFace.alarmRound`); absent for the others. */
  readonly alarmRound?: number | null;
}

export interface GameSpec {
  readonly mission: LoadedMissionInput;
  readonly bot: string;
  readonly seed: number;
  readonly maxActions?: number;
}

/** The alarm round of a finished game, for a ruleset whose AI face reads one. */
function alarmOf(state: AnyState): { alarmRound?: number | null } {
  const read = aiFaceFor(state.ruleset)?.alarmRound;
  return read ? { alarmRound: read(state) } : {};
}

/** Why a spec cannot be played (unknown ruleset, enemy or bot), or null. */
export function specError(spec: Pick<GameSpec, 'mission' | 'bot'>): string | null {
  const ruleset = spec.mission.mission.ruleset;
  if (!RULESETS[ruleset]) return `No playable ruleset "${ruleset}" yet (playable: ${Object.keys(RULESETS).join(', ')}).`;
  if (!aiFaceFor(ruleset)) return `No enemy controller for "${ruleset}".`;
  if (!HERO_BOTS[spec.bot]) return `Unknown bot "${spec.bot}" (bots: ${Object.keys(HERO_BOTS).join(', ')}).`;
  return null;
}

/** A played game with everything needed to replay it step by step (the engine is deterministic). */
export interface RecordedGame {
  readonly record: GameRecord;
  /** The party the setup chose (the mission's default), named so a replay starts the same one. */
  readonly heroes: readonly { readonly id: string; readonly kind: string; readonly name: string }[];
  /** Every action of both sides, in order. */
  readonly actions: readonly ActionBase[];
  readonly finalState: AnyState;
}

/** Plays game `index` of a run: seeded from (seed, index) only. Throws on a spec error or a setup failure. */
export function playRecord(spec: GameSpec, index: number): GameRecord {
  return playIndexed(spec, index, false).record;
}

/** Plays game `index` of a run as `playRecord` does, keeping its party, actions and final state (for replays). */
export function recordGame(spec: GameSpec, index: number): RecordedGame {
  return playIndexed(spec, index, true);
}

function playIndexed(spec: GameSpec, index: number, keepActions: boolean): RecordedGame {
  const error = specError(spec);
  if (error) throw new Error(error);
  const ruleset = spec.mission.mission.ruleset;
  const seeds = gameSeeds(spec.seed, index);
  const game = RULESETS[ruleset]?.setup(spec.mission, { seed: seeds.game });
  const face = aiFaceFor(ruleset);
  if (!game || !game.ok || !face) throw new Error(game && !game.ok ? game.errors.join('\n') : ruleset);
  const { engine, state } = game.value;
  const party = state.units.filter((u) => u.side === 'heroes').map((u) => ({ id: u.id, kind: u.kind, name: u.name }));
  const heroes = new Map<string, Unit>();
  const deaths: string[] = [];
  const actions: ActionBase[] = [];
  // Runs after every action: a count settles the usual case (every hero known is alive) without a set.
  const watch = (s: AnyState, events: readonly GameEvent[] = []) => {
    let living = 0;
    for (const unit of s.units) {
      if (unit.side !== 'heroes' || unit.health <= 0) continue;
      living++;
      heroes.set(unit.id, unit);
    }
    if (living === heroes.size) return;
    const alive = new Set<string>();
    for (const unit of s.units) if (unit.side === 'heroes' && unit.health > 0) alive.add(unit.id);
    for (const [id, unit] of heroes) {
      if (alive.has(id)) continue;
      // A dead unit is kept but taken off the board: where it fell is on its `killed` event.
      const fell = events.find((e): e is Extract<GameEvent, { type: 'killed' }> => e.type === 'killed' && e.unit === id)?.at ?? unit;
      if (fell.x >= 0) deaths.push(`${fell.x},${fell.y}`);
      heroes.delete(id);
    }
  };
  watch(state);
  const bot = (HERO_BOTS[spec.bot] as (seed: number) => Controller)(seeds.bot);
  const enemies = face.enemy();
  const onStep = keepActions
    ? (s: AnyState, events: readonly GameEvent[], _side: unknown, action: ActionBase) => {
        actions.push(cloneJson(action));
        watch(s, events);
      }
    : (s: AnyState, events: readonly GameEvent[]) => watch(s, events);
  const result = playGame(engine, state, { heroes: bot, enemies }, { ...(spec.maxActions !== undefined ? { maxActions: spec.maxActions } : {}), onStep });
  const outcome = result.status.kind === 'playing' ? 'lost: unfinished (action limit)' : `${result.status.kind}: ${result.status.reason}`;
  const record: GameRecord = {
    index,
    gameSeed: seeds.game,
    botSeed: seeds.bot,
    won: result.status.kind === 'won',
    outcome,
    rounds: result.rounds,
    actions: result.actions,
    unfinished: result.unfinished,
    deaths,
    progress: progressOf(engine, result.state),
    score: RULESETS[ruleset]?.score?.(result.state) ?? null,
    ...alarmOf(result.state),
  };
  return { record, heroes: party, actions, finalState: result.state };
}
