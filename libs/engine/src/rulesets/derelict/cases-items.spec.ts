import { describe, expect, it } from 'vitest';
import type { Slot } from '../../rules/core/ruleset';
import { checkAction, listActions } from './actions';
import { armedWith, survivorAttack, targetZones } from './combat';
import { ITEM_DECK, radarPayload, weaponData } from './content';
import { attackSurvivor, spawnEnemies, updateSight } from './effects';
import { runEnemyPhase } from './enemy-phase';
import { act, acting, addEnemies, arm, given, placeIn, run, stripGame, unit, ZONE, zoneOfId, zonesOf } from './fixture';
import { placeToken } from '../../rules/hidden/hidden-token';
import { playEvent, runResolution } from './resolution';
import { carryIntoMission } from './campaign/carry-over';
import { partyFromGame } from './campaign/party';
import { newMissionState } from '../../mission/mission-state';
import type { DerelictRuleset } from './ruleset';
import { ENEMY_PHASE, type DerelictAction, type DerelictState as State } from './types';
import { zoneIndex } from './zones';

// Items: derelict.md §3.7 (Shield Bubble, Void Cannon, helmets), §6.9 Impenetrable, §5.6 Reorganise,
// §7.9.2 armour saves and §11.1 gap 13 (Proposed: a helmet gives +1 to armour save rolls).

type Game = ReturnType<typeof stripGame>;

const enemyPhase = (state: State): State =>
  given(state, (d) => {
    d.turn = { ...d.turn, phase: ENEMY_PHASE, side: null, actor: null };
  });

/** The state with `zones` impenetrable (a Shield Bubble raised earlier: a test's Given). */
const bubbled = (game: Game, state: State, ...zones: string[]): State =>
  given(state, (d) => {
    (d.ext as unknown as { impenetrable?: number[] }).impenetrable = zones.map((z) => zoneIndex(game.engine.board, z));
  });

const slotOf = (state: State, who: string): Slot => ({ kind: 'unit', unit: unit(state, who) }) as Slot;
const mapOf = (game: Game) => (game.engine.ruleset as DerelictRuleset).map;
type Written = DerelictAction extends infer A ? (A extends DerelictAction ? Omit<A, 'side'> : never) : never;
const check = (game: Game, state: State, action: Written) =>
  checkAction(game.engine.board, mapOf(game), state, { ...action, side: 'heroes' } as DerelictAction, slotOf(state, action.unit));
const legal = (game: Game, state: State, who: string) => listActions(game.engine.board, mapOf(game), state, slotOf(state, who));

