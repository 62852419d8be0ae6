// sim.playout: heuristic-bot games of a hive sample on one core (target ≥50 games/s, i.e. ≤20 ms a game).
// sim.parallel is not here: the bench harness times synchronous runs only, and worker threads are
// asynchronous; measure it with `npm run simulate -- … --workers 1|2`. sim.vs-bgio is left out:
// boardgame.io is not installed.
import { playRecord } from '@breachline/ai';
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import type { BenchCase } from '../bench-case';

export default function simSuite(): BenchCase[] {
  const id = 'hive-destroy-the-hive';
  const loaded = loadMission(SAMPLE_MISSIONS[id]);
  if (!loaded.ok) throw new Error(`${id} does not load`);
  const spec = { mission: loaded.value, bot: 'heuristic', seed: 1 };
  let index = 0;
  return [{ name: 'sim.playout', size: `${id}, heuristic bot, 1 game`, run: () => playRecord(spec, index++ % 64), target: { kind: 'median-ms-at-most', value: 20 } }];
}
