import { describe, expect, it } from 'vitest';
import { bossDeckId } from './boss-cards';
import { runEnemyPhase } from './enemy-phase';
import { act, acting, addEnemies, arm, given, run, stack, stripGame, unit, ZONE, zoneOfId } from './fixture';
import { runResolution } from './resolution';
import { stunUnit } from './stun';
import { startTurn } from './turn-start';

// Stuns and boss cards: derelict.md §7.8, §8.9, §3.7 (Stun Grenade).

describe('derelict stuns', () => {
  it('derelict.md §12 T25 (survivor): stunned by a boss attack in the Enemy Phase, its next turn has 2 actions', () => {
    const game = stripGame({ party: ['marine'] });
    const start = given(game.state, (d) => {
      addEnemies(d, 'titan', ZONE.a);
      stack(d, bossDeckId('titan'), ['crushing-blow']);
      d.turn = { ...d.turn, phase: 'enemies', actor: null };
    });
    // Crushing Blow: 2 dice at 4+ → 5, 5 = 2 damage; blank injury die.
    game.dice.push(5, 5, 1);
    const hit = run(game, start, (c) => runEnemyPhase(c)).state;
    expect(unit(hit, 'marine').health).toBe(8);
    expect(unit(hit, 'marine').stats['stunned']).toBe(1);
    const turn = run(game, hit, (c) => startTurn(c, unit(c.tx.state, 'marine'))).state;
    expect(unit(turn, 'marine').stats['actions']).toBe(2);
    expect(unit(turn, 'marine').stats['stunned']).toBe(0);
    const later = run(game, turn, (c) => startTurn(c, unit(c.tx.state, 'marine'))).state;
    expect(unit(later, 'marine').stats['actions']).toBe(3);
  });

  it('derelict.md §12 T25 (enemy): a Jaeger stunned by a grenade in the Survivor Phase skips this Enemy Phase and acts in the next', () => {
    const game = stripGame({ party: ['marine'] });
    const start = acting(
      given(game.state, (d) => {
        addEnemies(d, 'jaeger', ZONE.b);
        arm(d, 'marine', ['stun-grenade']);
        stack(d, 'events', ['radar-spawn:navigation']); // a quiet Resolution Phase (no such tile here)
      }),
      'marine',
    );
    const listed = game.engine.legalActions(start).filter((a) => a.type === 'use-item');
    expect(listed).toEqual([{ type: 'use-item', side: 'heroes', unit: 'marine', item: 'stun-grenade', zone: ZONE.b }]);
    const thrown = act(game, start, { type: 'use-item', unit: 'marine', item: 'stun-grenade', zone: ZONE.b }).state;
    const jaeger = thrown.units.find((u) => u.kind === 'jaeger');
    expect(jaeger?.stats['stunned']).toBe(1);
    expect(thrown.ext.sheets[0]?.items).toEqual([]); // single use
    expect(thrown.ext.noise.map((n) => n.level)).toEqual([2]);
    const phase = run(game, thrown, (c) => runEnemyPhase(c)).state;
    expect(unit(phase, 'marine').health).toBe(10);
    expect(zoneOfId(game, phase, jaeger?.id ?? '')).toBe(ZONE.b);
    const nextRound = run(game, phase, (c) => {
      runResolution(c);
      runEnemyPhase(c);
    }).state;
    expect(nextRound.units.find((u) => u.kind === 'jaeger')?.stats['stunned']).toBe(0);
    expect(zoneOfId(game, nextRound, jaeger?.id ?? '')).toBe(ZONE.a); // it hunted the Marine this time
  });

  it('derelict.md §7.8: a survivor stunned in its own turn loses the actions it had left; its next turn is whole', () => {
    const game = stripGame({ party: ['marine'] });
    const stunned = run(game, acting(game.state, 'marine', 3), (c) => stunUnit(c, unit(c.tx.state, 'marine'))).state;
    expect(unit(stunned, 'marine').stats['actions']).toBe(0);
    const next = run(game, stunned, (c) => startTurn(c, unit(c.tx.state, 'marine'))).state;
    expect(unit(next, 'marine').stats['actions']).toBe(3);
  });
});

describe('derelict boss cards', () => {
  it('derelict.md §12 T32: the Titan with Execution moves 1 zone into the survivor\'s zone and attacks at once; one armour save for the card', () => {
    const game = stripGame({ party: ['captain', 'marine'] });
    const start = given(game.state, (d) => {
      addEnemies(d, 'titan', ZONE.b);
      stack(d, bossDeckId('titan'), ['execution']);
      (d.units.find((u) => u.id === 'marine') as { health: number }).health = 6;
      arm(d, 'captain', [], 'bastion-armour');
    });
    // Execution targets the Captain (10 Health > 6): 3 dice 6, 6, 6; one save roll of 1 fails; blank injury.
    game.dice.push(6, 6, 6, 1, 1);
    const { state, events } = run(game, start, (c) => runEnemyPhase(c));
    expect(zoneOfId(game, state, state.units.find((u) => u.kind === 'titan')?.id ?? '')).toBe(ZONE.a);
    expect(unit(state, 'captain').health).toBe(7);
    expect(unit(state, 'marine').health).toBe(6);
    expect(game.dice).toEqual([]); // 3 attack dice, one save, one injury roll: nothing more
    expect(events.filter((e) => e.type === 'hit').length).toBe(1);
  });

  it('derelict.md §12 T33: a Mood drawn first replaces the one in play and the next card is drawn for the attack', () => {
    const game = stripGame({ party: ['marine'] });
    const start = given(game.state, (d) => {
      const [titan] = addEnemies(d, 'titan', ZONE.a);
      (d.ext as unknown as { bossSlots: (readonly [string, string])[] }).bossSlots = [[titan ?? '', 'sluggish']];
      stack(d, bossDeckId('titan'), ['bloodlust', 'execution']);
    });
    // Bloodlust: Execution rolls 4 dice → 4, 4, 1, 1 = 2 damage; blank injury.
    game.dice.push(4, 4, 1, 1, 1);
    const { state } = run(game, start, (c) => runEnemyPhase(c));
    const titan = state.units.find((u) => u.kind === 'titan');
    expect(state.ext.bossSlots).toEqual([[titan?.id, 'bloodlust']]);
    expect(state.decks[bossDeckId('titan')]?.discard).toEqual(['sluggish', 'execution']);
    expect(unit(state, 'marine').health).toBe(8);
  });

  it('CO15 "Premature activation": the mission\'s boss-card effect puts Overdrive (+1 action) in the Olympian\'s slot', () => {
    const game = stripGame({
      party: ['captain'],
      features: [{ id: 'console', type: 'switch', x: 1, y: 0 }],
      triggers: [{ id: 'early', on: { event: 'interact', feature: 'console' }, do: [{ effect: 'boss-card', unit: 'olympian', card: 'overdrive' }], once: true }],
    });
    const start = acting(given(game.state, (d) => addEnemies(d, 'olympian', ZONE.d)), 'captain');
    const { state } = act(game, start, { type: 'interact', unit: 'captain', feature: 'console' });
    const olympian = state.units.find((u) => u.kind === 'olympian');
    expect(state.ext.bossSlots).toEqual([[olympian?.id, 'overdrive']]);
  });
});