describe('derelict items: Shield Bubble and impenetrable zones (§3.7, §6.9)', () => {
  it('derelict.md §3.7 Shield Bubble: 1 action, single use, the user\'s zone turns impenetrable (public in ext)', () => {
    const game = stripGame({ party: ['captain'] });
    const start = acting(given(game.state, (d) => arm(d, 'captain', ['pistol', 'shield-bubble'])), 'captain');
    expect(legal(game, start, 'captain')).toContainEqual({ type: 'use-item', side: 'heroes', unit: 'captain', item: 'shield-bubble' });
    const { state, events } = act(game, start, { type: 'use-item', unit: 'captain', item: 'shield-bubble' });
    expect(state.ext.impenetrable).toEqual([zoneIndex(game.engine.board, ZONE.a)]);
    expect(state.ext.sheets[0]?.items).toEqual(['pistol']);
    expect(unit(state, 'captain').stats['actions']).toBe(2);
    expect(events.some((e) => e.type === 'message' && e.title === 'Shield Bubble')).toBe(true);
    expect(check(game, state, { type: 'use-item', unit: 'captain', item: 'shield-bubble' })).not.toBeNull();
  });

  it('derelict.md §6.9 Impenetrable: no survivor leaves the zone, and none enters it', () => {
    const game = stripGame({ party: ['captain', 'marine'] });
    const start = bubbled(game, given(game.state, (d) => placeIn(d, 'marine', ZONE.b)), ZONE.b);
    expect(check(game, acting(start, 'marine'), { type: 'move', unit: 'marine', zone: ZONE.a })?.code).toBe('blocked');
    expect(check(game, acting(start, 'captain'), { type: 'move', unit: 'captain', zone: ZONE.b })?.code).toBe('blocked');
    expect(legal(game, acting(start, 'marine'), 'marine').filter((a) => a.type === 'move')).toEqual([]);
    // Without the bubble both moves are open.
    expect(check(game, acting(game.state, 'captain'), { type: 'move', unit: 'captain', zone: ZONE.b })).toBeNull();
  });

  it('derelict.md §6.9 Impenetrable, §8.5 (paths avoid impenetrable zones): an enemy cannot enter to attack', () => {
    const game = stripGame({ party: ['captain'] });
    const start = enemyPhase(bubbled(game, given(game.state, (d) => addEnemies(d, 'swarmer', ZONE.b)), ZONE.a));
    const { state } = run(game, start, (c) => runEnemyPhase(c));
    expect(zonesOf(game, state, 'swarmer')).not.toContain(ZONE.a);
    expect(unit(state, 'captain').health).toBe(10);
    // The same Swarmer without the bubble walks in and strikes.
    game.dice.push(1);
    const open = run(game, enemyPhase(given(game.state, (d) => addEnemies(d, 'swarmer', ZONE.b))), (c) => runEnemyPhase(c)).state;
    expect(zonesOf(game, open, 'swarmer')).toEqual([ZONE.a]);
  });

  it('derelict.md §6.9 Impenetrable: an enemy inside the zone cannot leave it', () => {
    const game = stripGame({ party: ['captain'] });
    const start = enemyPhase(bubbled(game, given(game.state, (d) => addEnemies(d, 'jaeger', ZONE.c)), ZONE.c));
    const { state } = run(game, start, (c) => runEnemyPhase(c));
    expect(zonesOf(game, state, 'jaeger')).toEqual([ZONE.c]);
  });

  it('derelict.md §6.9 Impenetrable: no ranged attack into or out of the zone; one inside it is allowed', () => {
    const game = stripGame({ party: ['captain', 'marine'] });
    const start = given(game.state, (d) => {
      arm(d, 'captain', ['assault-rifle']);
      addEnemies(d, 'jaeger', ZONE.b);
    });
    const targets = (s: State) => {
      const armed = armedWith(s, unit(s, 'captain'), 'assault-rifle');
      if (!armed) throw new Error('the captain is not armed');
      return targetZones(game.engine.board, s, unit(s, 'captain'), armed).map((z) => game.engine.board.zones[z]?.id);
    };
    expect(targets(start)).toContain(ZONE.b);
    expect(targets(bubbled(game, start, ZONE.b))).not.toContain(ZONE.b);
    expect(targets(bubbled(game, start, ZONE.a))).toEqual([ZONE.a]);
    // Inside the bubble the rifle still fires at its own zone.
    const inside = bubbled(game, given(start, (d) => addEnemies(d, 'swarmer', ZONE.a)), ZONE.a);
    expect(check(game, acting(inside, 'captain'), { type: 'attack', unit: 'captain', weapon: 'assault-rifle', zone: ZONE.a })).toBeNull();
  });

  it('derelict.md §6.9 Impenetrable: an Icarus (range 1) cannot shoot into the zone', () => {
    const game = stripGame({ party: ['captain'] });
    const start = enemyPhase(bubbled(game, given(game.state, (d) => addEnemies(d, 'icarus', ZONE.b)), ZONE.a));
    const { state, events } = run(game, start, (c) => runEnemyPhase(c));
    expect(unit(state, 'captain').health).toBe(10);
    expect(events.filter((e) => e.type === 'hit' || e.type === 'missed')).toEqual([]);
  });

  it('derelict.md §6.9: enemies spawned into an impenetrable zone are placed in the zones around it', () => {
    const game = stripGame({ party: ['captain'] });
    const start = bubbled(game, game.state, ZONE.b);
    const { state } = run(game, start, (c) => spawnEnemies(c, 'swarmer', 2, zoneIndex(c.board, ZONE.b)));
    const where = zonesOf(game, state, 'swarmer');
    expect(where).toHaveLength(2);
    expect(where).not.toContain(ZONE.b);
  });

  it('derelict.md §6.9 Impenetrable, §8.6 Reveal: a radar token already inside the bubble turns over in its own zone (as far as its room allows)', () => {
    const game = stripGame({ party: ['captain'] });
    // Zone B has 4 cells: the Captain takes one, so 3 of the 5 Swarmers stand in B and the rest in the zones around.
    const start = bubbled(game, given(game.state, (d) => placeIn(d, 'captain', ZONE.b)), ZONE.b);
    game.dice.push(1, 1); // the Captain's Resolve test
    const { state } = run(game, start, (c) => {
      placeToken(c.tx, 'radar', { x: 3, y: 1 }, radarPayload({ unit: 'swarmer', count: 5 }));
      updateSight(c);
    });
    expect(state.tokens).toEqual([]);
    const where = zonesOf(game, state, 'swarmer');
    expect(where.filter((z) => z === ZONE.b)).toHaveLength(3);
    expect(where.filter((z) => z !== ZONE.b).sort()).toEqual([ZONE.a, ZONE.c]);
  });

  it('derelict.md §6.9 Impenetrable, §7.1 step 1: the survivor inside the bubble attacks the revealed enemies in her own zone, not those around it', () => {
    const game = stripGame({ party: ['captain'] });
    const start = bubbled(
      game,
      given(game.state, (d) => {
        placeIn(d, 'captain', ZONE.b);
        arm(d, 'captain', ['pistol']);
      }),
      ZONE.b,
    );
    game.dice.push(1, 1); // the Captain's Resolve test
    const revealed = acting(
      run(game, start, (c) => {
        placeToken(c.tx, 'radar', { x: 3, y: 1 }, radarPayload({ unit: 'swarmer', count: 4 }));
        updateSight(c);
      }).state,
      'captain',
    );
    // Three fit beside the Captain; the fourth goes round (the border order from B: C).
    expect(zonesOf(game, revealed, 'swarmer')).toEqual([ZONE.b, ZONE.b, ZONE.b, ZONE.c]);
    const attacks = legal(game, revealed, 'captain').filter((a) => a.type === 'attack');
    expect(attacks).toContainEqual(expect.objectContaining({ weapon: 'pistol', zone: ZONE.b }));
    expect(attacks).not.toContainEqual(expect.objectContaining({ zone: ZONE.c })); // out of the bubble: no shot
    game.dice.push(6, 5); // two hits at 4+, no jam
    const { state } = act(game, revealed, { type: 'attack', unit: 'captain', weapon: 'pistol', zone: ZONE.b });
    expect(zonesOf(game, state, 'swarmer')).toEqual([ZONE.b, ZONE.c]);
  });

  it('derelict.md §6.9, §8.7.1: a radar-spawn card naming the bubble\'s room puts the token in a zone around it, so its enemies stay out', () => {
    const game = stripGame({ party: ['captain'] });
    const start = bubbled(game, given(game.state, (d) => placeIn(d, 'captain', ZONE.e)), ZONE.e);
    game.dice.push(1, 1, 1); // the d6 among the strip's rooms E and F: E; then the Captain's Resolve test
    const { state } = run(game, start, (c) => playEvent(c, 'radar-spawn:laboratory'));
    // E's one move border is the door to A, which the Captain sees through: the token turns over there,
    // and what A (4 cells) cannot hold spreads around A, never into the bubble.
    expect(state.tokens).toEqual([]);
    const where = state.units.filter((u) => u.side === 'enemies').map((u) => zoneOfId(game, state, u.id));
    expect(where.length).toBeGreaterThan(0);
    expect(where).not.toContain(ZONE.e);
    expect(where.filter((z) => z === ZONE.a)).toHaveLength(Math.min(4, where.length));
  });

  it('derelict.md §6.9 Gap (Proposed): the bubble lasts until the end of the next Resolution Phase', () => {
    const game = stripGame({ party: ['captain'] });
    const start = bubbled(game, game.state, ZONE.a);
    const { state } = run(game, start, (c) => runResolution(c));
    expect(state.ext.impenetrable).toEqual([]);
    expect(check(game, acting(state, 'captain'), { type: 'move', unit: 'captain', zone: ZONE.b })).toBeNull();
  });
});

