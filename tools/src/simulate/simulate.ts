import { ENEMY_CONTROLLERS, HERO_BOTS, playGame } from '@breachline/ai';
import { RULESETS, type LoadedMissionInput } from '@breachline/engine';

/** Plays N seeded games of one mission between a hero bot and the ruleset's enemy procedure. */

export interface SimulateReport {
  readonly mission: string;
  readonly ruleset: string;
  readonly bot: string;
  readonly seed: number;
  readonly games: number;
  readonly wins: number;
  readonly losses: number;
  readonly winRate: number;
  readonly meanRounds: number;
  readonly meanActions: number;
  /** Games stopped by the driver's action limit (counted as losses); 0 when every game ended by the rules. */
  readonly unfinished: number;
  /** How the games ended, by reason. */
  readonly outcomes: Readonly<Record<string, number>>;
}

/** Game i's seeds, spread from the run's seed (splitmix32 steps), so each game differs and reruns repeat. */
export function gameSeeds(seed: number, index: number): { game: number; bot: number } {
  const mix = (x: number) => {
    let z = (x + 0x9e3779b9) | 0;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const game = mix(seed * 7919 + index);
  return { game, bot: mix(game) };
}

export function simulate(loaded: LoadedMissionInput, options: { games: number; seed: number; bot: string }): SimulateReport | string {
  const entry = RULESETS[loaded.mission.ruleset];
  if (!entry) return `No playable ruleset "${loaded.mission.ruleset}" yet (playable: ${Object.keys(RULESETS).join(', ')}).`;
  const enemy = ENEMY_CONTROLLERS[entry.id];
  if (!enemy) return `No enemy controller for "${entry.id}".`;
  const makeBot = HERO_BOTS[options.bot];
  if (!makeBot) return `Unknown bot "${options.bot}" (bots: ${Object.keys(HERO_BOTS).join(', ')}).`;
  let wins = 0;
  let rounds = 0;
  let actions = 0;
  let unfinished = 0;
  const outcomes: Record<string, number> = {};
  for (let i = 0; i < options.games; i++) {
    const seeds = gameSeeds(options.seed, i);
    const game = entry.setup(loaded, { seed: seeds.game });
    if (!game.ok) return game.errors.join('\n');
    const result = playGame(game.value.engine, game.value.state, { heroes: makeBot(seeds.bot), enemies: enemy() });
    const reason = result.status.kind === 'playing' ? 'lost: unfinished (action limit)' : `${result.status.kind}: ${result.status.reason}`;
    outcomes[reason] = (outcomes[reason] ?? 0) + 1;
    if (result.status.kind === 'won') wins++;
    if (result.unfinished) unfinished++;
    rounds += result.rounds;
    actions += result.actions;
  }
  const round2 = (x: number) => Math.round(x * 100) / 100;
  return {
    mission: loaded.mission.id,
    ruleset: entry.id,
    bot: options.bot,
    seed: options.seed,
    games: options.games,
    wins,
    losses: options.games - wins,
    winRate: round2(wins / options.games),
    meanRounds: round2(rounds / options.games),
    meanActions: round2(actions / options.games),
    unfinished,
    outcomes: Object.fromEntries(Object.entries(outcomes).sort(([a], [b]) => a.localeCompare(b))),
  };
}

/** The report as a readable table. */
export function formatReport(report: SimulateReport): string {
  const rows: [string, string][] = [
    ['mission', report.mission],
    ['ruleset', report.ruleset],
    ['bot', report.bot],
    ['seed', String(report.seed)],
    ['games', String(report.games)],
    ['wins', String(report.wins)],
    ['losses', String(report.losses)],
    ['win rate', `${(report.winRate * 100).toFixed(0)}%`],
    ['mean rounds', report.meanRounds.toFixed(2)],
    ['mean actions', report.meanActions.toFixed(2)],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  const lines = rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`);
  lines.push('', 'outcomes:');
  for (const [reason, count] of Object.entries(report.outcomes)) lines.push(`  ${String(count).padStart(5)}  ${reason}`);
  return lines.join('\n');
}
