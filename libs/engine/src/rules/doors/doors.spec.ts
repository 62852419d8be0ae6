import { describe, expect, it } from 'vitest';
import { compileMissionPlan } from '../../mission/plan';
import { bareTx } from '../../testing/bare-state';
import { startEcho } from '../../testing/echo-ruleset';
import { boardingFixture, room, setCp } from '../../rulesets/boarding/fixture';
import { viewState } from '../hidden/view';
import {
  closeDoor,
  damageDoor,
  destroyDoor,
  doorHeldShut,
  doorLetsThrough,
  doorStateOf,
  lockDoor,
  missionDoorSetups,
  openDoor,
  openDoorIds,
  sealDoor,
  unlockDoor,
} from './doors';

// The skirmish board (testing/skirmish-board.ts) has one door, "door-east", between its two rooms.
const DOOR = 'door-east';

describe('doors module: GameState.doors, changed only through tx (issue 15 build 4: doors open, closed, locked, destroyed, health)', () => {
  it('setup lists every door of the board, closed', () => {
    const { state } = bareTx();
    expect(state.doors).toEqual({ [DOOR]: { state: 'closed' } });
    expect(openDoorIds(state)).toEqual([]);
  });

  it('opens and closes a door once each, telling the view', () => {
    const { state, tx } = bareTx();
    expect(openDoor(tx, DOOR)).toBe(true);
    openDoor(tx, DOOR);
    expect(openDoorIds(state)).toEqual([DOOR]);
    closeDoor(tx, DOOR);
    closeDoor(tx, DOOR);
    expect(doorStateOf(state, DOOR)).toBe('closed');
    expect(tx.events).toEqual([{ type: 'door-opened', door: DOOR }, { type: 'door-closed', door: DOOR }]);
  });

  it('locking an open door closes it; a lock holds it shut until unlocked (a trigger\'s "open" forces it)', () => {
    const { state, tx } = bareTx();
    openDoor(tx, DOOR);
    lockDoor(tx, DOOR);
    expect([doorStateOf(state, DOOR), doorHeldShut(state, DOOR), doorLetsThrough(state, DOOR)]).toEqual(['locked', true, false]);
    expect(tx.events.slice(1)).toEqual([{ type: 'door-closed', door: DOOR }, { type: 'door-changed', door: DOOR, state: 'locked' }]);
    unlockDoor(tx, DOOR);
    expect([doorStateOf(state, DOOR), doorHeldShut(state, DOOR)]).toEqual(['closed', false]);
    lockDoor(tx, DOOR);
    openDoor(tx, DOOR);
    expect(doorStateOf(state, DOOR)).toBe('open');
  });

  it('a sealed door is a wall for good: it neither opens nor breaks', () => {
    const { state, tx } = bareTx();
    sealDoor(tx, DOOR);
    openDoor(tx, DOOR);
    destroyDoor(tx, DOOR, 'melee');
    unlockDoor(tx, DOOR);
    expect([doorStateOf(state, DOOR), doorHeldShut(state, DOOR)]).toEqual(['sealed', true]);
  });

  it('a destroyed door lets models through and cannot be closed or locked again', () => {
    const { state, tx } = bareTx();
    destroyDoor(tx, DOOR, 'ranged');
    closeDoor(tx, DOOR);
    lockDoor(tx, DOOR);
    expect([doorStateOf(state, DOOR), openDoorIds(state)]).toEqual(['destroyed', [DOOR]]);
    expect(tx.events).toEqual([{ type: 'door-opened', door: DOOR }, { type: 'door-changed', door: DOOR, state: 'destroyed', by: 'ranged' }]);
  });

  it('damage wears down a door with health, only by the attackers the mission allows; at 0 it is destroyed', () => {
    const { state, tx } = bareTx();
    (state.doors as Record<string, object>)[DOOR] = { state: 'closed', health: 3, attackableBy: 'vehicle' };
    expect(damageDoor(tx, DOOR, 2, 'melee')).toBeNull();
    expect(damageDoor(tx, DOOR, 2, 'vehicle')).toBe(1);
    expect(doorStateOf(state, DOOR)).toBe('closed');
    expect(damageDoor(tx, DOOR, 5, 'vehicle')).toBe(0);
    expect(state.doors[DOOR]).toEqual({ state: 'destroyed', health: 0, attackableBy: 'vehicle' });
    expect(damageDoor(tx, DOOR, 1, 'vehicle')).toBeNull();
  });

  it('a door the board lacks is refused and nothing changes; ids like "__proto__" are only ids', () => {
    const { state, tx } = bareTx();
    for (const id of ['nowhere', '__proto__', 'constructor']) {
      expect([openDoor(tx, id), lockDoor(tx, id), destroyDoor(tx, id)]).toEqual([false, false, false]);
      expect(doorStateOf(state, id)).toBe('closed');
    }
    expect(Object.keys(state.doors)).toEqual([DOOR]);
    expect(tx.events).toEqual([]);
  });

  it('every write goes through the journal: undo restores the doors exactly', () => {
    const { state, tx, journal } = bareTx();
    const mark = journal.mark();
    openDoor(tx, DOOR);
    lockDoor(tx, DOOR);
    destroyDoor(tx, DOOR);
    journal.undoTo(mark);
    expect(state.doors).toEqual({ [DOOR]: { state: 'closed' } });
  });

  it("a side's view carries the slice and the doors it may see through (open or destroyed)", () => {
    const { state, tx } = bareTx();
    destroyDoor(tx, DOOR);
    const view = viewState(state, 'heroes');
    expect([view.doors, view.openDoors]).toEqual([state.doors, [DOOR]]);
    expect(view.doors).not.toBe(state.doors);
  });
});

