/** One measured operation, optionally against a peer library doing the same work. */
export interface BenchCase {
  /** Benchmark family, e.g. 'grid.bfs'. */
  readonly name: string;
  /** What was measured, e.g. '128² maze'. */
  readonly size: string;
  /** One run of the work (`perRun` units of it); its result is kept so the optimiser cannot drop it. */
  readonly run: () => unknown;
  readonly peer?: { readonly name: string; readonly run: () => unknown };
  /** The target, checked and printed (never asserted in unit tests: machines are noisy). */
  readonly target?: Target;
  /**
   * Units of work in one run (e.g. a fixed set of games whose lengths differ widely): medians are
   * reported per unit, for ours and the peer alike. Default 1.
   */
  readonly perRun?: number;
}

export type Target =
  | { readonly kind: 'ratio-at-least'; readonly value: number }
  | { readonly kind: 'median-ms-at-most'; readonly value: number }
  /** For a reported case: its value (in its own unit) at most this. */
  | { readonly kind: 'at-most'; readonly value: number };

/** What a reported value counts: time, or exact counters read from a browser or a build. */
export type BenchUnit = 'ms' | 'draw calls' | 'frames' | 'KiB';

/** A reported case's result: a value it measured itself, and optionally a peer's in the same unit. */
export interface Reported {
  readonly value: number;
  readonly unit: BenchUnit;
  readonly peer?: { readonly name: string; readonly value: number };
}

/**
 * A case that takes its own measurements and reports the result: exact counters (draw calls, frames
 * rendered, bundle KiB) or medians timed where this process cannot time them (inside a browser page).
 * `ratio` is then peer value / our value, as for timed cases (how many times less we spend).
 */
export interface ReportedBenchCase {
  readonly name: string;
  readonly size: string;
  readonly report: () => Promise<Reported>;
  readonly target?: Target;
}

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
export type AnyBenchCase = BenchCase | AsyncBenchCase | ReportedBenchCase;
export type BenchSuite = () => AnyBenchCase[] | Promise<AnyBenchCase[]>;
