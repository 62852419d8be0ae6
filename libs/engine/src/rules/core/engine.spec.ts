import type { GameState, Unit } from '../../game/game-state';
import { act } from '../../testing/drive';
import type { SkirmishExt } from '../../testing/skirmish-effects';
import { startSkirmish } from '../../testing/skirmish-fixture';
import { createSkirmishRuleset } from '../../testing/skirmish-ruleset';
import { hashState } from '../state/canonical-hash';
import { cloneJson } from '../state/clone';
import { Journal } from '../state/journal';
import { createEngine } from './engine';
import { replay } from './replay';

const heroes = { side: 'heroes' } as const;

/** A hive-structured game where the sergeant (h1) is active; `place` moves figures first (test-owned state). */
function game(place: (units: Unit[]) => void = () => undefined, enemies: { kind: string; x: number; y: number }[] = []) {
  const started = startSkirmish({ structure: 'hive', heroes: ['sergeant', 'medic'], enemies });
  const state = cloneJson(started.state) as GameState<SkirmishExt>;
  place(state.units as Unit[]);
  return { engine: started.engine, state };
}

const at = (x: number, y: number) => (unit: Unit) => Object.assign(unit, { x, y });

describe('apply: refusing', () => {
  it('refuses the wrong side, with a sentence', () => {
    const { engine, state } = game();
    const result = engine.apply(state, { type: 'end-activation', side: 'enemies' });
    expect(result).toEqual({ error: { code: 'wrong-side', message: "It is the heroes' turn to act, not the enemies'." } });
  });

  it('refuses malformed and unknown actions without throwing', () => {
    const { engine, state } = game();
    for (const junk of [null, undefined, 42, 'move', [], {}, { type: 'move' }, { type: 7, side: 'heroes' }, { type: 'move', side: 'aliens' }]) {
      expect(engine.apply(state, junk)).toMatchObject({ error: { code: 'malformed-action' } });
    }
    expect(engine.apply(state, { type: 'teleport', ...heroes })).toMatchObject({ error: { code: 'unknown-action' } });
    expect(engine.apply(state, { type: 'move', ...heroes, unit: 'h1' })).toMatchObject({ error: { code: 'malformed-action' } });
    expect(engine.apply(state, { type: 'move', ...heroes, unit: 'h1', to: { x: '2', y: 1 } })).toMatchObject({ error: { code: 'malformed-action' } });
  });

  it('refuses a unit that is not the one activated', () => {
    const { engine, state } = game();
    expect(engine.apply(state, { type: 'move', ...heroes, unit: 'h2', to: { x: 2, y: 2 } })).toMatchObject({ error: { code: 'not-activated' } });
    expect(engine.apply(state, { type: 'move', ...heroes, unit: 'nobody', to: { x: 2, y: 2 } })).toMatchObject({ error: { code: 'unknown-unit' } });
  });

  it('refuses moves into walls, through closed doors, onto figures and beyond the budget', () => {
    const { engine, state } = game(([h1, h2]) => {
      at(4, 2)(h1 as Unit);
      at(3, 2)(h2 as Unit);
    });
    expect(engine.apply(state, { type: 'move', ...heroes, unit: 'h1', to: { x: 5, y: 2 } })).toMatchObject({ error: { code: 'blocked' } });
    expect(engine.apply(state, { type: 'move', ...heroes, unit: 'h1', to: { x: 3, y: 2 } })).toMatchObject({ error: { code: 'occupied' } });
    expect(engine.apply(state, { type: 'move', ...heroes, unit: 'h1', to: { x: 4, y: 4 } })).toMatchObject({ error: { code: 'out-of-range' } });
    const opened = act(engine, state, { type: 'open-door', ...heroes, unit: 'h1', door: 'door-east' });
    expect(opened.events).toContainEqual({ type: 'door-opened', door: 'door-east' });
    const moved = act(engine, opened.state, { type: 'move', ...heroes, unit: 'h1', to: { x: 5, y: 2 } });
    expect(moved.events).toContainEqual({ type: 'moved', unit: 'h1', path: [{ x: 4, y: 2 }, { x: 5, y: 2 }] });
    // Two moves spent (door + step) and one attack left: still active, but no move left.
    expect(engine.apply(moved.state, { type: 'move', ...heroes, unit: 'h1', to: { x: 6, y: 2 } })).toMatchObject({ error: { code: 'no-budget' } });
  });

  it('refuses everything once the game is over, and says how it ended', () => {
    const { engine, state } = game(([h1]) => at(6, 1)(h1 as Unit));
    const won = act(engine, state, { type: 'move', ...heroes, unit: 'h1', to: { x: 7, y: 1 } });
    expect(won.events.at(-1)).toEqual({ type: 'game-over', status: { kind: 'won', reason: 'a hero reached the exit' } });
    expect(engine.status(won.state)).toEqual({ kind: 'won', reason: 'a hero reached the exit' });
    expect(engine.legalActions(won.state)).toEqual([]);
    expect(engine.apply(won.state, { type: 'end-activation', ...heroes })).toMatchObject({ error: { code: 'game-over' } });
  });
});

