import type { GameRecord } from '@breachline/ai';
import type { LoadedMissionInput } from '@breachline/engine';

/** Messages between the Node worker transport and its workers. */
export interface WorkerData {
  /** The mission as the command line loaded and checked it (copied to each worker). */
  readonly mission: LoadedMissionInput;
  readonly bot: string;
  readonly seed: number;
  readonly maxActions?: number;
}

export interface WorkerRequest {
  readonly indices: readonly number[];
}

/** `R`: what a worker posts per game (a playtest's GameRecord; the fuzzer's own result). */
export type WorkerReply<R = GameRecord> =
  | { readonly type: 'ready' }
  | { readonly type: 'record'; readonly record: R }
  | { readonly type: 'done' }
  | { readonly type: 'error'; readonly message: string };
