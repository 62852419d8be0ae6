import { hordeGap, hordeObjectiveBox, hordeProfileOf, hordeSquares, type ActionBase, type HordeBox, type HordeState, type Unit } from '@breachline/engine';

/**
 * The heroes' shopping and item use (horde.md §4.2 step 4.5, §11 G4). In the shop a Med Kit comes first
 * (wounds are what keeps a hero standing, and there is no other healing between waves), then a Stun
 * Grenade; a hero short of a Med Kit passes its credits up to a richer one so they pool, then the heroes
 * leave (other items would only swell the next wave: they count into hero points). In play an item
 * goes before anything else when it is worth it: a Med Kit on a fallen or half-spent hero, a Curing Kit
 * or a Courage Injector when there is something to cure, a Stun Grenade on a big enemy, a Grease or Noise
 * Grenade where it catches a crowd (below).
 */

type Shop = ActionBase & { readonly unit?: string; readonly item?: string; readonly target?: string; readonly condition?: number; readonly to?: { x: number; y: number } };

/** Fewest enemies a grenade must catch to be worth throwing. */
const CROWD = 3;

const MED_KIT = 20;
const BUY: Readonly<Record<string, number>> = { 'med-kit': 900, 'stun-grenade': 800 };
export const LEAVE_SHOP = 500;

const credits = (state: HordeState, id: string | undefined): number => state.units.find((u) => u.id === id)?.stats['credits'] ?? 0;

/** A shop action's score; leaving (`end-phase`) is `LEAVE_SHOP`, so what scores less is never done. */
export function shopScore(state: HordeState, raw: ActionBase): number {
  const a = raw as Shop;
  if (a.type === 'end-phase') return LEAVE_SHOP;
  if (a.type === 'buy') return BUY[a.item ?? ''] ?? -1;
  if (a.type === 'give' && a.item === 'credits') {
    // Pooling before a grenade: while the party's credits add up to a Med Kit, the poorer pass theirs up.
    const purse = state.units.filter((u) => u.side === 'heroes').reduce((sum, u) => sum + (u.stats['credits'] ?? 0), 0);
    const mine = credits(state, a.unit);
    const theirs = credits(state, a.target);
    const upward = theirs > mine || (theirs === mine && String(a.target) > String(a.unit));
    return purse >= MED_KIT && mine < MED_KIT && upward ? 850 : -1;
  }
  return -1;
}

/** An item use's score in play (above every move and shot), or −1 to keep the item. */
export function useScore(state: HordeState, raw: ActionBase): number {
  const a = raw as Shop;
  const target: Unit | undefined = state.units.find((u) => u.id === a.target);
  switch (a.item) {
    case 'med-kit':
      if (!target) return -1;
      if (target.status === 'down') return 7000;
      return target.health <= (target.stats['tou'] ?? 4) - 2 ? 6000 + (target.stats['tou'] ?? 4) - target.health : -1;
    case 'curing-kit':
    case 'courage-injector':
      return 5500;
    case 'stun-grenade':
      return target && hordeProfileOf(target.kind).points >= 100 ? 4500 + hordeProfileOf(target.kind).points / 100 : -1;
    case 'grease-grenade':
      return a.to ? greaseScore(state, a.to) : -1;
    case 'noise-grenade':
      return a.to ? noiseScore(state, a.to) : -1;
    default:
      return -1;
  }
}

const conscious = (state: HordeState, side: 'heroes' | 'enemies'): Unit[] => state.units.filter((u) => u.side === side && u.status === 'active' && u.x >= 0);
const boxOf = (u: Unit): HordeBox => ({ x: u.x, y: u.y, size: u.stats['size'] ?? 1 });
const caught = (state: HordeState, point: HordeBox, inches: number): number => conscious(state, 'enemies').filter((e) => hordeGap(boxOf(e), point) <= hordeSquares(state, inches) + 1e-9).length;

/**
 * Grease (§11 G4, difficult ground within 3" this round) slows a crowd of enemies on their way: thrown where
 * it catches the most, at least `CROWD`, and not on a hero's own ground (heroes hold still, but may need to step).
 */
function greaseScore(state: HordeState, to: { x: number; y: number }): number {
  const point = { x: to.x, y: to.y, size: 1 };
  if (conscious(state, 'heroes').some((h) => hordeGap(boxOf(h), point) <= hordeSquares(state, 3) + 1e-9)) return -1;
  const n = caught(state, point, 3);
  return n >= CROWD ? 4000 + n : -1;
}

/**
 * Noise (§11 G4: enemies within 6" head for the point this round) draws a crowd off the markers: thrown
 * where it catches the most, at least `CROWD`, at a point more than 6" from every standing marker (the
 * enemies stop within 3" of it, so none is left damaging a marker through it).
 */
function noiseScore(state: HordeState, to: { x: number; y: number }): number {
  const point = { x: to.x, y: to.y, size: 1 };
  const clear = state.ext.objectives.every((o) => o.destroyed || hordeGap(hordeObjectiveBox(o), point) > hordeSquares(state, 6) + 1e-9);
  if (!clear) return -1;
  const n = caught(state, point, 6);
  return n >= CROWD ? 3900 + n : -1;
}

/** A Treasure Trove pick (horde.md §5.1): a Med Kit, then a Stun Grenade, then the most credits, then the rest. */
export function troveScore(pick: string): number {
  const wanted = BUY[pick];
  if (wanted !== undefined) return wanted / 100;
  return pick.startsWith('credits-') ? Number(pick.slice('credits-'.length)) / 100 : 0.01;
}
