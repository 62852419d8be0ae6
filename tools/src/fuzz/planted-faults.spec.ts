import type { AnyEngine, AnyState, Controller } from '@breachline/ai';
import { cloneJson, type ActionBase, type GameEvent, type InPlaceResult, type Journal } from '@breachline/engine';
import { fuzzGame, type FuzzChecks, type FuzzSeams } from './fuzz-game';
import { fuzzMissions } from './missions';
import { planGame } from './plan';
import type { ViolationKind } from './violations';

/**
 * Each invariant check catches a fault planted in a wrapper around the real engine (or a bot): so a
 * clean fuzz run means the invariants hold, not that a check is wired to nothing. boarding-purge has
 * face-down blips and a secret pile, so the hidden-information checks have something to find.
 */
const mission = fuzzMissions().playable.find((m) => m.loaded.mission.id === 'boarding-purge');
if (!mission) throw new Error('boarding-purge is not playable');
const CHECKS: FuzzChecks = { stepRate: 1, offered: 1000, hostile: 4, botEvery: 1, maxActions: 250 };

const kinds = (seams: FuzzSeams, checks: FuzzChecks = CHECKS, bot = 'random'): ViolationKind[] =>
  [...new Set(fuzzGame(mission.loaded, planGame([mission], 2, 0, bot), checks, seams).violations.map((v) => v.kind))];

/** The engine with some of its methods replaced; the rest call the real one. */
const around = (change: (engine: AnyEngine) => Partial<AnyEngine>) => (engine: AnyEngine): AnyEngine => ({ ...engine, ...change(engine) });

/** What the first face-down blip holds and the top of the blip pile: the secret the leaky fakes give away. */
const secret = (state: AnyState): number => {
  const blip = state.tokens.find((t) => !t.revealed && !t.knownBy.includes('heroes'));
  const top = Object.values(state.decks)[0]?.drawPile.at(-1);
  return Number((blip?.contents as { bugs?: number } | undefined)?.bugs ?? 0) * 7 + Number(top ?? 0);
};

