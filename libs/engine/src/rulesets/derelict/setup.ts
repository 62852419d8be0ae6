import type { Board } from '../../board/board';
import type { GameState } from '../../game/game-state';
import { setupGame, type HeroChoice } from '../../game/setup-game';
import { createEngine, type Engine } from '../../rules/core/engine';
import type { GameEvent } from '../../rules/core/events';
import { compileMissionPlan } from '../../mission/plan';
import type { CampaignFlagEntry, MissionStartOptions } from '../../mission/mission-state';
import { fail, ok, type Result } from '../../result';
import type { LoadedMissionInput } from '../mission-input';
import { readOptions } from '../options-parser';
import type { DoorRecord } from '../../rules/doors/door-state';
import { putEntry } from '../../rules/state/keyed';
import { DEFAULT_ROUND_CAP, EVENT_DECK, ITEM_DECK, survivorClass } from './content';
import type { LoadedDice } from './context';
import type { DerelictStart } from './game-start';
import { checkDerelictMission, defaultDerelictParty, derelictMission } from './mission-checks';
import { derelictMapOf, missionEventDeck, placedEnemies, setAsideItems } from './mission-reader';
import { DERELICT_OPTIONS } from './options';
import { startingItemsOf } from './starting-items';
import { derelictModifiersOf } from './modifiers/modifier-set';
import { createDerelictRuleset } from './ruleset';
import { topologyOf } from './topology';
import type { DerelictAction, DerelictExt } from './types';

export interface DerelictGame {
  readonly engine: Engine<DerelictExt, DerelictAction>;
  readonly state: GameState<DerelictExt>;
  readonly events?: readonly GameEvent[];
  /** The board as a state has it: the mission's, with the doorways Improvised Exits cut (topology.ts), for the apps to draw. */
  readonly boardOf: (state: Pick<GameState<DerelictExt>, 'ext'>) => Board;
}

export interface DerelictSetupOptions {
  readonly seed: number;
  readonly heroes?: readonly HeroChoice[];
  /** A campaign's flags, seeded before the mission-start triggers (GameSetupOptions.campaignFlags). */
  readonly campaignFlags?: readonly CampaignFlagEntry[];
  /** The game is a campaign's mission; default: true when campaignFlags is given. */
  readonly campaign?: boolean;
  /** Test seam: loaded dice (derelict.md §12 "stubbed RNG"). */
  readonly dice?: LoadedDice;
}

/** G16: the mission's starting deck, when it declares one (starting-items.ts). */
function startingDeck(mission: Parameters<typeof startingItemsOf>[0]): { startingItems?: string[] } {
  const cards = startingItemsOf(mission);
  return cards ? { startingItems: cards } : {};
}

/** What the mission state starts with: the campaign's flags and mark (MissionStartOptions). */
const missionStartOf = (options: DerelictSetupOptions): MissionStartOptions => ({
  ...(options.campaignFlags ? { campaignFlags: options.campaignFlags } : {}),
  ...(options.campaign === undefined ? {} : { campaign: options.campaign }),
});

/** A loaded mission and a seed → the started game, or the mission checks' reasons why not. */
export function setupDerelictGame(loaded: LoadedMissionInput, options: DerelictSetupOptions): Result<DerelictGame, string> {
  const party = options.heroes ?? defaultDerelictParty(loaded);
  const problems = checkDerelictMission(loaded, party);
  if (problems.length > 0) return fail(problems.map((p) => p.message));
  const mission = derelictMission(loaded);
  const { board } = loaded;
  const { values } = readOptions(DERELICT_OPTIONS, loaded.mission.options);
  const plan = compileMissionPlan(loaded.mission, loaded.tiles);
  const map = { ...derelictMapOf(mission, board, loaded.tiles, party.length), modifiers: derelictModifiersOf(plan.rules) };
  const onMap = new Set(map.tileNames.flat());
  const eventDeck = missionEventDeck(mission, EVENT_DECK, onMap);
  const itemDeck = [...ITEM_DECK];
  for (const card of setAsideItems(mission)) {
    const index = itemDeck.indexOf(card);
    if (index >= 0) itemDeck.splice(index, 1);
  }
  const start: DerelictStart = {
    itemDeck,
    eventDeck,
    placed: placedEnemies(mission, board, party.length),
    ...startingDeck(mission),
    radarSpots: map.features.filter((f) => f.type === 'radar' && f.pool !== undefined).map((f) => ({ cell: f.cell, pool: f.pool ?? '' })),
  };
  const engine = createEngine(createDerelictRuleset(map, start, options.dice), board, plan);
  const base = setupGame(board, {
    missionId: loaded.mission.id,
    seed: options.seed,
    ruleset: 'derelict',
    heroes: party.map((h) => ({ ...h, health: survivorClass(h.kind)?.health ?? 10 })),
  });
  if (!base.ok) return fail(base.errors.map((e) => e.message));
  // derelict.md §6.3: doors are open or locked, so every door starts open; the mission's own door states
  // (locked, sealed…) load over these in the core's doors module when the game starts.
  const doors: Record<string, DoorRecord> = {};
  for (const door of board.doors) putEntry(doors, door.id, { state: 'open' });
  const vehicle = map.features.find((f) => f.type === 'vehicle');
  const ext: DerelictExt = {
    options: { solomonSpawning: values.solomonSpawning ?? true, roundCap: values.roundCap ?? DEFAULT_ROUND_CAP, lifeSupportFailureDamage: values.lifeSupportFailureDamage ?? 1, solomonEffects: values.solomonEffects ?? true, maskingSpray: values.maskingSpray ?? false, lastingGravityFailure: values.lastingGravityFailure ?? false },
    sheets: [],
    noise: [],
    event: null,
    locked: [],
    lockdown: [],
    doorDamage: [],
    loader: vehicle ? { feature: vehicle.id, cell: vehicle.cell, pilot: null, charges: 0, powered: false } : null,
    // Hidden features stay off the board until a mission's `place` (CG07's wound, ROP18's key card).
    removed: (mission.features ?? []).flatMap((f) => (f.hidden === true && f.id !== undefined ? [f.id] : [])),
    used: [],
    pools: [],
    bossSlots: [],
  };
  const started = engine.start({ ...base.value, doors }, ext, missionStartOf(options));
  if ('error' in started) return fail([started.error.message]);
  return ok({ engine, state: started.state, events: started.events, boardOf: (state) => topologyOf(engine.board, state) });
}
