import { nextInt, seedRng, type ActionBase, type GameEvent, type Side } from '@breachline/engine';
import type { AnyEngine, AnyState, Controller } from '../bots/controller';
import { botDecisionLeak, legalityLeak, viewLeak, watchTransition, type HiddenLeak, type PendingTransition } from './hidden-observation';

/** Every hidden-information check of hidden-observation.ts, step by step through one game. */
export interface HiddenWatch {
  /** Before `action` is applied to `state` (the state is not changed). */
  before(state: AnyState, action: ActionBase): HiddenLeak[];
  /** After it, with the state it led to and its events. */
  after(state: AnyState, events: readonly GameEvent[]): HiddenLeak[];
}

export interface HiddenWatchOptions {
  /** The side whose observation is checked (default the heroes). */
  readonly side?: Side;
  /** A bot to check at that side's decisions: fresh bots from `seed`, at about one decision in `every`. */
  readonly bot?: { readonly make: (seed: number) => Controller; readonly every: number };
}

/** The checks' own generator (re-deals, which decisions get the bot check) is seeded from `seed`. */
export function createHiddenWatch(engine: AnyEngine, seed: number, options: HiddenWatchOptions = {}): HiddenWatch {
  const rng = seedRng(seed);
  const side = options.side ?? 'heroes';
  let pending: PendingTransition | null = null;
  const found = (...leaks: (HiddenLeak | null)[]): HiddenLeak[] => leaks.filter((leak): leak is HiddenLeak => leak !== null);
  return {
    before(state, action) {
      const leaks = found(viewLeak(engine, state, rng, side), legalityLeak(engine, state, rng, side));
      const { bot } = options;
      if (bot && engine.sideToAct(state) === side && nextInt(rng, bot.every) === 0) {
        const botSeed = nextInt(rng, 0x7fffffff);
        leaks.push(...found(botDecisionLeak(() => bot.make(botSeed), engine, state, rng, side)));
      }
      pending = watchTransition(engine, state, action, rng, side);
      return leaks;
    },
    after(state, events) {
      const leak = pending?.settle(state, events) ?? null;
      pending = null;
      return found(leak);
    },
  };
}
