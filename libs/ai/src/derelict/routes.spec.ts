import { describe, expect, it } from 'vitest';
import { putEntry, zoneIndex, type DerelictState } from '@breachline/engine';
import { radarZones } from './tactics';
import { revealAwareCosts } from './routes';
import { stripGame } from './test-strip.spec-helper';

// derelict.md §8.6: a token turns over as soon as a survivor sees it, so the survivors' routes count
// the tokens seen on the way, not only the steps.

describe('derelict survivors: routes past radar tokens', () => {
  it('a zone in sight of a face-down token costs more on the way to a goal than a step alone', () => {
    // A token in room F: of the corridor zones only D (through the open door) sees it.
    const { engine, state } = stripGame(['captain', 'marine', 'medic'], [{ id: 'radar-f', type: 'radar', x: 6, y: 3, pool: 'geps' }]);
    const board = engine.board;
    const z = (id: string) => zoneIndex(board, id);
    const radar = radarZones(board, state);
    const plain = revealAwareCosts(board, state, [z('s.c')], radar, 0);
    const wary = revealAwareCosts(board, state, [z('s.c')], radar, 2);
    // From D to C: one step either way (C sees no token).
    expect(plain[z('s.d')]).toBe(1);
    expect(wary[z('s.d')]).toBe(1);
    // From C to D: D is in sight of the token, so the step costs 1 + 2.
    const toD = revealAwareCosts(board, state, [z('s.d')], radar, 2);
    expect(toD[z('s.c')]).toBe(3);
    expect(revealAwareCosts(board, state, [z('s.d')], radar, 0)[z('s.c')]).toBe(1);
  });

  it('the goal is unreachable (Infinity) across a locked door', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic']);
    const locked = structuredClone(state);
    (locked.ext as unknown as { locked: string[] }).locked = ['door-ae', 'door-df'];
    const cost = revealAwareCosts(engine.board, locked, [zoneIndex(engine.board, 's.e')], [], 2);
    expect(cost[zoneIndex(engine.board, 's.a')]).toBe(Number.POSITIVE_INFINITY);
    expect(cost[zoneIndex(engine.board, 's.e')]).toBe(0);
  });

  it('a door a mission trigger unlocks (GameState.doors) opens the route at once (ROP18 "Open Sesame" unlocks the cell)', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic']);
    const withDoors = (doorState: 'locked' | 'open'): DerelictState => {
      const next = structuredClone(state);
      const doors = Object.assign(Object.create(null) as Record<string, never>, next.doors);
      for (const id of ['door-ae', 'door-df']) putEntry(doors, id, { state: doorState });
      return { ...next, doors };
    };
    const e = zoneIndex(engine.board, 's.e');
    const a = zoneIndex(engine.board, 's.a');
    expect(revealAwareCosts(engine.board, withDoors('locked'), [e], [], 2)[a]).toBe(Number.POSITIVE_INFINITY);
    // Same board, same ext: only the mission's door records changed.
    expect(revealAwareCosts(engine.board, withDoors('open'), [e], [], 2)[a]).toBe(1);
  });
});
