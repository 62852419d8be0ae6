import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { Footprint } from '../../geometry/footprint';
import { ruleError, type RuleError } from '../../rules/core/errors';
import { D3 } from '../../rules/random/dice';
import { setStatus, unitById } from '../../rules/units/unit-status';
import { blockedFor, boxOf, conscious, standing, within } from './battlefield';
import { canSee } from './combat';
import { Condition, ITEM_PRICES, itemName } from './content';
import { changePower } from './events';
import { pickUpTreasure } from './search';
import type { HordeItemAction, HordeState, HordeTx } from './types';

/**
 * Using items (horde.md §11 G4): each is single use, free, during the owner's activation, once per
 * activation per item type (§5.2). Items are counted in a hero's `item:<id>` stats. Noise and Grease
 * Grenades are thrown at a square within 12" (no sight needed: G4 asks it of the Stun Grenade only) and
 * last until the end of the round: the enemies' AI reads the noise (libs/ai), movement the grease.
 */

/** The item types a hero can use now; the others are carried only. */
export const USABLE_ITEMS: ReadonlySet<string> = new Set([
  'courage-injector',
  'frenzy-injector',
  'power-injector',
  'noise-grenade',
  'grease-grenade',
  'stun-grenade',
  'curing-kit',
  'teleport-kit',
  'med-kit',
]);
/** Items thrown at a square (§11 G4 "target point within 12\""), each with the track it marks until the end of the round. */
const THROWN: ReadonlyMap<string, 'noise' | 'grease'> = new Map([
  ['noise-grenade', 'noise'],
  ['grease-grenade', 'grease'],
]);
/** §11 G3: what a Curing Kit removes (not Shaken, not Unconscious). */
export const CURABLE: readonly number[] = [Condition.Afflicted, Condition.Diseased, Condition.Impaired, Condition.Crippled];

const ITEM_BITS: ReadonlyMap<string, number> = new Map([...ITEM_PRICES.keys()].map((item, i) => [item, 1 << i]));
const stats = (unit: Unit) => unit.stats as Record<string, number>;

export const itemCount = (hero: Unit, item: string): number => hero.stats[`item:${item}`] ?? 0;
/** Every item a hero holds, with how many, in price-list order. */
export const heldItems = (hero: Unit): [string, number][] => [...ITEM_PRICES.keys()].map((item): [string, number] => [item, itemCount(hero, item)]).filter(([, n]) => n > 0);

export function addItem(tx: HordeTx, hero: Unit, item: string, by = 1): void {
  tx.w.set(stats(hero), `item:${item}`, Math.max(0, itemCount(hero, item) + by));
}

/** A hero standing within 1" of `user` (itself included), on the table, conscious or not. */
const heroNear = (state: HordeState, user: Unit, target: Unit | undefined): target is Unit =>
  target !== undefined && target.side === 'heroes' && standing(target) && within(state, boxOf(user), boxOf(target), 1);

const isCell = (v: unknown): v is { x: number; y: number } => typeof v === 'object' && v !== null && Number.isInteger((v as { x?: unknown }).x) && Number.isInteger((v as { y?: unknown }).y);

/** Why a teleport to `to` is refused (§11 G4: within 12", not within 1" of an enemy, a free square), or null. */
function teleportProblem(state: HordeState, board: Board, user: Unit, to: unknown, free: Uint8Array): RuleError | null {
  if (!isCell(to) || to.x < 0 || to.y < 0 || to.x >= board.width || to.y >= board.height) return ruleError('malformed-action', 'A Teleport Kit names a square on the table.');
  const box = { x: to.x, y: to.y, size: user.stats['size'] ?? 1 };
  if (to.x === user.x && to.y === user.y) return ruleError('out-of-range', 'Teleport to another square.');
  if (!within(state, boxOf(user), box, 12)) return ruleError('out-of-range', 'A Teleport Kit reaches 12".');
  if (free[to.y * board.width + to.x] !== 1) return ruleError('not-allowed', 'That square is taken.');
  const enemyNear = state.units.some((u) => u.side === 'enemies' && conscious(u) && within(state, box, boxOf(u), 1));
  return enemyNear ? ruleError('not-allowed', 'Not within 1" of an enemy.') : null;
}

/** Why a grenade thrown at `to` is refused (§11 G4: a point on the table within 12"), or null. */
function throwProblem(state: HordeState, board: Board, user: Unit, to: unknown): RuleError | null {
  if (!isCell(to) || to.x < 0 || to.y < 0 || to.x >= board.width || to.y >= board.height) return ruleError('malformed-action', 'A grenade is thrown at a square on the table.');
  return within(state, boxOf(user), { x: to.x, y: to.y, size: 1 }, 12) ? null : ruleError('out-of-range', 'A grenade reaches a point within 12".');
}

const freeSquares = (state: HordeState, board: Board, user: Unit): Uint8Array => new Footprint(board, user.stats['size'] ?? 1, {}, blockedFor(state, board, user)).fits;

