// The heroes' heuristic use of action-card modifiers and feats (infiltration.md §5.6, §13.9).
import { describe, expect, it } from 'vitest';
import type { InfiltrationAction, InfiltrationState, PendingTest } from '@breachline/engine';
import { scoreAttackModifier, scoreBraceModifier, scoreLeadStorm, scorePatchUpDefence } from './card-scores';

const pending = (total: number, needed: number, attackStars = 0): PendingTest => ({
  hero: 'k', target: 'trooper-1', weapon: 0, total, needed, attackStars, aetherStars: 0, surges: 0, aetherBlank: false,
  lootSpent: false, unreliableSpent: false, heroic: false, second: null, burstSpent: false, stunnedSpent: false, ap: false,
});
const withPending = (p: PendingTest | null): InfiltrationState => ({ ext: { pending: p } }) as unknown as InfiltrationState;
const play = (card: string, extra: Partial<Extract<InfiltrationAction, { type: 'card' }>> = {}) => ({ type: 'card', side: 'heroes', unit: 'k', card, modifier: true, ...extra }) as const;
const PASS = 0; // what the heuristics give the window's pass

describe('infiltration heroes: card modifiers and feats (infiltration.md §5.6, §13.9)', () => {
  it('infiltration.md §5.6: one short of the defence, the +1 card is played before the +2, and both before passing', () => {
    const state = withPending(pending(3, 4));
    const jam = scoreAttackModifier(state, play('clear-jam'));
    const aim = scoreAttackModifier(state, play('steady-aim'));
    expect(jam).toBeGreaterThan(aim);
    expect(aim).toBeGreaterThan(PASS);
  });

  it('infiltration.md §5.6: no card on a test already won, nor one that cannot close the gap', () => {
    expect(scoreAttackModifier(withPending(pending(4, 4)), play('steady-aim'))).toBeLessThan(PASS);
    expect(scoreAttackModifier(withPending(pending(0, 8)), play('steady-aim'))).toBeLessThan(PASS);
    // A `★` still to spend boosts by itself (§5.2, about 1.5): 2 short with one left, the +1 closes it; 1 short, no card.
    expect(scoreAttackModifier(withPending(pending(2, 4, 1)), play('clear-jam'))).toBeGreaterThan(PASS);
    expect(scoreAttackModifier(withPending(pending(3, 4, 1)), play('steady-aim'))).toBeLessThan(PASS);
  });

  it('infiltration.md §13.9 Brace\'s modifier: only when +2 turns the failed defence', () => {
    expect(scoreBraceModifier(5, 3)).toBeGreaterThan(0);
    expect(scoreBraceModifier(6, 3)).toBeLessThan(0);
    // Patch Up's re-roll is a chance, not a sure +2: played when near, after Brace when both would do.
    expect(scorePatchUpDefence(5, 3)).toBeGreaterThan(0);
    expect(scorePatchUpDefence(5, 3)).toBeLessThan(scoreBraceModifier(5, 3));
    expect(scorePatchUpDefence(9, 3)).toBeLessThan(0);
  });

  it('infiltration.md §13.9 Lead Storm: two targets beat the same one twice, which beats a single attack', () => {
    const attack = (target: string) => (target === 'a' ? 60 : 50);
    const two = scoreLeadStorm(play('feat-1', { target: 'a', weapon: 0, then: 'b' }), attack);
    const same = scoreLeadStorm(play('feat-1', { target: 'a', weapon: 0, then: 'a' }), attack);
    const one = scoreLeadStorm(play('feat-1', { target: 'a', weapon: 0 }), attack);
    expect(two).toBeGreaterThan(same);
    expect(same).toBeGreaterThan(one);
  });
});
