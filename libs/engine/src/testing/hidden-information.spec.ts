import { openDoorIds } from '../rules/doors/doors';
import type { GameState, Side } from '../game/game-state';
import type { ActionBase } from '../rules/core/actions';
import { createEngine, type Engine } from '../rules/core/engine';
import { eventsForSide } from '../rules/core/events';
import { hiddenLeak, redealHidden } from '../rules/hidden/redeal';
import type { TokenView } from '../rules/hidden/view';
import { canonicalJson } from '../rules/state/canonical-hash';
import type { BoardingMissionKind } from '../rulesets/boarding/types';
import type { HiveObjective } from '../rulesets/hive/content';
import { RULESETS } from '../rulesets/registry';
import { startSkirmish } from './skirmish-fixture';
import { stripGame } from '../rulesets/derelict/fixture';
import { boardingGameWith, hiveGameWith, hiveMissionWith, playRandomly, valkyriesWith } from './hostile-games';

// Issue 14 (hidden information): the heroes' observation, view(state, 'heroes') and
// eventsForSide(events, 'heroes'), must be the same for two states that differ only in what the
// heroes may not know (face-down contents, draw-pile order, the generator, a ruleset's secrets).

const HEROES: Side = 'heroes';

function expectNoLeak<X extends object, A extends ActionBase>(engine: Engine<X, A>, start: GameState<X>, seed: number): number {
  let checked = 0;
  const end = playRandomly(engine, start, seed, 20000, (state, action, step) => {
    const leak = hiddenLeak(engine, state, HEROES, action, seed * 100003 + step);
    if (leak) throw new Error(`step ${step} (${JSON.stringify(action)}): ${leak}`);
    // Unknown dice too: the view must not change when the generator is dealt again.
    const other = redealHidden(state, HEROES, seed + step, { ruleset: engine.ruleset });
    expect(canonicalJson(engine.view(other, HEROES))).toBe(canonicalJson(engine.view(state, HEROES)));
    checked++;
  });
  expect(end.state.status.kind).not.toBe('playing');
  return checked;
}

describe('the heroes observe nothing hidden', () => {
  it.each<[HiveObjective, number]>([
    ['destroy-the-hive', 1],
    ['rescue-the-scientist', 2],
    ['kill-the-queen', 3],
    ['kill-the-queen', 4],
  ])('hive (%s, seed %i): random legal play to the end', (objective, seed) => {
    const game = hiveGameWith(['ann', 'bea', 'cy'], seed, objective);
    expect(expectNoLeak(game.engine, game.state, seed)).toBeGreaterThan(20);
  });

  it.each<[BoardingMissionKind, number]>([
    ['hold', 1],
    ['purge', 2],
    ['hold', 3],
  ])('boarding (%s, seed %i): random legal play to the end', (mission, seed) => {
    const game = boardingGameWith(['sarge', 'ann', 'gun'], seed, { mission, turnLimit: mission === 'hold' ? 6 : 8 });
    expect(expectNoLeak(game.engine, game.state, seed)).toBeGreaterThan(20);
  }, 30_000); // every step is played twice and compared: a purge game takes a few seconds

  it.each([5, 6, 7])('derelict (seed %i): random legal play to the end, radar contents hidden until revealed (derelict.md §3.6, §8.6)', (seed) => {
    const game = stripGame({ party: ['captain', 'marine', 'psychic'], radar: true });
    const start = { ...game.state, seed, rng: { ...game.state.rng } };
    expect(expectNoLeak(game.engine, start, seed)).toBeGreaterThan(10);
    const end = playRandomly(game.engine, start, seed, 2000, (state) => {
      for (const token of game.engine.view(state, HEROES).tokens) if (token.kind === 'radar' && !token.revealed) expect(token.contents).toBeNull();
    });
    for (const event of eventsForSide(end.events, HEROES)) {
      if (event.type === 'card-drawn' && event.deck.startsWith('radar-pool:')) expect(event.card).toBeNull();
      if (event.type === 'token-placed') expect(Object.keys(event)).toEqual(['type', 'token', 'kind', 'x', 'y']);
    }
  }, 30_000);

  it('boarding: a blip drawn from the pool reaches the heroes without its number of bugs', () => {
    const game = boardingGameWith(['sarge'], 7);
    const end = playRandomly(game.engine, game.state, 7, 200);
    const draws = eventsForSide(end.events, HEROES).filter((e) => e.type === 'card-drawn');
    expect(draws.length).toBeGreaterThan(0);
    for (const draw of draws) expect(draw).toMatchObject({ deck: 'blips', card: null });
    // The enemies, who hold the pool, still see their cards.
    expect(eventsForSide(end.events, 'enemies').some((e) => e.type === 'card-drawn' && e.card !== null)).toBe(true);
  });
});

