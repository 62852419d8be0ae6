import type { LoadedMissionInput } from '@breachline/engine';
import { playRecord, specError, type GameRecord, type GameSpec } from './record';
import { buildReport, type PlaytestReport } from './report';

/**
 * The playtest runner's core, the same in Node and the browser: plays games 0..N−1 of a mission
 * through a transport (in this thread by default; worker_threads in tools/src/simulate; Web Workers
 * can be added the same way), reports progress, stops on an AbortSignal, and aggregates the records
 * by game index — so the report depends on (mission, bot, seed, games) only, never on the workers.
 */

export interface PlaytestOptions {
  readonly mission: LoadedMissionInput;
  readonly bot: string;
  readonly games: number;
  readonly seed: number;
  /** The driver's safety net per game (default its own). */
  readonly maxActions?: number;
}

export interface PlaytestProgress {
  readonly done: number;
  readonly total: number;
  readonly wins: number;
}

/** Plays the given games and hands each record over as it finishes (any order). */
export interface PlaytestTransport {
  play(indices: readonly number[], onRecord: (record: GameRecord) => void, signal?: AbortSignal): Promise<void>;
}

export interface PlaytestHooks {
  readonly onProgress?: (progress: PlaytestProgress) => void;
  readonly signal?: AbortSignal;
  /** Default: `localTransport(options)`, in this thread. */
  readonly transport?: PlaytestTransport;
}

const cancelled = (signal: AbortSignal): Error => {
  const error = new Error('The playtest was cancelled.');
  error.name = 'AbortError';
  return signal.reason instanceof Error ? signal.reason : error;
};

/** Lets the event loop run (progress painting, an abort) between batches of games. */
const breathe = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Plays games in this thread, a few at a time, yielding between batches. */
export function localTransport(spec: GameSpec, batch = 4): PlaytestTransport {
  return {
    async play(indices, onRecord, signal) {
      for (let i = 0; i < indices.length; i++) {
        if (signal?.aborted) throw cancelled(signal);
        onRecord(playRecord(spec, indices[i] as number));
        if ((i + 1) % batch === 0) await breathe();
      }
    },
  };
}

export async function runPlaytest(options: PlaytestOptions, hooks: PlaytestHooks = {}): Promise<PlaytestReport> {
  const error = specError(options);
  if (error) throw new Error(error);
  if (!Number.isInteger(options.games) || options.games < 1) throw new Error('A playtest needs at least 1 game.');
  const { signal } = hooks;
  if (signal?.aborted) throw cancelled(signal);
  const transport = hooks.transport ?? localTransport(options);
  const records: GameRecord[] = [];
  let wins = 0;
  const indices = Array.from({ length: options.games }, (_, i) => i);
  await transport.play(
    indices,
    (record) => {
      records.push(record);
      if (record.won) wins++;
      hooks.onProgress?.({ done: records.length, total: options.games, wins });
    },
    signal,
  );
  if (signal?.aborted) throw cancelled(signal);
  return buildReport({ mission: options.mission.mission.id, ruleset: options.mission.mission.ruleset, bot: options.bot, seed: options.seed }, records);
}
