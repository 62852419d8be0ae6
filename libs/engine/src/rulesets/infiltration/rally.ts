// infiltration.md §13.9 Rally (the Sergeant's feat): every hero in his area or an adjacent one may Move 1,
// no noise. "May" is each hero's choice: a decision of the heroes per hero, in board order, asked one
// after the other (each step may reveal spawn tokens that change the next hero's mind).
import type { Unit } from '../../game/game-state';
import { openDecision } from '../../rules/core/decisions';
import { cellName } from '../../rules/core/presentation';
import type { DecisionOption, PendingDecision } from '../../rules/core/decision-state';
import { isActive, unitById } from '../../rules/units/unit-status';
import type { Ctx } from './context';
import { moveHero } from './hero-move';
import { isDowned } from './hero-wounds';
import { adjacentAreas, areaOf, onBoard } from './space';

export const RALLY_DECISION = 'rally';
const STAY = 'stay';

interface RallyResume {
  /** Heroes still to be asked, in board order. */
  readonly heroes: readonly string[];
}

/** A hero who can take a Move now (standing, not Downed or captured). */
const canStep = (c: Ctx, hero: Unit): boolean =>
  isActive(hero) && onBoard(hero) && !isDowned(c.state, hero) && (hero.stats['knocked'] ?? 0) === 0 && (hero.stats['captured'] ?? 0) === 0;

/** Plays Rally: the heroes in the Sergeant's area or next to it, each asked in turn. */
export function startRally(c: Ctx, sergeant: Unit): void {
  const here = areaOf(c.board, sergeant);
  const near = new Set([here, ...adjacentAreas(c.state, c.board, here)]);
  const heroes = c.state.units.filter((u) => u.side === 'heroes' && canStep(c, u) && near.has(areaOf(c.board, u))).map((u) => u.id);
  askNext(c, heroes);
}

function askNext(c: Ctx, queue: readonly string[]): void {
  for (let i = 0; i < queue.length; i++) {
    const hero = unitById(c.state, queue[i] ?? '');
    if (!hero || !canStep(c, hero)) continue;
    const options: DecisionOption[] = [{ id: STAY, label: `${hero.name} stays`, value: STAY }];
    for (const to of adjacentAreas(c.state, c.board, areaOf(c.board, hero))) {
      const cell = c.board.zones[to]?.cells[0] ?? -1;
      options.push({ id: `area-${to}`, label: `${hero.name} moves to ${cellName({ x: cell % c.board.width, y: Math.floor(cell / c.board.width) })}`, value: to });
    }
    const resume: RallyResume = { heroes: queue.slice(i) };
    openDecision(c.tx, { side: 'heroes', kind: RALLY_DECISION, prompt: `Rally: does ${hero.name} move 1?`, options, owner: 'ruleset', resume: { heroes: [...resume.heroes] } });
    return;
  }
}

/** The answer for the first hero of the queue: its step (no noise), then the next hero. */
export function resumeRally(c: Ctx, decision: PendingDecision, option: DecisionOption): void {
  const { heroes } = decision.resume as unknown as RallyResume;
  const hero = unitById(c.state, heroes[0] ?? '');
  if (hero && option.value !== STAY && typeof option.value === 'number' && adjacentAreas(c.state, c.board, areaOf(c.board, hero)).includes(option.value)) moveHero(c, hero, option.value);
  askNext(c, heroes.slice(1));
}
