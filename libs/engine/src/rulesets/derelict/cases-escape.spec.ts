import { describe, expect, it } from 'vitest';
import { given, placeIn, stripGame, ZONE } from './fixture';

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
});
