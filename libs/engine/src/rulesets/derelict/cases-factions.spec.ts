import { describe, expect, it } from 'vitest';
import { armedWith, survivorAttack } from './combat';
import { runEnemyPhase } from './enemy-phase';
import { addEnemies, arm, given, placeIn, run, stripGame, unit, ZONE } from './fixture';
import { runResolution } from './resolution';
import { zoneIndex } from './zones';

// Redeemers, Sentries and the Primus: derelict.md §3.3, §7.9.4, §8.10.

type Game = ReturnType<typeof stripGame>;
const alive = (state: Game['state'], kind: string) => state.units.filter((u) => u.kind === kind && u.status === 'active').length;
function shoot(game: Game, state: Game['state'], who: string, weapon: string, zone: string) {
  return run(game, state, (c) => {
    const armed = armedWith(c.tx.state, unit(c.tx.state, who), weapon);
    if (!armed) throw new Error(`${who} cannot use ${weapon}`);
    survivorAttack(c, unit(c.tx.state, who), armed, zoneIndex(c.board, zone));
  });
}

describe('derelict Redeemers and Sentries', () => {
  it('derelict.md §12 T34 (Zealot): a Zealot hits every survivor in its zone for 1, each with an injury roll', () => {
    const game = stripGame({ party: ['captain', 'marine'] });
    const start = given(game.state, (d) => addEnemies(d, 'zealot', ZONE.a));
    game.dice.push(1, 1); // the two injury rolls: blank
    const { state } = run(game, start, (c) => runEnemyPhase(c));
    expect([unit(state, 'captain').health, unit(state, 'marine').health]).toEqual([9, 9]);
    expect(game.dice).toEqual([]);
  });

  it('derelict.md §12 T34 (Fanatic): on a 6 both Fanatics explode for 6, ignoring armour; the Jaeger and both Fanatics die', () => {
    const game = stripGame({ party: ['captain'] });
    const start = given(game.state, (d) => {
      addEnemies(d, 'fanatic', ZONE.a, 2);
      addEnemies(d, 'jaeger', ZONE.a);
      arm(d, 'captain', [], 'bastion-armour');
      (d.ext.sheets[0] as { inView: readonly string[] }).inView = ['fanatic', 'jaeger']; // no Resolve tests on the way
    });
    // Enemy order: the Jaeger (rank 3) attacks first: save 6 succeeds. Then a Fanatic: vest 6.
    game.dice.push(6, 6, 1);
    const { state } = run(game, start, (c) => runEnemyPhase(c));
    expect(unit(state, 'captain').health).toBe(4); // 6 damage, no save rolled for the blast
    expect([alive(state, 'fanatic'), alive(state, 'jaeger')]).toEqual([0, 0]);
    expect(game.dice).toEqual([]); // the blast's injury roll took the last die
  });

  it('derelict.md §12 T35: shooting a zone with a Fanatic and a Zealot, a natural 6 blows the vest for 3: the Zealot dies, the shooter is unharmed', () => {
    const game = stripGame({ party: ['marine'] });
    const start = given(game.state, (d) => {
      addEnemies(d, 'fanatic', ZONE.b);
      addEnemies(d, 'zealot', ZONE.b);
      arm(d, 'marine', ['pistol']);
    });
    game.dice.push(6, 1);
    const { state } = shoot(game, start, 'marine', 'pistol', ZONE.b);
    expect([alive(state, 'fanatic'), alive(state, 'zealot')]).toEqual([0, 0]);
    expect(unit(state, 'marine').health).toBe(10);
  });

  it('derelict.md §12 T36: against a Sip, 3 and 3 jam (natural results); 3 and 5 both hit (3 + 1 ≥ 4) and the Sip dies', () => {
    const game = stripGame({ party: ['marine'] });
    const start = given(game.state, (d) => {
      addEnemies(d, 'sip', ZONE.b);
      arm(d, 'marine', ['pistol']);
    });
    game.dice.push(3, 3);
    const jammed = shoot(game, start, 'marine', 'pistol', ZONE.b).state;
    expect(alive(jammed, 'sip')).toBe(1);
    expect(jammed.ext.sheets[0]?.jammed).toEqual(['pistol']);
    game.dice.push(3, 5);
    expect(alive(shoot(game, start, 'marine', 'pistol', ZONE.b).state, 'sip')).toBe(0);
  });

  it('derelict.md §12 T40: a Primus of 25 brought to 0 is stunned for the round and back next round with 13', () => {
    const game = stripGame({ party: ['marine'] });
    const start = given(game.state, (d) => {
      const [primus] = addEnemies(d, 'primus', ZONE.b);
      const p = d.units.find((u) => u.id === primus) as { health: number; stats: Record<string, number> };
      p.health = 2;
      p.stats['maxHealth'] = 25;
      arm(d, 'marine', ['assault-rifle']);
      placeIn(d, 'marine', ZONE.b);
      d.round = 3;
    });
    game.dice.push(6, 6, 1, 1);
    const downed = shoot(game, start, 'marine', 'assault-rifle', ZONE.b).state;
    const quiet = run(game, downed, (c) => runEnemyPhase(c)).state; // stunned: it does nothing
    expect(unit(quiet, 'marine').health).toBe(10);
    const next = run(game, quiet, (c) => runResolution(c)).state;
    expect(next.units.find((u) => u.kind === 'primus')).toMatchObject({ status: 'active', health: 13 });
  });
});
