import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../game/game-state';
import { armedWith, survivorAttack } from '../combat';
import { readModifiers } from '../../rule-modifiers';
import type { DerelictRuleset } from '../ruleset';
import type { DerelictAction, DerelictExt } from '../types';
import { zoneIndex } from '../zones';
import { acting, addEnemies, arm, given, placeIn, run, stripGame, unit, zoneOfId, ZONE } from '../fixture';
import { DERELICT_MODIFIERS } from './modifier-set';

// G14, CO13 "Time for Walkies" as the modifier derelict/reboot-sentries (derelict.md §10.3).

type State = GameState<DerelictExt>;
const REBOOT = { id: 'derelict/reboot-sentries', by: 'technician', rebootActions: 1, maxControlled: 5 };
const WALKIES = { id: 'walkies', on: { event: 'leave-map', class: 'sip' }, do: [{ effect: 'add', counter: 'home', value: 1 }] };

function walkiesGame(rules: object[] = [REBOOT]) {
  return stripGame({ party: ['technician', 'captain'], rules, triggers: [WALKIES] });
}

/** The captain (Shotgun, 3 dice rolling 5, 6, 5: all hit, no jam) attacks corridor C, which holds a Sip, from zone `from`. */
function attackSip(rules: object[], from: string) {
  const game = walkiesGame(rules);
  const start = given(game.state, (d) => { addEnemies(d, 'sip', ZONE.c); placeIn(d, 'captain', from); arm(d, 'captain', ['shotgun']); });
  game.dice.length = 0;
  game.dice.push(5, 6, 5);
  const after = run(game, start, (c) => {
    const armed = armedWith(c.tx.state, unit(c.tx.state, 'captain'), 'shotgun', (game.engine.ruleset as DerelictRuleset).map);
    if (armed) survivorAttack(c, unit(c.tx.state, 'captain'), armed, zoneIndex(game.engine.board, ZONE.c));
  }).state;
  return after.units.filter((u) => u.kind === 'sip').map((u) => [u.status, u.stats['stunned'] ?? 0, u.health]);
}

/** The technician and a shut-down (stunned) Sip in corridor C, the technician to act. */
function shutDownSip(rules: object[] = [REBOOT], party?: (d: Parameters<Parameters<typeof given>[1]>[0]) => void) {
  const game = walkiesGame(rules);
  let sip = '';
  const start = acting(
    given(game.state, (d) => {
      sip = addEnemies(d, 'sip', ZONE.c)[0] ?? '';
      (d.units.find((u) => u.id === sip)?.stats as Record<string, number>)['stunned'] = 1;
      placeIn(d, 'technician', ZONE.c);
      party?.(d);
    }),
    'technician',
  );
  return { game, start, sip };
}

const rebootsOf = (actions: readonly object[]) => (actions as readonly DerelictAction[]).filter((a) => a.type === 'reboot');

function apply(game: ReturnType<typeof walkiesGame>, state: State, action: object) {
  const result = game.engine.apply(state, { side: 'heroes', ...action } as DerelictAction);
  if ('error' in result) throw new Error(result.error.message);
  return result;
}

/** Ends every survivor's turn until the next round's Survivor Phase has begun. */
function toNextRound(game: ReturnType<typeof walkiesGame>, state: State) {
  let now = state;
  const events = [];
  const round = now.round;
  while (now.round === round && now.status.kind === 'playing') {
    const next = apply(game, now, { type: 'end-activation' });
    events.push(...next.events);
    now = next.state;
  }
  return { state: now, events };
}

describe('G14 derelict/reboot-sentries: Hard reset (CO13)', () => {
  it('a Sip defeated in melee shuts down (stunned, full health); without the modifier it dies', () => {
    expect(attackSip([REBOOT], ZONE.c)).toEqual([['active', 1, 2]]);
    expect(attackSip([], ZONE.c)).toEqual([['dead', 0, 0]]);
  });

  it('a Sip defeated by a shot from another zone is beyond repair: it dies', () => {
    expect(attackSip([REBOOT], ZONE.b)).toEqual([['dead', 0, 0]]);
  });
});

