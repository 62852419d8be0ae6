import type { PlaytestProgress, PlaytestReport } from '@breachline/ai';
import type { NotableReplay } from './replay-links';

/** Messages between the editor and its playtest worker. */
export type ToWorker = { type: 'start'; mission: unknown; bot: string; games: number; seed: number } | { type: 'cancel' };

/** After a report, the worker records the notable games again (with their actions) and sends their replay links. */
export type FromWorker =
  | { type: 'progress'; progress: PlaytestProgress }
  | { type: 'report'; report: PlaytestReport }
  | { type: 'replays'; replays: readonly NotableReplay[] }
  | { type: 'failed'; message: string }
  | { type: 'cancelled' };
