import { describe, expect, it } from 'vitest';
import { radarFaceOf } from './content';
import { loseHealth, resolveTest, revealRadar, updateSight } from './effects';
import { addEnemies, given, placeIn, resolveIn, run, setResolveIn, stripGame, unit, ZONE } from './fixture';
import { placeToken } from '../../rules/hidden/hidden-token';
import { zoneIndex, zoneOfUnit } from './zones';

// Resolve and reveals: derelict.md §7.10, §7.13, §8.6, §8.7.3.

const withResolve = (state: ReturnType<typeof stripGame>['state'], id: string, resolve: number) =>
  given(state, (d) => {
    setResolveIn(d, id, resolve);
  });

describe('derelict Resolve', () => {
  it('derelict.md §12 T01: a revealed token of 2 Jaegers, a test of 12 against Resolve 10 fails and costs 1', () => {
    const game = stripGame({ party: ['psychic'] });
    let tokenId = '';
    const placed = run(game, game.state, (c) => {
      tokenId = placeToken(c.tx, 'radar', { x: 6, y: 0 }, { unit: 'jaeger', count: 2 }).id;
    }).state;
    game.dice.push(6, 6);
    const { state } = run(game, placed, (c) => revealRadar(c, tokenId));
    expect(resolveIn(state, 'psychic')).toBe(9);
    const jaegers = state.units.filter((u) => u.kind === 'jaeger' && u.status === 'active');
    expect(jaegers.map((j) => zoneOfUnit(game.engine.board, j))).toEqual([zoneIndex(game.engine.board, ZONE.d), zoneIndex(game.engine.board, ZONE.d)]);
    expect(state.tokens).toEqual([]);
  });

  it('derelict.md §12 T02: a test of 8 against Resolve 9 passes', () => {
    const game = stripGame({ party: ['captain'] });
    game.dice.push(4, 4);
    const { state } = run(game, withResolve(game.state, 'captain', 9), (c) => resolveTest(c, unit(c.tx.state, 'captain')));
    expect(resolveIn(state, 'captain')).toBe(9);
  });

  it('derelict.md §12 T03: a test equal to Resolve fails (7 against 7 → 6)', () => {
    const game = stripGame({ party: ['captain'] });
    game.dice.push(3, 4);
    const { state } = run(game, withResolve(game.state, 'captain', 7), (c) => resolveTest(c, unit(c.tx.state, 'captain')));
    expect(resolveIn(state, 'captain')).toBe(6);
  });

  it('derelict.md §12 T20: a GEP reveal brings a Solomon on 2d6 = 4 with 4 survivors, not with 3; with 5 a 5 does', () => {
    const outcome = (party: string[], roll: [number, number]) => {
      const game = stripGame({ party, solomonSpawning: true });
      let tokenId = '';
      const placed = run(game, game.state, (c) => {
        tokenId = placeToken(c.tx, 'radar', { x: 6, y: 2 }, { unit: 'jaeger', count: 4 }).id; // in room F, out of sight
      }).state;
      game.dice.push(...roll, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6);
      const { state } = run(game, placed, (c) => revealRadar(c, tokenId));
      return { jaegers: state.units.filter((u) => u.kind === 'jaeger').length, solomons: state.units.filter((u) => u.kind === 'solomon').length };
    };
    expect(outcome(['captain', 'marine', 'psychic', 'medic'], [1, 3])).toEqual({ jaegers: 4, solomons: 1 });
    expect(outcome(['captain', 'marine', 'psychic'], [1, 3])).toEqual({ jaegers: 4, solomons: 0 });
    expect(outcome(['captain', 'marine', 'psychic', 'medic', 'scout'], [2, 3])).toEqual({ jaegers: 4, solomons: 1 });
  });

  it('derelict.md §12 T22: at Resolve 0 a new enemy type in view costs 1 Health and no dice', () => {
    const game = stripGame({ party: ['captain'] });
    const start = given(withResolve(game.state, 'captain', 0), (d) => {
      const captain = d.units.find((u) => u.id === 'captain') as { health: number };
      captain.health = 6;
      addEnemies(d, 'swarmer', ZONE.c);
    });
    const { state, events } = run(game, start, (c) => updateSight(c));
    expect(unit(state, 'captain').health).toBe(5);
    expect(resolveIn(state, 'captain')).toBe(0);
    expect(events.filter((e) => e.type === 'dice-rolled')).toEqual([]);
  });

  it('derelict.md §12 T23: a survivor dies; each who saw it loses 2 Resolve and its items leave play', () => {
    const game = stripGame({ party: ['captain', 'marine', 'psychic'] });
    const start = given(game.state, (d) => {
      const [a, b, c] = ['captain', 'marine', 'psychic'].map((id) => d.units.find((u) => u.id === id) as { health: number; stats: Record<string, number> });
      if (!a || !b || !c) throw new Error('party');
      setResolveIn(d, 'captain', 7);
      setResolveIn(d, 'marine', 5);
      c.health = 1;
      placeIn(d, 'psychic', ZONE.c);
    });
    const { state } = run(game, start, (c) => loseHealth(c, unit(c.tx.state, 'psychic'), 2, null));
    expect(unit(state, 'psychic').status).toBe('dead');
    expect(state.ext.sheets.find((s) => s.unit === 'psychic')?.items).toEqual([]);
    expect([resolveIn(state, 'captain'), resolveIn(state, 'marine')]).toEqual([5, 3]);
  });

  it('radar faces travel as "unit:count" cards and nothing else reads as one (derelict.md §3.6)', () => {
    expect(radarFaceOf('swarmer:4')).toEqual({ unit: 'swarmer', count: 4 });
    expect(radarFaceOf('titan:1:9')).toEqual({ unit: 'titan', count: 1, health: 9 }); // "Titan health: 9"
    expect(radarFaceOf('marine:1')).toBeUndefined();
    expect(radarFaceOf('constructor:2')).toBeUndefined();
  });
});
