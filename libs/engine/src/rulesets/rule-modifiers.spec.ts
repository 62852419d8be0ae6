import { entriesOf } from '../rules/state/keyed';
import { describe, expect, it } from 'vitest';
import { compileMissionPlan } from '../mission/plan';
import { boardingFixture, room, setCp } from './boarding/fixture';
import { BOARDING_MODIFIERS, DOOR_BREAK } from './boarding/modifiers';
import { boardingSetupFromMission } from './boarding/setup';
import { modifierParams, modifiersSchema, readModifiers } from './rule-modifiers';

const RULES = 'The boarding rules';

describe('named ruleset modifiers (issue 15 item 2: "rules": [{ "id": …, …params }])', () => {
  it('a known modifier with a good parameter reads with no issue, and the plan carries it to setup', () => {
    const rules = [{ id: 'boarding/door-break', breakOn: 4 }];
    expect(readModifiers(BOARDING_MODIFIERS, rules, RULES)).toEqual([]);
    expect(modifierParams(compileMissionPlan({ rules }).rules, DOOR_BREAK)).toEqual({ breakOn: 4 });
    expect(boardingSetupFromMission({ id: 'm', rules }, 1).options?.doorBreak).toBe(4);
    expect(boardingSetupFromMission({ id: 'm' }, 1).options).not.toHaveProperty('doorBreak');
  });

  it.each([
    ['an unknown id', [{ id: 'boarding/loader-smash', doorHealth: 3 }], '/rules/0/id', /The boarding rules have no modifier "boarding\/loader-smash": they know boarding\/door-break/],
    ['a parameter out of bounds', [{ id: 'boarding/door-break', breakOn: 7 }], '/rules/0/breakOn', /breakOn of boarding\/door-break/],
    ['a missing parameter', [{ id: 'boarding/door-break' }], '/rules/0', /needs its parameter breakOn/],
    ['a parameter it does not take', [{ id: 'boarding/door-break', breakOn: 4, hits: 2 }], '/rules/0/hits', /has no parameter "hits": it takes breakOn/],
    ['the same modifier twice', [{ id: 'boarding/door-break', breakOn: 4 }, { id: 'boarding/door-break', breakOn: 5 }], '/rules/1/id', /already in the mission’s rules/],
    ['an entry without an id', [{ breakOn: 4 }], '/rules/0', /needs the id of a ruleset modifier/],
  ])('%s is a located, worded issue', (_name, rules, path, message) => {
    expect(readModifiers(BOARDING_MODIFIERS, rules, RULES)).toEqual([expect.objectContaining({ path, message: expect.stringMatching(message) })]);
  });

  it('a ruleset with no modifiers refuses any, saying it has none', () => {
    expect(readModifiers([], [{ id: 'hive/bugs-move-more', steps: 1 }], 'The hive rules')[0]?.message).toMatch(/have no modifier .*they have none/);
    expect(modifiersSchema([])).toEqual({ type: 'array', maxItems: 0 });
  });

  it('a value that would not validate is never played (modifierParams reads through the parameter’s own field)', () => {
    expect(modifierParams(compileMissionPlan({ rules: [{ id: 'boarding/door-break', breakOn: 9 }] }).rules, DOOR_BREAK)).toBeUndefined();
  });
});

describe('boarding/door-break: a close assault breaks a door on `breakOn` or more (boarding.md §3.4, A12; the rulebook says 6)', () => {
  const assaultDoor = (roll: number, doorBreak?: number) => {
    const doors = [{ id: 'd', x: 4, y: 4, side: 'south' as const }];
    const f = boardingFixture({ rows: room(8), troopers: [{ id: 't', x: 4, y: 5, facing: 0 }], doors, ...(doorBreak === undefined ? {} : { options: { doorBreak } }) });
    setCp(f, 0);
    f.act({ type: 'activate', side: 'heroes', unit: 't' });
    f.dice.push(roll);
    f.act({ type: 'assault', side: 'heroes', unit: 't' });
    return entriesOf(f.state.doors).filter(([, r]) => r.state === 'destroyed').map(([id]) => id);
  };

  it('with breakOn 4 a trooper rolling 4 destroys the door and 3 does not; without the modifier 4 does not', () => {
    expect(assaultDoor(4, 4)).toEqual(['d']);
    expect(assaultDoor(3, 4)).toEqual([]);
    expect(assaultDoor(4)).toEqual([]);
    expect(assaultDoor(6)).toEqual(['d']);
  });
});
