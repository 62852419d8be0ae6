import { compileBoard, createBoardingGame, hiveTestGame, Journal, seedRng, type ActionBase, type BoardingMissionKind, type GameEvent } from '@breachline/engine';
import type { AnyEngine, AnyState, Controller } from '../bots/controller';
import { HERO_BOTS } from '../bots/controllers';
import { AI_FACES, aiFaceFor } from '../bots/ai-faces';
import { botDecisionLeak, viewLeak, watchTransition, type HiddenLeak } from './hidden-observation';
import { createHiddenWatch } from './hidden-watch';
import { redealHidden, taintHidden } from './redeal';

/**
 * Hidden stays hidden (DESIGN: screens and bots get the heroes' view and events only): every bot on
 * every playable ruleset and mission kind, checked at every step. The samples themselves are played
 * the same way by tools/src/fuzz (libs/ai may not import the mission loader).

 */

/** A cross of corridors: blips enter at the four ends; the squad holds the middle, the objective at the top end. */
const CROSS = ['#####.#####', '#####.#####', '#####.#####', '#####.#####', '###.....###', '.....#.....', '###.....###', '#####.#####', '#####.#####', '#####.#####', '#####.#####'];
const TROOPERS = [{ x: 4, y: 4 }, { x: 6, y: 4 }, { x: 4, y: 6 }, { x: 6, y: 6 }, { x: 3, y: 5 }, { x: 7, y: 5 }];

function boardingGame(mission: BoardingMissionKind, seed: number) {
  const board = compileBoard({
    tiles: [{ id: 'cross', cells: CROSS }],
    layout: [{ tile: 'cross', x: 0, y: 0, rotation: 0 }],
    features: [
      ...TROOPERS.map((t) => ({ type: 'start', ...t })),
      ...[{ x: 5, y: 0 }, { x: 0, y: 5 }, { x: 10, y: 5 }, { x: 5, y: 10 }].map((e) => ({ type: 'entry', ...e })),
      { type: 'objective', x: 5, y: 1 },
    ],
  });
  if (!board.ok) throw new Error('The test board does not compile.');
  return createBoardingGame(board.value, { missionId: `cross-${mission}`, seed, options: { mission, blipsPerTurn: 2, turnLimit: 6 } });
}

const hiveGame = (objective: 'destroy-the-hive' | 'rescue-the-scientist' | 'kill-the-queen', seed: number) =>
  hiveTestGame({
    heroes: [{ kind: 'jane', at: { x: 17, y: 17 } }, { kind: 'kenneth', at: { x: 16, y: 16 } }],
    pile: ['straight', 'cross', 'room', 'chamber', 'corner', 'straight', 'chamber', 'cross', 'chamber', 'chamber'],
    seed,
    objective,
  });

const GAMES: readonly [string, (seed: number) => { engine: AnyEngine; state: AnyState }][] = [
  ['hive destroy-the-hive', (seed) => hiveGame('destroy-the-hive', seed)],
  ['hive rescue-the-scientist', (seed) => hiveGame('rescue-the-scientist', seed)],
  ['hive kill-the-queen', (seed) => hiveGame('kill-the-queen', seed)],
  ['boarding purge', (seed) => boardingGame('purge', seed)],
  ['boarding hold', (seed) => boardingGame('hold', seed)],
  ['boarding retrieve', (seed) => boardingGame('retrieve', seed)],
];

/** Plays a game with the bot, every hidden-information check at every step (the bot's at one decision in 3). */
function leaksOf(start: { engine: AnyEngine; state: AnyState }, bot: string, seed: number, maxActions: number): HiddenLeak[] {
  const { engine } = start;
  const state = start.state;
  const ruleset = state.ruleset;
  const make = HERO_BOTS[bot] as (seed: number) => Controller;
  const face = aiFaceFor(ruleset);
  if (!face) throw new Error(`no AI face for ${ruleset}`);
  const controllers = { heroes: make(seed), enemies: face.enemy() };
  const watch = createHiddenWatch(engine, seed, { bot: { make, every: 3 } });
  const journal = new Journal();
  const leaks: HiddenLeak[] = [];
  for (let n = 0; n < maxActions && state.status.kind === 'playing'; n++) {
    const side = engine.sideToAct(state);
    if (side === null) break;
    const action = controllers[side].decide(engine, state);
    leaks.push(...watch.before(state, action));
    const result = engine.applyInPlace(state, action, journal);
    journal.clear();
    if ('error' in result) throw new Error(`${bot} chose an illegal ${action.type}: ${result.error.message}`);
    leaks.push(...watch.after(state, result.events));
  }
  return leaks;
}

