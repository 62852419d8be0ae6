import { describe, expect, it } from 'vitest';
import { act, addEnemies, given, stack, stripGame, unit, ZONE } from '../fixture';

// A `phase-start` trigger on an automatic phase runs at the phase's start (turn-machine.ts `playAutomatic`),
// so CO12/CO14's "A little rusty" shuts a Sentry down before it acts, not after the Enemy Phase is over.

describe('phase-start of the Enemy Phase runs before the enemies act (CO12 / CO14 A little rusty)', () => {
  const rusty = (effects: object[]) => {
    const game = stripGame({ party: ['captain'], triggers: [{ id: 'a-little-rusty', on: { event: 'phase-start', phase: 'enemies' }, do: effects }] });
    // A Jaeger in corridor B sees the captain in A: Active, it would attack in the Enemy Phase (derelict.md §8.2).
    // A Blackout on top of the event deck: the Resolution Phase's event hurts nobody, whatever the shuffle.
    const start = given(game.state, (d) => { addEnemies(d, 'jaeger', ZONE.b); stack(d, 'events', ['blackout']); });
    const { state, events } = act(game, start, { type: 'end-activation', unit: 'captain' } as never);
    return { health: unit(state, 'captain').health, before: unit(start, 'captain').health, events };
  };

  it('a Jaeger stunned at the start of the Enemy Phase does not attack; unstunned it does', () => {
    const plain = rusty([{ effect: 'message', text: 'nothing rusts' }]);
    expect(plain.health).toBeLessThan(plain.before);
    const stunned = rusty([{ effect: 'for-each', enemies: {}, do: [{ effect: 'enemy-state', in: 'actor', state: 'stunned' }] }]);
    expect(stunned.health).toBe(stunned.before);
  });

  it('the trigger fires right after the Enemy Phase begins, before any of its events', () => {
    const { events } = rusty([{ effect: 'message', text: 'rust' }]);
    const begins = events.findIndex((e) => e.type === 'phase-changed' && e.phase === 'enemies');
    expect(events[begins + 1]).toMatchObject({ type: 'trigger-fired', trigger: 'a-little-rusty' });
  });
});

describe('enemy-state "shut-down" (CO12/CO14 A little rusty; derelict.md §10.3 CO14 Proposed: through the next Survivor Phase)', () => {
  /** A Sip in corridor B shut down (or stunned) at the start of round 1's Enemy Phase; the captain in A ends round 1. */
  const rusty = (state: 'shut-down' | 'stunned') => {
    const game = stripGame({ party: ['captain'], triggers: [{ id: 'rust', on: { event: 'phase-start', phase: 'enemies' }, do: [{ effect: 'enemy-state', unit: 'sip', state }], once: true }] });
    const start = given(game.state, (d) => { addEnemies(d, 'sip', ZONE.b); });
    const round2 = act(game, start, { type: 'end-activation', unit: 'captain' } as never).state;
    const sip = round2.units.find((u) => u.kind === 'sip');
    return { game, round2, stunned: sip?.stats['stunned'] ?? 0 };
  };

  it('a shut-down Sentry is still down in the next Survivor Phase; a plain stun ends with the round', () => {
    const shut = rusty('shut-down');
    expect(shut.round2.round).toBe(2);
    expect(shut.round2.turn.phase).toBe('survivors');
    expect(shut.stunned).toBe(1);
    expect(rusty('stunned').stunned).toBe(0);
  });

  it('it wakes when it next activates: round 2’s Enemy Phase, where it attacks again', () => {
    const { game, round2 } = rusty('shut-down');
    const sip = round2.units.find((u) => u.kind === 'sip')?.id;
    const { state: round3, events } = act(game, round2, { type: 'end-activation', unit: 'captain' } as never);
    expect(round3.units.find((u) => u.id === sip)?.stats['stunned']).toBe(0);
    expect(events.some((e) => (e.type === 'hit' || e.type === 'missed') && e.by === sip)).toBe(true);
  });
});
