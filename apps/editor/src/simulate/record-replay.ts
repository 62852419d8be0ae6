// Plays one notable game of a playtest again, this time keeping every action, so the game app can replay it.
import { recordGame, specError, type NotableGame } from '@breachline/ai';
import { rulesVersionOf, stateHash, type LoadedMissionInput } from '@breachline/engine';
import { REPLAY_FORMAT, REPLAY_VERSION, type ReplayDocument } from '@breachline/scenario-schema';

/**
 * Plays game `notable.index` of a run of (mission, bot, seed) exactly as the playtest runner did (libs/ai
 * `recordGame`), keeping its party and actions. Refuses when the game does not end as the report said
 * (the bots or rules changed in between).
 */
export function recordReplay(
  loaded: LoadedMissionInput,
  run: { readonly bot: string; readonly seed: number },
  notable: NotableGame,
  caption: string,
): { ok: true; replay: ReplayDocument } | { ok: false; message: string } {
  const spec = { mission: loaded, bot: run.bot, seed: run.seed };
  if (specError(spec) !== null) return { ok: false, message: `No ${run.bot} game of the ${loaded.mission.ruleset} rules can be replayed.` };
  let game: ReturnType<typeof recordGame>;
  try {
    game = recordGame(spec, notable.index);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  const { record } = game;
  if (record.rounds !== notable.rounds || record.outcome !== notable.outcome) {
    return { ok: false, message: `Game ${notable.index + 1} did not play out as the report says (${record.outcome} in round ${record.rounds}); run the simulation again.` };
  }
  const rulesVersion = rulesVersionOf(loaded.mission.ruleset);
  return {
    ok: true,
    replay: {
      format: REPLAY_FORMAT,
      version: REPLAY_VERSION,
      mission: loaded.mission,
      seed: record.gameSeed,
      heroes: game.heroes,
      actions: game.actions,
      hash: stateHash(game.finalState),
      caption,
      // The game app says so when it replays this under other rules.
      ...(rulesVersion !== undefined ? { rulesVersion } : {}),
    },
  };
}
