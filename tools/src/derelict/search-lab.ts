// `node --single-threaded-gc --import tsx tools/src/derelict/search-lab.ts <sample id> [games] [budget JSON | heuristic] [first game]`:
// plays games first..first+games−1 of a derelict sample (seed 1, seeded as `npm run simulate`) with the search bot under a
// budget (`{"candidates":6,"rollouts":6,"margin":10}` over derelict's search budget, `"default":1` over DEFAULT_SEARCH_BUDGET;
// `"turnEnd":1` also stops each rollout at the end of the acting survivor's activation and rates it with the evaluation;
// `"hand":1` rates with the hand-weighted value of session 8; `"weights":"<file>"` with the fitted value's weights in that
// module (`fit-evaluation.ts --write --out <file>`, to weigh a refit against the committed weights); `"plans":3` also weighs whole-turn stances, `derelict/stances.ts`), or with the
// heuristic bot, and prints wins, mean rounds, CPU seconds a game and each game's outcome (W won, . not): for weighing
// search budgets against the heuristic on the same games.
import { pathToFileURL } from 'node:url';
import { RULESETS, type DerelictState } from '@breachline/engine';
import {
  aiFaceFor,
  createHeuristicBot,
  createSearchBot,
  DEFAULT_SEARCH_BUDGET,
  evaluateDerelictByHand,
  gameSeeds,
  heuristicsFor,
  playGame,
  searchBudgetFor,
  VALUE_SCALE,
  valueFeatures,
  winChance,
  type AnyEngine,
  type AnyState,
} from '@breachline/ai';
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';

const [id = 'derelict-cg00-noisy-neighbours', gamesArg = '20', budgetArg = 'heuristic', firstArg = '0'] = process.argv.slice(2);
const heuristic = budgetArg === 'heuristic';
const overrides = heuristic ? {} : (JSON.parse(budgetArg) as Record<string, unknown>);
// `"default":1` starts from the shared default budget rather than derelict's own (its AI face's `searchBudget`).
const budget = { ...(overrides['default'] ? DEFAULT_SEARCH_BUDGET : searchBudgetFor('derelict')), ...overrides };
const rules = heuristicsFor('derelict') as unknown as Record<string, unknown>;
// `"hand":1` rates the rollouts with the hand-weighted value the fitted one replaced (paired comparisons).
if (overrides['hand']) rules['evaluate'] = evaluateDerelictByHand;
if (typeof overrides['weights'] === 'string') {
  const { VALUE_WEIGHTS: model } = (await import(pathToFileURL(overrides['weights']).href)) as { VALUE_WEIGHTS: Parameters<typeof winChance>[1] };
  rules['evaluate'] = (engine: AnyEngine, state: AnyState) =>
    state.status.kind === 'won' ? VALUE_SCALE : state.status.kind === 'lost' ? 0 : VALUE_SCALE * winChance(valueFeatures(engine, state as unknown as DerelictState), model);
}
if (overrides['turnEnd']) rules['turnEnd'] = rules['evaluate'];
const loaded = loadMission(SAMPLE_MISSIONS[id]);
const face = aiFaceFor('derelict');
if (!loaded.ok || !face) throw new Error(`${id} does not load`);
const [games, first] = [Number(gamesArg), Number(firstArg)];
let [wins, rounds] = [0, 0];
let outcomes = '';
const started = process.cpuUsage();
for (let i = first; i < first + games; i++) {
  const seeds = gameSeeds(1, i);
  const game = RULESETS['derelict']?.setup(loaded.value, { seed: seeds.game });
  if (!game?.ok) throw new Error(`${id}: setup failed`);
  const bot = heuristic ? createHeuristicBot(seeds.bot) : createSearchBot(seeds.bot, budget);
  const result = playGame(game.value.engine, game.value.state, { heroes: bot, enemies: face.enemy() });
  if (result.status.kind === 'won') wins++;
  outcomes += result.status.kind === 'won' ? 'W' : '.';
  rounds += result.rounds;
}
const used = process.cpuUsage(started);
console.log(id, budgetArg, `${wins}/${games}`, `${(rounds / games).toFixed(1)} rounds`, `${((used.user + used.system) / 1e6 / games).toFixed(2)} s/game`, outcomes);
