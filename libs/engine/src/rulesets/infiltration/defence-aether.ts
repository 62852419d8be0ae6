// infiltration.md §11.1 and §5.3: the aether dice of a defence test — the Aether Shield's aether option (+1
// defence die and +1 aether die while the Shield is not drained) and the Aether Stim's `★` die. Each aether
// `★` (counting 2, §5.2) cancels a `⚡` first (§5.3 Proposed: the hero always cancels; the Shield's `⚡` before the Stim's, it costs
// more); the Shield's `★` left over ignores the attack's damage, a Stim `★` left over adds 2 and boosts (§5.2).
import type { Unit } from '../../game/game-state';
import { holdsItem } from '../../rules/heroes/hero-sheet';
import type { RolledDie } from '../../rules/random/dice';
import type { Ctx } from './context';
import { autoBoost, isStar, isSurge, roll, scoreOf } from './dice-tests';
import { stimAetherDie } from './aether-items';
import { statsOf } from './types';
import { takeWoundCard } from './wounds';

/** The Shield's stat once a `⚡` drained it (its aether option is closed until it is cleared). */
export const SHIELD_DRAINED = 'shieldDrained';
/** The defence decision's option for the Shield's aether option. */
export const SHIELD_OPTION = 'aether-shield';

/** §11.1: the Shield's aether option is open to a hero holding an undrained Shield. */
export const shieldAetherOpen = (c: Ctx, hero: Unit): boolean =>
  holdsItem(c.state, hero.id, 'aether-shield') && (hero.stats[SHIELD_DRAINED] ?? 0) === 0;

/** What the aether dice did to a defence test. */
export interface DefenceAether {
  /** Added to the defence total (numbers, and a Stim `★`'s 2 with its boost). */
  readonly bonus: number;
  /** The Shield's `★`: the attack's damage is ignored. */
  readonly ignore: boolean;
  /** The Shield's `⚡`: the damage is replaced by the backfire (already taken) and the Shield drained. */
  readonly replaced: boolean;
}

/**
 * Rolls the defence's aether dice (the Shield's when `shield`, the Stim's when its `★` lasts) and applies
 * their surges: each `⚡` left uncancelled backfires (a permanent wound, §5.3); the Shield's drains it, the
 * Stim's ends the Stim (aether-items.ts).
 */
export function defenceAether(c: Ctx, hero: Unit, shield: boolean): DefenceAether {
  const shieldDice: RolledDie[] = shield ? roll(c, 'aether', 1, 'defence (aether shield)', hero.id) : [];
  const stimDice = stimAetherDie(c, hero, 'defence (aether)');
  let stars = [...shieldDice, ...stimDice].filter(isStar).length;
  let shieldSurges = shieldDice.filter(isSurge).length;
  let stimSurges = stimDice.filter(isSurge).length;
  const cancelShield = Math.min(stars, shieldSurges);
  stars -= cancelShield;
  shieldSurges -= cancelShield;
  const cancelStim = Math.min(stars, stimSurges);
  stars -= cancelStim;
  stimSurges -= cancelStim;
  // A Shield `★` not spent on a cancel ignores the damage; the Stim's own `★` left boosts.
  const ignore = shieldDice.some(isStar) && stars > 0;
  const boostStars = Math.max(0, stars - (ignore ? 1 : 0));
  const numbers = scoreOf([...shieldDice, ...stimDice]); // every `★` counts 2, spent or not (§5.2, as attacks do)
  const boost = scoreOf(autoBoost(c, 'aether', boostStars, 'defence (aether)', hero.id));
  for (let left = shieldSurges + stimSurges; left > 0; left--) takeWoundCard(c, hero, () => true);
  if (shieldSurges > 0) {
    c.tx.w.set(statsOf(hero), SHIELD_DRAINED, 1);
    c.tx.emit({ type: 'message', title: 'Aether Shield', text: `The Shield surges: ${hero.name} takes the backfire instead of the blow, and the Shield is drained.` });
  } else if (ignore) c.tx.emit({ type: 'message', title: 'Aether Shield', text: `The Shield flares: ${hero.name} ignores the attack's damage.` });
  return { bonus: numbers + boost, ignore, replaced: shieldSurges > 0 };
}
