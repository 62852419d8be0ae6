// `node --import tsx tools/src/derelict/trace.ts <sample id> [game index] [bot] [seed]`: plays one game of a
// derelict sample and prints every action and event, for reading what hurts the survivors (dbalance, issue 17).
import { RULESETS, survivorResolve, type GameEvent } from '@breachline/engine';
import { aiFaceFor, HERO_BOTS, playGame, gameSeeds, type Controller } from '@breachline/ai';
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';

const [id = 'derelict-cg00-noisy-neighbours', index = '0', botName = 'heuristic', seed = '1'] = process.argv.slice(2);
const loaded = loadMission(SAMPLE_MISSIONS[id] as never);
if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
const seeds = gameSeeds(Number(seed), Number(index));
const game = RULESETS['derelict']?.setup(loaded.value, { seed: seeds.game });
if (!game?.ok) throw new Error('setup failed');
const { engine, state } = game.value;
const bot = (HERO_BOTS[botName] as (s: number) => Controller)(seeds.bot);
const face = aiFaceFor('derelict');
if (!face) throw new Error('no face');
const brief = (e: GameEvent): string => JSON.stringify(e).replace(/"type":/, '').slice(0, 220);
const zoneName = (x: number, y: number): string => {
  const z = engine.board.zoneOf[y * engine.board.width + x] ?? -1;
  return engine.board.zones[z]?.name ?? String(z);
};
console.log('tokens', state.tokens.map((t) => `${t.id}@${zoneName(t.x, t.y)} ${JSON.stringify(t.contents)}`).join(' | '));
console.log('units', state.units.map((u) => `${u.id} hp${u.health} @${zoneName(u.x, u.y)}`).join(' | '));
console.log('sheets', JSON.stringify((state.ext as { sheets: unknown }).sheets));
let round = -1;
const result = playGame(engine, state, { heroes: bot, enemies: face.enemy() }, {
  onStep: (s, events, side, action) => {
    if (s.round !== round) {
      round = s.round;
      console.log(`--- round ${round}: ` + s.units.filter((u) => u.health > 0 && u.x >= 0).map((u) => `${u.id}(${u.kind}) hp${u.health} r${u.side === 'heroes' ? survivorResolve(s, u.id) : ''} @${zoneName(u.x, u.y)}`).join(', '));
      console.log('    radar: ' + s.tokens.filter((t) => t.kind === 'radar').map((t) => `${zoneName(t.x, t.y)}`).join(', '));
    }
    console.log(`${side} ${JSON.stringify(action)}  radar=${s.tokens.filter((t) => t.kind === "radar").map((t) => `${t.id}:${zoneName(t.x, t.y)}`).join(",")}`);
    for (const e of events) if (e.type !== 'moved' || side === 'heroes') console.log('   ' + brief(e));
  },
});
console.log('END', JSON.stringify(result.status), 'rounds', result.rounds);
