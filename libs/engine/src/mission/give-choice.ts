import type { DecisionOption } from '../rules/core/decision-state';
import type { Tx } from '../rules/core/tx';
import { discardCard, drawCard } from '../rules/decks/deck';
import { entryOf } from '../rules/state/keyed';
import type { PausedFrame } from './players-choose';
import type { RulesetEffect } from './vocabulary';

// A `give` the players choose (G6, DERELICT-MISSIONS.md): with `choose: [items]` the first hero named by `to` takes
// the one the heroes' side picks and the heroes named by `rest` (not the taker) take the others, one each, while any
// are left (CG02 "Lock & Load"; Proposed: an unclaimed one is lost); with `draw` and `keep` each hero named by `to`
// in turn draws that many cards from `deck` (cards of the `redraw` kind are discarded and drawn again) and keeps
// `keep` of them, the rest discarded (ROP17 "Just begging to be taken"). The ruleset's own `give` hands each item over.

/** What a give decision's `resume` holds between choices. */
export interface GiveResume {
  readonly kind: 'give';
  readonly trigger: string;
  /** The hero choosing now. */
  readonly taker: string;
  /** The cards or items on offer. */
  readonly left: readonly string[];
  readonly kept: readonly string[];
  readonly keep: number;
  /** Draws: the deck, its count and the kind redrawn; null for a choice among named items. */
  readonly draw: { readonly deck: string; readonly count: number; readonly redraw: string | null } | null;
  /** Choose: who takes what is left; draw: the heroes still to draw. */
  readonly others: readonly string[];
  readonly frames: readonly PausedFrame[];
}

/** Whether a `give` asks the players (it lists items to choose from, or draws to keep). */
export const isGiveChoice = (effect: RulesetEffect): boolean =>
  effect.effect === 'give' && (Array.isArray(effect['choose']) || (typeof effect['draw'] === 'number' && typeof effect['keep'] === 'number'));

const humanise = (card: string): string => card.replace(/[-_#]/g, ' ');

export const giveOptions = (left: readonly string[]): DecisionOption[] => left.map((item, i) => ({ id: String(i + 1), label: humanise(item), value: item }));

const ofKind = (card: string, kind: string | null): boolean => kind !== null && (card === kind || card.startsWith(`${kind}-`) || card.startsWith(`${kind}#`));

/** Draws `count` cards from `deck` for one hero, discarding and replacing cards of the `redraw` kind (bounded by the pile). */
export function drawOffer(tx: Tx, draw: NonNullable<GiveResume['draw']>): string[] {
  const deck = entryOf(tx.state.decks, draw.deck);
  if (!deck || deck.secretFrom === 'heroes') return [];
  const drawn: string[] = [];
  let attempts = deck.drawPile.length + deck.discard.length;
  while (drawn.length < draw.count && attempts-- > 0) {
    const card = drawCard(tx, draw.deck);
    if (card === null) break;
    if (ofKind(card, draw.redraw)) discardCard(tx, draw.deck, card);
    else drawn.push(card);
  }
  return drawn;
}

/**
 * The first decision of a give choice, or null when there is nothing to ask (no taker, nothing on offer):
 * `heroesOf` names the heroes of a `who` (ids).
 */
export function startGive(tx: Tx, effect: RulesetEffect, trigger: string, heroesOf: (who: unknown) => string[], frames: readonly PausedFrame[]): GiveResume | null {
  const takers = heroesOf(effect['to'] ?? 'actor');
  const [taker, ...next] = takers;
  if (taker === undefined) return null;
  if (Array.isArray(effect['choose'])) {
    const items = effect['choose'].filter((i): i is string => typeof i === 'string');
    const others = effect['rest'] === undefined ? [] : heroesOf(effect['rest']).filter((id) => id !== taker);
    return items.length === 0 ? null : { kind: 'give', trigger, taker, left: items, kept: [], keep: 1, draw: null, others, frames };
  }
  const deck = effect['deck'];
  const count = effect['draw'];
  const keep = effect['keep'];
  if (typeof deck !== 'string' || typeof count !== 'number' || typeof keep !== 'number') return null;
  const draw = { deck, count, redraw: typeof effect['redraw'] === 'string' ? effect['redraw'] : null };
  return { kind: 'give', trigger, taker, left: drawOffer(tx, draw), kept: [], keep, draw, others: next, frames };
}

/** After one pick: the next decision of the same hero, of the next hero to draw, or null when the give is over. */
export function nextGive(tx: Tx, resume: GiveResume): GiveResume | null {
  if (resume.kept.length < resume.keep && resume.left.length > 0) return resume;
  if (resume.draw === null) return null;
  if (entryOf(tx.state.decks, resume.draw.deck)) for (const card of resume.left) discardCard(tx, resume.draw.deck, card);
  const [taker, ...others] = resume.others;
  if (taker === undefined) return null;
  return { ...resume, taker, others, kept: [], left: drawOffer(tx, resume.draw) };
}