describe('doors module: mission doors load at start (mission.schema.json doors: state, health, attackableBy, label)', () => {
  it('names a mission door without an id as the board compiler does (door-<n>)', () => {
    expect(missionDoorSetups([{ state: 'locked' }, { id: 'vault', health: 2 }]).map((d) => d.id)).toEqual(['door-1', 'vault']);
  });

  it("the engine's start puts each mission door's state, health, attacker and label in place", () => {
    const plan = compileMissionPlan({ doors: [{ id: DOOR, state: 'locked', health: 3, attackableBy: 'vehicle', label: 'Cell door' }, { id: 'not-on-board', state: 'open' }] });
    const { state } = startEcho(plan);
    expect(state.doors).toEqual({ [DOOR]: { state: 'locked', health: 3, attackableBy: 'vehicle', label: 'Cell door' } });
  });

  it('a door the mission starts open is open, and a trigger can lock it (core "lock" effect)', () => {
    const plan = compileMissionPlan({
      doors: [{ id: DOOR, state: 'open' }],
      triggers: [{ id: 'shut', on: { event: 'round-start', round: 2 }, do: [{ effect: 'lock', door: DOOR }] }],
    });
    const game = startEcho(plan);
    expect(openDoorIds(game.state)).toEqual([DOOR]);
    const heroesDone = game.engine.apply(game.state, { type: 'end-phase', side: 'heroes' });
    if ('error' in heroesDone) throw new Error(heroesDone.error.message);
    const round2 = game.engine.apply(heroesDone.state, { type: 'end-phase', side: 'enemies' });
    if ('error' in round2) throw new Error(round2.error.message);
    expect(doorStateOf(round2.state, DOOR)).toBe('locked');
  });
});

describe('what an unlocked door becomes is the ruleset\'s to say (doorRules.unlocked)', () => {
  it('unlocked, a door is closed by default, and open where the ruleset has no closed doors (derelict.md §6.3)', () => {
    const { state, tx } = bareTx();
    lockDoor(tx, DOOR);
    unlockDoor(tx, DOOR, { unlocked: 'open' });
    expect([doorStateOf(state, DOOR), openDoorIds(state)]).toEqual(['open', [DOOR]]);
    expect(tx.events.slice(-2)).toEqual([{ type: 'door-changed', door: DOOR, state: 'open' }, { type: 'door-opened', door: DOOR }]);
  });

  it("a trigger's unlock follows the ruleset's door rules through its mission hooks", () => {
    const plan = compileMissionPlan({
      doors: [{ id: DOOR, state: 'locked' }],
      triggers: [{ id: 'switch', on: { event: 'round-start', round: 2 }, do: [{ effect: 'unlock', door: DOOR }] }],
    });
    const round2 = (game: ReturnType<typeof startEcho>) => {
      const heroesDone = game.engine.apply(game.state, { type: 'end-phase', side: 'heroes' });
      if ('error' in heroesDone) throw new Error(heroesDone.error.message);
      const next = game.engine.apply(heroesDone.state, { type: 'end-phase', side: 'enemies' });
      if ('error' in next) throw new Error(next.error.message);
      return next.state;
    };
    expect(doorStateOf(round2(startEcho(plan)), DOOR)).toBe('closed');
    expect(doorStateOf(round2(startEcho(plan, { effects: new Set(), doorRules: { unlocked: 'open' } })), DOOR)).toBe('open');
  });
});

describe('boarding on the doors module (boarding.md §5.2, §3.4)', () => {
  const doors = [{ id: 'd', x: 4, y: 4, side: 'south' as const }];
  it('a trooper cannot open a locked or sealed door, and opens it once unlocked', () => {
    const f = boardingFixture({ rows: room(8), troopers: [{ id: 't', x: 4, y: 5, facing: 0 }], doors });
    setCp(f, 0);
    f.act({ type: 'activate', side: 'heroes', unit: 't' });
    const open = { type: 'door', side: 'heroes', unit: 't', door: 'd' } as const;
    f.state = { ...f.state, doors: { d: { state: 'locked' } } };
    expect(f.refuse(open)).toBe('not-allowed');
    f.state = { ...f.state, doors: { d: { state: 'sealed' } } };
    expect(f.refuse(open)).toBe('not-allowed');
    f.state = { ...f.state, doors: { d: { state: 'closed' } } };
    f.act(open);
    expect(doorStateOf(f.state, 'd')).toBe('open');
  });
});
