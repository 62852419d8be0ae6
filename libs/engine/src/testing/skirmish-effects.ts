import type { Side, Unit } from '../game/game-state';
import { discardCard, drawCard } from '../rules/decks/deck';
import { D6 } from '../rules/random/dice';
import { placeToken, removeToken, revealToken } from '../rules/hidden/hidden-token';
import type { Tx } from '../rules/core/tx';
import { profileOf, REINFORCEMENT_CARDS } from './skirmish-content';
import { unitAt } from './skirmish-board';

/** Shared moves of the test ruleset, used by its actions and by its phases. */
export interface SkirmishExt {
  /** derelict-style: the event card in play until the next resolution phase. */
  readonly eventInPlay: string | null;
}

export type SkirmishTx = Tx<SkirmishExt>;

const MAX_ENEMIES = 6;

const stats = (unit: Unit) => unit.stats as Record<string, number>;

export function resetBudget(tx: SkirmishTx, unit: Unit): void {
  const profile = profileOf(unit.kind);
  tx.w.set(stats(unit), 'moves', profile.moves);
  tx.w.set(stats(unit), 'attacks', profile.attacks);
  if (unit.stats['guard']) tx.w.set(stats(unit), 'guard', 0);
}

export function resetSideBudgets(tx: SkirmishTx, side: Side): void {
  for (const unit of tx.state.units) if (unit.side === side) resetBudget(tx, unit);
}

export function spendStat(tx: SkirmishTx, unit: Unit, stat: 'moves' | 'attacks'): void {
  tx.w.set(stats(unit), stat, (unit.stats[stat] ?? 0) - 1);
}

export function spawnUnit(tx: SkirmishTx, kind: string, x: number, y: number): Unit | undefined {
  if (unitAt(tx.state, x, y)) return undefined;
  if (tx.state.units.filter((u) => u.side === 'enemies').length >= MAX_ENEMIES) return undefined;
  const profile = profileOf(kind);
  const unit: Unit = {
    id: tx.newId(kind),
    side: 'enemies',
    kind,
    name: kind,
    x,
    y,
    health: profile.health,
    status: 'active',
    stats: { moves: profile.moves, attacks: profile.attacks },
  };
  tx.w.push(tx.state.units, unit);
  tx.emit({ type: 'spawned', unit: { ...unit, stats: { ...unit.stats } } });
  return unit;
}

export function damage(tx: SkirmishTx, target: Unit, amount: number, by: string | null): void {
  const health = target.health - amount;
  tx.w.set(target, 'health', Math.max(0, health));
  tx.emit({ type: 'hit', unit: target.id, by, damage: amount, health: Math.max(0, health) });
  if (health <= 0) {
    tx.w.removeAt(tx.state.units, tx.state.units.indexOf(target));
    tx.emit({ type: 'killed', unit: target.id, by });
  }
}

/** d6 against the attacker's to-hit; one damage on a hit. */
export function strike(tx: SkirmishTx, attacker: Unit, target: Unit, purpose: string): void {
  const [die] = tx.random.roll(D6, 1, purpose, attacker.id);
  if ((die?.value ?? 0) >= profileOf(attacker.kind).hitsOn) damage(tx, target, 1, attacker.id);
  else tx.emit({ type: 'missed', unit: target.id, by: attacker.id });
}

/** Enemy arrival, face down: a reinforcement card becomes a hidden spawn token on a free spawn point. */
export function placeReinforcement(tx: SkirmishTx): void {
  const spots = tx.board.features.filter((f) => f.type === 'spawn' && !tx.state.tokens.some((t) => t.x === f.x && t.y === f.y));
  const spot = tx.random.pick(spots);
  if (!spot || !tx.state.decks['reinforcements']) return;
  const card = drawCard(tx, 'reinforcements');
  if (card === null) return;
  placeToken(tx, 'spawn', spot, { enemy: card });
  discardCard(tx, 'reinforcements', card);
}

/** Turns every spawn token face up; what it hides arrives if its square is free. */
export function revealSpawnTokens(tx: SkirmishTx): void {
  for (const token of tx.state.tokens.filter((t) => t.kind === 'spawn')) {
    const contents = revealToken(tx, token.id) as { enemy?: string } | undefined;
    const kind = contents?.enemy;
    if (kind && kind !== 'nothing') spawnUnit(tx, kind, token.x, token.y);
    removeToken(tx, token.id);
  }
}

export const enemyKinds: readonly string[] = [...new Set(REINFORCEMENT_CARDS)];
