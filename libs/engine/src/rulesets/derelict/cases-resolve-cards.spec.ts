import { describe, expect, it } from 'vitest';
import { viewState } from '../../rules/hidden/view';
import { armedWith } from './combat';
import { loseResolve, resolveTest } from './effects';
import { arm, given, resolveIn, run, setResolveIn, stripGame, unit, ZONE } from './fixture';
import { HIDDEN_CARD, RESOLVE_CARDS, type HeldResolveCard } from './resolve-cards';
import { startTurn } from './turn-start';

// Resolve cards: derelict.md §3.11, §4.0 step 5, §7.10.

type Game = ReturnType<typeof stripGame>;
const holding = (game: Game, resolve: number, cards: readonly HeldResolveCard[]) =>
  given(game.state, (d) => {
    setResolveIn(d, 'captain', resolve);
    (d.ext.sheets[0] as { resolveCards: readonly HeldResolveCard[] }).resolveCards = cards;
  });
const card = (id: string, at: number): HeldResolveCard => ({ card: id, at, up: false });

describe('derelict Resolve cards', () => {
  it('derelict.md §4.0 step 5: each survivor is dealt 3 face-down cards whose numbers the players see, not their texts', () => {
    const game = stripGame({ party: ['captain', 'marine', 'psychic'], resolveCards: true });
    for (const sheet of game.state.ext.sheets) {
      expect(sheet.resolveCards).toHaveLength(3);
      for (const held of sheet.resolveCards) expect(RESOLVE_CARDS.find((r) => r.id === held.card)?.at).toBe(held.at);
    }
    const seen = viewState(game.state, 'heroes', game.engine.ruleset.hideExt).ext.sheets.flatMap((s) => s.resolveCards);
    expect(seen.every((held) => held.card === HIDDEN_CARD && held.at > 0)).toBe(true);
  });

  it('derelict.md §12 T24: Resolve 8 with cards 7, 4, 2: a failed test (→ 7) turns up the "7" card and it acts at once', () => {
    const game = stripGame({ party: ['captain'] });
    const start = holding(game, 8, [card('scream', 7), card('fear', 4), card('iatrophobia', 2)]);
    game.dice.push(6, 6);
    const { state } = run(game, start, (c) => resolveTest(c, unit(c.tx.state, 'captain')));
    expect(resolveIn(state, 'captain')).toBe(7);
    expect(state.ext.sheets[0]?.resolveCards.map((r) => r.up)).toEqual([true, false, false]);
    // Scream: a level-2 noise in the Captain's zone, at once.
    expect(state.ext.noise.map((n) => [game.engine.board.zones[n.zone]?.id, n.level])).toEqual([[ZONE.a, 2]]);
    // Turned up, the card text is known to the players.
    expect(viewState(state, 'heroes', game.engine.ruleset.hideExt).ext.sheets[0]?.resolveCards[0]?.card).toBe('scream');
  });

  it('derelict.md §12 T24 [Proposed]: losing 2 (8 → 6) passes 7 and still turns the "7" card up; Resolve going up turns up nothing', () => {
    const game = stripGame({ party: ['captain'] });
    const start = holding(game, 8, [card('scream', 7), card('fear', 4), card('iatrophobia', 2)]);
    const { state } = run(game, start, (c) => loseResolve(c, unit(c.tx.state, 'captain'), 2));
    expect(resolveIn(state, 'captain')).toBe(6);
    expect(state.ext.sheets[0]?.resolveCards.map((r) => r.up)).toEqual([true, false, false]);
    const up = run(game, holding(game, 3, [card('fear', 4)]), (c) => loseResolve(c, unit(c.tx.state, 'captain'), -1)).state;
    expect(up.ext.sheets[0]?.resolveCards[0]?.up).toBe(false);
  });

  it('derelict.md §12 T45: a card numbered above the current Resolve stays down until the survivor first fails a Resolve test', () => {
    const game = stripGame({ party: ['captain'] });
    const start = holding(game, 4, [card('fear', 6)]);
    game.dice.push(1, 1); // passed: nothing
    const passed = run(game, start, (c) => resolveTest(c, unit(c.tx.state, 'captain'))).state;
    expect(passed.ext.sheets[0]?.resolveCards[0]?.up).toBe(false);
    game.dice.push(3, 3); // failed (6 ≥ 4)
    const failed = run(game, passed, (c) => resolveTest(c, unit(c.tx.state, 'captain'))).state;
    expect(failed.ext.sheets[0]?.resolveCards[0]?.up).toBe(true);
    expect(resolveIn(failed, 'captain')).toBe(3);
  });

  it('derelict.md §7.10: persistent cards keep acting — 1 action fewer each turn, attacks 1 die fewer', () => {
    const game = stripGame({ party: ['captain'] });
    const start = given(holding(game, 3, [{ card: 'fear', at: 4, up: true }, { card: 'uncontrollable-shaking', at: 5, up: true }]), (d) => arm(d, 'captain', ['shotgun']));
    const turn = run(game, start, (c) => startTurn(c, unit(c.tx.state, 'captain'))).state;
    expect(unit(turn, 'captain').stats['actions']).toBe(2);
    expect(armedWith(turn, unit(turn, 'captain'), 'shotgun')?.dice).toBe(2);
  });
});
