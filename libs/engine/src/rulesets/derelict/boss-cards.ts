/**
 * The boss decks (derelict.md §3.4, §3.12, §8.9), Proposed: the cards are lost except the Titan's
 * Execution and the Olympian's Overdrive, so each deck mixes Attack cards with Mood (Titan, Primus),
 * Protocol (Olympian) or Rhetoric (Preacher) cards of the kinds the book describes: a modifier stays in
 * the boss's slot until another replaces it (T33).
 */

/** An Attack card (§3.4 fields: range, dice, hit number, special). Each die at or over `toHit` is 1 damage. */
export interface BossAttack {
  readonly kind: 'attack';
  readonly id: string;
  readonly name: string;
  readonly range: number;
  readonly dice: number;
  readonly toHit: number;
  /** Execution (§3.4): the survivor with the most Health; otherwise a roll-off among those in reach. */
  readonly target: 'highest-health' | 'roll-off';
  /** The victim is stunned when the attack hits (§7.8 "boss attacks"). */
  readonly stuns?: true;
  /** Radial (§8.9): every survivor within `range` noise-steps, through walls, each saving separately (boss-radial.ts). */
  readonly radial?: true;
  /** The card calls for a Resolve test (§8.9) from every survivor it reaches. */
  readonly resolveTest?: true;
}

/** A Mood/Protocol/Rhetoric card: changes the boss's actions and attack dice while it is in the slot. */
export interface BossModifier {
  readonly kind: 'modifier';
  readonly id: string;
  readonly name: string;
  readonly actions: number;
  readonly dice: number;
}

export type BossCard = BossAttack | BossModifier;

const attack = (id: string, name: string, range: number, dice: number, toHit: number, extra: Partial<BossAttack> = {}): BossAttack => ({
  kind: 'attack', id, name, range, dice, toHit, target: 'roll-off', ...extra,
});
const modifier = (id: string, name: string, actions: number, dice: number): BossModifier => ({ kind: 'modifier', id, name, actions, dice });

const CARDS: readonly BossCard[] = [
  attack('execution', 'Execution', 0, 3, 4, { target: 'highest-health' }),
  attack('crushing-blow', 'Crushing Blow', 0, 2, 4, { stuns: true }),
  // Proposed radial cards (§8.9, §11.3 case 12), two in each deck in place of two of its commonest attack.
  attack('ground-slam', 'Ground Slam', 1, 1, 4, { radial: true }),
  attack('bellow', 'Bellow', 2, 0, 7, { radial: true, resolveTest: true }),
  attack('shockwave', 'Shockwave', 1, 1, 4, { radial: true, stuns: true }),
  attack('hellfire-sermon', 'Hellfire Sermon', 2, 1, 5, { radial: true, resolveTest: true }),
  modifier('enraged', 'Enraged (Mood): +1 action', 1, 0),
  modifier('bloodlust', 'Bloodlust (Mood): +1 attack die', 0, 1),
  modifier('sluggish', 'Sluggish (Mood): 1 action fewer', -1, 0),
  attack('gore', 'Gore', 0, 3, 4),
  attack('trample', 'Trample', 0, 2, 4, { stuns: true }),
  modifier('frenzy', 'Frenzy (Mood): +1 attack die', 0, 1),
  attack('suppressing-fire', 'Suppressing Fire', 1, 3, 4),
  attack('shock-prod', 'Shock Prod', 0, 2, 3, { stuns: true }),
  modifier('overdrive', 'Overdrive (Protocol): +1 action', 1, 0),
  modifier('targeting-protocol', 'Targeting Protocol: +1 attack die', 0, 1),
  attack('sermon-of-fists', 'Sermon of Fists', 0, 3, 4),
  attack('hammer-of-faith', 'Hammer of Faith', 0, 2, 4, { stuns: true }),
  modifier('fervour', 'Fervour (Rhetoric): +1 action', 1, 0),
  modifier('zeal', 'Zeal (Rhetoric): +1 attack die', 0, 1),
];

export function bossCard(id: string): BossCard | undefined {
  return CARDS.find((c) => c.id === id);
}

const copies = (id: string, n: number): string[] => Array<string>(n).fill(id);

/** Each boss's deck as card ids (the Titan's 20 cards, §3.1; the others the same size). */
export const BOSS_DECKS: ReadonlyMap<string, readonly string[]> = new Map([
  ['titan', [...copies('execution', 7), ...copies('ground-slam', 2), ...copies('crushing-blow', 4), ...copies('enraged', 3), ...copies('bloodlust', 2), ...copies('sluggish', 2)]],
  ['primus', [...copies('gore', 8), ...copies('bellow', 2), ...copies('trample', 4), ...copies('enraged', 3), ...copies('frenzy', 3)]],
  ['olympian', [...copies('suppressing-fire', 8), ...copies('shockwave', 2), ...copies('shock-prod', 4), ...copies('overdrive', 3), ...copies('targeting-protocol', 3)]],
  ['preacher', [...copies('sermon-of-fists', 8), ...copies('hellfire-sermon', 2), ...copies('hammer-of-faith', 4), ...copies('fervour', 3), ...copies('zeal', 3)]],
]);

export const bossDeckId = (kind: string): string => `boss-${kind}`;

/** The widest reach of a boss's attack cards, for where it can strike from (AI and previews). */
export function bossReach(kind: string): number {
  return Math.max(0, ...(BOSS_DECKS.get(kind) ?? []).map((id) => bossCard(id)).map((c) => (c?.kind === 'attack' ? c.range : 0)));
}
