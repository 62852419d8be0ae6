import { holds } from './conditions';
import type { ObjectiveRecord } from './mission-state';
import type { PlaceEnv } from './places';
import type { Condition, CountOf, Op } from './vocabulary';

// Words for a mission's victory or defeat condition, so a game that ends on one says which: the author's
// objective labels where the condition names an objective, otherwise the condition read aloud.

const OP_WORDS: Readonly<Record<Op, string>> = { '=': 'is', '!=': 'is not', '<': 'is below', '<=': 'is at most', '>': 'is above', '>=': 'is at least' };

const COUNT_WORDS: Readonly<Record<CountOf, string>> = {
  enemies: 'Enemies on the board',
  'enemy-tokens': 'Enemy tokens',
  'enemies-and-tokens': 'Enemies and enemy tokens',
  heroes: 'Heroes in the game',
  'heroes-on-map': 'Heroes on the board',
  'heroes-exited': 'Heroes who left the map',
  'heroes-dead': 'Heroes dead',
};

const OBJECTIVE_WORDS = { open: 'is still open', done: 'is done', failed: 'failed' } as const;
const NOT_OBJECTIVE_WORDS = { open: 'is no longer open', done: 'is not done', failed: 'has not failed' } as const;
/** The opposite of each comparison, so a negated one reads as plain words ("is below 3", not "not so: is at least 3"). */
const OPPOSITE: Readonly<Record<Op, Op>> = { '=': '!=', '!=': '=', '<': '>=', '<=': '>', '>': '<=', '>=': '<' };

function labelOf(objectives: readonly ObjectiveRecord[], id: string): string {
  return objectives.find((o) => o.id === id)?.label ?? id;
}

/**
 * The condition in words. Inside `any`, the branch that holds now is named (when `env` is given), so a
 * defeat of "heroes dead ≥ 2 or round above 12" says which of the two ended the game.
 */
export function describeCondition(condition: Condition, objectives: readonly ObjectiveRecord[], env?: PlaceEnv): string {
  const say = (c: Condition): string => describeCondition(c, objectives, env);
  switch (condition.test) {
    case 'all':
      return condition.conditions.map(say).join('; ');
    case 'any': {
      const held = env ? condition.conditions.find((c) => holds(env, c)) : undefined;
      return held ? say(held) : condition.conditions.map(say).join(', or ');
    }
    case 'not':
      return describeNegation(condition.condition, objectives, env);
    case 'objective':
      return `${labelOf(objectives, condition.objective)} ${OBJECTIVE_WORDS[condition.state]}`;
    case 'counter':
      return `${condition.counter} ${OP_WORDS[condition.op]} ${condition.value}${condition.scale === 'party-size' ? ' per hero' : ''}`;
    case 'count':
      return `${COUNT_WORDS[condition.of]}${condition.unit ? ` (${condition.unit})` : ''} ${OP_WORDS[condition.op]} ${condition.value}`;
    case 'door':
      return `Door ${condition.door} is ${condition.state}`;
    case 'feature':
      return `${condition.feature} is ${condition.state}`;
    case 'carrying':
      return `${condition.feature} is carried`;
    case 'actor':
      return `A hero${condition.class ? ` (${condition.class})` : ''} is where the mission says`;
    case 'all-heroes-in':
      return 'Every hero is in the place the mission names';
    case 'unit-health':
      return `A ${condition.unit} is below ${Math.round(condition.below * 100)}% health`;
    case 'round':
      return condition.op === '>' ? `Round ${condition.value} is over` : `The round ${OP_WORDS[condition.op]} ${condition.value}`;
    case 'party-size':
      return `The party size ${OP_WORDS[condition.op]} ${condition.value}`;
    case 'alarm':
      return condition.raised ? 'The alarm is raised' : 'The alarm is not raised';
    case 'flag':
      return `${condition.flag} is ${String(condition.is)}`;
    case 'has-item':
      return `A hero holds the ${condition.item}`;
    case 'campaign':
      return condition.is ? 'The game is a campaign mission' : 'The game is played standalone';
    case 'vehicle':
      return `The ${condition.feature} is${condition.piloted === false ? ' empty' : condition.piloted ? ' piloted' : ''}${condition.powered === false ? ' and unpowered' : condition.powered ? ' and powered' : ''}${condition.in ? ' where the mission says' : ''}`;
  }
}

/** A condition that does not hold, in words a player reads ("Reach the exit is not done", "The alarm is not raised"). */
function describeNegation(condition: Condition, objectives: readonly ObjectiveRecord[], env?: PlaceEnv): string {
  const say = (c: Condition): string => describeCondition(c, objectives, env);
  const not = (c: Condition): string => describeNegation(c, objectives, env);
  switch (condition.test) {
    case 'not':
      return say(condition.condition);
    case 'all': {
      // Not all of them: the one that fails now, when the state is known; else each, as alternatives.
      const failed = env ? condition.conditions.find((c) => !holds(env, c)) : undefined;
      return failed ? not(failed) : condition.conditions.map(not).join(', or ');
    }
    case 'any':
      return condition.conditions.map(not).join('; ');
    case 'objective':
      return `${labelOf(objectives, condition.objective)} ${NOT_OBJECTIVE_WORDS[condition.state]}`;
    case 'counter':
    case 'count':
    case 'party-size':
      return say({ ...condition, op: OPPOSITE[condition.op] } as Condition);
    case 'round':
      return condition.op === '>' ? `Round ${condition.value} is not over yet` : say({ ...condition, op: OPPOSITE[condition.op] });
    case 'door':
      return `Door ${condition.door} is not ${condition.state}`;
    case 'feature':
      return `${condition.feature} is not ${condition.state}`;
    case 'carrying':
      return `${condition.feature} is not carried`;
    case 'actor':
      return `No hero${condition.class ? ` (${condition.class})` : ''} is where the mission says`;
    case 'all-heroes-in':
      return 'Not every hero is in the place the mission names';
    case 'unit-health':
      return `No ${condition.unit} is below ${Math.round(condition.below * 100)}% health`;
    case 'alarm':
      return say({ ...condition, raised: !condition.raised });
    case 'flag':
      return `${condition.flag} is not ${String(condition.is)}`;
    case 'has-item':
      return `No hero holds the ${condition.item}`;
    case 'campaign':
      return say({ ...condition, is: !condition.is });
    case 'vehicle':
      return `The ${condition.feature} is not as the mission needs`;
  }
}
