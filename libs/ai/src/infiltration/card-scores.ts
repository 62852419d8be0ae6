import { infiltrationFeatOf, type InfiltrationAction, type InfiltrationState, type PendingTest, type Unit } from '@breachline/engine';

/**
 * The heroes' use of the action cards' bottom halves (infiltration.md §5.6, §13.9) and of the feats' choices:
 * a modifier is worth a card when it turns a failing test into a success; otherwise the card is kept for its
 * top half. From the heroes' view only.
 */
type CardPlay = Extract<InfiltrationAction, { type: 'card' }>;

/** What each attack modifier adds, on average (a die adds 1.5; Patch Up's two re-rolled low dice about 2). */
const ATTACK_GAIN: ReadonlyMap<string, { readonly sure: number; readonly likely: number }> = new Map([
  ['clear-jam', { sure: 1, likely: 1 }],
  ['steady-aim', { sure: 2, likely: 2 }],
  ['snap-shot', { sure: 0, likely: 1.5 }],
  ['patch-up', { sure: 0, likely: 2 }],
]);

/** The score still missing on a pending attack, counting each unspent `★`'s boost at its average. */
const gapOf = (p: PendingTest): number => p.needed - p.total - 1.5 * (p.attackStars + p.aetherStars);

/**
 * §5.6 an attack modifier in the heroes' spending window: the cheapest card that closes the gap is played
 * first (a sure +1 before a +2), a chance only when nothing sure is left; never on a test already won.
 */
export function scoreAttackModifier(state: InfiltrationState, a: CardPlay): number {
  const p = state.ext.pending;
  const gain = ATTACK_GAIN.get(a.card);
  if (!p || !gain) return -5;
  const gap = gapOf(p);
  if (gap <= 0) return -5;
  if (gain.sure >= gap) return 90 - 5 * gain.sure; // sure to flip the test: the smallest card that does it
  if (gain.likely >= gap) return 45; // a fair chance
  return -5;
}

/** §13.9 Brace's modifier after a failed defence roll: played when +2 turns it into a success. */
export function scoreBraceModifier(needed: number, total: number): number {
  return total + 2 >= needed ? 30 : -1;
}

/** §13.9 Patch Up's modifier after a failed defence roll: two low dice again are worth about +2; below Brace's sure +2. */
export function scorePatchUpDefence(needed: number, total: number): number {
  return needed - total <= 2 ? 20 : -1;
}

/** The feat a hero's feat card is (by hero kind), or undefined. */
export const featId = (hero: Unit, card: string): string | undefined => infiltrationFeatOf(hero.kind, card)?.id;

/**
 * §13.9 Lead Storm: two attacks at +2 are worth more than the one the basic scoring sees, most on two
 * different targets; `attack` scores one attack as the heuristics do.
 */
export function scoreLeadStorm(a: CardPlay, attack: (target: string) => number): number {
  if (a.target === undefined) return -5;
  const first = attack(a.target) + 10;
  if (a.then === undefined) return first - 25;
  return first + (a.then === a.target ? 0 : attack(a.then) / 2);
}

/** Options of a Rally decision (§13.9): the hero whose step it is, and the area the option moves it to. */
export function rallyStep(state: InfiltrationState): { readonly hero: string | undefined } {
  const decision = state.decisions?.[state.decisions.length - 1];
  const heroes = (decision?.resume as { heroes?: readonly string[] } | null)?.heroes;
  return { hero: heroes?.[0] };
}