describe('no hero-side observation shows a hidden value', () => {
  describe.each(GAMES)('%s', (_name, start) => {
    it.each(Object.keys(HERO_BOTS))('with the %s bot', (bot) => {
      const budget = bot === 'search' ? 120 : 300;
      expect([1, 2].flatMap((seed) => leaksOf(start(seed), bot, seed, budget))).toEqual([]);
    }, 120_000); // a generous ceiling, not a speed check: the search bot's games take 9 s alone and far more on a loaded CI machine
  });
});

/** A boarding game a few bug turns in, with blips face down off the board and the pile half drawn. */
function boardingWithBlips(): { engine: AnyEngine; state: AnyState } {
  const { engine, state } = boardingGame('purge', 4);
  const bot = HERO_BOTS['random']?.(1) as Controller;
  const bugs = AI_FACES.boarding.enemy();
  const journal = new Journal();
  while (state.tokens.filter((t) => !t.revealed).length < 2) {
    const side = engine.sideToAct(state);
    engine.applyInPlace(state, (side === 'heroes' ? bot : bugs).decide(engine, state), journal);
    journal.clear();
  }
  return { engine, state };
}

describe('the hidden-information checks', () => {
  it('re-deal what the heroes may not know, keeping what they may', () => {
    const { engine, state } = boardingWithBlips();
    const redealt = redealHidden(engine, state, 'heroes', seedRng(3), 'reseed');
    const contents = (s: AnyState) => s.tokens.map((t) => JSON.stringify(t.contents)).sort();
    expect(contents(redealt.state)).toEqual(contents(state));
    expect([...(redealt.state.decks['blips']?.drawPile ?? [])].sort()).toEqual([...(state.decks['blips']?.drawPile ?? [])].sort());
    expect(redealt.state.units).toEqual(state.units);
    expect(redealt.changed).toBe(true);
    const tainted = taintHidden(state, 'heroes', seedRng(3));
    expect(tainted.tokens.every((t) => t.revealed || JSON.stringify(t.contents).includes('secret'))).toBe(true);
  });

  it('catch a view that shows face-down contents, and pass the real one', () => {
    const { engine, state } = boardingWithBlips();
    expect(viewLeak(engine, state, seedRng(1))).toBeNull();
    const leaky: AnyEngine = { ...engine, view: (s, side) => ({ ...engine.view(s, side), tokens: s.tokens as never }) };
    expect(viewLeak(leaky, state, seedRng(1))?.kind).toBe('view');
  });

  it('catch events that name a face-down blip’s contents before it is revealed', () => {
    const { engine, state } = boardingWithBlips();
    const action = engine.legalActions(state)[0] as ActionBase;
    const telling: AnyEngine = {
      ...engine,
      applyInPlace: (s, a, j) => {
        const result = engine.applyInPlace(s, a, j);
        if ('error' in result) return result;
        const told: GameEvent = { type: 'message', text: s.tokens.map((t) => JSON.stringify(t.contents)).join() };
        return { events: [...result.events, told] };
      },
    };
    const leakOf = (e: AnyEngine, seed: number): HiddenLeak | null => {
      const copy = structuredClone(state);
      const pending = watchTransition(e, copy, action, seedRng(seed));
      const result = e.applyInPlace(copy, action, new Journal());
      if ('error' in result) throw new Error(`The first legal action is refused: ${result.error.message}`);
      return pending.settle(copy, result.events);
    };
    expect(leakOf(engine, 2)).toBeNull();
    expect([1, 2, 3, 4].map((seed) => leakOf(telling, seed)?.kind)).toContain('events');
  });

  it('catch a bot that decides by a face-down blip, and pass the view-only heuristic bot', () => {
    const { engine, state } = boardingWithBlips();
    const peeking = (): Controller => ({
      name: 'peeking',
      decide: (e, s) => {
        const legal = e.legalActions(s);
        return legal[Number((s.tokens.find((t) => !t.revealed)?.contents as { bugs: number }).bugs) % legal.length] as ActionBase;
      },
    });
    const side = engine.sideToAct(state);
    expect(side).toBe('heroes');
    expect([1, 2, 3, 4].map((seed) => botDecisionLeak(peeking, engine, state, seedRng(seed))?.kind)).toContain('bot-decision');
    expect([1, 2, 3, 4].map((seed) => botDecisionLeak(() => (HERO_BOTS['heuristic'] as (n: number) => Controller)(5), engine, state, seedRng(seed)))).toEqual([null, null, null, null]);
  });
});
