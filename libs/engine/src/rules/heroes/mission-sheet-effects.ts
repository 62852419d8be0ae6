import type { Tx } from '../core/tx';
import { addInjury, addResolve } from './hero-sheet';

// What a mission's `injure` and `gain-resolve` do to a hero: they write its hero sheet. Every ruleset keeps
// these numbers there (derelict moved its Resolve and injuries in session 9; derelict performs `injure`
// itself, by location).

/** A mission's `injure`: the hero takes `count` (unnamed) injuries. */
export function injureHero(tx: Tx, unit: string, count: number): void {
  addInjury(tx, unit, 'injury', count);
}

/** A mission's `gain-resolve` (negative: loses), never below 0. */
export function gainHeroResolve(tx: Tx, unit: string, amount: number): void {
  addResolve(tx, unit, amount);
}