/** Why `user` may not use the item as `action` says (its own activation is checked by the caller), or null. */
export function checkUse(state: HordeState, board: Board, user: Unit, action: HordeItemAction): RuleError | null {
  const { item } = action;
  if (user.side !== 'heroes') return ruleError('not-allowed', 'Only heroes carry items.');
  if (typeof item !== 'string' || itemCount(user, item) <= 0) return ruleError('not-allowed', `${user.name} holds no ${String(item)}.`);
  if (!USABLE_ITEMS.has(item)) return ruleError('not-allowed', `${itemName(item)} cannot be used yet.`);
  if (((user.stats['usedItems'] ?? 0) & (ITEM_BITS.get(item) ?? 0)) !== 0) return ruleError('no-budget', `${user.name} has used a ${itemName(item)} this activation.`);
  const target = typeof action.target === 'string' ? unitById(state, action.target) : undefined;
  switch (item) {
    case 'med-kit':
      if (!heroNear(state, user, target)) return ruleError('out-of-range', 'A Med Kit is used on a hero within 1".');
      return target.status === 'down' || target.health < (target.stats['tou'] ?? 4) ? null : ruleError('not-allowed', `${target.name} has no wounds to restore.`);
    case 'curing-kit':
      if (!heroNear(state, user, target)) return ruleError('out-of-range', 'A Curing Kit is used on a hero within 1".');
      return CURABLE.includes(action.condition ?? 0) && ((target.stats['cond'] ?? 0) & (action.condition ?? 0)) !== 0 ? null : ruleError('not-allowed', `${target.name} has no such condition.`);
    case 'courage-injector':
      if (!heroNear(state, user, target)) return ruleError('out-of-range', 'A Courage Injector is used on a hero within 1".');
      return ((target.stats['cond'] ?? 0) & Condition.Shaken) !== 0 ? null : ruleError('not-allowed', `${target.name} is not shaken.`);
    case 'frenzy-injector':
      return (user.stats['frenzy'] ?? 0) === 0 ? null : ruleError('not-allowed', `${user.name} is already in a frenzy.`);
    case 'power-injector':
      if (((user.stats['cond'] ?? 0) & Condition.Diseased) !== 0) return ruleError('not-allowed', 'A Diseased hero cannot recover power.');
      return (user.stats['power'] ?? 2) < (user.stats['pow'] ?? 2) ? null : ruleError('not-allowed', `${user.name} has all its power.`);
    case 'stun-grenade':
      if (!target || target.side !== 'enemies' || !conscious(target)) return ruleError('unknown-target', 'Throw a Stun Grenade at an enemy on the table.');
      if (((target.stats['cond'] ?? 0) & Condition.Shaken) !== 0) return ruleError('not-allowed', `${target.name} is already shaken.`);
      return within(state, boxOf(user), boxOf(target), 12) && canSee(state, board, boxOf(user), boxOf(target)) ? null : ruleError('out-of-range', 'A Stun Grenade reaches an enemy within 12" and in sight.');
    case 'teleport-kit':
      return teleportProblem(state, board, user, action.to, freeSquares(state, board, user));
    case 'noise-grenade':
    case 'grease-grenade':
      return throwProblem(state, board, user, action.to);
  }
  return ruleError('not-allowed', `${itemName(item)} cannot be used yet.`);
}

/** Every item use open to the active hero now. */
export function listUses(state: HordeState, board: Board, user: Unit): HordeItemAction[] {
  const out: HordeItemAction[] = [];
  const { side, id } = user;
  const heroes = state.units.filter((u) => u.side === 'heroes' && standing(u));
  for (const [item] of heldItems(user)) {
    if (!USABLE_ITEMS.has(item)) continue;
    const base = { type: 'use' as const, side, unit: id, item };
    if (item === 'med-kit' || item === 'courage-injector') out.push(...heroes.map((h) => ({ ...base, target: h.id })));
    else if (item === 'curing-kit') out.push(...heroes.flatMap((h) => CURABLE.map((condition) => ({ ...base, target: h.id, condition }))));
    else if (item === 'stun-grenade') out.push(...state.units.filter((e) => e.side === 'enemies' && conscious(e)).map((e) => ({ ...base, target: e.id })));
    else if (item === 'teleport-kit') {
      const free = freeSquares(state, board, user);
      out.push(...squaresFor(state, board, user, item, (to) => teleportProblem(state, board, user, to, free)));
    } else if (THROWN.has(item)) out.push(...squaresFor(state, board, user, item, (to) => throwProblem(state, board, user, to)));
    else out.push(base);
  }
  // Square uses were checked square by square above (one footprint map, not one per square).
  return out.filter((a) => a.to !== undefined || checkUse(state, board, user, a) === null);
}