describe('derelict items: the Void Cannon (§3.7, §7.1 step 1)', () => {
  it('derelict.md §3.7 Void Cannon: range 2, 6 dice, 3+, noise 4, and one copy in the item deck', () => {
    expect(weaponData('void-cannon')).toMatchObject({ range: 2, dice: 6, toHit: 3, noise: 4, dualWield: false });
    expect(ITEM_DECK.filter((c) => c === 'void-cannon')).toHaveLength(1);
    expect(ITEM_DECK.filter((c) => c === 'power-cell')).toHaveLength(5);
  });

  it('derelict.md §7.1 step 1 Void Cannon: without a Power Cell it cannot fire (not a legal action)', () => {
    const game = stripGame({ party: ['marine'] });
    const start = acting(given(game.state, (d) => {
      arm(d, 'marine', ['void-cannon']);
      addEnemies(d, 'jaeger', ZONE.b);
    }), 'marine');
    expect(check(game, start, { type: 'attack', unit: 'marine', weapon: 'void-cannon', zone: ZONE.b })).not.toBeNull();
    expect(legal(game, start, 'marine').filter((a) => a.type === 'attack')).toEqual([]);
  });

  it('derelict.md §7.1 step 1 Void Cannon: each shot discards one Power Cell (6 dice at 3+)', () => {
    const game = stripGame({ party: ['marine'] });
    const start = acting(given(game.state, (d) => {
      arm(d, 'marine', ['void-cannon', 'power-cell', 'power-cell']);
      addEnemies(d, 'jaeger', ZONE.c, 2);
    }), 'marine');
    game.dice.push(3, 3, 2, 2, 3, 3);
    const { state } = act(game, start, { type: 'attack', unit: 'marine', weapon: 'void-cannon', zone: ZONE.c });
    expect(state.ext.sheets[0]?.items).toEqual(['void-cannon', 'power-cell']);
    expect(state.units.filter((u) => u.kind === 'jaeger' && u.status === 'active')).toHaveLength(0);
    expect(state.ext.noise).toContainEqual(expect.objectContaining({ zone: zoneIndex(game.engine.board, ZONE.a), level: 4 }));
  });

  it('derelict.md §7.1 step 1, §7.5: a jammed Void Cannon shot still spends its Power Cell', () => {
    const game = stripGame({ party: ['marine'] });
    const start = given(game.state, (d) => {
      arm(d, 'marine', ['void-cannon', 'power-cell']);
      addEnemies(d, 'jaeger', ZONE.b);
    });
    game.dice.push(4, 4, 4, 4, 4, 4);
    const { state } = run(game, start, (c) => {
      const marine = unit(c.tx.state, 'marine');
      const armed = armedWith(c.tx.state, marine, 'void-cannon');
      if (armed) survivorAttack(c, marine, armed, zoneIndex(c.board, ZONE.b));
    });
    expect(state.ext.sheets[0]?.items).toEqual(['void-cannon']);
    expect(state.ext.sheets[0]?.jammed).toEqual(['void-cannon']);
  });
});

