import { gameSeeds, HERO_BOTS } from '@breachline/ai';
import { nextInt, RULESETS, seedRng, shuffled, type HeroChoice } from '@breachline/engine';
import type { FuzzMission } from './missions';

/** One fuzz game: everything that replays it, derived from the run's seed and the game's index only. */
export interface FuzzGamePlan {
  readonly index: number;
  readonly mission: string;
  readonly bot: string;
  readonly gameSeed: number;
  readonly botSeed: number;
  /** Seeds the fuzzer's own choices: mixed-in random actions, sampled checks, re-deals. */
  readonly fuzzSeed: number;
  /** The chance that a decision (either side's) is replaced by a uniformly random legal action. */
  readonly mix: number;
  /** The party: the default one, or a random pick of the roster within the mission's party size. */
  readonly party: readonly HeroChoice[];
}

/** Of every 20 rounds through the samples, 1 is played by the search bot (it is slow), the rest half random, half heuristic. */
const BOT_CYCLE = ['search', ...Array.from({ length: 19 }, (_, i) => (i % 2 === 0 ? 'random' : 'heuristic'))];
const MIXES = [0, 0.05, 0.2, 0.5];

/** Game `index` of a run; `bot` overrides the bot cycle (tests play each bot on each mission). */
export function planGame(missions: readonly FuzzMission[], seed: number, index: number, bot?: string): FuzzGamePlan {
  const fuzzMission = missions[index % missions.length];
  if (!fuzzMission) throw new Error('No playable sample mission to fuzz.');
  const heroBot = bot ?? (BOT_CYCLE[Math.floor(index / missions.length) % BOT_CYCLE.length] as string);
  if (!HERO_BOTS[heroBot]) throw new Error(`No hero bot "${heroBot}".`);
  const seeds = gameSeeds(seed, index);
  const rng = seedRng(seeds.bot ^ 0x2545f491);
  const fuzzSeed = nextInt(rng, 0x7fffffff);
  const mix = MIXES[nextInt(rng, MIXES.length)] as number;
  return { index, mission: fuzzMission.loaded.mission.id, bot: heroBot, gameSeed: seeds.game, botSeed: seeds.bot, fuzzSeed, mix, party: partyFor(fuzzMission, nextInt(rng, 0x7fffffff)) };
}

function partyFor(mission: FuzzMission, seed: number): readonly HeroChoice[] {
  const rng = seedRng(seed);
  if (nextInt(rng, 2) === 0) return mission.party;
  const roster = RULESETS[mission.loaded.mission.ruleset]?.roster ?? [];
  const { min, max } = mission.loaded.mission.meta.heroes;
  const most = Math.min(max, roster.length);
  if (most < Math.max(1, min)) return mission.party;
  const size = Math.max(1, min) + nextInt(rng, most - Math.max(1, min) + 1);
  return shuffled(rng, roster).slice(0, size).map((r) => ({ id: r.kind, kind: r.kind, name: r.name }));
}