describe('hiddenLeak', () => {
  it('catches a view that shows a secret: the hive without its title-stack mask', () => {
    const game = hiveGameWith(['ann'], 9, 'kill-the-queen');
    const { hideExt: _mask, ...leaky } = game.engine.ruleset;
    void _mask;
    const engine = createEngine(leaky, game.engine.board);
    const action = engine.legalActions(game.state)[0];
    const leaks = [1, 2, 3, 4, 5].map((seed) => hiddenLeak(engine, game.state, HEROES, action, seed));
    expect(leaks.find((leak) => leak !== null)).toMatch(/view shows something dealt at random/);
    expect(hiddenLeak(game.engine, game.state, HEROES, action, 1)).toBeNull();
  });

  it('hive spawn tokens show the heroes their edge and round (public), and only the roll stays unknown', () => {
    const game = hiveGameWith(['ann', 'bea'], 10);
    const seen: TokenView[] = [];
    playRandomly(game.engine, game.state, 10, 400, (state) => {
      seen.push(...game.engine.view(state, HEROES).tokens.filter((t) => t.kind === 'spawn'));
    });
    expect(seen.length).toBeGreaterThan(0);
    for (const token of seen) expect(token.contents).toMatchObject({ side: expect.any(String), round: expect.any(Number) });
  });
});

describe('redealHidden', () => {
  it('deals again what the side may not know, keeps what it may, and never changes the state', () => {
    const game = boardingGameWith(['sarge', 'ann'], 8);
    const { state } = playRandomly(game.engine, game.state, 8, 60);
    const before = canonicalJson(state);
    const other = redealHidden(state, HEROES, 99);
    expect(canonicalJson(state)).toBe(before);
    expect(other.units).toEqual(state.units);
    expect(other.rng).not.toEqual(state.rng);
    const pile = (s: GameState) => [...(s.decks['blips']?.drawPile ?? [])].sort();
    expect(pile(other)).toEqual(pile(state));
    expect(other.decks['blips']?.drawPile).not.toEqual(state.decks['blips']?.drawPile);
    expect(redealHidden(state, HEROES, 99, { keepGenerator: true }).rng).toEqual(state.rng);
  });

  it("keeps the order of a pile the side owns (it may peek), and the tokens whose contents it can infer", () => {
    const { state } = startSkirmish({ structure: 'infiltration', seed: 4 });
    const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
    const pile = (s: GameState) => s.decks['hero-actions']?.drawPile;
    const searches = (s: GameState) => s.tokens.filter((t) => t.kind === 'search').map((t) => t.contents);
    // infiltration.md §3.5: the hero action deck is the heroes' own; the enemies may not know its order.
    for (const seed of seeds) expect(pile(redealHidden(state, HEROES, seed))).toEqual(pile(state));
    expect(seeds.some((seed) => canonicalJson(pile(redealHidden(state, 'enemies', seed))) !== canonicalJson(pile(state)))).toBe(true);
    expect(seeds.some((seed) => canonicalJson(searches(redealHidden(state, HEROES, seed))) !== canonicalJson(searches(state)))).toBe(true);
    for (const seed of seeds) expect(searches(redealHidden(state, HEROES, seed, { inferableTokens: ['search'] }))).toEqual(searches(state));
  });
});

describe('the heroes view carries what the screen draws', () => {
  it('units in the game, tokens (public fields), counters, open doors, turn and status are the state\'s; the hive board grows from the view alone', () => {
    const input = hiveMissionWith();
    const started = RULESETS['hive']?.setup({ ...input, mission: { ...input.mission, ruleset: 'hive' } }, { seed: 11, heroes: valkyriesWith(['ann', 'bea']) });
    if (!started?.ok) throw new Error('hive setup');
    const { engine, boardOf } = started.value;
    let tilesSeen = 0;
    let deadSeen = 0;
    playRandomly(engine, started.value.state, 11, 20000, (state: GameState) => {
      const view = engine.view(state, HEROES);
      // The dead are kept in the state (unit status) but a view shows only the units still in the game.
      const dead = state.units.filter((u) => u.status === 'dead');
      deadSeen = Math.max(deadSeen, dead.length);
      expect(view.units).toEqual(state.units.filter((u) => u.status !== 'dead'));
      expect(view.units.some((u) => dead.some((d) => d.id === u.id))).toBe(false);
      expect(view.counters).toEqual(state.counters);
      expect([view.doors, view.openDoors]).toEqual([state.doors, openDoorIds(state)]);
      expect([view.turn, view.status, view.round]).toEqual([state.turn, state.status, state.round]);
      const publicFields = (t: { id: string; kind: string; x: number; y: number; revealed: boolean }) => [t.id, t.kind, t.x, t.y, t.revealed];
      expect(view.tokens.map(publicFields)).toEqual(state.tokens.map(publicFields));
      const board = boardOf?.(view);
      expect(board?.placements).toEqual(boardOf?.(state).placements);
      tilesSeen = Math.max(tilesSeen, board?.placements.length ?? 0);
    });
    expect(tilesSeen).toBeGreaterThan(1);
    expect(deadSeen).toBeGreaterThan(0); // the game above kills units, so the filter was exercised
  });
});
