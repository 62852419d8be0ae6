// infiltration.md §5.4 and §10.1 (TC12): heroic points on defence, a window of the heroes inside the
// automatic enemy turn. Kill the Intruders! runs as a queue of attack groups; a defence whose hero holds
// defence or wild points stops the turn on a pending decision (the core's decision stack): 1 point before
// the roll (success, no dice), or 2 after a failed roll (success, no wound card); a hero holding Brace may
// play it here (§13.9: an instant, +1 defence die), a hero with an undrained Aether Shield may take its aether
// option (§11.1, defence-aether.ts). The choice resumes the queue, then the rest of the turn.
import type { Unit } from '../../game/game-state';
import { openDecision } from '../../rules/core/decisions';
import type { DecisionOption, PendingDecision } from '../../rules/core/decision-state';
import type { Json } from '../../rules/state/canonical-hash';
import { isActive, unitById } from '../../rules/units/unit-status';
import type { Ctx } from './context';
import { defenceRollDice, sufferDefeat } from './wounds';
import { statsOf } from './types';
import { discardFromHand, handOf } from './action-cards';
import { BRACE, BRACE_BONUS, defenceRerolls, PATCH_UP, rerollDefence } from './modifiers';
import { defenceAether, SHIELD_OPTION, shieldAetherOpen } from './defence-aether';

export const DEFEND_BEFORE = 'defend-heroic';
export const DEFEND_AFTER = 'defend-heroic-after';

/** One defence test to make: the hero, the combined attack value, the main attacker. */
export interface AttackGroup {
  readonly hero: string;
  readonly needed: number;
  readonly by: string;
  /** How many units attack together (the message's words). */
  readonly count: number;
}

/** Where the enemy turn stands while the heroes choose: the group being defended and what is left. */
export interface DefenceResume {
  readonly free: boolean;
  /** Index of the unit type in the activation order whose groups these are. */
  readonly kind: number;
  readonly group: AttackGroup;
  readonly queue: readonly AttackGroup[];
  /** The failed roll's total, once rolled. */
  readonly total?: number;
  /** Its dice other than `★` (Patch Up's modifier re-rolls among them). */
  readonly dice?: readonly number[];
}

/** Heroic points usable on defence (defence or wild). */
export const defencePoints = (hero: Unit): number => (hero.stats['hpDefence'] ?? 0) + (hero.stats['hpWild'] ?? 0);

function spendDefencePoints(c: Ctx, hero: Unit, count: number): void {
  for (let i = 0; i < count; i++) {
    const key = (hero.stats['hpDefence'] ?? 0) > 0 ? 'hpDefence' : 'hpWild';
    c.tx.w.set(statsOf(hero), key, (hero.stats[key] ?? 0) - 1);
  }
}

function succeed(c: Ctx, hero: Unit, group: AttackGroup, total: number): void {
  c.tx.emit({ type: 'test-made', label: 'defence', total, atLeast: group.needed, passed: true });
  c.tx.emit({ type: 'missed', unit: hero.id, by: group.by });
}

/**
 * Makes one group's defence test. False when it stopped on the heroes' choice (`at` says where the turn
 * stands; the ruleset's resumeDecision carries on from there).
 */
export function defendGroup(c: Ctx, group: AttackGroup, at: Omit<DefenceResume, 'group' | 'total'>): boolean {
  const hero = unitById(c.state, group.hero);
  if (!hero || !isActive(hero)) return true;
  const brace = handOf(c.state, hero.id).includes(BRACE);
  const shield = shieldAetherOpen(c, hero);
  if (defencePoints(hero) >= 1 || brace || shield) {
    const resume: DefenceResume = { ...at, group };
    const options: DecisionOption[] = [{ id: 'roll', label: `Roll the defence dice against ${group.needed}`, value: 'roll' }];
    if (defencePoints(hero) >= 1) options.push({ id: 'heroic', label: 'Spend 1 heroic point: the defence succeeds, no dice', value: 'heroic' });
    // §13.9 Brace's top half, an instant whose trigger is this: +1 defence die on the test.
    if (brace) options.push({ id: 'brace', label: 'Play Brace: +1 defence die', value: 'brace' });
    // §11.1 the Shield's second option (its first, +1 defence die, is always in the roll).
    if (shield) options.push({ id: SHIELD_OPTION, label: 'Aether Shield: +1 defence die and +1 aether die (★ ignores the blow; ⚡ backfires instead and drains the Shield)', value: SHIELD_OPTION });
    openDecision(c.tx, { side: 'heroes', kind: DEFEND_BEFORE, prompt: `${hero.name} must defend against ${group.needed}.`, options, owner: 'ruleset', resume: resume as unknown as Json });
    return false;
  }
  return rollDefence(c, hero, group, at);
}

