import { entryOf, QUEEN_CHAMBER, QUEEN_HEALTH, type HiveView, type Unit } from '@breachline/engine';
import { exploreNodes, fromMission, nodeOfUnit, tileNodes } from './hive-map-fields';

/** Where a Valkyrie should head for the mission's objective (hive.md §9), read from the heroes' view. */

/** §9.2: four charges are needed (the engine's CHARGES_NEEDED, not exported). */
export const CHARGES_NEEDED = 4;
/** §9.4 / A7: a titled chamber falls after two special attacks. */
export const CHAMBER_HITS = 2;

const objectiveTiles = (v: HiveView): number[] => {
  const base = fromMission(v);
  return v.state.ext.placed.flatMap((p, i) => (p.objective ? [base + i] : []));
};

/** Does the objective still need tiles from the pile (the hive's "still needs tiles" rule)? */
export function needsExploring(v: HiveView): boolean {
  const x = v.state.ext;
  if (x.objective === 'destroy-the-hive') return objectiveTiles(v).length < CHARGES_NEEDED;
  if (x.objective === 'rescue-the-scientist') return x.scientist === null;
  // Kill the Queen: titled chambers hurt her 4 HP for two special attacks, far more than her 6s to hit.
  return true;
}

/** The Queen is tracked from setup (§9.4, A6) but stands on the board only once her chamber is placed. */
export const queenPlaced = (v: HiveView): boolean => v.state.ext.queen !== null && v.state.ext.queen.x >= 0;

/** The nodes worth reaching for `actor`, by objective (work on objective tiles, LJ, the Queen, home), and the exploring squares while `explore`. */
export function goalNodes(v: HiveView, actor: Unit, explore: boolean = needsExploring(v)): number[] {
  const x = v.state.ext;
  const goals: number[] = [];
  if (x.objective === 'destroy-the-hive') {
    for (const index of objectiveTiles(v)) {
      if (!x.weakPoints.includes(index) || !x.charges.includes(index)) goals.push(...tileNodes(v, index));
    }
  } else if (x.objective === 'rescue-the-scientist') {
    const lj = x.scientist;
    if (lj && lj.carrier === null) goals.push(...v.map.neighbours(nodeOfUnit(v, lj)));
    else if (lj && (lj.carrier === actor.id || x.scientistHome)) goals.push(v.map.hubNode);
    else if (lj) {
      const carrier = v.state.units.find((u) => u.id === lj.carrier && u.health > 0);
      if (carrier) goals.push(...v.map.neighbours(nodeOfUnit(v, carrier)));
    }
  } else {
    const base = fromMission(v);
    x.placed.forEach((p, i) => {
      if (p.title === null) return;
      if (p.title === QUEEN_CHAMBER) {
        if (queenPlaced(v)) goals.push(...tileNodes(v, base + i));
      } else if ((entryOf(x.chamberDamage, p.title) ?? 0) < CHAMBER_HITS) goals.push(...tileNodes(v, base + i));
    });
  }
  if (explore && (v.state.decks as Record<string, { drawCount?: number }>)['tiles']?.drawCount !== 0) goals.push(...exploreNodes(v));
  return goals;
}

/** Objective progress in points (for rollouts' evaluation and the playtest report). */
export function hiveProgress(v: HiveView): number {
  const x = v.state.ext;
  if (x.objective === 'destroy-the-hive') return 3 * Math.min(objectiveTiles(v).length, CHARGES_NEEDED) + 5 * x.weakPoints.length + 8 * x.charges.length;
  if (x.objective === 'rescue-the-scientist') {
    const lj = x.scientist;
    if (!lj) return 0;
    if (x.scientistHome) return 40;
    return lj.carrier === null ? 10 : 20;
  }
  let chambers = 0;
  for (const hits of Object.values(x.chamberDamage)) chambers += hits;
  return 2 * x.objectivesRevealed + 3 * chambers + (queenPlaced(v) ? 5 : 0) + (x.queen ? QUEEN_HEALTH - x.queen.health : 0);
}
