/**
 * Sides, in a leaf module: the state types of decks and tokens name a side, and the game state names
 * those types, so `Side` cannot live in game-state.ts without a circle of imports.
 */

/** Who a unit fights for. The enemy is a side like the heroes; its decisions come from libs/ai. */
export type Side = 'heroes' | 'enemies';

export const SIDES: readonly Side[] = ['heroes', 'enemies'];

export const otherSide = (side: Side): Side => (side === 'heroes' ? 'enemies' : 'heroes');
