// infiltration.md §5.6, §6.10 and §13.9: the action cards' bottom halves (modifiers). An attack's modifiers
// are played after its roll, in the heroes' spending window (the attacker any number, each other hero in
// the area one, Teamwork); Brace's after a failed defence roll (defence.ts). A modifier of a Move, a door,
// a Search or a noise test is played by the active hero before that action: an ongoing card effect that
// waits for the action (the noise test falls inside the action, with no point to stop at), used once and
// gone at the end of the turn or when the alarm sounds (§8.10 step 5).
import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { isActive, unitById } from '../../rules/units/unit-status';
import { ACTION_CARD_BY_ID, discardFromHand, handOf } from './action-cards';
import type { Ctx } from './context';
import { isStar, isSurge, plainTest, roll } from './dice-tests';
import { isDowned } from './hero-wounds';
import { areaOf, onBoard } from './space';
import { statsOf, type InfiltrationAction, type InfiltrationState, type PendingTest, type TestDie } from './types';

type CardPlay = Extract<InfiltrationAction, { type: 'card' }>;

/** §13.9 the attack modifiers: +2, +1 die, +1, re-roll up to 2 dice. */
const ATTACK_BONUS: ReadonlyMap<string, number> = new Map([['steady-aim', 2], ['clear-jam', 1]]);
const EXTRA_DIE = 'snap-shot';
const REROLL = 'patch-up';
export const PATCH_UP = REROLL;
const REROLL_DICE = 2;
/** §13.9 Brace's bottom half: +2 to a defence total. */
export const BRACE = 'brace';
export const BRACE_BONUS = 2;

/** Played ahead of their action: the Move's +1 area (Quick Step adds a noise die), a door's die fewer, a Search's noise −1, any noise −2. */
export const MOVE_MODIFIERS: readonly string[] = ['quick-step', 'slip-past'];
export const NOISY_MOVE = 'quick-step';
export const LOCKPICK = 'lockpick';
export const RUMMAGE = 'rummage';
const DISTRACTION = 'distraction';
const DISTRACTION_RELIEF = 2;
const RUMMAGE_RELIEF = 1;

const canPlay = (state: InfiltrationState, hero: Unit): boolean =>
  isActive(hero) && onBoard(hero) && !isDowned(state, hero) && (hero.stats['captured'] ?? 0) === 0;

/** Whether the active hero has played `card`'s modifier ahead of its action this turn (and not used it). */
export const isPrimed = (state: InfiltrationState, hero: string, card: string): boolean => state.ext.ongoing.some((e) => e.hero === hero && e.effect === card);

/**
 * The modifiers the active hero may play ahead of an action it can still take: a Move (basic, not taken),
 * a door or a Search (a basic action left, a door to work or a token to search), any noise test (a basic
 * action left).
 */
export function primePlays(state: InfiltrationState, hero: Unit, doors: number, tokens: number): CardPlay[] {
  const basic = (hero.stats['actions'] ?? 0) > 0 && (hero.stats['mustRecover'] ?? 0) === 0 && (hero.stats['knocked'] ?? 0) === 0;
  if (!basic || state.ext.pending || !canPlay(state, hero)) return [];
  const out: CardPlay[] = [];
  for (const card of new Set(handOf(state, hero.id))) {
    if (isPrimed(state, hero.id, card)) continue;
    const fits = MOVE_MODIFIERS.includes(card) ? (hero.stats['moved'] ?? 0) === 0 : card === LOCKPICK ? doors > 0 : card === RUMMAGE ? tokens > 0 : card === DISTRACTION;
    if (fits) out.push({ type: 'card', side: 'heroes', unit: hero.id, card, modifier: true });
  }
  return out;
}

/** Plays a modifier ahead of its action: the card is discarded, its effect waits in `ongoing`. */
export function primeModifier(c: Ctx, hero: Unit, card: string): void {
  discardFromHand(c, hero.id, card);
  c.tx.w.push(c.state.ext.ongoing, { hero: hero.id, effect: card });
  announce(c, hero.id, card, ' (for the action it changes, this turn)');
}

/** The log's line for a modifier played: who, which card, what its bottom half does. */
function announce(c: Ctx, hero: string, card: string, note: string): void {
  const name = unitById(c.state, hero)?.name ?? hero;
  const face = ACTION_CARD_BY_ID.get(card);
  c.tx.emit({ type: 'message', title: `${name} plays a modifier`, text: `${face?.name ?? card}: ${face?.bottom ?? ''}${note}.` });
}

/** Uses up the hero's waiting modifiers among `cards`; how many there were. */
export function usePrimed(c: Ctx, hero: string, cards: readonly string[]): number {
  let used = 0;
  const list = c.state.ext.ongoing;
  for (let i = list.length - 1; i >= 0; i--) {
    const e = list[i];
    if (!e || e.hero !== hero || !cards.includes(e.effect)) continue;
    c.tx.w.removeAt(list, i);
    used++;
  }
  return used;
}

/** §6.2: the areas a basic Move covers now (1, +1 per movement modifier waiting). */
export const moveReach = (state: InfiltrationState, hero: string): number => 1 + MOVE_MODIFIERS.filter((card) => isPrimed(state, hero, card)).length;

/** §13.9: what is taken off the noise total of the hero's test now (Distraction −2; Rummage −1 on a Search's test, `search`). */
export function noiseRelief(c: Ctx, hero: string, search: boolean): number {
  return DISTRACTION_RELIEF * usePrimed(c, hero, [DISTRACTION]) + (search ? RUMMAGE_RELIEF * usePrimed(c, hero, [RUMMAGE]) : 0);
}

