import { describe, expect, it } from 'vitest';
import type { Slot } from '../../rules/core/ruleset';
import { checkAction } from './actions';
import { armedWith, survivorAttack, targetZones } from './combat';
import { attackSurvivor } from './effects';
import { runEnemyPhase } from './enemy-phase';
import { addEnemies, arm, given, injuriesIn, placeIn, run, stripGame, unit, ZONE, zonesOf } from './fixture';
import type { DerelictRuleset } from './ruleset';
import { zoneIndex } from './zones';

// Combat: derelict.md §7 (survivors' attacks, jams, friendly fire, enemy attacks, armour, injuries).

type Game = ReturnType<typeof stripGame>;

function attack(game: Game, start: Game['state'], who: string, weapon: string, zone: string) {
  return run(game, start, (c) => {
    const attacker = unit(c.tx.state, who);
    const armed = armedWith(c.tx.state, attacker, weapon);
    if (!armed) throw new Error(`${who} is not armed with ${weapon}`);
    survivorAttack(c, attacker, armed, zoneIndex(c.board, zone));
  });
}

const alive = (state: Game['state'], kind: string) => state.units.filter((u) => u.kind === kind && u.status === 'active').length;

describe('derelict combat', () => {
  it('derelict.md §12 T04: an Assault Rifle rolling 3, 4, 4, 5 two zones away kills one Jaeger and one Swarmer', () => {
    const game = stripGame({ party: ['scout'] });
    const start = given(game.state, (d) => {
      arm(d, 'scout', ['assault-rifle']);
      addEnemies(d, 'jaeger', ZONE.c, 2);
      addEnemies(d, 'swarmer', ZONE.c, 2);
    });
    game.dice.push(3, 4, 4, 5);
    const { state } = attack(game, start, 'scout', 'assault-rifle', ZONE.c);
    expect([alive(state, 'jaeger'), alive(state, 'swarmer')]).toEqual([1, 1]);
    expect(state.ext.sheets[0]?.jammed).toEqual([]);
  });

  it('derelict.md §12 T05: one success against a Jaeger (Health 2) is lost, and a later one is lost too', () => {
    const game = stripGame({ party: ['captain'] });
    const start = given(game.state, (d) => {
      arm(d, 'captain', ['pistol']);
      addEnemies(d, 'jaeger', ZONE.b);
    });
    game.dice.push(5, 1, 6, 2);
    const first = attack(game, start, 'captain', 'pistol', ZONE.b).state;
    const second = attack(game, first, 'captain', 'pistol', ZONE.b).state;
    expect(alive(first, 'jaeger')).toBe(1);
    expect(second.units.find((u) => u.kind === 'jaeger')?.health).toBe(2);
  });

  it('derelict.md §12 T06: Bastion Armour saving on 2 fails; 1 Health lost and a leg injury caps moves at 2 a turn', () => {
    const game = stripGame({ party: ['medic'] });
    const start = given(game.state, (d) => arm(d, 'medic', ['pistol'], 'bastion-armour'));
    game.dice.push(2, 6); // save 2, injury die face 6 = leg
    const hurt = run(game, start, (c) => attackSurvivor(c, unit(c.tx.state, 'medic'), 1, 'swarmer')).state;
    expect(unit(hurt, 'medic').health).toBe(9);
    expect(injuriesIn(hurt, 'medic')).toBe(4);
    const moved = given(hurt, (d) => {
      const stats = d.units.find((u) => u.id === 'medic')?.stats as Record<string, number>;
      stats['moved'] = 2;
      stats['actions'] = 1;
    });
    const slot: Slot = { kind: 'unit', unit: unit(moved, 'medic') };
    const map = (game.engine.ruleset as DerelictRuleset).map;
    expect(checkAction(game.engine.board, map, moved, { type: 'move', side: 'heroes', unit: 'medic', zone: ZONE.b }, slot)?.code).toBe('no-budget');
  });

  it('derelict.md §12 T07: a save of 3 against Bastion Armour ignores a Jaeger attack entirely (no injury roll)', () => {
    const game = stripGame({ party: ['marine'] });
    const start = given(game.state, (d) => arm(d, 'marine', ['pistol'], 'bastion-armour'));
    game.dice.push(3);
    const { state, events } = run(game, start, (c) => attackSurvivor(c, unit(c.tx.state, 'marine'), 2, 'jaeger'));
    expect(unit(state, 'marine').health).toBe(10);
    expect(events.some((e) => e.type === 'dice-rolled' && e.purpose === 'injury')).toBe(false);
    expect(game.dice).toEqual([]);
  });

  it('derelict.md §12 T13: a Shotgun rolling 5, 5, 5 jams — no damage, jammed for the round, no noise', () => {
    const game = stripGame({ party: ['marine'] });
    const start = given(game.state, (d) => {
      arm(d, 'marine', ['shotgun']);
      addEnemies(d, 'swarmer', ZONE.b, 3);
    });
    game.dice.push(5, 5, 5);
    const { state } = attack(game, start, 'marine', 'shotgun', ZONE.b);
    expect(alive(state, 'swarmer')).toBe(3);
    expect(state.ext.sheets[0]?.jammed).toEqual(['shotgun']);
    expect(state.ext.noise).toEqual([]);
  });

  it('derelict.md §12 T14: one die never jams, nor do melee dice showing 4, 4 (both hit)', () => {
    const game = stripGame({ party: ['marine'] });
    const oneDie = given(game.state, (d) => {
      arm(d, 'marine', ['swarmer-leg', 'plasma-cutter']);
      addEnemies(d, 'jaeger', ZONE.a);
    });
    game.dice.push(2, 4, 4);
    const afterLeg = attack(game, oneDie, 'marine', 'swarmer-leg', ZONE.a).state;
    expect(afterLeg.ext.sheets[0]?.jammed).toEqual([]);
    const afterCutter = attack(game, afterLeg, 'marine', 'plasma-cutter', ZONE.a).state;
    expect(afterCutter.ext.sheets[0]?.jammed).toEqual([]);
    expect(alive(afterCutter, 'jaeger')).toBe(0);
  });

  it('derelict.md §12 T15: two stacked Pistols roll 4 dice at range 1 and place a level-2 noise, not 4', () => {
    const game = stripGame({ party: ['captain'] });
    const start = given(game.state, (d) => {
      arm(d, 'captain', ['pistol', 'pistol']);
      addEnemies(d, 'jaeger', ZONE.b, 2);
    });
    const armed = armedWith(start, unit(start, 'captain'), 'pistol');
    expect([armed?.dice, armed?.range]).toEqual([4, 1]);
    game.dice.push(4, 5, 6, 1);
    const { state } = attack(game, start, 'captain', 'pistol', ZONE.b);
    expect(alive(state, 'jaeger')).toBe(1);
    expect(state.ext.noise.map((n) => n.level)).toEqual([2]);
  });

  it('derelict.md §12 T16: Swarmers two zones away cannot be targeted past a Jaeger until it is dead', () => {
    const game = stripGame({ party: ['captain'] });
    const blocked = given(game.state, (d) => {
      arm(d, 'captain', ['assault-rifle']);
      addEnemies(d, 'jaeger', ZONE.b);
      addEnemies(d, 'swarmer', ZONE.c, 2);
    });
    const zones = (state: Game['state']) => {
      const armed = armedWith(state, unit(state, 'captain'), 'assault-rifle');
      if (!armed) throw new Error('unarmed');
      return targetZones(game.engine.board, state, unit(state, 'captain'), armed).map((z) => game.engine.board.zones[z]?.id);
    };
    expect(zones(blocked)).not.toContain(ZONE.c);
    const cleared = given(blocked, (d) => {
      const jaeger = d.units.find((u) => u.kind === 'jaeger') as { status: string; x: number; y: number };
      Object.assign(jaeger, { status: 'dead', x: -1, y: -1 });
    });
    expect(zones(cleared)).toContain(ZONE.c);
  });

  it('derelict.md §12 T17: a Pistol rolling 5 and 2 into a Jaeger and the Psychic leaves the Jaeger unharmed and hits her for 1', () => {
    const game = stripGame({ party: ['captain', 'psychic'] });
    const start = given(game.state, (d) => {
      arm(d, 'captain', ['pistol']);
      addEnemies(d, 'jaeger', ZONE.b);
      placeIn(d, 'psychic', ZONE.b);
    });
    game.dice.push(5, 2, 1); // the dice, then the injury die (blank)
    const { state, events } = attack(game, start, 'captain', 'pistol', ZONE.b);
    expect(alive(state, 'jaeger')).toBe(1);
    expect(unit(state, 'psychic').health).toBe(9);
    expect(events.filter((e) => e.type === 'hit')).toHaveLength(1);
  });

  it('derelict.md §12 T18: a Jaeger attacking A and B hits the lower roll-off (A = 2) for 2', () => {
    const game = stripGame({ party: ['captain', 'marine'] });
    const start = given(game.state, (d) => addEnemies(d, 'jaeger', ZONE.a));
    game.dice.push(2, 5, 1);
    const { state } = run(game, start, (c) => runEnemyPhase(c));
    expect([unit(state, 'captain').health, unit(state, 'marine').health]).toEqual([8, 10]);
  });

  it('derelict.md §12 T19: a Jaeger with a Solomon in the zone deals 3; the Solomon makes no attack', () => {
    const game = stripGame({ party: ['captain'] });
    const start = given(game.state, (d) => {
      addEnemies(d, 'jaeger', ZONE.a);
      addEnemies(d, 'solomon', ZONE.a);
    });
    game.dice.push(1);
    const { state, events } = run(game, start, (c) => runEnemyPhase(c));
    expect(unit(state, 'captain').health).toBe(7);
    expect(events.filter((e) => e.type === 'hit')).toHaveLength(1);
  });

  it('derelict.md §12 T47: a Swarmer starting in a survivor\'s zone attacks once (1 damage) and does nothing more', () => {
    const game = stripGame({ party: ['captain'] });
    const start = given(game.state, (d) => addEnemies(d, 'swarmer', ZONE.a));
    game.dice.push(1);
    const { state, events } = run(game, start, (c) => runEnemyPhase(c));
    expect(unit(state, 'captain').health).toBe(9);
    expect(events.filter((e) => e.type === 'moved')).toEqual([]);
    expect(zonesOf(game, state, 'swarmer')).toEqual([ZONE.a]);
  });
});