describe('derelict items: helmets in the head slot (§3.2, §5.6, gap 13)', () => {
  it('derelict.md §5.6 Reorganise: 1 action puts a carried helmet into the head slot', () => {
    const game = stripGame({ party: ['scout'] });
    const start = acting(given(game.state, (d) => arm(d, 'scout', ['pistol', 'combat-helmet'])), 'scout');
    expect(legal(game, start, 'scout')).toContainEqual({ type: 'reorganise', side: 'heroes', unit: 'scout', item: 'combat-helmet' });
    const { state, events } = act(game, start, { type: 'reorganise', unit: 'scout', item: 'combat-helmet' });
    // The log reads the card's name, not its id.
    expect(events).toContainEqual({ type: 'message', text: `${unit(start, 'scout').name} puts on the Combat Helmet.` });
    expect(state.ext.sheets[0]?.head).toBe('combat-helmet');
    expect(state.ext.sheets[0]?.items).toEqual(['pistol']);
    expect(unit(state, 'scout').stats['actions']).toBe(2);
    expect(ITEM_DECK.filter((c) => c === 'combat-helmet')).toHaveLength(2);
  });

  it('derelict.md §11.1 gap 13 (Proposed): a worn helmet adds 1 to the armour save roll', () => {
    const game = stripGame({ party: ['medic'] });
    const armoured = given(game.state, (d) => arm(d, 'medic', ['pistol'], 'bastion-armour'));
    const helmeted = given(armoured, (d) => {
      (d.ext.sheets[0] as { head?: string | null }).head = 'combat-helmet';
    });
    game.dice.push(2, 1); // save 2 against 3+, then a blank injury die
    expect(unit(run(game, armoured, (c) => attackSurvivor(c, unit(c.tx.state, 'medic'), 1, 'swarmer')).state, 'medic').health).toBe(9);
    game.dice.push(2); // save 2 + 1 = 3: saved
    expect(unit(run(game, helmeted, (c) => attackSurvivor(c, unit(c.tx.state, 'medic'), 1, 'swarmer')).state, 'medic').health).toBe(10);
  });

  it('derelict.md §7.9.2: a helmet alone gives no save (it adds to an armour save roll, and there is none)', () => {
    const game = stripGame({ party: ['medic'] });
    const start = given(game.state, (d) => {
      arm(d, 'medic', ['pistol']);
      (d.ext.sheets[0] as { head?: string | null }).head = 'combat-helmet';
    });
    game.dice.push(1); // the injury die only (blank)
    expect(unit(run(game, start, (c) => attackSurvivor(c, unit(c.tx.state, 'medic'), 1, 'swarmer')).state, 'medic').health).toBe(9);
  });
});

