import type { Unit } from '@breachline/engine';

/** The end screen's "Heroes standing": heroes still on the board and up (not unconscious, captured or dead). */
export function heroesStanding(units: readonly Unit[]): number {
  return units.filter((u) => u.side === 'heroes' && u.x >= 0 && u.status === 'active' && u.health > 0).length;
}
