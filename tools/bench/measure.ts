import type { AsyncBenchCase, BenchCase, BenchUnit, ReportedBenchCase } from './bench-case';

export interface Measurement {
  readonly name: string;
  readonly size: string;
  /** The median time of one run (unit 'ms'), or a reported case's value in its unit. */
  readonly median: number;
  readonly unit: BenchUnit;
  readonly peer: string | null;
  readonly peer_median: number | null;
  /** peer median / our median: how many times faster (or smaller) we are (null without a peer). */
  readonly ratio: number | null;
}

export interface MeasureOptions {
  readonly samples: number;
  readonly warmupSamples: number;
  /** Warm-up goes on until at least this long has passed, so the JIT has settled on large code paths too. */
  readonly minWarmupMs?: number;
  /** Each sample repeats the work until it lasts at least this long, then divides. */
  readonly minSampleMs: number;
}

let sink: unknown;

/** Calls `run` enough times to last `minSampleMs` and returns the time of one call, in ms. */
function sample(run: () => unknown, repetitions: number): number {
  const start = process.hrtime.bigint();
  for (let i = 0; i < repetitions; i++) sink = run();
  return Number(process.hrtime.bigint() - start) / 1e6 / repetitions;
}

/** How many repetitions make one sample last at least `minSampleMs`. */
function calibrate(run: () => unknown, minSampleMs: number): number {
  let repetitions = 1;
  while (repetitions < 1e7) {
    const total = sample(run, repetitions) * repetitions;
    if (total >= minSampleMs) return repetitions;
    repetitions *= total <= 0 ? 10 : Math.min(10, Math.ceil((minSampleMs / total) * 1.2));
  }
  return repetitions;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/**
 * Measures a case and its peer side by side: samples alternate between the two, so a noisy
 * neighbour on the machine slows both alike and the ratio stays meaningful.
 */
export function measure(bench: BenchCase, options: MeasureOptions): Measurement {
  const ours = calibrate(bench.run, options.minSampleMs);
  const theirs = bench.peer ? calibrate(bench.peer.run, options.minSampleMs) : 0;
  const warmupEnds = process.hrtime.bigint() + BigInt(Math.round((options.minWarmupMs ?? 0) * 1e6));
  let warmups = 0;
  while (warmups < options.warmupSamples || process.hrtime.bigint() < warmupEnds) {
    sample(bench.run, ours);
    if (bench.peer) sample(bench.peer.run, theirs);
    warmups++;
  }
  const oursSamples: number[] = [];
  const theirSamples: number[] = [];
  for (let i = 0; i < options.samples; i++) {
    oursSamples.push(sample(bench.run, ours));
    if (bench.peer) theirSamples.push(sample(bench.peer.run, theirs));
  }
  void sink;
  const perRun = bench.perRun ?? 1;
  return summarise(
    bench,
    oursSamples.map((ms) => ms / perRun),
    theirSamples.map((ms) => ms / perRun),
  );
}

/** The medians of both sides' samples, and how many times faster we are than the peer. */
function summarise(bench: { name: string; size: string; peer?: { name: string } | undefined }, ours: readonly number[], theirs: readonly number[]): Measurement {
  const oursMedian = median(ours);
  const theirMedian = bench.peer ? median(theirs) : null;
  return {
    name: bench.name,
    size: bench.size,
    median: oursMedian,
    unit: 'ms',
    peer: bench.peer?.name ?? null,
    peer_median: theirMedian,
    ratio: theirMedian === null ? null : theirMedian / oursMedian,
  };
}

const timed = async (run: () => Promise<unknown>): Promise<number> => {
  const start = process.hrtime.bigint();
  sink = await run();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

/** Measures an asynchronous case: one warm-up call each, then `samples` calls alternating with the peer's. */
export async function measureAsync(bench: AsyncBenchCase, options: Pick<MeasureOptions, 'samples'>): Promise<Measurement> {
  const samples = bench.samples ?? options.samples;
  await bench.runAsync();
  if (bench.peer) await bench.peer.runAsync();
  const oursSamples: number[] = [];
  const theirSamples: number[] = [];
  for (let i = 0; i < samples; i++) {
    oursSamples.push(await timed(bench.runAsync));
    if (bench.peer) theirSamples.push(await timed(bench.peer.runAsync));
  }
  return summarise(bench, oursSamples, theirSamples);
}

/** A reported case measures itself (e.g. in a browser); its result becomes a measurement like the others. */
export async function measureReported(bench: ReportedBenchCase): Promise<Measurement> {
  const reported = await bench.report();
  return {
    name: bench.name,
    size: bench.size,
    median: reported.value,
    unit: reported.unit,
    peer: reported.peer?.name ?? null,
    peer_median: reported.peer?.value ?? null,
    ratio: reported.peer && reported.value > 0 ? reported.peer.value / reported.value : null,
  };
}
