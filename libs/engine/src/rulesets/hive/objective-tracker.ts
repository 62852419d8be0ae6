import type { GameView } from '../../rules/hidden/view';
import type { ObjectiveStatus } from '../objective-status';
import { authorObjectives } from '../mission-objectives';
import { CHAMBER_HITS, CHAMBER_TITLES, CHARGES_NEEDED, QUEEN_HEALTH } from './content';
import { TILE_DECK } from './exploration';
import type { HiveExt } from './types';

const count = (current: number, total: number) => ({ current: Math.min(current, total), total });

/**
 * The hive's objective tracker (hive.md §9): the author's objectives first, then progress, from what the heroes know: their view shows the tile pile
 * only by its count and never the title stack, and every line here reads only those.
 */
export function hiveObjectives(view: GameView<HiveExt>): ObjectiveStatus[] {
  return [...authorObjectives(view), ...progressLines(view)];
}

/** The ruleset's own progress lines for the objective being played (and the round cap). */
function progressLines(view: GameView<HiveExt>): ObjectiveStatus[] {
  const x = view.ext;
  const won = view.status.kind === 'won';
  const pileLeft = view.decks[TILE_DECK]?.drawCount ?? 0;
  // §6.5: every tile placed in play was drawn from the pile, so placed + left is the whole hive.
  const explored: ObjectiveStatus = { label: 'Tiles explored', done: pileLeft === 0, progress: count(x.placed.length, x.placed.length + pileLeft) };
  const deadline: ObjectiveStatus = { label: `Finish by the end of round ${x.roundCap}`, done: won, progress: count(view.round, x.roundCap) };
  switch (x.objective) {
    case 'destroy-the-hive': {
      // §9.2 steps 2–4 (and A8): one weak point and one charge on each of 4 objective tiles, then detonate.
      const chambers = x.placed.filter((p) => p.objective).length;
      return [
        explored,
        { label: 'Objective tiles found', done: chambers >= CHARGES_NEEDED, progress: count(chambers, CHARGES_NEEDED) },
        { label: 'Weak points established', done: x.weakPoints.length >= CHARGES_NEEDED, progress: count(x.weakPoints.length, CHARGES_NEEDED) },
        { label: 'Charges laid', done: x.charges.length >= CHARGES_NEEDED, progress: count(x.charges.length, CHARGES_NEEDED) },
        { label: 'Detonate the charges', done: won },
        deadline,
      ];
    }
    case 'rescue-the-scientist': {
      // §9.3: find LJ on an objective tile, pick him up, bring him to the starting tile, then end the game.
      const lj = x.scientist;
      return [
        explored,
        { label: 'Find LJ', done: lj !== null },
        { label: 'Pick up LJ', done: (lj !== null && lj.carrier !== null) || x.scientistHome },
        { label: 'Bring LJ to the landing site', done: x.scientistHome },
        { label: 'End the game with no bug on the landing site', done: won },
        deadline,
      ];
    }
    case 'kill-the-queen': {
      // §9.4: the Queen's chamber holds her; each other chamber destroyed (2 special attacks) takes 4 HP.
      const queen = x.queen;
      const wounds = queen ? QUEEN_HEALTH - queen.health : 0;
      const destroyed = Object.values(x.chamberDamage).filter((hits) => hits >= CHAMBER_HITS).length;
      const otherChambers = CHAMBER_TITLES.length - 1;
      return [
        explored,
        { label: 'Find the Queen Chamber', done: queen !== null && queen.x >= 0 },
        { label: 'Chambers destroyed', done: destroyed >= otherChambers, progress: count(destroyed, otherChambers) },
        { label: 'Wound the Queen', done: won || (queen !== null && queen.health <= 0), progress: count(wounds, QUEEN_HEALTH) },
        deadline,
      ];
    }
  }
}
