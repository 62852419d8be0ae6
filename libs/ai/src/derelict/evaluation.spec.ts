import { describe, expect, it } from 'vitest';
import type { AnyState } from '../bots/controller';
import { evaluateDerelict } from './evaluation';
import { DERELICT_HEURISTICS } from './heuristics';
import { arrange, stripGame } from './test-strip.spec-helper';

// The search bot's rating of a derelict position after its rollouts (team value, derelict.md §10.1 objectives).

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
});
