// sim.playout: heuristic-bot games of a hive sample on one core (target ≥50 games/s, i.e. ≤20 ms a game).
// sim.parallel: the same playtest (60 heuristic games) through the command line's worker transport
// with 2 worker threads, against the peer "1 worker" (same transport, same games, one thread); ratio =
// 1-worker time / 2-worker time, target ≥1.7×. An asynchronous case (bench-case.ts): each sample is one
// whole playtest, wall-clock, worker start-up included — as a user of `simulate --workers 2` sees it.
// sim.vs-bgio is left out: boardgame.io is not installed.
import { playRecord, runPlaytest } from '@breachline/ai';
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { workerTransport } from '../../src/simulate/node-workers';
import type { AsyncBenchCase, BenchCase } from '../bench-case';

const PARALLEL_GAMES = 60;

export default function simSuite(): (BenchCase | AsyncBenchCase)[] {
  const id = 'hive-destroy-the-hive';
  const loaded = loadMission(SAMPLE_MISSIONS[id]);
  if (!loaded.ok) throw new Error(`${id} does not load`);
  const spec = { mission: loaded.value, bot: 'heuristic', seed: 1 };
  let index = 0;
  const playtest = (workers: number) => () =>
    runPlaytest(
      { ...spec, games: PARALLEL_GAMES },
      { transport: workerTransport({ mission: id, cwd: process.cwd(), bot: spec.bot, seed: spec.seed }, workers) },
    );
  return [
    { name: 'sim.playout', size: `${id}, heuristic bot, 1 game`, run: () => playRecord(spec, index++ % 64), target: { kind: 'median-ms-at-most', value: 20 } },
    {
      name: 'sim.parallel',
      size: `${id}, ${PARALLEL_GAMES} heuristic games, 2 workers`,
      runAsync: playtest(2),
      peer: { name: '1 worker', runAsync: playtest(1) },
      target: { kind: 'ratio-at-least', value: 1.7 },
      samples: 3,
    },
  ];
}