describe('the fuzzer catches a planted', () => {
  it('control: no fault planted, none found (random bot)', () => {
    expect(kinds({})).toEqual([]);
  });

  it('view that shows face-down contents', () => {
    expect(kinds({ adaptEngine: around((e) => ({ view: (state, side) => ({ ...e.view(state, side), tokens: cloneJson(state.tokens) as never }) })) })).toContain('hidden-view');
  });

  it('event that tells the heroes what the blips hold', () => {
    const applyInPlace = (e: AnyEngine) => (state: AnyState, action: unknown, journal?: Journal): InPlaceResult => {
      const result = e.applyInPlace(state, action, journal);
      if ('error' in result) return result;
      const told: GameEvent = { type: 'message', text: `${secret(state)} bugs lurk` };
      return { events: [...result.events, told] };
    };
    expect(kinds({ adaptEngine: around((e) => ({ applyInPlace: applyInPlace(e) })) })).toContain('hidden-events');
  });

  it('secret draw whose event calls itself public (eventsForSide then keeps the card)', () => {
    const applyInPlace = (e: AnyEngine) => (state: AnyState, action: unknown, journal?: Journal): InPlaceResult => {
      const result = e.applyInPlace(state, action, journal);
      if ('error' in result) return result;
      return { events: result.events.map((event) => (event.type === 'card-drawn' ? { ...event, secretFrom: null } : event)) };
    };
    expect(kinds({ adaptEngine: around((e) => ({ applyInPlace: applyInPlace(e) })) })).toContain('hidden-events');
  });

  it('hero action offered only when the blips hold an odd number of bugs', () => {
    const legalActions = (e: AnyEngine) => (state: AnyState) => {
      const legal = e.legalActions(state);
      return secret(state) % 2 === 1 && legal.length > 1 && state.turn.side === 'heroes' ? legal.slice(1) : legal;
    };
    expect(kinds({ adaptEngine: around((e) => ({ legalActions: legalActions(e) })) })).toContain('hidden-hero-legality');
  });

  it('bot that reads the blips', () => {
    const peeking: Controller = {
      name: 'peeking',
      decide: (engine, state) => {
        const legal = engine.legalActions(state);
        return legal[secret(state) % legal.length] as ActionBase;
      },
    };
    expect(kinds({ heroBot: () => peeking })).toContain('hidden-bot-decision');
  });

  it('illegal action among the offered ones', () => {
    const bogus: ActionBase = { type: 'move', side: 'heroes', unit: 'nobody', to: { x: -9, y: -9 } } as ActionBase;
    const legalActions = (e: AnyEngine) => (state: AnyState) => [...e.legalActions(state), ...(state.turn.side === 'heroes' ? [bogus] : [])];
    expect(kinds({ adaptEngine: around((e) => ({ legalActions: legalActions(e) })) })).toContain('offered-action-refused');
  });

  it('side with nothing legal to do', () => {
    let calls = 0;
    expect(kinds({ adaptEngine: around((e) => ({ legalActions: (state: AnyState) => (++calls > 30 ? [] : e.legalActions(state)) })) })).toContain('no-legal-action');
  });

  it('throw in legalActions', () => {
    let calls = 0;
    const legalActions = (e: AnyEngine) => (state: AnyState) => {
      if (++calls === 40) throw new Error('planted');
      return e.legalActions(state);
    };
    expect(kinds({ adaptEngine: around((e) => ({ legalActions: legalActions(e) })) })).toContain('threw');
  });

  it('bot that chooses an action nobody offered', () => {
    const rogue: Controller = { name: 'rogue', decide: () => ({ type: 'fly', side: 'heroes' }) };
    expect(kinds({ heroBot: () => rogue })).toContain('chosen-action-refused');
  });

  it('apply that is not deterministic (a replay differs)', () => {
    let calls = 0;
    const applyInPlace = (e: AnyEngine) => (state: AnyState, action: unknown, journal?: Journal): InPlaceResult => {
      const result = e.applyInPlace(state, action, journal);
      // The 20th apply of this engine's life (never the 20th of a replay) sets a counter.
      if (++calls === 20 && !('error' in result)) (state.counters as Record<string, number>)['planted'] = 1;
      return result;
    };
    expect(kinds({ adaptEngine: around((e) => ({ applyInPlace: applyInPlace(e) })) }, { ...CHECKS, offered: 0, hostile: 0 })).toContain('replay-mismatch');
  });

  it('reducer that crashes on a field it does not expect', () => {
    const applyInPlace = (e: AnyEngine) => (state: AnyState, action: unknown, journal?: Journal): InPlaceResult => {
      const unit = (action as { unit?: unknown }).unit;
      if (unit !== undefined && typeof unit !== 'string') throw new TypeError('unit.startsWith is not a function');
      return e.applyInPlace(state, action, journal);
    };
    expect(kinds({ adaptEngine: around((e) => ({ applyInPlace: applyInPlace(e) })) })).toContain('hostile-action-crashed');
  });

  it('refusal that leaves a write behind', () => {
    const applyInPlace = (e: AnyEngine) => (state: AnyState, action: unknown, journal?: Journal): InPlaceResult => {
      const result = e.applyInPlace(state, action, journal);
      if ('error' in result) (state.counters as Record<string, number>)['refused'] = ((state.counters as Record<string, number>)['refused'] ?? 0) + 1;
      return result;
    };
    expect(kinds({ adaptEngine: around((e) => ({ applyInPlace: applyInPlace(e) })) })).toContain('refusal-changed-state');
  });

  it('undo that leaves a trace', () => {
    const applyInPlace = (e: AnyEngine) => (state: AnyState, action: unknown, journal?: Journal): InPlaceResult => {
      const result = e.applyInPlace(state, action, journal);
      if (!('error' in result)) (state as { nextId: number }).nextId += 1; // written past the journal
      return result;
    };
    expect(kinds({ adaptEngine: around((e) => ({ applyInPlace: applyInPlace(e) })) })).toContain('undo-not-restoring');
  });
});
