import fc from 'fast-check';
import type { GameState } from '../game/game-state';
import { hashState } from '../rules/state/canonical-hash';
import { cloneJson } from '../rules/state/clone';
import { Journal } from '../rules/state/journal';
import { replay } from '../rules/core/replay';
import type { SkirmishExt } from './skirmish-effects';
import { startSkirmish } from './skirmish-fixture';
import { invariantViolations } from './invariants';
import type { StructureName } from './turn-structures';

const STRUCTURES: StructureName[] = ['hive', 'infiltration', 'derelict', 'boarding', 'horde'];

const setup = fc.record({
  structure: fc.constantFrom(...STRUCTURES),
  seed: fc.integer(),
  enemies: fc.subarray([
    { kind: 'drone', x: 6, y: 2 },
    { kind: 'brute', x: 3, y: 3 },
    { kind: 'drone', x: 7, y: 4 },
  ]),
});
const choices = fc.array(fc.nat(), { maxLength: 80 });

/** Plays legal actions picked by `choices` in place; returns the actions and the states' hashes. */
function play(structure: StructureName, seed: number, enemies: { kind: string; x: number; y: number }[], picks: number[]) {
  const { engine, state: initial } = startSkirmish({ structure, seed, enemies });
  const state = cloneJson(initial);
  const journal = new Journal();
  const actions: unknown[] = [];
  const problems: string[] = [];
  for (const pick of picks) {
    const legal = engine.legalActions(state);
    if (legal.length === 0) break;
    const action = legal[pick % legal.length];
    actions.push(action);
    const result = engine.applyInPlace(state, action, journal);
    if ('error' in result) problems.push(`legal action refused: ${JSON.stringify(action)} — ${result.error.message}`);
    problems.push(...invariantViolations(engine.board, state));
  }
  return { engine, initial, state, journal, actions, problems };
}

describe('properties of the reducer on the test ruleset', () => {
  it('no sequence of legal actions produces an invalid state, or a playing state with nothing to do', () => {
    fc.assert(
      fc.property(setup, choices, ({ structure, seed, enemies }, picks) => {
        const { engine, state, problems } = play(structure, seed, enemies, picks);
        expect(problems).toEqual([]);
        expect(engine.status(state).kind === 'playing').toBe(engine.legalActions(state).length > 0);
      }),
    );
  });

  it('replay reproduces the hash; the safe reducer and the in-place one agree; undo returns to the start', () => {
    fc.assert(
      fc.property(setup, choices, ({ structure, seed, enemies }, picks) => {
        const { engine, initial, state, journal, actions } = play(structure, seed, enemies, picks);
        const again = replay(engine, initial, actions);
        expect('hash' in again ? again.hash : again.error).toBe(hashState(state));
        let safe: GameState<SkirmishExt> = initial;
        for (const action of actions) {
          const result = engine.apply(safe, action);
          if ('error' in result) throw new Error(result.error.message);
          safe = result.state;
        }
        expect(hashState(safe)).toBe(hashState(state));
        journal.undoTo(0);
        expect(hashState(state)).toBe(hashState(initial));
      }),
    );
  });

  it('apply never throws, for any action legal or not, and a refusal changes nothing', () => {
    const ids = fc.constantFrom('h1', 'h2', 'h3', 'e1', 'e2', 'spawn#1', 'search#1', 'spawn-1', 'door-east', 'nobody');
    const action = fc.oneof(
      fc.anything(),
      fc.record(
        {
          type: fc.constantFrom('move', 'attack', 'open-door', 'search', 'guard', 'shoot', 'activate', 'end-activation', 'end-phase', 'pass', 'fly'),
          side: fc.constantFrom('heroes', 'enemies', 'neither'),
          unit: fc.oneof(ids, fc.anything()),
          target: fc.oneof(ids, fc.anything()),
          door: fc.oneof(ids, fc.anything()),
          token: fc.oneof(ids, fc.anything()),
          to: fc.oneof(fc.record({ x: fc.integer({ min: -2, max: 10 }), y: fc.integer({ min: -2, max: 8 }) }), fc.anything()),
        },
        { requiredKeys: ['type', 'side'] },
      ),
    );
    fc.assert(
      fc.property(setup, choices, fc.array(action, { maxLength: 20 }), ({ structure, seed, enemies }, picks, probes) => {
        const { engine, state } = play(structure, seed, enemies, picks.slice(0, 30));
        for (const probe of probes) {
          const before = hashState(state);
          const result = engine.applyInPlace(state, probe, new Journal());
          if ('error' in result) {
            expect(result.error.code).not.toBe('internal-error');
            expect(typeof result.error.message).toBe('string');
            expect(hashState(state)).toBe(before);
          } else {
            expect(invariantViolations(engine.board, state)).toEqual([]);
          }
        }
      }),
    );
  });

  it('every action legalActions lists is accepted by check', () => {
    fc.assert(
      fc.property(setup, choices, ({ structure, seed, enemies }, picks) => {
        const { engine, state } = play(structure, seed, enemies, picks.slice(0, 40));
        for (const action of engine.legalActions(state)) expect(engine.check(state, action)).toBeNull();
      }),
    );
  });
});

describe('random play reaches every mechanic (so the properties above test something)', () => {
  it('sees attacks, kills, reactions, doors, searches, reveals, spawns, reshuffles and both endings', () => {
    const seen = new Set<string>();
    const endings = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const structure = STRUCTURES[seed % STRUCTURES.length] as StructureName;
      const { engine, state: initial } = startSkirmish({ structure, seed, enemies: [{ kind: 'drone', x: 6, y: 2 }, { kind: 'brute', x: 3, y: 3 }] });
      const state = cloneJson(initial);
      let x = seed;
      for (let step = 0; step < 400 && engine.status(state).kind === 'playing'; step++) {
        const legal = engine.legalActions(state);
        x = (x * 1103515245 + 12345) % 2147483648;
        // Prefer doing something over ending turns, so games get somewhere.
        const busy = legal.filter((a) => !['end-activation', 'end-phase', 'pass', 'guard'].includes(a.type));
        const pool = busy.length > 0 && x % 4 !== 0 ? busy : legal;
        // Half the time, heroes head for the exit (7, 1) through the door, so some games are won.
        const towardExit = (a: (typeof legal)[number]) =>
          a.type === 'open-door' ? -1 : a.type === 'move' && a.side === 'heroes' ? Math.abs(7 - a.to.x) + Math.abs(1 - a.to.y) : 99;
        const greedy = [...pool].sort((a, b) => towardExit(a) - towardExit(b))[0];
        const result = engine.applyInPlace(state, x % 2 === 0 && greedy ? greedy : pool[x % pool.length]);
        if ('error' in result) throw new Error(result.error.message);
        for (const event of result.events) seen.add(event.type);
      }
      endings.add(engine.status(state).kind);
    }
    for (const type of ['dice-rolled', 'hit', 'missed', 'killed', 'reaction-opened', 'door-opened', 'revealed', 'spawned', 'token-placed', 'deck-reshuffled', 'moved', 'game-over']) {
      expect(seen).toContain(type);
    }
    expect(endings).toEqual(new Set(['won', 'lost']));
  });
});