/** §8.10 step 5 (TC22): every ongoing action-card effect ends — waiting modifiers, Pin Them Down's area, Vanish's cover. */
export function endOngoingEffects(c: Ctx): void {
  const { ext } = c.state;
  for (const e of ext.ongoing) {
    const at = e.area === undefined ? -1 : ext.suppressed.indexOf(e.area);
    if (at >= 0) c.tx.w.removeAt(ext.suppressed, at);
  }
  if (ext.ongoing.length > 0) c.tx.w.set(ext, 'ongoing', []);
  for (const hero of c.state.units) if (hero.side === 'heroes' && (hero.stats['vanished'] ?? 0) > 0) c.tx.w.set(statsOf(hero), 'vanished', 0);
}

/** The dice of a test Patch Up would re-roll: surges first (they backfire), then the lowest, below 2 each. */
function rerollable(p: PendingTest): number[] {
  return (p.dice ?? [])
    .map((d, i) => ({ d, i }))
    .filter(({ d }) => d.surge || d.value < 2)
    .sort((a, b) => Number(b.d.surge) - Number(a.d.surge) || a.d.value - b.d.value || a.i - b.i)
    .slice(0, REROLL_DICE)
    .map(({ i }) => i);
}

/** The defence dice (values, no `★`) Patch Up re-rolls: the lowest, below 2 each, at most 2 (their indices). */
export function defenceRerolls(dice: readonly number[]): number[] {
  return dice
    .map((value, i) => ({ value, i }))
    .filter((d) => d.value < 2)
    .sort((a, b) => a.value - b.value || a.i - b.i)
    .slice(0, REROLL_DICE)
    .map((d) => d.i);
}

/** §13.9 Patch Up's modifier on a defence roll: the chosen dice rolled again (a new `★` boosts, §5.2); the gain and the dice now. */
export function rerollDefence(c: Ctx, hero: string, dice: readonly number[]): { readonly gain: number; readonly dice: number[] } {
  const picked = defenceRerolls(dice);
  const again = plainTest(c, 'defence', picked.length, 'defence (Patch Up)', hero);
  const kept = dice.filter((_, i) => !picked.includes(i));
  const lost = picked.reduce((sum, i) => sum + (dice[i] ?? 0), 0);
  return { gain: again.total - lost, dice: [...kept, ...again.dice.filter((d) => !isStar(d)).map((d) => d.value)] };
}

const isAttackModifier = (card: string): boolean => ATTACK_BONUS.has(card) || card === EXTRA_DIE || card === REROLL;

/**
 * §5.6: the modifiers open on a pending attack test — while it is failing, or a Burst carries what is left
 * over — by the attacker (any number) and each other hero in its area who has not played one on it (Teamwork).
 */
export function attackModifierPlays(state: InfiltrationState, board: Board, p: PendingTest): CardPlay[] {
  const attacker = unitById(state, p.hero);
  if (!attacker || !onBoard(attacker) || (p.total >= p.needed && !p.burstSpent) || p.heroic) return [];
  const area = areaOf(board, attacker);
  const out: CardPlay[] = [];
  for (const hero of state.units) {
    if (hero.side !== 'heroes' || !canPlay(state, hero) || areaOf(board, hero) !== area) continue;
    if (hero.id !== p.hero && (p.teamwork ?? []).includes(hero.id)) continue;
    for (const card of new Set(handOf(state, hero.id))) {
      if (!isAttackModifier(card) || (card === REROLL && rerollable(p).length === 0)) continue;
      out.push({ type: 'card', side: 'heroes', unit: hero.id, card, modifier: true });
    }
  }
  return out;
}

const dieOf = (kind: 'attack' | 'aether', rolled: { value: number; special?: string }): TestDie => ({ die: kind, value: rolled.value, surge: rolled.special === 'surge' });

/** Plays `card`'s modifier (from `player`'s hand) on the pending attack test: the new test. */
export function modifyAttack(c: Ctx, p: PendingTest, player: string, card: string): PendingTest {
  discardFromHand(c, player, card);
  announce(c, player, card, player === p.hero ? '' : ' (Teamwork)');
  let next: PendingTest = player === p.hero ? p : { ...p, teamwork: [...(p.teamwork ?? []), player] };
  const bonus = ATTACK_BONUS.get(card);
  if (bonus !== undefined) next = { ...next, total: next.total + bonus };
  if (card === EXTRA_DIE) {
    // "roll 1 extra attack die and add it": its `★` must be spent like any other (§5.2).
    const [die] = roll(c, 'attack', 1, 'attack (Snap Shot)', p.hero);
    if (die) next = { ...next, total: next.total + die.value, attackStars: next.attackStars + (isStar(die) ? 1 : 0), dice: isStar(die) ? (next.dice ?? []) : [...(next.dice ?? []), dieOf('attack', die)] };
  }
  if (card === REROLL) {
    const dice = [...(next.dice ?? [])];
    let { total, attackStars, aetherStars, surges } = next;
    for (const i of rerollable(next)) {
      const old = dice[i];
      if (!old) continue;
      const [die] = roll(c, old.die, 1, `${old.die === 'aether' ? 'attack (aether)' : 'attack'} (Patch Up)`, p.hero);
      if (!die) continue;
      total += die.value - old.value;
      surges += (isSurge(die) ? 1 : 0) - (old.surge ? 1 : 0);
      if (isStar(die)) {
        if (old.die === 'attack') attackStars++;
        else aetherStars++;
      }
      dice[i] = dieOf(old.die, die);
    }
    // A re-rolled `★` is never re-rolled again (value 2: never below 2); an aether blank left still drains.
    const aetherBlank = dice.some((d) => d.die === 'aether' && d.value === 0 && !d.surge);
    next = { ...next, total, attackStars, aetherStars, surges, dice, aetherBlank };
  }
  return next;
}
