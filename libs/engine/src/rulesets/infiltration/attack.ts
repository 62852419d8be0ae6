// infiltration.md §6.3 the hero attack, with §5.2's spending of `★` as the heroes' pending decision: the
// roll opens a reaction window of the heroes ('spend'); they spend each `★` (boost, loot, Unreliable,
// cancel a surge) or pass, and whatever is left boosts by itself (§5.2). §5.4 heroic points.
import type { Unit } from '../../game/game-state';
import { closeReaction } from '../../rules/core/turn-machine';
import { unitById } from '../../rules/units/unit-status';
import { ENEMY_BY_KIND, UNARMED, weaponsOf, type Weapon } from './content';
import { holdsItem, loseItem } from '../../rules/heroes/hero-sheet';
import { dropLoot } from './items';
import type { Ctx } from './context';
import { autoBoost, isStar, isSurge, roll, scoreOf } from './dice-tests';
import { bang, noiseTest } from './noise';
import { noteHeroicSpent } from './pacify';
import { areaOf } from './space';
import { revealSeenTokens } from './spawning';
import { statsOf, type FollowUpAttack, type PendingTest, type SpendEffect, type TestDie } from './types';
import type { RolledDie } from '../../rules/random/dice';
import { attackModifierPlays, modifyAttack } from './modifiers';
import { ammoPlays, withAmmo } from './ammo';
import { stimAetherDie } from './aether-items';
import { takeWoundCard, woundEnemy } from './wounds';

export const SPEND_WINDOW = 'spend';
export { defenceOf } from './attack-values';
import { defenceOf } from './attack-values';
import { BURST_BONUS, continueBurst } from './burst';
import { targetsOf } from './targets';


/** Heroic points usable on an attack (attack or wild). */
export const attackPoints = (hero: Unit): number => (hero.stats['hpAttack'] ?? 0) + (hero.stats['hpWild'] ?? 0);
const isArchon = (target: Unit): boolean => ENEMY_BY_KIND.get(target.kind)?.keywords.includes('Archon') ?? false;

function spendPoints(c: Ctx, hero: Unit, count: number): void {
  noteHeroicSpent(c);
  for (let i = 0; i < count; i++) {
    const key = (hero.stats['hpAttack'] ?? 0) > 0 ? 'hpAttack' : 'hpWild';
    c.tx.w.set(statsOf(hero), key, (hero.stats[key] ?? 0) - 1);
  }
}

/** The spends open to the heroes on a pending test (TC02: boost is always one while a `★` is left). */
export function spendOptions(c: Pick<Ctx, 'state'>, p: PendingTest): SpendEffect[] {
  const hero = unitById(c.state, p.hero);
  const target = unitById(c.state, p.target);
  const weapon = hero ? weaponsOf(hero.kind)[p.weapon] : undefined;
  const stars = p.attackStars + p.aetherStars;
  const out: SpendEffect[] = [];
  if (stars > 0) out.push('boost');
  if (p.attackStars > 0 && !p.lootSpent && target && (ENEMY_BY_KIND.get(target.kind)?.loot ?? 'none') !== 'none') out.push('loot');
  if (p.attackStars > 0 && !p.unreliableSpent && weapon?.keywords.includes('Unreliable')) out.push('unreliable');
  if (p.aetherStars > 0 && p.surges > 0) out.push('cancel-surge');
  // §11.4 Burst, once per attack (not with Dual Wielding's paired target: the pair is the attack's targets).
  if (p.attackStars > 0 && !p.burstSpent && p.second === null && weapon?.keywords.includes('Burst')) out.push('burst');
  if (p.attackStars > 0 && !p.stunnedSpent && weapon?.keywords.includes('Stunned')) out.push('stunned');
  if (stars === 0 && !p.heroic && p.total < p.needed && hero && attackPoints(hero) >= 2 && target && !isArchon(target)) out.push('heroic');
  return out;
}

/** What a feat adds to its attack (§13.9): dice, a total bonus, fewer noise dice, a sure success, a second attack. */
export interface FeatAttack {
  readonly aether?: number;
  readonly dice?: number;
  readonly bonus?: number;
  readonly quieter?: number;
  readonly sure?: boolean;
  readonly then?: FollowUpAttack;
}

