import type { Unit } from '../../game/game-state';
import { LEVEL_OPTIONS, levelFor, MAX_LEVEL, type Improvement } from './content';
import type { HordeTx } from './types';

/**
 * XP and levelling (horde.md §9.3–9.4). The level-up pick is automatic in this slice (the game has no
 * level-up screen yet): a Tou option when the row has one, else its first (Proposed auto default).
 */
export function autoPick(options: readonly Improvement[]): Improvement | undefined {
  return options.find((o) => o.stat === 'tou') ?? options[0];
}

/** Applies one improvement: Tou raises maximum and current wounds alike (a conscious hero only heals by it). */
function improve(tx: HordeTx, hero: Unit, improvement: Improvement): void {
  const stats = hero.stats as Record<string, number>;
  tx.w.set(stats, improvement.stat, (hero.stats[improvement.stat] ?? 0) + improvement.by);
  if (improvement.stat === 'tou' && hero.status === 'active') tx.w.set(hero, 'health', hero.health + improvement.by);
}

/** Adds XP to a hero and to the party's total, levelling up at once (§11 A18), one row per level gained. */
export function gainXp(tx: HordeTx, hero: Unit, xp: number): void {
  if (xp <= 0) return;
  const stats = hero.stats as Record<string, number>;
  const total = (hero.stats['xp'] ?? 0) + xp;
  tx.w.set(stats, 'xp', total);
  tx.w.set(tx.state.ext, 'partyXp', tx.state.ext.partyXp + xp);
  const from = hero.stats['level'] ?? 1;
  const to = Math.min(MAX_LEVEL, levelFor(total));
  for (let level = from + 1; level <= to; level++) {
    const pick = autoPick(LEVEL_OPTIONS[level - 1] ?? []);
    if (pick) improve(tx, hero, pick);
    tx.emit({ type: 'message', text: `${hero.name} reaches level ${level}${pick ? `: +${pick.by} ${pick.stat}` : ''}.` });
  }
  if (to > from) tx.w.set(stats, 'level', to);
}

/**
 * §9.3 step 4: party XP divided as equally as possible among all heroes, conscious or not; the r points
 * left over go one each to the r heroes with the least XP, then in hero order (§11 A7 auto default).
 */
export function divideXp(total: number, heroes: readonly Pick<Unit, 'id' | 'stats'>[]): Map<string, number> {
  const shares = new Map<string, number>();
  if (heroes.length === 0) return shares;
  const each = Math.floor(total / heroes.length);
  const rest = total - each * heroes.length;
  const order = heroes.map((h, index) => ({ h, index })).sort((a, b) => (a.h.stats['xp'] ?? 0) - (b.h.stats['xp'] ?? 0) || a.index - b.index);
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