/** The roll with its aether dice (the Shield's aether option when `shield`, the Stim's `★` die, §11.1). */
function rollDefence(c: Ctx, hero: Unit, group: AttackGroup, at: Omit<DefenceResume, 'group' | 'total'>, extraDice = 0, shield = false): boolean {
  // Either Shield option's defence die is in defenceRollDice: the aether option adds only its aether die.
  const { total, dice } = defenceRollDice(c, hero, extraDice);
  const aether = defenceAether(c, hero, shield);
  if (aether.ignore || aether.replaced) {
    // §11.1: the Shield's `★` ignores the damage; its `⚡` replaced it by the backfire already taken.
    c.tx.emit({ type: 'missed', unit: hero.id, by: group.by });
    return true;
  }
  return judgeDefence(c, hero, group, at, total + aether.bonus, dice);
}

/**
 * A rolled defence: success, or the heroes' choice after a failure (2 heroic points, Brace's modifier +2,
 * §5.6: played after the roll), or the wound.
 */
function judgeDefence(c: Ctx, hero: Unit, group: AttackGroup, at: Omit<DefenceResume, 'group' | 'total' | 'dice'>, total: number, dice: readonly number[]): boolean {
  if (total >= group.needed) {
    succeed(c, hero, group, total);
    return true;
  }
  const brace = handOf(c.state, hero.id).includes(BRACE);
  const patchUp = handOf(c.state, hero.id).includes(PATCH_UP) && defenceRerolls(dice).length > 0;
  if (defencePoints(hero) >= 2 || brace || patchUp) {
    const resume: DefenceResume = { ...at, group, total, dice: [...dice] };
    const options: DecisionOption[] = [];
    if (defencePoints(hero) >= 2) options.push({ id: 'heroic', label: 'Spend 2 heroic points: the defence succeeds', value: 'heroic' });
    if (brace) options.push({ id: 'brace-modifier', label: `Play Brace's modifier: +${BRACE_BONUS} to the total`, value: 'brace-modifier' });
    if (patchUp) options.push({ id: 'patch-up-modifier', label: "Play Patch Up's modifier: re-roll the lowest dice", value: 'patch-up-modifier' });
    options.push({ id: 'take', label: `Take it (${total} against ${group.needed})`, value: 'take' });
    openDecision(c.tx, { side: 'heroes', kind: DEFEND_AFTER, prompt: `${hero.name} rolled ${total} against ${group.needed}.`, options, owner: 'ruleset', resume: resume as unknown as Json });
    return false;
  }
  sufferDefeat(c, hero, group.needed, total, group.by);
  return true;
}

/** The heroes' answer ends the group's defence: where the turn carries on, or null while a new choice stands. */
export function answerDefence(c: Ctx, decision: PendingDecision, option: DecisionOption): DefenceResume | null {
  const resume = decision.resume as unknown as DefenceResume;
  const hero = unitById(c.state, resume.group.hero);
  if (!hero) return resume;
  const { group } = resume;
  const at = { free: resume.free, kind: resume.kind, queue: resume.queue };
  if (decision.kind === DEFEND_BEFORE) {
    if (option.value === 'brace') discardFromHand(c, hero.id, BRACE);
    if (option.value === 'heroic') {
      spendDefencePoints(c, hero, 1);
      succeed(c, hero, group, group.needed);
    } else if (!rollDefence(c, hero, group, at, option.value === 'brace' ? 1 : 0, option.value === SHIELD_OPTION)) {
      return null; // the 2-point choice after the roll stands now
    }
    return resume;
  }
  const total = resume.total ?? 0;
  if (option.value === 'brace-modifier') {
    discardFromHand(c, hero.id, BRACE);
    return judgeDefence(c, hero, group, at, total + BRACE_BONUS, resume.dice ?? []) ? resume : null;
  }
  if (option.value === 'patch-up-modifier') {
    discardFromHand(c, hero.id, PATCH_UP);
    const rerolled = rerollDefence(c, hero.id, resume.dice ?? []);
    return judgeDefence(c, hero, group, at, total + rerolled.gain, rerolled.dice) ? resume : null;
  }
  if (option.value === 'heroic') {
    spendDefencePoints(c, hero, 2);
    succeed(c, hero, group, Math.max(total, group.needed));
  } else sufferDefeat(c, hero, group.needed, total, group.by);
  return resume;
}
