import { Footprint } from '../../geometry/footprint';
import type { Unit } from '../../game/game-state';
import type { Json } from '../../rules/state/canonical-hash';
import { placeToken, removeToken, revealToken } from '../../rules/hidden/hidden-token';
import { D6 } from '../../rules/random/dice';
import { blockedFor, gap, gapToPoint, objectiveBox, squares } from './battlefield';
import { HAZARD_CONDITIONS, itemName, TREASURE_ROWS } from './content';
import { cornerPoint } from './deploy';
import type { DecisionOption, PendingDecision } from '../../rules/core/decision-state';
import { openDecision } from '../../rules/core/decisions';
import type { HordeTx } from './types';

/**
 * Search tokens and treasure markers (horde.md §3.4, §7.4). Nothing is hidden: a token's contents are
 * rolled when it is revealed, so the token itself holds none.
 */
export const SEARCH = 'search';
export const TREASURE = 'treasure';

/** §5.1 Treasure Trove with no hero to choose (event 62's reveal): a Med Kit and 15c. */
export const TROVE_PICKS: readonly string[] = ['med-kit', 'credits-15'];
/** §5.1, T4 7+: "any two items or gold … from the options above": each of rows 3–6 (repeats allowed, Proposed). */
export const TROVE_OPTIONS: readonly string[] = [...new Set([...TREASURE_ROWS.values()].flat())];
export const TROVE_PICK = 'trove';

const d6 = (tx: HordeTx, purpose: string, by: string | null): number => tx.random.roll(D6, 1, purpose, by)[0]?.value ?? 1;

/** Gives a hero an item or credits ("credits-10"). */
export function giveItem(tx: HordeTx, hero: Unit, item: string): void {
  const stats = hero.stats as Record<string, number>;
  if (item.startsWith('credits-')) tx.w.set(stats, 'credits', (hero.stats['credits'] ?? 0) + Number(item.slice('credits-'.length)));
  else tx.w.set(stats, `item:${item}`, (hero.stats[`item:${item}`] ?? 0) + 1);
  tx.emit({ type: 'message', text: `${hero.name} takes ${item.startsWith('credits-') ? `${item.slice('credits-'.length)}c` : `a ${itemName(item)}`}.` });
}

/** horde.md §7.4: reveal a search token, by `hero` or by no one (event 62). */
export function revealSearch(tx: HordeTx, tokenId: string, hero: Unit | null): void {
  const token = tx.state.tokens.find((t) => t.id === tokenId);
  if (!token) return;
  const roll = d6(tx, 'search token', hero?.id ?? null) + tx.state.ext.rules.searchRollModifier;
  const near = hero !== null && gap({ x: hero.x, y: hero.y, size: hero.stats['size'] ?? 1 }, { x: token.x, y: token.y, size: 1 }) <= squares(tx.state, 1) + 1e-9;
  const at = { x: token.x, y: token.y };
  revealToken(tx, tokenId);
  removeToken(tx, tokenId);
  if (roll <= 2) {
    const sub = d6(tx, 'hazard', hero?.id ?? null);
    const condition = HAZARD_CONDITIONS[sub - 1] ?? 0;
    if (near && hero && condition !== 0) tx.w.set(hero.stats as Record<string, number>, 'cond', (hero.stats['cond'] ?? 0) | condition);
    tx.emit({ type: 'message', text: near && condition !== 0 ? `A hazard! ${hero?.name ?? ''} is hurt.` : 'A hazard, harmlessly sprung.' });
    return;
  }
  const row = TREASURE_ROWS.get(roll);
  const item = row?.[d6(tx, 'treasure', hero?.id ?? null) - 1];
  if (roll >= 7 && hero) return askTrove(tx, hero, at, near, []);
  const items = roll >= 7 ? TROVE_PICKS : item ? [item] : [];
  if (items.length === 0) return;
  if (near && hero) for (const it of items) giveItem(tx, hero, it);
  else placeTreasure(tx, at, items);
}

const contentsName = (item: string): string => (item.startsWith('credits-') ? `${item.slice('credits-'.length)}c` : itemName(item));

/**
 * §5.1 Treasure Trove: the players pick two things, one decision (kind `trove`) each; the second names
 * the first in its resume. Both go to the hero when it is within 1", else onto a treasure marker.
 */