/** Declares and rolls an attack (the basic action has been counted by the caller). */
export function startAttack(c: Ctx, hero: Unit, target: Unit, weaponIndex: number, heroic: boolean, second?: Unit, ap = false, feat: FeatAttack = {}): void {
  const weapon = weaponsOf(hero.kind)[weaponIndex] as Weapon;
  // §11.1 AP Rounds: used (and discarded) before the roll; the attack is Armour Piercing.
  if (ap && !loseItem(c.tx, hero.id, 'ap-rounds')) return;
  // §11.4 Dual Wielding: the total is compared with both enemies' defences added.
  const needed = defenceOf(c, target) + (second ? defenceOf(c, second) : 0);
  const against = second ? `${target.name} and ${second.name} (Dual Wielding, defence ${needed})` : `${target.name} (defence ${needed})`;
  c.tx.emit({ type: 'message', title: `${hero.name} attacks`, text: `${weapon.name} against ${against}.` });
  let pending: PendingTest = {
    hero: hero.id, target: target.id, weapon: weaponIndex, total: 0, needed,
    attackStars: 0, aetherStars: 0, surges: 0, aetherBlank: false, lootSpent: false, unreliableSpent: false, heroic,
    second: second?.id ?? null,
    burstSpent: false,
    stunnedSpent: false,
    ap,
    ...(feat.quieter ? { quieter: feat.quieter } : {}),
    ...(feat.then ? { then: feat.then } : {}),
  };
  if (heroic) {
    // §5.4: one point before the test: success with total = target, no dice rolled.
    spendPoints(c, hero, 1);
    finishAttack(c, { ...pending, total: needed });
    return;
  }
  if (feat.sure) {
    // §13.9 Silent Takedown: succeeds with no dice, like a heroic success (no jam, no noise of its own).
    finishAttack(c, { ...pending, total: needed, heroic: true });
    return;
  }
  // §11.1 Knuckledusters (Proposed): +1 die on unarmed attacks.
  const unarmed = weapon === UNARMED && holdsItem(c.state, hero.id, 'knuckledusters') ? 1 : 0;
  const attack = roll(c, 'attack', weapon.attack + unarmed + (feat.dice ?? 0), 'attack', hero.id); // + Bulldoze's (§13.9)
  const aether = [...roll(c, 'aether', weapon.aether + (feat.aether ?? 0), 'attack (aether)', hero.id), ...stimAetherDie(c, hero)]; // + Overcharge's (§13.9), the Stim's `★` (§11.1)
  pending = {
    ...pending,
    total: scoreOf(attack) + scoreOf(aether) + (feat.bonus ?? 0), // Lead Storm's +2 (§13.9)
    attackStars: attack.filter(isStar).length,
    aetherStars: aether.filter(isStar).length,
    surges: aether.filter(isSurge).length,
    aetherBlank: aether.some((d) => d.value === 0 && !d.special),
    dice: [...testDice('attack', attack), ...testDice('aether', aether)],
  };
  offerOrFinish(c, pending);
}

/** The dice of a roll Patch Up's modifier may re-roll (every one but a `★`, §5.5). */
const testDice = (die: TestDie['die'], rolled: readonly RolledDie[]): TestDie[] => rolled.filter((d) => !isStar(d)).map((d) => ({ die, value: d.value, surge: isSurge(d) }));

/** Opens (or keeps) the heroes' decision while a spend other than a forced boost, or a modifier (§5.6), is open; else finishes. */
function offerOrFinish(c: Ctx, p: PendingTest): void {
  const choices = spendOptions(c, p).filter((e) => e !== 'boost');
  if (choices.length > 0 || attackModifierPlays(c.state, c.board, p).length > 0 || ammoPlays(c.state, c.board, p).length > 0) {
    c.tx.w.set(c.state.ext, 'pending', p);
    if (!c.state.turn.reaction) c.tx.openReaction('heroes', SPEND_WINDOW, p.hero);
    return;
  }
  finishAttack(c, p);
  if (c.state.turn.reaction?.kind === SPEND_WINDOW) closeReaction(c.tx);
}

/** One spend on the pending test. */
export function spend(c: Ctx, effect: SpendEffect): void {
  const p = c.state.ext.pending;
  if (!p) return;
  let next: PendingTest = p;
  const useStar = (q: PendingTest): PendingTest => (q.attackStars > 0 ? { ...q, attackStars: q.attackStars - 1 } : { ...q, aetherStars: q.aetherStars - 1 });
  switch (effect) {
    case 'boost': {
      const kind = p.attackStars > 0 ? 'attack' : 'aether';
      const die = roll(c, kind, 1, 'attack (boost)', p.hero);
      next = useStar(p);
      next = {
        ...next,
        total: next.total + scoreOf(die),
        attackStars: next.attackStars + (kind === 'attack' ? die.filter(isStar).length : 0),
        aetherStars: next.aetherStars + (kind === 'aether' ? die.filter(isStar).length : 0),
        surges: next.surges + die.filter(isSurge).length,
        dice: [...(next.dice ?? []), ...testDice(kind, die)],
      };
      break;
    }
    case 'loot':
      next = { ...useStar(p), lootSpent: true };
      break;
    case 'unreliable':
      next = { ...useStar(p), unreliableSpent: true };
      break;
    case 'burst':
      next = { ...useStar(p), burstSpent: true, total: p.total + BURST_BONUS };
      break;
    case 'stunned':
      next = { ...useStar(p), stunnedSpent: true };
      break;
    case 'cancel-surge':
      next = { ...p, aetherStars: p.aetherStars - 1, surges: p.surges - 1 };
      break;
    case 'heroic': {
      const hero = unitById(c.state, p.hero);
      if (hero) spendPoints(c, hero, 2);
      next = { ...p, heroic: true, total: Math.max(p.total, p.needed) };
      break;
    }
  }
  c.tx.w.set(c.state.ext, 'pending', next);
  offerOrFinish(c, next);
}

