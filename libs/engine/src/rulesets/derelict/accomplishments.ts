import type { Unit } from '../../game/game-state';
import type { Ctx } from './context';
import { setResolve, setStat, sheetOf, stat, survivorResolve } from './sheet';

/**
 * Accomplishment cards (derelict.md §3.11, §4.0 step 5): one personal sub-objective each; finishing it
 * unlocks a reward used at any time in the holder's turn, for no action (§5.11 Proposed). The 18 names
 * survive, every condition and reward is lost (§3.11 Gap), so each card is a Proposed goal the rules
 * count (kills, searches, zones moved) and a reward of a kind they can play.
 */

export type Goal = 'kills' | 'searches' | 'zones';
export type Reward =
  /** Single use: 1 more action this turn. */
  | 'extra-action'
  /** Single use: +2 Resolve (never above 10). */
  | 'steady'
  /** Until the end of the holder's turn (§3.11 Proposed reading of "lasts the duration"): attacks make no noise. */
  | 'silent';

export interface Accomplishment {
  readonly id: string;
  readonly name: string;
  readonly goal: Goal;
  readonly count: number;
  readonly reward: Reward;
}

const card = (id: string, name: string, goal: Goal, count: number, reward: Reward): Accomplishment => ({ id, name, goal, count, reward });

export const ACCOMPLISHMENTS: readonly Accomplishment[] = [
  card('when-push-comes-to-shove', 'When Push Comes to Shove', 'kills', 3, 'extra-action'),
  card('combat-training', 'Combat Training', 'kills', 4, 'extra-action'),
  card('the-gambit', 'The Gambit', 'kills', 2, 'steady'),
  card('making-it-last', 'Making it Last', 'searches', 3, 'extra-action'),
  card('strength-in-numbers', 'Strength in Numbers', 'kills', 3, 'steady'),
  card('alone-time', 'Alone Time', 'zones', 8, 'steady'),
  card('we-can-beat-this', 'We Can Beat This', 'kills', 5, 'steady'),
  card('the-silent-treatment', 'The Silent Treatment', 'searches', 2, 'silent'),
  card('conserving-energy', 'Conserving Energy', 'zones', 6, 'extra-action'),
  card('nothing-to-fear', 'Nothing to Fear', 'kills', 2, 'steady'),
  card('cooperation-is-key', 'Cooperation is Key', 'searches', 2, 'extra-action'),
  card('practice-makes-perfect', 'Practice Makes Perfect', 'kills', 3, 'silent'),
  card('ninja', 'Ninja', 'zones', 6, 'silent'),
  card('keep-your-guard-up', 'Keep Your Guard Up', 'kills', 2, 'silent'),
  card('on-a-roll', 'On a Roll', 'kills', 4, 'extra-action'),
  card('burst-of-speed', 'Burst of Speed', 'zones', 5, 'extra-action'),
  card('annihilator', 'Annihilator', 'kills', 6, 'silent'),
  card('collector', 'Collector', 'searches', 4, 'steady'),
];

export const ACCOMPLISHMENT_DECK = 'accomplishments';

export function accomplishment(id: string): Accomplishment | undefined {
  return ACCOMPLISHMENTS.find((a) => a.id === id);
}

/** The card on a survivor's sheet: how far along it is, and whether its reward was used. */
import type { HeldAccomplishment } from './types';
export type { HeldAccomplishment };

export const rewardReady = (held: HeldAccomplishment | null | undefined): boolean => {
  const data = held ? accomplishment(held.card) : undefined;
  return held !== null && held !== undefined && data !== undefined && !held.used && held.progress >= data.count;
};

/** Counts `amount` toward the survivor's goal when it is of this kind; says so when it is reached. */
export function advance(c: Ctx, unit: Unit, goal: Goal, amount = 1): void {
  const held = sheetOf(c, unit.id)?.accomplishment;
  const data = held ? accomplishment(held.card) : undefined;
  if (!held || !data || data.goal !== goal || held.progress >= data.count) return;
  const progress = Math.min(data.count, held.progress + amount);
  c.tx.w.set(held, 'progress', progress);
  if (progress >= data.count) c.tx.emit({ type: 'message', title: data.name, text: `${unit.name} completes ${data.name}: the reward is ready.` });
}

/** §3.11: the reward, used once, for no action. */
export function useReward(c: Ctx, unit: Unit): void {
  const held = sheetOf(c, unit.id)?.accomplishment;
  const data = held ? accomplishment(held.card) : undefined;
  if (!held || !data || !rewardReady(held)) return;
  c.tx.w.set(held, 'used', true);
  c.tx.emit({ type: 'message', title: data.name, text: `${unit.name} uses the reward of ${data.name}.` });
  if (data.reward === 'extra-action') setStat(c, unit, 'actions', stat(unit, 'actions') + 1);
  else if (data.reward === 'silent') setStat(c, unit, 'silent', 1);
  else {
    setResolve(c, unit, Math.min(10, survivorResolve(c.tx.state, unit.id) + 2));
  }
}
