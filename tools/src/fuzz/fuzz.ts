import { workerPool } from '../simulate/node-workers';
import { DEFAULT_CHECKS, type FuzzChecks, type FuzzGameResult } from './fuzz-game';
import { fuzzMissions } from './missions';
import { playPlanned } from './play-planned';
import { planGame } from './plan';
import type { FuzzWorkerData } from './protocol';
import { FaultLog, type FaultSummary } from './violations';

/** A fuzz run: games 0..N−1 (or one game by index), in this thread or on worker threads. */
export interface FuzzOptions {
  readonly games: number;
  readonly seed: number;
  readonly workers: number;
  /** Play only this game index (to reproduce a violation). */
  readonly only?: number;
  readonly checks?: FuzzChecks;
}

export interface FuzzReport {
  readonly seed: number;
  readonly games: number;
  readonly actions: number;
  /** Games the rules ended (the rest hit the action limit). */
  readonly finished: number;
  readonly seconds: number;
  /** CPU seconds of this process and its worker threads (on a shared machine, wall seconds overstate the cost). */
  readonly cpuSeconds: number;
  readonly missions: readonly string[];
  /** Sample missions of playable rulesets the rules refuse to start, with why. */
  readonly skipped: Readonly<Record<string, string>>;
  readonly gamesByBot: Readonly<Record<string, number>>;
  readonly checks: FuzzChecks;
  readonly violations: number;
  readonly faults: readonly FaultSummary[];
}

export interface FuzzProgress {
  readonly done: number;
  readonly total: number;
  readonly violations: number;
}

export async function runFuzz(options: FuzzOptions, hooks: { onProgress?: (p: FuzzProgress) => void; signal?: AbortSignal } = {}): Promise<FuzzReport> {
  const started = Date.now();
  const cpu = process.cpuUsage();
  const { playable, skipped } = fuzzMissions();
  const checks = options.checks ?? DEFAULT_CHECKS;
  const data: FuzzWorkerData = { missions: playable, seed: options.seed, checks };
  const indices = options.only !== undefined ? [options.only] : Array.from({ length: options.games }, (_, i) => i);
  const log = new FaultLog();
  const gamesByBot: Record<string, number> = {};
  let actions = 0;
  let finished = 0;
  let violations = 0;
  let done = 0;
  const onRecord = (result: FuzzGameResult) => {
    const bot = planGame(playable, options.seed, result.index).bot;
    gamesByBot[bot] = (gamesByBot[bot] ?? 0) + 1;
    actions += result.actions;
    if (result.finished) finished++;
    for (const violation of result.violations) log.add(violation);
    violations += result.violations.length;
    hooks.onProgress?.({ done: ++done, total: indices.length, violations });
  };
  if (options.workers > 1 && indices.length > 1) {
    const pool = workerPool<FuzzGameResult>(new URL('./worker.ts', import.meta.url), data, options.workers);
    try {
      await pool.play(indices, onRecord, hooks.signal);
    } finally {
      await pool.close();
    }
  } else {
    for (const index of indices) {
      if (hooks.signal?.aborted) throw new Error('The fuzz run was cancelled.');
      onRecord(playPlanned(data, index));
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  return {
    seed: options.seed,
    games: indices.length,
    actions,
    finished,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    cpuSeconds: Math.round(((used) => (used.user + used.system) / 1e5)(process.cpuUsage(cpu))) / 10,
    missions: playable.map((m) => m.loaded.mission.id),
    skipped,
    gamesByBot,
    checks,
    violations,
    faults: log.summaries(),
  };
}