describe('apply: resolving', () => {
  it('rolls attacks with their faces and reports hits and kills', () => {
    let seen = { hit: false, miss: false, kill: false };
    for (let seed = 0; seed < 30 && !(seen.hit && seen.miss && seen.kill); seed++) {
      const { engine, state } = game((units) => at(5, 1)(units[0] as Unit), [{ kind: 'drone', x: 6, y: 1 }]);
      const s = { ...state, rng: { ...state.rng, d: seed } };
      const { events } = act(engine, s, { type: 'attack', ...heroes, unit: 'h1', target: 'e1' });
      const roll = events.find((e) => e.type === 'dice-rolled');
      expect(roll).toMatchObject({ purpose: 'attack', by: 'h1', dice: [{ die: 'd6' }] });
      const value = roll?.type === 'dice-rolled' ? (roll.dice[0]?.value ?? 0) : 0;
      const killed = events.some((e) => e.type === 'killed' && e.unit === 'e1');
      expect(killed).toBe(value >= 3); // the sergeant hits on 3+, a drone has 1 health
      seen = { hit: seen.hit || killed, miss: seen.miss || !killed, kill: seen.kill || killed };
    }
    expect(seen).toEqual({ hit: true, miss: true, kill: true });
  });

  it('never changes the state it was given; applyInPlace changes it and undo restores it exactly', () => {
    const { engine, state } = game();
    const before = hashState(state);
    const action = { type: 'move', ...heroes, unit: 'h1', to: { x: 2, y: 1 } };
    const safe = engine.apply(state, action);
    expect(hashState(state)).toBe(before);
    const journal = new Journal();
    const inPlace = engine.applyInPlace(state, action, journal);
    expect('error' in safe || 'error' in inPlace).toBe(false);
    if ('state' in safe) expect(hashState(state)).toBe(hashState(safe.state));
    journal.undoTo(0);
    expect(hashState(state)).toBe(before);
  });

  it('leaves the state untouched when applyInPlace refuses or the ruleset fails', () => {
    const { engine, state } = game();
    const before = hashState(state);
    expect(engine.applyInPlace(state, { type: 'move', ...heroes, unit: 'h1', to: { x: 0, y: 1 } })).toMatchObject({ error: { code: 'blocked' } });
    const ruleset = createSkirmishRuleset({ structure: 'hive' });
    const broken = createEngine(
      {
        ...ruleset,
        resolve: (tx, action) => {
          ruleset.resolve(tx, action);
          throw new Error('boom');
        },
      },
      engine.board,
    );
    expect(broken.applyInPlace(state, { type: 'move', ...heroes, unit: 'h1', to: { x: 2, y: 1 } })).toEqual({
      error: { code: 'internal-error', message: 'The engine failed: boom' },
    });
    expect(hashState(state)).toBe(before);
  });

  it('reports a ruleset whose phases never ask for a decision instead of looping', () => {
    const ruleset = createSkirmishRuleset({ structure: 'hive' });
    const idle = createEngine(
      { ...ruleset, phases: [{ id: 'idle', kind: 'automatic' }], firstPhase: () => 'idle', outcome: () => ({ kind: 'playing' }) },
      game().engine.board,
    );
    const { state } = game();
    expect(idle.start(state, state.ext)).toMatchObject({ error: { code: 'internal-error' } });
  });
});

describe('replay', () => {
  it('reproduces the same state and hash from mission + seed + actions, and stops at the first refused action', () => {
    const { engine, state } = game();
    const actions = [
      { type: 'move', ...heroes, unit: 'h1', to: { x: 2, y: 1 } },
      { type: 'end-activation', ...heroes },
      { type: 'move', ...heroes, unit: 'h2', to: { x: 2, y: 2 } },
    ];
    const a = replay(engine, state, actions);
    const b = replay(engine, startSkirmish({ structure: 'hive', heroes: ['sergeant', 'medic'] }).state, actions);
    expect('hash' in a && 'hash' in b && a.hash === b.hash).toBe(true);
    const bad = replay(engine, state, [...actions, { type: 'move', ...heroes, unit: 'h2', to: { x: 0, y: 0 } }]);
    expect(bad).toMatchObject({ index: 3, error: { code: 'out-of-range' } });
  });
});
