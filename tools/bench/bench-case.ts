/** One measured operation, optionally against a peer library doing the same work. */
export interface BenchCase {
  /** Benchmark family, e.g. 'grid.bfs'. */
  readonly name: string;
  /** What was measured, e.g. '128² maze'. */
  readonly size: string;
  /** One unit of work; its result is kept so the optimiser cannot drop it. */
  readonly run: () => unknown;
  readonly peer?: { readonly name: string; readonly run: () => unknown };
  /** The target, checked and printed (never asserted in unit tests: machines are noisy). */
  readonly target?: Target;
}

export type Target =
  | { readonly kind: 'ratio-at-least'; readonly value: number }
  | { readonly kind: 'median-ms-at-most'; readonly value: number };

/**
 * An asynchronous case (e.g. work on worker threads): each sample is one awaited call, alternating
 * with the peer's, wall-clock timed; the median of `samples` (default the run's sample count) is
 * reported in the same shape as a synchronous case. For work that lasts a second or more.
 */
export interface AsyncBenchCase {
  readonly name: string;
  readonly size: string;
  readonly runAsync: () => Promise<unknown>;
  readonly peer?: { readonly name: string; readonly runAsync: () => Promise<unknown> };
  readonly target?: Target;
  readonly samples?: number;
}

/** A suite file default-exports a function building its cases (setup happens there, untimed). */
export type BenchSuite = () => (BenchCase | AsyncBenchCase)[] | Promise<(BenchCase | AsyncBenchCase)[]>;
