// §11.4 Burst (infiltration.md §14 TC14): once per attack an attack `★` adds +2 (the lost icon, §11.3
// Proposed) and the attack may wound more enemies in the target's area: the total left after each wounded
// target's defence goes on to the next, until one is not wounded. The first target must be wounded for the
// chain to start (Proposed); the players choose the order of the later targets, a pending decision.
import type { Unit } from '../../game/game-state';
import type { DecisionOption, PendingDecision } from '../../rules/core/decision-state';
import { openDecision } from '../../rules/core/decisions';
import { unitById } from '../../rules/units/unit-status';
import type { Json } from '../../rules/state/canonical-hash';
import { defenceOf } from './attack-values';
import type { Ctx } from './context';
import { areaOf } from './space';
import type { PendingTest } from './types';
import { woundEnemy } from './wounds';

export const BURST_BONUS = 2;
export const BURST_DECISION = 'burst-next';

/** What the chain carries across a decision: the test (for the steps after the wounds) and what is left. */
interface BurstResume {
  readonly test: PendingTest;
  readonly left: number;
  readonly area: number;
}

/**
 * Carries the chain on from `left` over the other legal targets in `area`; calls `done` once it ends, or
 * opens the heroes' choice of the next target (then `resumeBurst` carries on). `targets` are the weapon's
 * legal targets now (§6.3's limits apply to the later targets too).
 */
export function continueBurst(c: Ctx, test: PendingTest, left: number, area: number, targets: () => readonly Unit[], done: (test: PendingTest) => void): void {
  for (;;) {
    const next = targets().filter((u) => u.id !== test.target && areaOf(c.board, u) === area);
    if (next.length === 0) return done(test);
    if (next.length > 1) {
      const resume: BurstResume = { test, left, area };
      const options = next.map((u) => ({ id: u.id, label: `${u.name} (defence ${defenceOf(c, u)})`, value: u.id }));
      openDecision(c.tx, { side: 'heroes', kind: BURST_DECISION, prompt: `Burst: ${left} left — which enemy next?`, options, owner: 'ruleset', resume: resume as unknown as Json });
      return;
    }
    const only = next[0] as Unit;
    const after = strike(c, test, left, only);
    if (after === null) return done(test);
    left = after;
  }
}

/** The chosen next target: wounded when what is left reaches its defence (and the chain goes on), else the chain ends. */
export function resumeBurst(c: Ctx, decision: PendingDecision, option: DecisionOption, targets: (test: PendingTest) => readonly Unit[], done: (test: PendingTest) => void): void {
  const { test, left, area } = decision.resume as unknown as BurstResume;
  const unit = unitById(c.state, String(option.value));
  const after = unit ? strike(c, test, left, unit) : null;
  if (after === null) return done(test);
  continueBurst(c, test, after, area, () => targets(test), done);
}

/** Wounds `unit` if `left` reaches its defence: what is left after it, or null (the chain ends). */
function strike(c: Ctx, test: PendingTest, left: number, unit: Unit): number | null {
  const needed = defenceOf(c, unit);
  if (left < needed) {
    c.tx.emit({ type: 'message', title: 'Burst', text: `${left} left: not enough for ${unit.name} (defence ${needed}).` });
    return null;
  }
  woundEnemy(c, unit, test.hero, test.ap, true); // Burst weapons are ranged (§13.8)
  return left - needed;
}
