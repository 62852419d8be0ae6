import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { LEG_INJURY_CAP } from './content';
import type { Ctx } from './context';
import type { DerelictState } from './types';
import { centreOf, enemiesIn, freeCell, isImpenetrable, moveNeighbours, sidesOf, survivorsIn, zoneOfUnit } from './zones';

/**
 * derelict.md §9.6 Artificial Gravity Failure: every move covers twice the zones (survivors and passive
 * radar tokens 2 per move, active radar tokens 4, enemies 2 per move action; movement caps double, T27),
 * and a ranged attack throws the attacker back and, when it hit, the miniatures in the target zone away.
 */
export const GRAVITY_FAILURE = 'artificial-gravity-failure';

/** The event card in play, or a mission's lasting failure (G5, CG03 "Have you lost weight?"). */
export const gravityFailed = (state: DerelictState): boolean => state.ext.event === GRAVITY_FAILURE || state.ext.options.lastingGravityFailure;

/** Zones a move action covers per step taken: 2 in a gravity failure, else 1. */
export const zonesPerMove = (state: DerelictState): number => (gravityFailed(state) ? 2 : 1);

/** Zones the survivor may still move this turn: a leg injury or a "2 zones a turn" card caps it, doubled in a failure (T27). */
export function moveAllowance(state: DerelictState, unit: Unit, capped: boolean): number {
  if (!capped) return Number.POSITIVE_INFINITY;
  return LEG_INJURY_CAP * zonesPerMove(state) - (unit.stats['moved'] ?? 0);
}

/**
 * Where one survivor's move action can end and how many zones it covers. In a gravity failure the
 * action covers 2 zones (Proposed: through a middle zone that has room and holds no enemy, for leaving
 * a zone of enemies takes its own Resolve check; a survivor may stop after 1). `left` is what the turn's
 * movement cap still allows.
 */
export function moveTargets(board: Board, state: DerelictState, from: number, left: number): Map<number, number> {
  const out = new Map<number, number>();
  if (left <= 0 || isImpenetrable(state, from)) return out;
  const first = moveNeighbours(board, state, from).filter((z) => freeCell(board, state, z) >= 0);
  for (const z of first) out.set(z, 1);
  if (zonesPerMove(state) < 2 || left < 2) return out;
  for (const middle of first) {
    if (enemiesIn(board, state, middle).length > 0) continue;
    for (const z of moveNeighbours(board, state, middle)) {
      if (z !== from && !out.has(z) && freeCell(board, state, z) >= 0) out.set(z, 2);
    }
  }
  return out;
}

/** The compass side (0 N, 1 E, 2 S, 3 W) pointing from zone `a` toward zone `b`, along the stronger axis. */
function sideToward(board: Board, a: number, b: number): number {
  const p = centreOf(board, a);
  const q = centreOf(board, b);
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  if (Math.abs(dx) >= Math.abs(dy)) return dx >= 0 ? 1 : 3;
  return dy >= 0 ? 2 : 0;
}

/** Slides a miniature zone by zone toward `side` until a wall, a locked door or a full zone stops it. */
function slide(c: Ctx, unit: Unit, side: number): void {
  // §9.6 Proposed, §6.9: no one is pushed out of an impenetrable zone (nor into one: freeCell refuses it).
  if (isImpenetrable(c.tx.state, zoneOfUnit(c.board, unit))) return;
  const seen = new Set<number>();
  for (let zone = zoneOfUnit(c.board, unit); zone >= 0 && !seen.has(zone); ) {
    seen.add(zone);
    const next = (sidesOf(c.board, c.tx.state, zone)[side] ?? []).find((z) => !seen.has(z) && freeCell(c.board, c.tx.state, z) >= 0);
    if (next === undefined) return;
    const cell = freeCell(c.board, c.tx.state, next);
    const from = { x: unit.x, y: unit.y };
    const to = { x: cell % c.board.width, y: Math.floor(cell / c.board.width) };
    c.tx.w.set(unit, 'x', to.x);
    c.tx.w.set(unit, 'y', to.y);
    c.tx.emit({ type: 'moved', unit: unit.id, path: [from, to] });
    zone = next;
  }
}

/**
 * §9.6 knock-back after a ranged attack from `from` into `target`: the attacker slides straight back;
 * when a die hit, every miniature left in the target zone slides straight away (Proposed: survivors too;
 * no Resolve check, it is forced). Ranged attacks here always go into another zone (into its own zone a
 * survivor's attack is a melee attack), so the push follows the firing axis.
 */
export function knockBack(c: Ctx, attacker: Unit, from: number, target: number, hit: boolean): void {
  if (!gravityFailed(c.tx.state) || from === target) return;
  const away = sideToward(c.board, target, from);
  const pushed = hit ? [...enemiesIn(c.board, c.tx.state, target), ...survivorsIn(c.board, c.tx.state, target).filter((s) => s.id !== attacker.id)] : [];
  slide(c, attacker, away);
  for (const unit of pushed) if (unit.status === 'active') slide(c, unit, (away + 2) % 4);
}