/** §5.6: `player` plays `card`'s modifier on the pending attack test; the window stays open while choices are left. */
export function modify(c: Ctx, player: string, card: string): void {
  const p = c.state.ext.pending;
  if (!p) return;
  const next = modifyAttack(c, p, player, card);
  c.tx.w.set(c.state.ext, 'pending', next);
  offerOrFinish(c, next);
}

/** §11.1 Ammo used on the pending attack test (+2); the window stays open while choices are left. */
export function useAmmo(c: Ctx): void {
  const p = c.state.ext.pending;
  const next = p ? withAmmo(c, p) : null;
  if (!next) return;
  c.tx.w.set(c.state.ext, 'pending', next);
  offerOrFinish(c, next);
}

/** The heroes passed: every `★` left boosts by itself (§5.2), then the attack resolves. */
export function passSpending(c: Ctx): void {
  const p = c.state.ext.pending;
  if (!p) return;
  const attack = autoBoost(c, 'attack', p.attackStars, 'attack', p.hero);
  const aether = autoBoost(c, 'aether', p.aetherStars, 'attack (aether)', p.hero);
  finishAttack(c, { ...p, total: p.total + scoreOf(attack) + scoreOf(aether), attackStars: 0, aetherStars: 0, surges: p.surges + aether.filter(isSurge).length });
}

/** §5.1 steps 4–7 and §6.3 steps 5–9: wound, loot, jam, backfire, drain, then the noise test. */
function finishAttack(c: Ctx, p: PendingTest): void {
  c.tx.w.set(c.state.ext, 'pending', null);
  const hero = unitById(c.state, p.hero);
  const target = unitById(c.state, p.target);
  if (!hero || !target) return;
  const passed = p.total >= p.needed;
  // §11.4 Stunned: the `★` spent suppresses the target's area until the next hero turn (hit or miss).
  const area = areaOf(c.board, target);
  if (p.stunnedSpent && !c.state.ext.suppressed.includes(area)) c.tx.w.push(c.state.ext.suppressed, area);
  c.tx.emit({ type: 'test-made', label: 'attack', total: p.total, atLeast: p.needed, passed });
  if (passed) {
    const at = areaOf(c.board, target);
    const ranged = weaponsOf(hero.kind)[p.weapon]?.mode === 'ranged';
    const died = woundEnemy(c, target, hero.id, p.ap, ranged);
    const loot = ENEMY_BY_KIND.get(target.kind)?.loot ?? 'none';
    if (died && p.lootSpent && loot !== 'none') dropLoot(c, loot, at);
    const second = p.second === null ? undefined : unitById(c.state, p.second);
    if (second) woundEnemy(c, second, hero.id, p.ap, ranged);

    if (p.burstSpent) {
      continueBurst(c, p, p.total - p.needed, at, () => targetsOf(c.state, c.board, hero, p.weapon), (t) => afterWounds(c, t));
      return;
    }
  } else {
    c.tx.emit({ type: 'missed', unit: target.id, by: hero.id });
  }
  afterWounds(c, p);
}

/** §6.3 steps 6–9 once every wound is dealt: jam, backfire and drain, then the noise test. */
export function afterWounds(c: Ctx, p: PendingTest): void {
  const hero = unitById(c.state, p.hero);
  if (!hero) return;
  const weapon = weaponsOf(hero.kind)[p.weapon] as Weapon;
  if (weapon.keywords.includes('Unreliable') && !p.unreliableSpent && !p.heroic) c.tx.w.set(statsOf(hero), 'jammed', 1);
  if (weapon.aether > 0 && !p.heroic) {
    for (let i = 0; i < p.surges; i++) takeWoundCard(c, hero, () => true);
    if (p.surges > 0 || p.aetherBlank) c.tx.w.set(statsOf(hero), 'drained', 1);
  }
  if (weapon.noise === 'bang' || weapon.noise === 'boom') bang(c, hero.id, weapon.noise === 'boom' ? 2 : 1, false);
  else noiseTest(c, hero.id, Math.max(0, weapon.noise - (p.quieter ?? 0))); // Eagle Eye: 1 fewer die (§13.9)
  revealSeenTokens(c);
  if (p.then) followUp(c, hero, p.then);
}

/**
 * §13.9 Lead Storm's second attack, once the first is done, with the other Heavy MG (the jam the first may
 * have left is on the first gun); lost when its target is no longer a legal one.
 */
function followUp(c: Ctx, hero: Unit, next: FollowUpAttack): void {
  const otherGun = { ...hero, stats: { ...hero.stats, jammed: 0 } };
  const target = targetsOf(c.state, c.board, otherGun, next.weapon).find((u) => u.id === next.target);
  if (target) startAttack(c, hero, target, next.weapon, false, undefined, false, { bonus: next.bonus });
}
