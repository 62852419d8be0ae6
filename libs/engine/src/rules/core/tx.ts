import type { Board } from '../../board/board';
import type { GameState, Side } from '../../game/game-state';
import { rollDice, totalOf, type DieSpec, type RolledDie } from '../random/dice';
import { nextInt } from '../random/rng';
import { pickOne, shuffled } from '../random/shuffle';
import type { Journal } from '../state/journal';
import type { GameEvent } from './events';
import { entryOf, setEntry } from '../state/keyed';

/** The character in every id the engine makes, and in none an author or player may choose. */
export const ENGINE_ID_SEPARATOR = '#';

/** An id the engine makes: `blip#3`, `small#12`. */
export const engineId = (prefix: string, n: number | string): string => `${prefix}${ENGINE_ID_SEPARATOR}${n}`;

/** True for an id the engine made (ids from authors and players never contain the separator). */
export const isEngineId = (id: string): boolean => id.includes(ENGINE_ID_SEPARATOR);

/**
 * The engine's randomness inside one transition: draws from the state's generator. The generator is
 * snapshotted in the journal before its first draw after any mark or undo (not at every draw), which
 * is all undo needs to restore it.
 */
export class Random {
  private savedAt = -1;

  constructor(
    private readonly state: GameState,
    private readonly w: Journal,
    private readonly emit: (event: GameEvent) => void,
  ) {}

  private rng() {
    if (this.savedAt !== this.w.epoch) {
      this.w.snapshot(this.state.rng);
      this.savedAt = this.w.epoch;
    }
    return this.state.rng;
  }

  /** A uniform integer in [0, n). */
  int(n: number): number {
    return nextInt(this.rng(), n);
  }

  /** Rolls `count` dice, tells the view (faces included) and returns them. */
  roll(die: DieSpec, count: number, purpose: string, by: string | null = null): RolledDie[] {
    const dice = rollDice(this.rng(), die, count);
    this.emit({ type: 'dice-rolled', purpose, by, dice, total: totalOf(dice) });
    return dice;
  }

  shuffle<T>(items: readonly T[]): T[] {
    return shuffled(this.rng(), items);
  }

  /** "Roll randomly to decide": a uniform choice. */
  pick<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : pickOne(this.rng(), items);
  }
}

/** One transition in progress: the state being changed, its journal, the events so far. */
export class Tx<X extends object = object> {
  readonly events: GameEvent[] = [];
  private randomSource: Random | null = null;

  constructor(
    readonly state: GameState<X>,
    readonly board: Board,
    /** Every write to `state` goes through here (rules code sees the state as read-only). */
    readonly w: Journal,
  ) {}

  /** Made on first use: most actions roll nothing. */
  get random(): Random {
    this.randomSource ??= new Random(this.state, this.w, (event) => this.events.push(event));
    return this.randomSource;
  }

  emit(event: GameEvent): void {
    this.events.push(event);
  }

  /**
   * A fresh id for a unit or token created during play; replays produce the same ids. Engine ids
   * hold ENGINE_ID_SEPARATOR, which ids from authors and players never do, so the two never meet.
   */
  newId(prefix: string): string {
    const id = engineId(prefix, this.state.nextId);
    this.w.add(this.state, 'nextId', 1);
    return id;
  }

  setCounter(counter: string, value: number): void {
    setEntry(this.w, this.state.counters, counter, value);
    this.emit({ type: 'counter-changed', counter, value });
  }

  addCounter(counter: string, delta: number): number {
    const value = (entryOf(this.state.counters, counter) ?? 0) + delta;
    this.setCounter(counter, value);
    return value;
  }

  /** Lets `side` interrupt once the current action has resolved (overwatch, command points). */
  openReaction(side: Side, kind: string, trigger: string | null = null): void {
    this.w.set(this.state.turn, 'reaction', { side, kind, trigger });
    this.emit({ type: 'reaction-opened', side, kind, trigger });
  }
}
