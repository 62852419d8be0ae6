import type { PlaytestProgress, PlaytestReport } from '@breachline/ai';

/** Messages between the editor and its playtest worker. */
export type ToWorker = { type: 'start'; mission: unknown; bot: string; games: number; seed: number } | { type: 'cancel' };

export type FromWorker =
  | { type: 'progress'; progress: PlaytestProgress }
  | { type: 'report'; report: PlaytestReport }
  | { type: 'failed'; message: string }
  | { type: 'cancelled' };
