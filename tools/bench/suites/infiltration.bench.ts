// ai.enemy-turn (infiltration): one whole enemy turn (infiltration.md §9: Raise the Alarm!, Action
// Stations!, Kill the Intruders!, Check Awareness!) of the sample "infiltration-silent-recon" after the
// alarm, with every enemy alert. The enemies never choose (§2), so the turn runs inside the engine as an
// automatic phase: one run = copy the state where a hero is about to end the turn, then apply that
// end-activation (the enemy turn follows). The state is found by playing heuristic game 0 of seed 1 to
// the first post-alarm hero turn end with the most enemies on the board. No target.
// sim.playout (infiltration): heuristic-bot games of the same sample on one core, each from setup to the
// end; one run = games 0–15 of seed 1 (`playRecord`), reported per game. No target.
import { aiFaceFor, HERO_BOTS, playGame, playRecord, type AnyState } from '@breachline/ai';
import { cloneJson, Journal, RULESETS, type ActionBase, type InfiltrationState } from '@breachline/engine';
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import type { BenchCase } from '../bench-case';

const MISSION = 'infiltration-silent-recon';
const PLAYOUT_GAMES = 16;

const enemiesOn = (state: AnyState): number => state.units.filter((u) => u.side === 'enemies' && u.status === 'active' && u.x >= 0).length;

export default function infiltrationSuite(): BenchCase[] {
  const loaded = loadMission(SAMPLE_MISSIONS[MISSION]);
  if (!loaded.ok) throw new Error(`${MISSION} does not load`);
  const spec = { mission: loaded.value, bot: 'heuristic', seed: 1 };
  const turn = enemyTurnCase(spec.mission);
  return [
    turn,
    {
      name: 'sim.playout',
      size: `${MISSION}, heuristic bot, a game (games 0–${PLAYOUT_GAMES - 1} a run)`,
      run: () => {
        let actions = 0;
        for (let index = 0; index < PLAYOUT_GAMES; index++) actions += playRecord(spec, index).actions;
        return actions;
      },
      perRun: PLAYOUT_GAMES,
    },
  ];
}

/** The post-alarm state just before a hero's end-activation with the most enemies on the board (heuristic game 0). */
function enemyTurnCase(mission: Parameters<typeof playRecord>[0]['mission']): BenchCase {
  const ruleset = RULESETS['infiltration'];
  const bot = HERO_BOTS['heuristic'];
  const face = aiFaceFor('infiltration');
  if (!ruleset || !bot || !face) throw new Error('infiltration is not registered');
  const game = ruleset.setup(mission, { seed: 1 });
  if (!game.ok) throw new Error(game.errors.join('\n'));
  const { engine } = game.value;
  let best: { state: AnyState; enemies: number } | null = null;
  let before = cloneJson(game.value.state);
  playGame(engine, game.value.state, { heroes: bot(1), enemies: face.enemy() }, {
    onStep: (state, _events, _side, action: ActionBase) => {
      const ext = (before as InfiltrationState).ext;
      if (action.type === 'end-activation' && ext.alarm && (best === null || enemiesOn(before) > best.enemies)) best = { state: before, enemies: enemiesOn(before) };
      before = cloneJson(state);
    },
  });
  const found = best as { state: AnyState; enemies: number } | null;
  if (!found) throw new Error('no post-alarm hero turn end in game 0');
  const journal = new Journal();
  const run = (): number => {
    const world = cloneJson(found.state);
    const result = engine.applyInPlace(world, { type: 'end-activation', side: 'heroes' }, journal);
    journal.clear();
    if ('error' in result) throw new Error(`end-activation refused: ${result.error.message}`);
    // The whole turn: the heroes' defence choices (infiltration.md §5.4, TC12) answered without points.
    let events = result.events.length;
    for (let decision = world.decisions?.at(-1); decision && decision.kind.startsWith('defend-heroic'); decision = world.decisions?.at(-1)) {
      const option = decision.options.find((o) => o.id === 'roll' || o.id === 'take')?.id ?? '';
      const next = engine.applyInPlace(world, { type: 'choose', side: 'heroes', decision: decision.id, option }, journal);
      journal.clear();
      if ('error' in next) throw new Error(`choose refused: ${next.error.message}`);
      events += next.events.length;
    }
    return events;
  };
  const events = run();
  return { name: 'ai.enemy-turn', size: `${MISSION} after the alarm: ${found.enemies} enemies, all alert, ${events} events`, run };
}
