import type { GameView } from '../../rules/hidden/view';
import type { ObjectiveStatus } from '../objective-status';
import { authorObjectives } from '../mission-objectives';
import { isTrooper } from './board-state';
import { BLIP_POOL, POOL_DECK } from './content';
import type { BoardingExt } from './types';

/** What a mission's time limit looks like on the tracker: turns played out of the limit (§11 G5). */
function turnLimit(round: number, limit: number, label: string, done: boolean): ObjectiveStatus[] {
  return limit > 0 ? [{ label, done, progress: { current: Math.min(Math.max(0, round - 1), limit), total: limit } }] : [];
}

/**
 * The boarding missions' objective tracker (boarding.md §9: M1 Purge, M2 Hold the Junction, M3 Retrieve),
 * the author's objectives first, from the troopers' view: the blip pool is a deck they see only by its count, blips only as blips.
 */
export function boardingObjectives(view: GameView<BoardingExt>): ObjectiveStatus[] {
  return [...authorObjectives(view), ...progressLines(view)];
}

/** The ruleset's own progress lines for the mission kind being played. */
function progressLines(view: GameView<BoardingExt>): ObjectiveStatus[] {
  const { options, objective, deployments } = view.ext;
  const won = view.status.kind === 'won';
  switch (options.mission) {
    case 'purge': {
      // M1: the pool is empty and no bug or blip remains on or next to the board (waiting blips count).
      // §3.3 / T5: the pool is always the same 21 blips; drawn blips leave the deck.
      const total = BLIP_POOL.reduce((sum, entry) => sum + entry.copies, 0);
      const left = view.decks[POOL_DECK]?.drawCount ?? 0;
      const enemies = view.units.filter((u) => !isTrooper(u)).length + deployments.reduce((sum, d) => sum + d.left, 0);
      return [
        { label: 'Blip pool spent', done: left === 0, progress: { current: total - left, total } },
        { label: enemies === 1 ? 'Kill every bug and blip: 1 left' : `Kill every bug and blip: ${enemies} left`, done: won || (left === 0 && enemies === 0) },
      ];
    }
    case 'hold':
      // M2: a trooper still stands at the end of the limit's last bug turn.
      return turnLimit(view.round, options.turnLimit, `Hold until the end of turn ${options.turnLimit}`, won);
    case 'retrieve': {
      // M3: pick the objective up (1 AP) and carry it back to any start square before the limit.
      const carried = objective !== null && objective.carrier !== null;
      return [
        { label: 'Pick up the objective', done: carried || won },
        { label: 'Carry it back to a start square', done: won },
        ...turnLimit(view.round, options.turnLimit, `Before the end of turn ${options.turnLimit}`, won),
      ];
    }
  }
}
