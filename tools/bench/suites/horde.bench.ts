// ai.enemy-turn (horde): the horde enemies' activation algorithm (libs/ai/src/horde, horde.md §8.4)
// deciding and the engine applying every enemy activation of one round, with a wave of 80 enemies on
// the 48 × 48 battlefield of the sample "horde-hold-the-line" (20 single-square enemies near each corner,
// swarmlings, gunners and sharpshooters in turn) and the four heroes at the centre, every hero already
// activated. One run = copy the start state, then decide + apply until the round is over. Target ≤10 ms
// median (issue 18).
// sim.playout (horde): heuristic-bot games of "horde-hold-the-line" on one core, each from setup to the
// end (the hero heuristics, the enemies' procedure and the engine); games 0–7 of seed 1 a run, reported
// per game. No target: the row keeps the horde heuristics' cost in sight.
import { cloneJson, hordeMoveField, Journal, RULESETS, UNREACHED, type HordeState, type Unit } from '@breachline/engine';
import { AI_FACES, playRecord, type AnyEngine, type AnyState } from '@breachline/ai';
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import type { BenchCase } from '../bench-case';

const ID = 'horde-hold-the-line';
const WAVE = 80;
const PLAYOUT_GAMES = 8;
const KINDS = [
  { kind: 'swarmling', tou: 1, qua: 0, def: -1 },
  { kind: 'gunner', tou: 1, qua: 0, def: 0 },
  { kind: 'sharpshooter', tou: 2, qua: 1, def: 0 },
  { kind: 'gunner', tou: 1, qua: 0, def: 0 },
] as const;

/** The sample at its first round, the wave replaced by `count` enemies on the free squares nearest the corners. */
function hordeWave(count: number): { engine: AnyEngine; state: AnyState } {
  const loaded = loadMission(SAMPLE_MISSIONS[ID]);
  if (!loaded.ok) throw new Error(`${ID} does not load`);
  const game = RULESETS['horde']?.setup(loaded.value, { seed: 1 });
  if (!game?.ok) throw new Error(`${ID} does not set up`);
  const engine = game.value.engine as AnyEngine;
  const start = cloneJson(game.value.state) as unknown as HordeState;
  const heroes = start.units.filter((u) => u.side === 'heroes');
  const board = engine.board;
  // The squares a hero could walk to are the open ground, free of models and markers.
  const open = hordeMoveField({ ...start, units: heroes }, board, heroes[0] as Unit, 4 * board.width);
  const corners = [{ x: 0, y: 0 }, { x: board.width - 1, y: 0 }, { x: board.width - 1, y: board.height - 1 }, { x: 0, y: board.height - 1 }];
  const taken = new Set(heroes.map((h) => h.y * board.width + h.x));
  const enemies: Unit[] = [];
  for (let i = 0; i < count; i++) {
    const corner = corners[i % 4] as { x: number; y: number };
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let cell = 0; cell < board.width * board.height; cell++) {
      if (taken.has(cell) || open.distanceAt(cell) === UNREACHED) continue;
      const d = Math.hypot((cell % board.width) - corner.x, Math.floor(cell / board.width) - corner.y);
      if (d < bestDistance) {
        best = cell;
        bestDistance = d;
      }
    }
    if (best < 0) throw new Error(`no free square for enemy ${i}`);
    taken.add(best);
    const { kind, tou, qua, def } = KINDS[i % KINDS.length] as (typeof KINDS)[number];
    enemies.push({ id: `${kind}#${1000 + i}`, side: 'enemies', kind, name: kind, x: best % board.width, y: Math.floor(best / board.width), health: tou, status: 'active', stats: { size: 1, tou, qua, def, moved: 0, shot: 0, revealed: 0, cond: 0 } });
  }
  const state: HordeState = {
    ...start,
    units: [...heroes, ...enemies],
    // Setup leaves the opening wave's corner pick open (horde.md §8.2); the fixture's wave is already placed.
    decisions: [],
    turn: { ...start.turn, phase: 'battle', side: 'enemies', actor: null, pools: { heroes: { remaining: [], ordered: false }, enemies: { remaining: enemies.map((e) => e.id), ordered: false } } },
  };
  return { engine, state: state as unknown as AnyState };
}

export default function hordeSuite(): BenchCase[] {
  const { engine, state } = hordeWave(WAVE);
  const controller = AI_FACES.horde.enemy();
  const journal = new Journal();
  const round = state.round;
  const turn = (): number => {
    const world = cloneJson(state);
    let actions = 0;
    while (world.round === round && world.status.kind === 'playing' && engine.sideToAct(world) === 'enemies') {
      const result = engine.applyInPlace(world, controller.decide(engine, world), journal);
      journal.clear();
      if ('error' in result) throw new Error(`illegal enemy action: ${result.error.message}`);
      actions++;
    }
    return actions;
  };
  const actions = turn();
  if (actions < WAVE) throw new Error(`only ${actions} enemy actions: the fixture is not a real round`);
  const loaded = loadMission(SAMPLE_MISSIONS[ID]);
  if (!loaded.ok) throw new Error(`${ID} does not load`);
  const spec = { mission: loaded.value, bot: 'heuristic', seed: 1 };
  return [
    { name: 'ai.enemy-turn', size: `horde, 48² battlefield, a wave of ${WAVE} enemies (${actions} actions), 4 heroes`, run: turn, target: { kind: 'median-ms-at-most', value: 10 } },
    {
      name: 'sim.playout',
      size: `${ID}, heuristic bot, a game (games 0–${PLAYOUT_GAMES - 1} a run)`,
      run: () => {
        let total = 0;
        for (let index = 0; index < PLAYOUT_GAMES; index++) total += playRecord(spec, index).actions;
        return total;
      },
      perRun: PLAYOUT_GAMES,
    },
  ];
}
