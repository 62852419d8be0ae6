import type { GameRecord } from '@breachline/ai';

/** Messages between the Node worker transport and its workers. */
export interface WorkerData {
  /** A sample id or a mission file, loaded by the worker as the command line does. */
  readonly mission: string;
  readonly cwd: string;
  readonly bot: string;
  readonly seed: number;
  readonly maxActions?: number;
}

export interface WorkerRequest {
  readonly indices: readonly number[];
}

export type WorkerReply =
  | { readonly type: 'ready' }
  | { readonly type: 'record'; readonly record: GameRecord }
  | { readonly type: 'done' }
  | { readonly type: 'error'; readonly message: string };