/** Every square within 12" the item may be used on (Teleport Kit, grenades), by `problem`; none once its type is spent. */
function squaresFor(state: HordeState, board: Board, user: Unit, item: string, problem: (to: { x: number; y: number }) => RuleError | null): HordeItemAction[] {
  if (((user.stats['usedItems'] ?? 0) & (ITEM_BITS.get(item) ?? 0)) !== 0) return [];
  const out: HordeItemAction[] = [];
  const reach = Math.ceil(12 * (state.ext.rules.gridMode === 'B' ? 0.5 : 1)) + 1;
  for (let y = Math.max(0, user.y - reach); y <= Math.min(board.height - 1, user.y + reach); y++) {
    for (let x = Math.max(0, user.x - reach); x <= Math.min(board.width - 1, user.x + reach); x++) {
      if (problem({ x, y }) === null) out.push({ type: 'use', side: user.side, unit: user.id, item, to: { x, y } });
    }
  }
  return out;
}

const d3 = (tx: HordeTx, purpose: string, by: string): number => tx.random.roll(D3, 1, purpose, by)[0]?.value ?? 1;

/** Uses the item (checked): one fewer held, its type spent for this activation, its effect (§11 G4). */
export function resolveUse(tx: HordeTx, user: Unit, action: HordeItemAction): void {
  const { item } = action;
  addItem(tx, user, item, -1);
  tx.w.set(stats(user), 'usedItems', (user.stats['usedItems'] ?? 0) | (ITEM_BITS.get(item) ?? 0));
  const target = typeof action.target === 'string' ? unitById(tx.state, action.target) : undefined;
  tx.emit({ type: 'message', text: `${user.name} uses a ${itemName(item)}${target && target !== user ? ` on ${target.name}` : ''}.` });
  switch (item) {
    case 'med-kit':
      if (target) medKit(tx, target, d3(tx, 'med kit', user.id));
      break;
    case 'curing-kit':
      if (target) tx.w.set(stats(target), 'cond', (target.stats['cond'] ?? 0) & ~(action.condition ?? 0));
      break;
    case 'courage-injector':
      if (target) {
        tx.w.set(stats(target), 'cond', (target.stats['cond'] ?? 0) & ~Condition.Shaken);
        tx.w.set(stats(target), 'courage', 1);
      }
      break;
    case 'frenzy-injector':
      tx.w.set(stats(user), 'frenzy', 1);
      break;
    case 'power-injector':
      changePower(tx, user, d3(tx, 'power injector', user.id));
      break;
    case 'stun-grenade':
      if (target) tx.w.set(stats(target), 'cond', (target.stats['cond'] ?? 0) | Condition.Shaken);
      break;
    case 'noise-grenade':
    case 'grease-grenade': {
      const track = THROWN.get(item);
      if (action.to && track) tx.w.set(tx.state.ext, track, [...(tx.state.ext[track] ?? []), { x: action.to.x, y: action.to.y }]);
      break;
    }
    case 'teleport-kit':
      if (action.to) {
        const from = { x: user.x, y: user.y };
        tx.w.set(user, 'x', action.to.x);
        tx.w.set(user, 'y', action.to.y);
        tx.emit({ type: 'moved', unit: user.id, path: [from, { x: action.to.x, y: action.to.y }] });
        pickUpTreasure(tx, user);
      }
      break;
  }
}

/**
 * §11 G4 Med Kit: D3 wounds back (never above Tou); an Unconscious hero wakes. A Diseased hero cannot
 * recover wounds (§11 G3): it only wakes, with 1 wound.
 */
export function medKit(tx: HordeTx, hero: Unit, rolled: number): void {
  const tou = hero.stats['tou'] ?? 4;
  const diseased = ((hero.stats['cond'] ?? 0) & Condition.Diseased) !== 0;
  const wasDown = hero.status === 'down';
  const gained = diseased ? 0 : rolled;
  const base = wasDown ? 0 : hero.health;
  const health = wasDown ? Math.max(1, Math.min(tou, gained)) : Math.min(tou, base + gained);
  if (wasDown) setStatus(tx, hero, 'active');
  tx.w.set(hero, 'health', health);
  tx.emit({ type: 'healed', unit: hero.id, amount: health - base, health });
  if (wasDown) tx.emit({ type: 'message', text: `${hero.name} wakes.` });
}

/** End of the round: Frenzy, Courage, noise and grease wear off (§11 G4 "until the end of the round"). */
export function endRoundItems(tx: HordeTx): void {
  for (const track of THROWN.values()) if ((tx.state.ext[track]?.length ?? 0) > 0) tx.w.set(tx.state.ext, track, []);
  for (const unit of tx.state.units) {
    if ((unit.stats['frenzy'] ?? 0) !== 0) tx.w.set(stats(unit), 'frenzy', 0);
    if ((unit.stats['courage'] ?? 0) !== 0) tx.w.set(stats(unit), 'courage', 0);
  }
}
