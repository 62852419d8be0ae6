// The infiltration face's log lines for the ruleset's own decks (§8.2 noise, §8.4 spawn, §10.1 wounds): each
// card is read aloud when drawn, so the log names it by what it is, never by its number in the deck.
import { DECKS, ENEMY_BY_KIND, FACTIONS, POST_ALARM_NOISE, PRE_ALARM_NOISE, SPAWN_CARDS, WOUND_CARDS, type FactionId } from './content';

/**
 * §8.4: a drawn spawn card is read at once and its units placed, so it is public: the log names what each level
 * of it brings on this mission's faction card (§3.7, §13.4), not the card's number.
 */
export function spawnCardLine(card: string, faction: FactionId | undefined): string | undefined {
  const rows = SPAWN_CARDS[Number(card)];
  const table = faction === undefined ? undefined : FACTIONS[faction];
  if (!rows || !table) return undefined;
  const unitsOf = (codes: string): string =>
    [...codes].map((code) => ENEMY_BY_KIND.get(table.find((r) => r.code === code)?.kind ?? '')?.name ?? code).join(', ');
  return `A spawn card is drawn — level 1: ${unitsOf(rows[0])}; level 2: ${unitsOf(rows[1])}; level 3: ${unitsOf(rows[2])}.`;
}

/** A card drawn from one of the ruleset's decks, in words; undefined for a deck it does not own (the heroes' action decks). */
export function deckCardLine(deck: string, card: string | null, faction: FactionId | undefined): string | undefined {
  const noise = deck === DECKS.noisePre ? PRE_ALARM_NOISE : deck === DECKS.noisePost ? POST_ALARM_NOISE : undefined;
  if (noise) return `A noise card is drawn${card === null ? '' : `: ${noise[Number(card)]?.name ?? 'an unknown card'}`}.`;
  if (deck === DECKS.wound) return `A wound card is drawn${card === null ? '' : `: ${WOUND_CARDS[Number(card)]?.name ?? 'an unknown card'}`}.`;
  if (deck === DECKS.spawn) return card === null ? 'A spawn card is drawn.' : spawnCardLine(card, faction);
  return undefined;
}
