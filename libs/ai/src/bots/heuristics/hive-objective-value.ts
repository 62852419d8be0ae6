import { QUEEN_HEALTH, type HiveView } from '@breachline/engine';
import { CHAMBER_HITS, CHARGES_NEEDED, needsExploring, queenPlaced } from './hive-goals';
import { living, nodeOfUnit } from './hive-map-fields';

/**
 * Objective progress in points for the search bot's leaves (hive.md §9.2–§9.4): steps that cannot be
 * undone are worth far more than anything a turn of moving and shooting can change, and each later
 * step more than the one before it, so the search never trades one away for position.
 * - Destroy the Hive: objective tiles found (up to 4), weak points, then charges.
 * - Rescue the Scientist: LJ found, then carried; home is all but won (the End game needs the landing
 *   site free of bugs, so bugs there count against it).
 * - Kill the Queen: titled chambers found, then her wounds once she is on the board.
 */
export function objectiveValue(v: HiveView): number {
  const x = v.state.ext;
  if (x.objective === 'destroy-the-hive') {
    const found = x.placed.filter((p) => p.objective).length;
    return 50 * Math.min(found, CHARGES_NEEDED) + 60 * x.weakPoints.length + 150 * x.charges.length;
  }
  if (x.objective === 'rescue-the-scientist') {
    const lj = x.scientist;
    if (!lj) return 0;
    if (x.scientistHome) return 3000 - 100 * living(v, 'enemies').filter((b) => nodeOfUnit(v, b) === v.map.hubNode).length;
    return lj.carrier === null ? 150 : 300;
  }
  let hits = 0;
  let halfDone = 0;
  for (const n of Object.values(x.chamberDamage)) {
    hits += n;
    halfDone += n % CHAMBER_HITS;
  }
  const found = 30 * Math.min(x.objectivesRevealed, 6);
  // Her wounds count once she stands on the board: the engine sets her health anew when her chamber
  // is placed, so a chamber wrecked before then is wasted (a half-wrecked one is not: one more hit).
  if (!x.queen || !queenPlaced(v)) return found + 15 * halfDone - 15 * (hits - halfDone);
  return found + 50 + 60 * halfDone + 30 * (QUEEN_HEALTH - x.queen.health);
}

/**
 * Whether the squad still has to explore: the hive's rule (`needsExploring`), except that once the
 * Queen stands on the board more chambers are not worth the bugs that new open edges bring.
 */
export const explorationNeeded = (v: HiveView): boolean => (v.state.ext.objective === 'kill-the-queen' ? !queenPlaced(v) : needsExploring(v));
