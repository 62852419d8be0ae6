import type { Unit } from '../../game/game-state';
import { gainXp as addSheetXp, levelOf, setLevel, xpOf } from '../../rules/heroes/hero-sheet';
import type { DecisionOption, PendingDecision } from '../../rules/core/decision-state';
import { openDecision } from '../../rules/core/decisions';
import { unitById } from '../../rules/units/unit-status';
import { LEVEL_OPTIONS, levelFor, MAX_LEVEL, type Improvement } from './content';
import type { HordeTx } from './types';

/** XP and levelling (horde.md §9.3–9.4). */

export const LEVEL_UP = 'level-up';
const STAT_NAMES: Readonly<Record<Improvement['stat'], string>> = { tou: 'Tou', skill: 'Skill', str: 'Str', dex: 'Dex', wil: 'Wil', qua: 'Qua', pow: 'Pow', caster: 'Caster' };
export const improvementLabel = (i: Improvement): string => `+${i.by} ${STAT_NAMES[i.stat]}`;

/**
 * §9.4 "picking one of the available options": the players pick, so each level gained opens a decision
 * (kind `level-up`) offering its T3 row; the improvement applies when it is answered (`resumeLevelUp`).
 * Pushed highest level first, so the lowest is asked first (the stack answers its newest first).
 */
function askLevelUp(tx: HordeTx, hero: Unit, level: number): void {
  const row = LEVEL_OPTIONS[level - 1] ?? [];
  openDecision(tx, {
    side: 'heroes',
    kind: LEVEL_UP,
    prompt: `${hero.name} reaches level ${level}, pick an improvement`,
    options: row.map((o) => ({ id: o.stat, label: improvementLabel(o), value: { stat: o.stat, by: o.by } })),
    owner: 'ruleset',
    resume: { hero: hero.id, level },
  });
}

/** The answer to a level-up decision: the picked improvement, applied to its hero. */
export function resumeLevelUp(tx: HordeTx, decision: PendingDecision, option: DecisionOption): void {
  const resume = decision.resume as { hero?: unknown };
  const hero = typeof resume.hero === 'string' ? unitById(tx.state, resume.hero) : undefined;
  const value = option.value as { stat?: unknown; by?: unknown };
  const improvement = LEVEL_OPTIONS.flat().find((o) => o.stat === value.stat && o.by === value.by);
  if (!hero || !improvement) return;
  improve(tx, hero, improvement);
  tx.emit({ type: 'message', text: `${hero.name} takes ${improvementLabel(improvement)}.` });
}

/** Applies one improvement: Tou raises maximum and current wounds alike (a conscious hero only heals by it). */
function improve(tx: HordeTx, hero: Unit, improvement: Improvement): void {
  const stats = hero.stats as Record<string, number>;
  tx.w.set(stats, improvement.stat, (hero.stats[improvement.stat] ?? 0) + improvement.by);
  if (improvement.stat === 'tou' && hero.status === 'active') tx.w.set(hero, 'health', hero.health + improvement.by);
}

/**
 * Adds XP to a hero and to the party's total, levelling up at once (§11 A18), one row per level gained.
 * A hero's XP and level live on its core hero sheet (rules/heroes), as every ruleset's do.
 */
export function gainXp(tx: HordeTx, hero: Unit, xp: number): void {
  if (xp <= 0) return;
  addSheetXp(tx, hero.id, xp);
  const total = xpOf(tx.state, hero.id);
  tx.w.set(tx.state.ext, 'partyXp', tx.state.ext.partyXp + xp);
  const from = levelOf(tx.state, hero.id);
  const to = Math.min(MAX_LEVEL, levelFor(total));
  if (to > from) setLevel(tx, hero.id, to);
  for (let level = from + 1; level <= to; level++) tx.emit({ type: 'message', text: `${hero.name} reaches level ${level}.` });
  for (let level = to; level > from; level--) askLevelUp(tx, hero, level);
}

/**
 * §9.3 step 4: party XP divided as equally as possible among all heroes, conscious or not; the r points
 * left over go one each to the r heroes with the least XP, then in hero order (§11 A7 auto default).
 */
export function divideXp(total: number, heroes: readonly Pick<Unit, 'id'>[], xpOfHero: (id: string) => number): Map<string, number> {
  const shares = new Map<string, number>();
  if (heroes.length === 0) return shares;
  const each = Math.floor(total / heroes.length);
  const rest = total - each * heroes.length;
  const order = heroes.map((h, index) => ({ h, index })).sort((a, b) => xpOfHero(a.h.id) - xpOfHero(b.h.id) || a.index - b.index);
  order.forEach(({ h }, rank) => shares.set(h.id, each + (rank < rest ? 1 : 0)));
  return shares;
}

/**
 * §9.3 step 2: (2 × seized + bonus) × wave, where the bonus is the number seized when the priority is
 * among them (§11 A1 literal reading), or 1 with `priorityBonusFlat`.
 */
export function waveXp(seized: readonly number[], priority: number | null, wave: number, flat: boolean): number {
  const priorityHeld = priority !== null && seized.includes(priority);
  const bonus = priorityHeld ? (flat ? 1 : seized.length) : 0;
  return (2 * seized.length + bonus) * wave;
}
