// sim.playout: heuristic-bot games of the hive sample "hive-destroy-the-hive" on one core, each from
// setup to the end (bot decisions, the bugs' procedure and the engine). One run = games 0–63 of seed 1
// (`playRecord`, as a playtest plays them); reported per game (`perRun`), target ≤20 ms a game, i.e.
// ≥50 games/s. A fixed set per run because games differ widely in length (about 1 to 33 ms): a sample of
// one game each made the median depend on which games the samples happened to fall on.
// sim.parallel: a whole playtest of 200 heuristic games through the command line's worker transport
// (tools/src/simulate/node-workers.ts) with 2 worker threads, against the peer "1 worker" (the same
// transport, games and seed on one thread); ratio = 1-worker time / 2-worker time, target ≥1.7×. An
// asynchronous case (bench-case.ts): each sample is one whole playtest, wall-clock. Each side keeps
// its transport, so its threads are started and JIT-warmed once (in the warm-up call) and the samples
// time the games: the throughput a long `simulate --workers 2` run settles at. The suite runs with
// --single-threaded-gc, as `npm run simulate` does (tools/bench/main.ts says why).
// A second row (no target) starts fresh threads for every playtest, as one `simulate` run does: each
// thread then repeats the JIT's warm-up (about 2 s of CPU, half of it on V8's background compiler
// threads), which on a 2-core machine eats the second core for a playtest of a few hundred games.
// sim.playout (boarding): the same for the boarding sample "boarding-purge" (the longest boarding
// mission: every blip of the pool must die), heuristic bot, one core; games 0–15 of seed 1 a run,
// reported per game. No target: the row keeps the boarding heuristics' cost in sight.
// sim.vs-bgio is in sim-vs-bgio.bench.ts.
import { playRecord, runPlaytest } from '@breachline/ai';
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { workerTransport, type WorkerTransport } from '../../src/simulate/node-workers';
import type { AsyncBenchCase, BenchCase } from '../bench-case';

const PLAYOUT_GAMES = 64;
const BOARDING_GAMES = 16;
const PARALLEL_GAMES = 200;

export default function simSuite(): (BenchCase | AsyncBenchCase)[] {
  const id = 'hive-destroy-the-hive';
  const loaded = loadMission(SAMPLE_MISSIONS[id]);
  if (!loaded.ok) throw new Error(`${id} does not load`);
  const spec = { mission: loaded.value, bot: 'heuristic', seed: 1 };
  const transport = (workers: number) => workerTransport({ mission: spec.mission, bot: spec.bot, seed: spec.seed }, workers);
  const kept = (t: WorkerTransport) => () => runPlaytest({ ...spec, games: PARALLEL_GAMES }, { transport: t });
  const coldPlaytest = (workers: number) => async () => {
    const fresh = transport(workers);
    try {
      return await runPlaytest({ ...spec, games: PARALLEL_GAMES }, { transport: fresh });
    } finally {
      await fresh.close();
    }
  };
  const boardingId = 'boarding-purge';
  const boarding = loadMission(SAMPLE_MISSIONS[boardingId]);
  if (!boarding.ok) throw new Error(`${boardingId} does not load`);
  const boardingSpec = { mission: boarding.value, bot: 'heuristic', seed: 1 };
  return [
    {
      name: 'sim.playout',
      size: `${boardingId}, heuristic bot, a game (games 0–${BOARDING_GAMES - 1} a run)`,
      run: () => {
        let actions = 0;
        for (let index = 0; index < BOARDING_GAMES; index++) actions += playRecord(boardingSpec, index).actions;
        return actions;
      },
      perRun: BOARDING_GAMES,
    },
    {
      name: 'sim.playout',
      size: `${id}, heuristic bot, a game (games 0–${PLAYOUT_GAMES - 1} a run)`,
      run: () => {
        let actions = 0;
        for (let index = 0; index < PLAYOUT_GAMES; index++) actions += playRecord(spec, index).actions;
        return actions;
      },
      perRun: PLAYOUT_GAMES,
      target: { kind: 'median-ms-at-most', value: 20 },
    },
    {
      name: 'sim.parallel',
      size: `${id}, ${PARALLEL_GAMES} heuristic games, 2 workers`,
      runAsync: kept(transport(2)),
      peer: { name: '1 worker', runAsync: kept(transport(1)) },
      target: { kind: 'ratio-at-least', value: 1.7 },
      samples: 3,
    },
    {
      name: 'sim.parallel',
      size: `${id}, ${PARALLEL_GAMES} heuristic games, 2 fresh workers per playtest`,
      runAsync: coldPlaytest(2),
      peer: { name: '1 fresh worker', runAsync: coldPlaytest(1) },
      samples: 3,
    },
  ];
}
