import { describe, expect, it } from 'vitest';
import type { AnyState } from '../bots/controller';
import type { DerelictState } from '@breachline/engine';
import { evaluateDerelict, VALUE_SCALE } from './evaluation';
import { DERELICT_HEURISTICS } from './heuristics';
import { arrange, stripGame } from './test-strip.spec-helper';

// The search bot's rating of a derelict position after its rollouts: VALUE_SCALE times the fitted chance
// of winning (issue 17, derelict.md §10.1 objectives).

type Writable<T> = { -readonly [K in keyof T]: T[K] };
const rate = (engine: Parameters<typeof evaluateDerelict>[0], state: DerelictState) => evaluateDerelict(engine, state as unknown as AnyState);
/** The state with the mission's objectives replaced by `done` done and `open` open ones. */
function withObjectives(state: DerelictState, done: number, open: number): DerelictState {
  const next = structuredClone(state) as Writable<DerelictState>;
  const record = (state: 'done' | 'open', i: number) => ({ id: `${state}-${i}`, label: `${state} ${i}`, optional: false, state });
  const mission = next.mission as NonNullable<DerelictState['mission']>;
  next.mission = { ...mission, objectives: [...Array.from({ length: done }, (_, i) => record('done', i)), ...Array.from({ length: open }, (_, i) => record('open', i))] };
  return next;
}

const SWITCH = { id: 'switch', type: 'switch', x: 7, y: 3 };

describe('derelict search evaluation', () => {
  it('a team nearer its next objective is worth more, all else equal', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic'], [SWITCH]);
    const far = arrange(state, 'captain');
    const near = arrange(state, 'captain', { at: { captain: 'd' } });
    expect(evaluateDerelict(engine, near as unknown as AnyState)).toBeGreaterThan(evaluateDerelict(engine, far as unknown as AnyState));
  });

  it('enemies where the survivors stand cost the team value', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic'], [SWITCH]);
    const calm = arrange(state, 'captain');
    const threatened = arrange(state, 'captain', { enemies: [{ kind: 'jaeger', zone: 'b', count: 3 }] });
    expect(evaluateDerelict(engine, threatened as unknown as AnyState)).toBeLessThan(evaluateDerelict(engine, calm as unknown as AnyState));
  });

  it('face-down radar tokens make a position worth searching before any enemy stands on the board (§8.6)', () => {
    const quiet = stripGame(['captain', 'marine', 'medic']);
    const tokens = stripGame(['captain', 'marine', 'medic'], [{ id: 'radar-f', type: 'radar', x: 6, y: 3, pool: 'geps' }]);
    expect(DERELICT_HEURISTICS.contested?.(quiet.state as unknown as AnyState)).toBe(false);
    expect(DERELICT_HEURISTICS.contested?.(tokens.state as unknown as AnyState)).toBe(true);
  });

  it('derelict.md §10.3 CO13: with the Technician alive, a Sentry laid down is worth more than one standing (a reboot in the making)', () => {
    const REBOOT = [{ id: 'derelict/reboot-sentries', by: 'technician', rebootActions: 1, maxControlled: 5 }];
    const { engine, state } = stripGame(['technician', 'marine', 'medic'], [], REBOOT);
    // In room F: out of the survivors' sight, so only the Sentry's own state differs.
    const standing = arrange(state, 'marine', { enemies: [{ kind: 'artemis', zone: 'f', count: 1 }] });
    const down = arrange(state, 'marine', { enemies: [{ kind: 'artemis', zone: 'f', count: 1, stunned: true }] });
    expect(evaluateDerelict(engine, down as unknown as AnyState)).toBeGreaterThan(evaluateDerelict(engine, standing as unknown as AnyState));
  });

  it('more survivors alive rate higher, all else equal', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic']);
    const whole = arrange(state, 'captain');
    const short = structuredClone(whole) as Writable<DerelictState>;
    short.units = short.units.map((u) => (u.id === 'medic' ? { ...u, health: 0, status: 'dead' } : u));
    expect(rate(engine, whole)).toBeGreaterThan(rate(engine, short));
  });

  it('more objectives done rate higher, all else equal', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic'], [SWITCH]);
    const start = arrange(state, 'captain');
    expect(rate(engine, withObjectives(start, 1, 1))).toBeGreaterThan(rate(engine, withObjectives(start, 0, 2)));
  });

  it('a won game rates VALUE_SCALE and a lost one 0, beyond every position still in play', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic'], [SWITCH]);
    const best = withObjectives(arrange(state, 'captain', { at: { captain: 'd' } }), 1, 0);
    const worst = arrange(state, 'captain', { enemies: [{ kind: 'jaeger', zone: 'b', count: 4 }] });
    const won = { ...best, status: { kind: 'won' } } as unknown as DerelictState;
    const lost = { ...best, status: { kind: 'lost', reason: 'test' } } as unknown as DerelictState;
    expect(rate(engine, won)).toBe(VALUE_SCALE);
    expect(rate(engine, lost)).toBe(0);
    for (const playing of [best, worst]) {
      expect(rate(engine, playing)).toBeGreaterThan(0);
      expect(rate(engine, playing)).toBeLessThan(VALUE_SCALE);
    }
  });

  it('is deterministic and reads only what the survivors see: the view rates as the state, whatever a radar token hides', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic'], [{ id: 'radar-f', type: 'radar', x: 6, y: 3, pool: 'geps' }]);
    const start = arrange(state, 'captain');
    expect(start.tokens.some((t) => t.kind === 'radar')).toBe(true);
    const other = structuredClone(start) as Writable<DerelictState>;
    other.tokens = other.tokens.map((t) => (t.kind === 'radar' ? { ...t, contents: { unit: 'swarmer-test' } } : t)) as typeof other.tokens;
    const view = engine.view(start as unknown as AnyState, 'heroes') as unknown as DerelictState;
    expect(rate(engine, start)).toBe(rate(engine, start));
    expect(rate(engine, view)).toBe(rate(engine, start));
    expect(rate(engine, other)).toBe(rate(engine, start));
  });
});
