import { describe, expect, it } from 'vitest';
import { armedWith, survivorAttack } from './combat';
import { EVENT_DECK, INJURY } from './content';
import { act, acting, addEnemies, arm, given, placeIn, run, setInjuriesIn, stripGame, unit, ZONE, zoneOfId } from './fixture';
import { GRAVITY_FAILURE } from './gravity';
import { runEnemyPhase } from './enemy-phase';
import { zoneIndex } from './zones';

// Artificial Gravity Failure: derelict.md §9.6, §3.10.

type Game = ReturnType<typeof stripGame>;
const inFreeFall = (game: Game) =>
  given(game.state, (d) => {
    (d.ext as { event: string | null }).event = GRAVITY_FAILURE;
  });
const moves = (game: Game, state: Game['state']) =>
  game.engine.legalActions(state).flatMap((a) => (a.type === 'move' ? [a.zone] : [])).sort();

describe('derelict Artificial Gravity Failure', () => {
  it('derelict.md §3.10: the event deck holds 3 Artificial Gravity Failure cards among its 30', () => {
    expect(EVENT_DECK).toHaveLength(30);
    expect(EVENT_DECK.filter((c) => c === GRAVITY_FAILURE)).toHaveLength(3);
  });

  it('derelict.md §12 T27: each move action covers 2 zones, but a leg injury caps the turn at 4 zones', () => {
    const game = stripGame({ party: ['captain'] });
    const start = acting(
      given(inFreeFall(game), (d) => {
        setInjuriesIn(d, 'captain', INJURY.leg);
      }),
      'captain',
    );
    expect(moves(game, start)).toEqual([ZONE.b, ZONE.c, ZONE.e]); // C is 2 zones away, through B
    const first = act(game, start, { type: 'move', unit: 'captain', zone: ZONE.c }).state;
    expect(zoneOfId(game, first, 'captain')).toBe(ZONE.c);
    expect(moves(game, first)).toContain(ZONE.f); // through D
    const second = act(game, first, { type: 'move', unit: 'captain', zone: ZONE.f }).state;
    expect(unit(second, 'captain').stats['moved']).toBe(4);
    expect(unit(second, 'captain').stats['actions']).toBe(1);
    expect(moves(game, second)).toEqual([]); // 4 zones: the cap, doubled
    const healthy = act(game, act(game, acting(inFreeFall(game), 'captain'), { type: 'move', unit: 'captain', zone: ZONE.c }).state, { type: 'move', unit: 'captain', zone: ZONE.f }).state;
    expect(moves(game, healthy).length).toBeGreaterThan(0);
  });

  it('derelict.md §9.6: after a ranged attack the shooter slides back and, on a hit, the target zone\'s miniatures slide away', () => {
    const game = stripGame({ party: ['marine'] });
    const start = given(inFreeFall(game), (d) => {
      addEnemies(d, 'jaeger', ZONE.c);
      placeIn(d, 'marine', ZONE.b);
      arm(d, 'marine', ['pistol']);
    });
    game.dice.push(5, 1); // 1 hit: not enough for the Jaeger (Health 2), but it was hit
    const { state } = run(game, start, (c) => {
      const armed = armedWith(c.tx.state, unit(c.tx.state, 'marine'), 'pistol');
      if (armed) survivorAttack(c, unit(c.tx.state, 'marine'), armed, zoneIndex(c.board, ZONE.c));
    });
    expect(zoneOfId(game, state, 'marine')).toBe(ZONE.a); // west, until the hull
    expect(zoneOfId(game, state, state.units.find((u) => u.kind === 'jaeger')?.id ?? '')).toBe(ZONE.d); // east, until the hull
  });

  it('derelict.md §9.6 Proposed: an Icarus\'s ranged attack pushes the same way — it slides back, its victim slides away', () => {
    const game = stripGame({ party: ['captain'] });
    const setUp = (falling: boolean) =>
      given(falling ? inFreeFall(game) : game.state, (d) => {
        placeIn(d, 'captain', ZONE.b);
        addEnemies(d, 'icarus', ZONE.c);
      });
    const icarusZone = (state: Game['state']) => zoneOfId(game, state, state.units.find((u) => u.kind === 'icarus')?.id ?? '');
    game.dice.push(...Array<number>(12).fill(1)); // a blank injury roll, passed Resolve checks
    const falling = run(game, setUp(true), (c) => runEnemyPhase(c)).state;
    expect(unit(falling, 'captain').health).toBe(8); // the Icarus's 2 damage from C into B
    expect(zoneOfId(game, falling, 'captain')).toBe(ZONE.a); // west, away from C, until the hull
    expect(icarusZone(falling)).toBe(ZONE.d); // east, straight back from B
    game.dice.splice(0, game.dice.length, ...Array<number>(12).fill(1));
    const steady = run(game, setUp(false), (c) => runEnemyPhase(c)).state;
    expect(unit(steady, 'captain').health).toBe(8);
    expect([zoneOfId(game, steady, 'captain'), icarusZone(steady)]).toEqual([ZONE.b, ZONE.c]); // no failure, no push
  });
});

describe('G5 option "lastingGravityFailure" (CG03 "Have you lost weight?")', () => {
  const lasting = (on: boolean) => [{ id: 'weight', on: { event: 'mission-start' }, do: [{ effect: 'set-option', option: 'lastingGravityFailure', value: on }] }];

  it('derelict.md §9.6: with the option on, a move covers 2 zones from the start, with no event card in play', () => {
    const plain = stripGame({ party: ['captain'] });
    expect(moves(plain, acting(plain.state, 'captain'))).not.toContain(ZONE.c);
    const floating = stripGame({ party: ['captain'], triggers: lasting(true) });
    expect(floating.state.ext.event).toBeNull();
    expect(moves(floating, acting(floating.state, 'captain'))).toContain(ZONE.c); // through B
  });

  it('set-option turns it off again (CG03 "I can fix this"): moves are 1 zone', () => {
    const game = stripGame({ party: ['captain'], triggers: [...lasting(true), { id: 'fixed', on: { event: 'enter', place: { tile: 's', zone: 'b' } }, do: [{ effect: 'set-option', option: 'lastingGravityFailure', value: false }] }] });
    const start = acting(game.state, 'captain');
    const inB = act(game, start, { type: 'move', unit: 'captain', zone: ZONE.b }).state;
    expect(inB.ext.options.lastingGravityFailure).toBe(false);
    expect(moves(game, inB)).not.toContain(ZONE.d);
  });
});