function askTrove(tx: HordeTx, hero: Unit, at: { x: number; y: number }, near: boolean, picked: readonly string[]): void {
  openDecision(tx, {
    side: 'heroes',
    kind: TROVE_PICK,
    prompt: `A Treasure Trove! Pick ${picked.length === 0 ? 'the first' : 'the second'} of two things`,
    options: TROVE_OPTIONS.map((id) => ({ id, label: contentsName(id), value: id })),
    owner: 'ruleset',
    resume: { hero: hero.id, x: at.x, y: at.y, near, picked: [...picked] },
  });
}

/** The answer to a trove decision: ask for the second pick, or hand both over. */
export function resumeTrove(tx: HordeTx, decision: PendingDecision, option: DecisionOption): void {
  const resume = decision.resume as { hero?: unknown; x?: unknown; y?: unknown; near?: unknown; picked?: unknown };
  const hero = typeof resume.hero === 'string' ? tx.state.units.find((u) => u.id === resume.hero) : undefined;
  const picked = [...(Array.isArray(resume.picked) ? resume.picked.filter((p): p is string => typeof p === 'string') : []), String(option.value)];
  if (!hero || typeof resume.x !== 'number' || typeof resume.y !== 'number' || !TROVE_OPTIONS.includes(String(option.value))) return;
  const at = { x: resume.x, y: resume.y };
  if (picked.length < 2) return askTrove(tx, hero, at, resume.near === true, picked);
  if (resume.near === true && hero.status === 'active') for (const it of picked) giveItem(tx, hero, it);
  else placeTreasure(tx, at, picked);
}

/** A treasure marker holding what a far reveal found (§7.4: contents rolled now, face up). */
function placeTreasure(tx: HordeTx, at: { x: number; y: number }, items: readonly string[]): void {
  const contents: Json = { items: [...items] };
  const token = placeToken(tx, TREASURE, at, contents);
  revealToken(tx, token.id);
}

/** §5.1 (Proposed): a hero that ends a move within 1" of a treasure marker takes what it holds. */
export function pickUpTreasure(tx: HordeTx, hero: Unit): void {
  if (hero.side !== 'heroes') return;
  for (const token of tx.state.tokens.filter((t) => t.kind === TREASURE)) {
    if (gap({ x: hero.x, y: hero.y, size: 1 }, { x: token.x, y: token.y, size: 1 }) > squares(tx.state, 1) + 1e-9) continue;
    const items = (token.contents as { items?: unknown } | null)?.items;
    if (Array.isArray(items)) for (const item of items) if (typeof item === 'string') giveItem(tx, hero, item);
    removeToken(tx, token.id);
  }
}

/** The centre of quarter n (1–4), numbered as the corners. */
export function quarterCentre(quarter: number, width: number, height: number): { x: number; y: number } {
  const corner = cornerPoint(quarter, width, height);
  return { x: corner.x === 0 ? width / 4 : (3 * width) / 4, y: corner.y === 0 ? height / 4 : (3 * height) / 4 };
}

/**
 * §3.4, §11 A17: one search token per quarter, on a d6 of 1–3 on a free square touching that quarter's
 * marker (its centre), on 4–6 on a free square within 6" of its corner. With `holopad` (event 43), that
 * many tokens, each within 6" of the centre of a different random quarter.
 */
export function placeSearchTokens(tx: HordeTx, holopad?: number): void {
  const { board, state } = tx;
  const free = new Footprint(board, 1, {}, blockedFor(state, board, null)).fits;
  const taken = new Set(state.tokens.map((t) => t.y * board.width + t.x));
  const quarters = holopad === undefined ? [1, 2, 3, 4] : tx.random.shuffle([1, 2, 3, 4]).slice(0, holopad);
  for (const quarter of quarters) {
    const marker = state.ext.objectives.find((o) => o.number === quarter && !o.destroyed);
    const centre = holopad === undefined && d6(tx, 'search token place', null) <= 3 && marker !== undefined;
    const point = holopad === undefined ? cornerPoint(quarter, board.width, board.height) : quarterCentre(quarter, board.width, board.height);
    const spots: number[] = [];
    for (let cell = 0; cell < free.length; cell++) {
      if (free[cell] !== 1 || taken.has(cell)) continue;
      const box = { x: cell % board.width, y: Math.floor(cell / board.width), size: 1 };
      const ok = centre && marker ? gap(box, objectiveBox(marker)) === 0 : gapToPoint(box, point.x, point.y) <= squares(state, 6);
      if (ok) spots.push(cell);
    }
    const cell = tx.random.pick(spots);
    if (cell === undefined) continue;
    taken.add(cell);
    placeToken(tx, SEARCH, { x: cell % board.width, y: Math.floor(cell / board.width) }, null);
  }
}
