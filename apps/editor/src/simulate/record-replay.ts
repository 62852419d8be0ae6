// Plays one notable game of a playtest again, this time keeping every action, so the game app can replay it.
import { ENEMY_CONTROLLERS, gameSeeds, HERO_BOTS, playGame, type Controller, type NotableGame } from '@breachline/ai';
import { cloneJson, RULESETS, stateHash, type HeroChoice, type LoadedMissionInput } from '@breachline/engine';
import { REPLAY_FORMAT, REPLAY_VERSION, type ReplayDocument } from '@breachline/scenario-schema';

/** A hero or enemy controller that writes down every action it chooses. */
function recording(controller: Controller, log: unknown[]): Controller {
  return {
    name: controller.name,
    decide(engine, state) {
      const action = controller.decide(engine, state);
      log.push(cloneJson(action));
      return action;
    },
  };
}

/**
 * Plays game `notable.index` of a run of (mission, bot, seed) as the playtest runner did (libs/ai playRecord:
 * setup seeded with the game's seed, the mission's default party, the bot seeded with the bot's seed), keeping
 * its actions. Refuses when the game does not end as the report said (the bots or rules changed in between).
 */
export function recordReplay(
  loaded: LoadedMissionInput,
  run: { readonly bot: string; readonly seed: number },
  notable: NotableGame,
  caption: string,
): { ok: true; replay: ReplayDocument } | { ok: false; message: string } {
  const ruleset = RULESETS[loaded.mission.ruleset];
  const enemies = ENEMY_CONTROLLERS[loaded.mission.ruleset];
  const bot = HERO_BOTS[run.bot];
  if (!ruleset || !enemies || !bot) return { ok: false, message: `No ${run.bot} game of the ${loaded.mission.ruleset} rules can be replayed.` };
  const seeds = gameSeeds(run.seed, notable.index);
  const started = ruleset.setup(loaded, { seed: seeds.game });
  if (!started.ok) return { ok: false, message: started.errors.join(' ') };
  const { engine, state } = started.value;
  // The party setup chose by default, named explicitly so the game starts the same one.
  const heroes: HeroChoice[] = state.units.filter((u) => u.side === 'heroes').map((u) => ({ id: u.id, kind: u.kind, name: u.name }));
  const actions: unknown[] = [];
  const result = playGame(engine, state, { heroes: recording(bot(seeds.bot), actions), enemies: recording(enemies(), actions) });
  const outcome = result.status.kind === 'playing' ? 'lost: unfinished (action limit)' : `${result.status.kind}: ${result.status.reason}`;
  if (result.rounds !== notable.rounds || outcome !== notable.outcome) {
    return { ok: false, message: `Game ${notable.index + 1} did not play out as the report says (${outcome} in round ${result.rounds}); run the simulation again.` };
  }
  return { ok: true, replay: { format: REPLAY_FORMAT, version: REPLAY_VERSION, mission: loaded.mission, seed: seeds.game, heroes, actions, hash: stateHash(result.state), caption } };
}