describe('derelict item deck (§11.1 item 5, session 10 additions)', () => {
  it('derelict.md §3.7: the deck holds 2 Shield Bubbles beside its 2 Stun Grenades', () => {
    expect(ITEM_DECK.filter((c) => c === 'shield-bubble')).toHaveLength(2);
    expect(ITEM_DECK.filter((c) => c === 'stun-grenade')).toHaveLength(2);
  });
});

describe('derelict P20 "Stock up" (derelict.md §10.3: 1 Stun Grenade and 1 Shield Bubble set aside)', () => {
  const setUp = () =>
    stripGame({
      party: ['captain'],
      decks: [{ id: 'items', base: 'items', setAside: [{ card: 'stun-grenade', count: 1 }, { card: 'shield-bubble', count: 1 }] }],
      features: [{ id: 'emergency-locker', type: 'objective', color: 'red', x: 1, y: 0 }],
      triggers: [
        {
          id: 'stock-up',
          on: { event: 'interact', feature: 'emergency-locker' },
          do: [
            { effect: 'give', item: 'stun-grenade', to: 'actor', deck: 'items' },
            { effect: 'give', item: 'shield-bubble', to: 'actor', deck: 'items' },
            { effect: 'remove', feature: 'emergency-locker' },
          ],
          once: true,
        },
      ],
    });

  it('derelict.md §10.3 P20 Stock up: the set-aside cards leave the item deck, and the locker gives a Shield Bubble that works', () => {
    const game = setUp();
    const deck = (game.state.decks as unknown as Record<string, { drawPile: string[] }>)['items']?.drawPile ?? [];
    expect(deck.filter((c) => c === 'shield-bubble')).toHaveLength(1);
    expect(deck.filter((c) => c === 'stun-grenade')).toHaveLength(1);
    const start = acting(given(game.state, (d) => arm(d, 'captain', ['pistol'])), 'captain');
    const stocked = act(game, start, { type: 'interact', unit: 'captain', feature: 'emergency-locker' }).state;
    expect(stocked.ext.sheets[0]?.items).toEqual(['pistol', 'stun-grenade', 'shield-bubble']);
    const shielded = act(game, stocked, { type: 'use-item', unit: 'captain', item: 'shield-bubble' }).state;
    expect(shielded.ext.impenetrable).toEqual([zoneIndex(game.engine.board, ZONE.a)]);
  });
});

describe('derelict campaign: a worn helmet carries over (derelict.md §10.5)', () => {
  it('derelict.md §10.5, §3.2: the helmet in the head slot goes into the next mission, and the item deck loses that card', () => {
    const done = given(stripGame({ party: ['captain'] }).state, (d) => {
      Object.assign(d.ext.sheets[0] ?? {}, { items: ['pistol'], head: 'combat-helmet' });
    });
    const party = partyFromGame(done);
    expect(party.survivors[0]).toMatchObject({ items: ['pistol'], head: 'combat-helmet' });
    const next = stripGame({ party: ['captain'] });
    const fresh = given(next.state, (d) => {
      d.mission = d.mission ?? newMissionState([], [], 1);
    });
    const state = carryIntoMission(fresh, party);
    expect(state.ext.sheets[0]?.head).toBe('combat-helmet');
    const helmets = (s: State) => (s.decks['items']?.drawPile ?? []).filter((c) => c === 'combat-helmet').length;
    expect(helmets(state)).toBe(helmets(next.state) - 1);
  });
});
