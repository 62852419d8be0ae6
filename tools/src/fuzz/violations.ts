import type { ActionBase } from '@breachline/engine';

/** What went wrong, one kind per invariant the fuzzer checks (see fuzz-game.ts). */
export type ViolationKind =
  | 'setup-failed'
  | 'setup-not-deterministic'
  | 'threw'
  | 'no-legal-action'
  | 'offered-action-refused'
  | 'undo-not-restoring'
  | 'chosen-action-refused'
  | 'hostile-action-crashed'
  | 'refusal-changed-state'
  | 'replay-refused'
  | 'replay-mismatch'
  | 'hidden-view'
  | 'hidden-events'
  | 'hidden-hero-legality'
  | 'hidden-bot-decision';

/** A violation with what reproduces it: `npm run fuzz -- --seed <run seed> --game <index>` replays the game. */
export interface Violation {
  readonly kind: ViolationKind;
  readonly mission: string;
  readonly ruleset: string;
  readonly bot: string;
  readonly index: number;
  readonly gameSeed: number;
  readonly botSeed: number;
  /** The action's index in the game (the step it was taken at), or -1 before the first. */
  readonly step: number;
  readonly action: ActionBase | null;
  readonly message: string;
}

/** Violations alike in kind, ruleset and message gist are one fault: the first found, and how often. */
export interface FaultSummary {
  readonly key: string;
  readonly count: number;
  readonly first: Violation;
}

/** A message's gist: what precedes its details (after the first ": "), numbers and indices aside. */
const shape = (message: string): string => (message.split(': ')[0] as string).replace(/\d+/g, '#').slice(0, 160);

export function faultKey(violation: Violation): string {
  return `${violation.kind} [${violation.ruleset}${violation.kind === 'hidden-bot-decision' ? ` ${violation.bot}` : ''}] ${shape(violation.message)}`;
}

/** Collects violations into faults, the first (by game index, then step) kept as the reproduction. */
export class FaultLog {
  private readonly faults = new Map<string, { count: number; first: Violation }>();

  add(violation: Violation): void {
    const key = faultKey(violation);
    const known = this.faults.get(key);
    if (!known) this.faults.set(key, { count: 1, first: violation });
    else {
      known.count++;
      if (violation.index < known.first.index || (violation.index === known.first.index && violation.step < known.first.step)) known.first = violation;
    }
  }

  summaries(): FaultSummary[] {
    return [...this.faults].map(([key, { count, first }]) => ({ key, count, first })).sort((a, b) => a.key.localeCompare(b.key));
  }
}
