/**
 * The Resolve cards (derelict.md §3.11, §7.10). The book names the 20 cards but their numbers and texts
 * are lost (§3.11 Gap), so each has a Proposed trigger number and one effect of a kind the rules can play:
 * one-time cards act once when turned up; persistent cards stay face up and keep acting.
 */

export type ResolveEffect =
  /** One-time: a noise token of this level in the survivor's zone (a scream). */
  | { readonly kind: 'noise'; readonly level: number }
  /** One-time: the survivor is stunned (§7.8 timing). */
  | { readonly kind: 'stun' }
  /** One-time: the survivor loses 1 Health (not an attack). */
  | { readonly kind: 'lose-health' }
  /** One-time: every other survivor in the zone makes a Resolve test (panic spreads). */
  | { readonly kind: 'zone-test' }
  /** Persistent: its attacks roll 1 die fewer (never below 1). */
  | { readonly kind: 'dice-minus-1' }
  /** Persistent: it moves at most 2 zones a turn (like a leg injury). */
  | { readonly kind: 'move-cap' }
  /** Persistent: 1 action fewer each turn (never below 1). */
  | { readonly kind: 'action-minus-1' }
  /** Persistent: no Active or Crisis abilities. */
  | { readonly kind: 'no-ability' }
  /** Persistent: Med Kits and the Medic heal it no more. */
  | { readonly kind: 'no-heal' };

export interface ResolveCard {
  readonly id: string;
  readonly name: string;
  /** The number printed at the bottom: the card turns up when Resolve comes down to it. */
  readonly at: number;
  readonly persistent: boolean;
  readonly effect: ResolveEffect;
  /** What the card says, for the screens. */
  readonly text: string;
}

const once = (id: string, name: string, at: number, effect: ResolveEffect, text: string): ResolveCard => ({ id, name, at, persistent: false, effect, text });
const lasting = (id: string, name: string, at: number, effect: ResolveEffect, text: string): ResolveCard => ({ id, name, at, persistent: true, effect, text });

export const RESOLVE_CARDS: readonly ResolveCard[] = [
  once('periphery-fright', 'Periphery Fright', 9, { kind: 'noise', level: 1 }, 'A yelp: level-1 noise in your zone.'),
  once('startled', 'Startled', 9, { kind: 'stun' }, 'You freeze: stunned.'),
  once('scream', 'Scream', 8, { kind: 'noise', level: 2 }, 'You scream: level-2 noise in your zone.'),
  once('contagious-panic', 'Contagious Panic', 7, { kind: 'zone-test' }, 'Every other survivor in your zone makes a Resolve test.'),
  once('frightening-behaviour', 'Frightening Behaviour', 7, { kind: 'zone-test' }, 'Every other survivor in your zone makes a Resolve test.'),
  once('breakdown', 'Breakdown', 6, { kind: 'stun' }, 'You break down: stunned.'),
  once('vertigo', 'Vertigo', 5, { kind: 'stun' }, 'The floor tilts: stunned.'),
  once('panic', 'Panic', 5, { kind: 'noise', level: 3 }, 'You panic: level-3 noise in your zone.'),
  once('suicidal', 'Suicidal', 3, { kind: 'lose-health' }, 'You hurt yourself: lose 1 Health.'),
  lasting('theyre-all-around-us', 'They’re All Around Us', 6, { kind: 'dice-minus-1' }, 'Your attacks roll 1 die fewer.'),
  lasting('claustrophobia', 'Claustrophobia', 8, { kind: 'move-cap' }, 'You move at most 2 zones a turn.'),
  lasting('nyctophobia', 'Nyctophobia', 7, { kind: 'dice-minus-1' }, 'Your attacks roll 1 die fewer.'),
  lasting('eremophobia', 'Eremophobia', 6, { kind: 'action-minus-1' }, 'You have 1 action fewer each turn.'),
  lasting('hoarder', 'Hoarder', 8, { kind: 'move-cap' }, 'Weighed down: you move at most 2 zones a turn.'),
  lasting('uncontrollable-shaking', 'Uncontrollable Shaking', 5, { kind: 'dice-minus-1' }, 'Your attacks roll 1 die fewer.'),
  lasting('fear', 'Fear', 4, { kind: 'action-minus-1' }, 'You have 1 action fewer each turn.'),
  lasting('memory-loss', 'Memory Loss', 4, { kind: 'no-ability' }, 'You cannot use Active or Crisis abilities.'),
  lasting('acute-stress', 'Acute Stress', 3, { kind: 'action-minus-1' }, 'You have 1 action fewer each turn.'),
  lasting('barophobia', 'Barophobia', 5, { kind: 'move-cap' }, 'You move at most 2 zones a turn.'),
  lasting('iatrophobia', 'Iatrophobia', 2, { kind: 'no-heal' }, 'Med Kits and Medics no longer heal you.'),
];

export const RESOLVE_DECK = 'resolve';
/** derelict.md §4.0 step 5: three Resolve cards per survivor. */
export const RESOLVE_CARDS_EACH = 3;

export function resolveCard(id: string): ResolveCard | undefined {
  return RESOLVE_CARDS.find((c) => c.id === id);
}

/** A Resolve card on a survivor's sheet: face down (only `at` public) until it turns up. */
import type { HeldResolveCard } from './types';
export type { HeldResolveCard };

/** Whether a face-up persistent card of this kind acts on the holder. */
export function hasLasting(cards: readonly HeldResolveCard[] | undefined, kind: ResolveEffect['kind']): boolean {
  return (cards ?? []).some((held) => held.up && resolveCard(held.card)?.persistent === true && resolveCard(held.card)?.effect.kind === kind);
}

/** A face-down card's id as the players see it (they know only its number). */
export const HIDDEN_CARD = '?';
