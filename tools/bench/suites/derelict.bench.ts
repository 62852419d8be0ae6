// sim.playout (derelict): heuristic-bot games of "derelict-cg01-close-the-door" on one core, each from setup
// to the end (bot decisions, the automatic Enemy and Resolution Phases). One run = games 0–31 of seed 1
// (`playRecord`), reported per game; target ≥20 games/s, i.e. ≤50 ms a game.
// ai.enemy-turn (derelict): one whole Enemy Phase (derelict.md §8: states fixed, every enemy by rank, radar
// tokens last, sight and Resolve after each) with 60 enemies and 30 radar tokens spread over the largest
// derelict sample map, the party at its start. The engine plays the phase itself (the enemy side decides
// nothing, README "Round"), so one run = copy the state, end the survivors' turns (the last one sets off the
// Enemy and Resolution Phases), until the next round's first turn. Target ≤5 ms median.
import { cloneJson, Journal, RULESETS } from '@breachline/engine';
import { playRecord, type AnyEngine, type AnyState } from '@breachline/ai';
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import type { BenchCase } from '../bench-case';

const PLAYOUT_GAMES = 32;
const ENEMIES = 60;
const RADAR_TOKENS = 30;
const KINDS = ['swarmer', 'swarmer', 'jaeger', 'icarus', 'solomon'] as const;

export default function derelictSuite(): BenchCase[] {
  const id = 'derelict-cg01-close-the-door';
  const loaded = loadMission(SAMPLE_MISSIONS[id]);
  if (!loaded.ok) throw new Error(`${id} does not load`);
  const spec = { mission: loaded.value, bot: 'heuristic', seed: 1 };
  return [
    {
      name: 'sim.playout',
      size: `${id}, heuristic bot, a game (games 0–${PLAYOUT_GAMES - 1} a run)`,
      run: () => {
        let actions = 0;
        for (let index = 0; index < PLAYOUT_GAMES; index++) actions += playRecord(spec, index).actions;
        return actions;
      },
      perRun: PLAYOUT_GAMES,
      target: { kind: 'median-ms-at-most', value: 50 },
    },
    enemyPhase(),
  ];
}

/** The derelict sample with the most floor squares. */
function largestMap(): { id: string; engine: AnyEngine; state: AnyState } {
  let best: { id: string; engine: AnyEngine; state: AnyState; cells: number } | null = null;
  for (const [id, json] of Object.entries(SAMPLE_MISSIONS)) {
    if (!id.startsWith('derelict-')) continue;
    const loaded = loadMission(json);
    if (!loaded.ok) continue;
    const game = RULESETS['derelict']?.setup(loaded.value, { seed: 1 });
    if (!game?.ok) continue;
    const cells = game.value.engine.board.zones.reduce((n, z) => n + z.cells.length, 0);
    if (!best || cells > best.cells) best = { id, engine: game.value.engine as AnyEngine, state: game.value.state as AnyState, cells };
  }
  if (!best) throw new Error('no derelict sample sets up');
  return best;
}

function enemyPhase(): BenchCase {
  const { id, engine, state } = largestMap();
  const board = engine.board;
  const world = cloneJson(state) as AnyState & { units: unknown[]; tokens: unknown[] };
  // A fixed spread (a small LCG, not Math.random): enemies on free squares of zones away from the party,
  // radar tokens on the first square of other zones.
  let seed = 7;
  const next = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const start = world.units.find((u) => u.side === 'heroes');
  const startZone = start ? (board.zoneOf[start.y * board.width + start.x] ?? -1) : -1;
  const taken = new Set(world.units.map((u) => u.y * board.width + u.x));
  const zones = board.zones.map((_, i) => i).filter((z) => z !== startZone);
  for (let n = 0; n < ENEMIES; n++) {
    const zone = board.zones[zones[next(zones.length)] ?? 0];
    const cell = zone?.cells.find((c) => !taken.has(c));
    if (cell === undefined) {
      n--;
      continue;
    }
    taken.add(cell);
    const kind = KINDS[n % KINDS.length] ?? 'swarmer';
    world.units.push({ id: `bench-${kind}-${n}`, side: 'enemies', kind, name: kind, x: cell % board.width, y: Math.floor(cell / board.width), health: kind === 'swarmer' ? 1 : 2, status: 'active', stats: {} });
  }
  for (let n = world.tokens.length; n < RADAR_TOKENS; n++) {
    const cell = board.zones[zones[next(zones.length)] ?? 0]?.cells[0] ?? 0;
    world.tokens.push({ id: `bench-radar-${n}`, kind: 'radar', x: cell % board.width, y: Math.floor(cell / board.width), contents: { unit: 'swarmer', count: 4 }, revealed: false, knownBy: [] });
  }
  const journal = new Journal();
  const round = world.round;
  const phase = (): number => {
    const copy = cloneJson(world) as AnyState;
    let steps = 0;
    while (copy.round === round && copy.status.kind === 'playing') {
      const result = engine.applyInPlace(copy, { type: 'end-activation', side: 'heroes' }, journal);
      journal.clear();
      if ('error' in result) throw new Error(`cannot end a survivor's turn: ${result.error.message}`);
      steps++;
    }
    return steps;
  };
  phase();
  const enemies = world.units.filter((u) => u.side === 'enemies').length;
  return {
    name: 'ai.enemy-turn',
    size: `${id} (${board.zones.length} zones), ${enemies} enemies and ${world.tokens.length} radar tokens, an Enemy Phase`,
    run: phase,
    target: { kind: 'median-ms-at-most', value: 5 },
  };
}