describe('G14 derelict/reboot-sentries: Here for the reboot? / Under control (CO13)', () => {
  it('the technician spends 1 action: the Sip joins the survivors with its friendly Health (2) and is never activated by the players', () => {
    const { game, start, sip } = shutDownSip();
    expect(rebootsOf(game.engine.legalActions(start))).toEqual([{ type: 'reboot', side: 'heroes', unit: 'technician', target: sip }]);
    const { state, events } = apply(game, start, { type: 'reboot', unit: 'technician', target: sip });
    expect(unit(state, sip)).toMatchObject({ side: 'heroes', health: 2, stats: expect.objectContaining({ friendly: 1, stunned: 0 }) });
    expect(unit(state, 'technician').stats['actions']).toBe(2);
    expect(events).toContainEqual({ type: 'side-changed', unit: sip, side: 'heroes' });
    expect(game.engine.ruleset.canActivate(state, unit(state, sip))).toBe(false);
  });

  it('only the named class reboots, and never past maxControlled', () => {
    const { game, start, sip } = shutDownSip();
    const captain = acting(given(start, (d) => placeIn(d, 'captain', ZONE.c)), 'captain');
    expect(rebootsOf(game.engine.legalActions(captain))).toEqual([]);
    expect(game.engine.apply(captain, { type: 'reboot', side: 'heroes', unit: 'captain', target: sip })).toMatchObject({ error: { code: 'not-allowed' } });
    const full = shutDownSip([{ ...REBOOT, maxControlled: 1 }], (d) => {
      const [mine] = addEnemies(d, 'artemis', ZONE.a);
      const friendly = d.units.find((u) => u.id === mine);
      if (friendly) Object.assign(friendly, { side: 'heroes', stats: { friendly: 1 } });
    });
    expect(rebootsOf(full.game.engine.legalActions(full.start))).toEqual([]);
  });
});

describe('G14 derelict/reboot-sentries: Traitor! / Get a move on! (CO13)', () => {
  /** Reboots the Sip in C (next to D, the exit's zone), then plays on to the next round's Survivor Phase. */
  const walk = (enemyOnMap: boolean) => {
    const { game, start, sip } = shutDownSip([REBOOT], (d) => {
      // An offline enemy in room F: on the map, but it neither moves nor attacks.
      if (enemyOnMap) for (const id of addEnemies(d, 'jaeger', ZONE.f)) (d.units.find((u) => u.id === id)?.stats as Record<string, number>)['offline'] = 1;
    });
    const rebooted = apply(game, start, { type: 'reboot', unit: 'technician', target: sip }).state;
    const next = toNextRound(game, rebooted);
    return { game, sip, ...next };
  };

  it('with an enemy on the map it walks one zone toward the exit at the start of the next Survivor Phase', () => {
    const { game, sip, state } = walk(true);
    expect(state.turn.phase).toBe('survivors');
    expect(zoneOfId(game, state, sip)).toBe(ZONE.d);
    expect(state.counters['home'] ?? 0).toBe(0);
  });

  it('with none it walks two: into the exit’s zone and out through the exit, which the mission counts', () => {
    const { sip, state, events } = walk(false);
    expect(state.units.find((u) => u.id === sip)?.status).toBe('escaped');
    expect(events).toContainEqual({ type: 'left-map', unit: sip, feature: 'exit' });
    expect(state.counters['home']).toBe(1);
  });
});

describe('G14 derelict/reboot-sentries: validation', () => {
  it('checks the parameters against the modifier’s own schema', () => {
    expect(readModifiers(DERELICT_MODIFIERS, [REBOOT], 'The derelict rules')).toEqual([]);
    expect(readModifiers(DERELICT_MODIFIERS, [{ ...REBOOT, maxControlled: 0, extra: 1 }], 'The derelict rules').map((i) => i.path)).toEqual(['/rules/0/extra', '/rules/0/maxControlled']);
  });
});

describe('a "leave-map" trigger with a class knows the unit that left (the runner found escaped units no more)', () => {
  it('the captain leaving through the exit sets off `leave-map` of class captain', () => {
    const game = stripGame({ party: ['captain'], triggers: [{ id: 'out', on: { event: 'leave-map', class: 'captain' }, do: [{ effect: 'add', counter: 'out', value: 1 }] }] });
    const start = acting(given(game.state, (d) => placeIn(d, 'captain', ZONE.d)), 'captain');
    const { state } = apply(game as ReturnType<typeof walkiesGame>, start, { type: 'leave-map', unit: 'captain' });
    expect(state.counters['out']).toBe(1);
  });
});
