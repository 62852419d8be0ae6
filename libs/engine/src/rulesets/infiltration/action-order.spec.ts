import { infiltrationFixture } from './fixture';

/** The same fields, listed backwards: what a screen or a save that builds its objects another way may send. */
const reversed = <T extends object>(action: T): T => Object.fromEntries(Object.entries(action).reverse()) as T;

describe('infiltration: an action is its fields, not their order (rules/core/actions.ts sameAction)', () => {
  it('infiltration accepts each legal action with its fields reordered ', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'anvil', x: 0, y: 0 }] });
    const activate = f.engine.legalActions(f.state).find((a) => a.type === 'activate');
    const started = activate ? f.engine.apply(f.state, activate) : undefined;
    if (!started || 'error' in started) throw new Error('the hero could not be activated');
    const state = started.state;
    const legal = f.engine.legalActions(state).filter((a) => a.type !== 'end-activation' && a.type !== 'end-phase');
    expect(legal.map((a) => a.type)).toContain('move');
    expect(legal.length).toBeGreaterThan(0);
    for (const action of legal) expect(f.engine.check(state, reversed(action))).toBeNull();
  });
});
