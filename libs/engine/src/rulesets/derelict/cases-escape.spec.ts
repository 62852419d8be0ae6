import { describe, expect, it } from 'vitest';
import { acting, given, placeIn, run, stripGame, unit, ZONE } from './fixture';
import { survivorDies } from './effects';
import { featureCellNow } from './modifiers/feature-move';
import type { DerelictRuleset } from './ruleset';

// Escape missions (derelict.md §5.1 Leave the map, §10.1; CG07 "Reach the exit", CO15 "escape from it"):
// the last survivor leaving must let the mission's victory count, not end the game as a loss first.

const ESCAPED = { test: 'all', conditions: [{ test: 'count', of: 'heroes-on-map', op: '=', value: 0 }, { test: 'count', of: 'heroes-exited', op: '>', value: 0 }] };

function lastOneLeaves(victory?: object) {
  const game = stripGame({ party: ['scout'], ...(victory ? { victory } : {}) });
  const state = given(game.state, (d) => {
    placeIn(d, 'scout', ZONE.d);
    d.turn = { ...d.turn, phase: 'survivors', actor: 'scout' };
    (d.units.find((u) => u.id === 'scout')?.stats as Record<string, number>)['actions'] = 3;
  });
  const result = game.engine.apply(state, { type: 'leave-map', side: 'heroes', unit: 'scout' });
  if ('error' in result) throw new Error(result.error.message);
  return result.state.status;
}

describe('derelict escape (dbalance: rules checked against the rulebook)', () => {
  it('derelict.md §10.1 (CG07): the last survivor out through the exit wins an escape mission', () => {
    expect(lastOneLeaves(ESCAPED).kind).toBe('won');
  });

  it('derelict.md §5.1: leaving with the mission not done is still a loss', () => {
    const status = lastOneLeaves({ test: 'count', of: 'enemies-and-tokens', op: '=', value: 99 });
    expect(status).toEqual({ kind: 'lost', reason: 'the survivors left with the job undone' });
  });

  it('derelict.md §7.13, §10.2 (CO15): the last survivor on the board dying in the Enemy Phase after the others left still lets the escape count', () => {
    // The Enemy Phase opens with a blow that kills whoever is still on the board (a mission trigger stands in for the enemies).
    const blow = { id: 'blow', on: { event: 'phase-start', phase: 'enemies' }, do: [{ effect: 'damage', who: 'all-heroes', health: 99 }] };
    const game = stripGame({ party: ['scout', 'captain'], victory: ESCAPED, triggers: [blow] });
    const scoutAtExit = given(game.state, (d) => placeIn(d, 'scout', ZONE.d));
    const left = game.engine.apply(acting(scoutAtExit, 'scout'), { type: 'leave-map', side: 'heroes', unit: 'scout' });
    if ('error' in left) throw new Error(left.error.message);
    expect(left.state.status.kind).toBe('playing');
    const done = game.engine.apply(acting(left.state, 'captain', 1), { type: 'end-activation', side: 'heroes' });
    if ('error' in done) throw new Error(done.error.message);
    expect(done.state.units.find((u) => u.id === 'captain')?.status).toBe('dead');
    expect(done.state.status).toEqual({ kind: 'won', reason: expect.any(String) });
  });

  it('derelict.md §10.3 CG02 "Complete: the specimen must leave with them": a `leave-map` trigger with `carrying` fires for the survivor who just left', () => {
    // The carrier is off the board once it has left; the trigger must still know it carried the tank out.
    const out = { id: 'specimen-out', on: { event: 'leave-map', carrying: 'specimen' }, do: [{ effect: 'flag', flag: 'specimen-out' }] };
    const victory = { test: 'all', conditions: [{ test: 'flag', flag: 'specimen-out', is: true }, { test: 'count', of: 'heroes-on-map', op: '=', value: 0 }] };
    const specimen = { id: 'specimen', type: 'objective', x: 3, y: 0, carryable: true };
    const game = stripGame({ party: ['scout'], victory, triggers: [out], features: [specimen] });
    const carrierAtExit = given(game.state, (d) => {
      placeIn(d, 'scout', ZONE.d);
      const sheet = d.ext.sheets.find((s) => s.unit === 'scout');
      if (sheet) Object.assign(sheet, { carrying: [...sheet.carrying, 'specimen'] });
    });
    const left = game.engine.apply(acting(carrierAtExit, 'scout'), { type: 'leave-map', side: 'heroes', unit: 'scout' });
    if ('error' in left) throw new Error(left.error.message);
    expect(left.state.status.kind).toBe('won');
  });
});

describe('derelict places are zones (mission/places.ts featureCells with MissionHooks.zonePlaces)', () => {
  it('derelict.md §10.3 ROP18 "get everyone into the cell": all survivors anywhere in the cell\'s zone win, none need its marked square', () => {
    // The cell's marker stands on (7, 1), a square nobody is placed on; the zone is what the book's map shows.
    const victory = { test: 'all-heroes-in', place: { feature: 'the-cell' } };
    const cell = { id: 'the-cell', type: 'objective', x: 7, y: 1 };
    const game = stripGame({ party: ['scout', 'marine'], victory, features: [cell] });
    const almost = given(game.state, (d) => {
      placeIn(d, 'marine', ZONE.d);
      placeIn(d, 'scout', ZONE.c);
      d.turn = { ...d.turn, phase: 'survivors', actor: 'scout' };
    });
    const moved = game.engine.apply(acting(almost, 'scout'), { type: 'move', side: 'heroes', unit: 'scout', zone: ZONE.d });
    if ('error' in moved) throw new Error(moved.error.message);
    const inZone = moved.state.units.filter((u) => u.side === 'heroes').map((u) => [u.x, u.y]);
    expect(inZone).not.toContainEqual([7, 1]);
    expect(moved.state.status.kind).toBe('won');
  });
});

describe('derelict: a carried objective falls where its carrier fell (derelict.md §7.13, §10.3 CG05/CG09 "dropped")', () => {
  it('the carrier dies in D: the crew member lies in D, and a survivor there can collect it again (not back at its first place in B)', () => {
    const crew = { id: 'crew', type: 'objective', x: 2, y: 0, carryable: true };
    const game = stripGame({ party: ['marine', 'captain'], features: [crew] });
    const carrying = given(game.state, (d) => {
      placeIn(d, 'marine', ZONE.d);
      placeIn(d, 'captain', ZONE.d);
      const sheet = d.ext.sheets.find((s) => s.unit === 'marine');
      if (sheet) Object.assign(sheet, { carrying: ['crew'] });
      Object.assign(d.ext, { used: ['crew'] });
    });
    const fallen = run(game, carrying, (c) => survivorDies(c, unit(carrying, 'marine'), null)).state;
    const map = (game.engine.ruleset as DerelictRuleset).map;
    const cell = featureCellNow(fallen, map, 'crew') ?? -1;
    expect(game.engine.board.zones[game.engine.board.zoneOf[cell] ?? -1]?.id).toBe(ZONE.d);
    // The sample's `crew-*-dropped` trigger (a `drop`) frees it to be collected again: from D, where it lies.
    const dropped = acting(given(fallen, (d) => Object.assign(d.ext, { used: [] })), 'captain');
    expect(game.engine.legalActions(dropped)).toContainEqual(expect.objectContaining({ type: 'interact', feature: 'crew' }));
  });
});
