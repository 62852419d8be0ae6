// The heroes' goals for infiltration.md §12.3's objective items (their view only).
import type { Board, InfiltrationState } from '@breachline/engine';
import { describe, expect, it } from 'vitest';
import { carriesOut, itemGoals, sightGoals } from './objective-goals';

/** A 4 × 1 strip: one area per square. */
const board = { width: 4, height: 1, zoneOf: [0, 1, 2, 3], features: [{ id: 'doc', type: 'objective', x: 3, y: 0 }, { id: 'spot', type: 'objective', x: 1, y: 0 }] } as unknown as Board;
const hero = (id: string) => ({ id, side: 'heroes', kind: id, name: id, x: 0, y: 0, health: 1, status: 'active', stats: {} });
const token = (x: number, contents: Record<string, unknown> | null, revealed: boolean) => ({ id: `t${x}`, kind: 'objective-item', x, y: 0, contents, revealed, knownBy: [] });
const state = (tokens: unknown[], items: Record<string, string[]>) =>
  ({ units: [hero('a'), hero('b')], tokens, heroSheets: Object.fromEntries(Object.entries(items).map(([k, v]) => [k, { items: v }])), mission: { features: {}, objectives: [] } }) as unknown as InfiltrationState;

describe('infiltration heroes\' goals (§12.3 objective items)', () => {
  it('face-down objective items are goals for every hero until someone carries the Dossier out; their features are not sight goals', () => {
    const s = state([token(1, null, false)], { a: [], b: [] });
    expect(itemGoals(s, board, s.units[0])).toEqual([1]);
    expect(sightGoals(s, board)).toEqual([3]); // the recon document with no item on it
    const carried = state([token(1, null, false)], { a: ['dossier'], b: [] });
    expect(itemGoals(carried, board, carried.units[1])).toEqual([]);
    expect(carriesOut(carried, carried.units[0] as never)).toBe(true);
    expect(carriesOut(carried, carried.units[1] as never)).toBe(false);
  });

  it('an uncharged Demolition target is a goal only for a hero holding a charge; the escort token for anyone', () => {
    const s = state([token(1, { item: 'false-objective', feature: 'spot' }, true), token(2, { item: 'escort', feature: 'rourke' }, true)], { a: ['demolition-charge'], b: [] });
    expect(itemGoals(s, board, s.units[0])).toEqual([1, 2]);
    expect(itemGoals(s, board, s.units[1])).toEqual([2]);
    const charged = state([token(1, { item: 'false-objective', feature: 'spot', charged: true }, true)], { a: ['demolition-charge'], b: [] });
    expect(itemGoals(charged, board, charged.units[0])).toEqual([]);
  });
});
