import { describe, expect, it } from 'vitest';
import type { GameState } from '../../game/game-state';
import { act, acting, addEnemies, arm, given, stripGame, unit } from './fixture';
import type { DerelictExt } from './types';

// Trade and Reorganise: derelict.md §5.6, §5.7, §3.2 (stacked dual-wield pairs).

type State = GameState<DerelictExt>;
type Game = ReturnType<typeof stripGame>;

/** Answers the open decision with the option whose id is given. */
function choose(game: Game, state: State, option: string): State {
  const decision = state.decisions?.[state.decisions.length - 1];
  if (!decision) throw new Error('no decision open');
  const result = game.engine.apply(state, { type: 'choose', side: 'heroes', decision: decision.id, option });
  if ('error' in result) throw new Error(result.error.message);
  return result.state;
}
const options = (state: State): string[] => state.decisions?.[state.decisions.length - 1]?.options.map((o) => o.id) ?? [];
const sheet = (state: State, id: string) => state.ext.sheets.find((s) => s.unit === id);

describe('derelict Trade and Reorganise', () => {
  it('derelict.md §12 T43: for 1 action A and B swap any number of cards and objectives, reorganising for free; not with a Swarmer there', () => {
    const game = stripGame({ party: ['captain', 'marine'] });
    const start = acting(
      given(game.state, (d) => {
        arm(d, 'captain', ['pistol', 'med-kit', 'bastion-armour']);
        arm(d, 'marine', ['shotgun']);
        (d.ext.sheets[1] as { carrying: readonly string[] }).carrying = ['crew-member'];
      }),
      'captain',
    );
    const trades = game.engine.legalActions(start).filter((a) => a.type === 'trade');
    expect(trades).toEqual([{ type: 'trade', side: 'heroes', unit: 'captain', with: 'marine' }]);
    const opened = act(game, start, { type: 'trade', unit: 'captain', with: 'marine' }).state;
    expect(unit(opened, 'captain').stats['actions']).toBe(2);
    expect(options(opened)).toEqual(expect.arrayContaining(['give:items:pistol', 'give:items:med-kit', 'take:carrying:crew-member', 'wear:captain:bastion-armour', 'finish']));
    expect(options(opened)).not.toContain('take:items:shotgun'); // the Captain's 3 spaces are full
    let state = choose(game, opened, 'give:items:pistol');
    expect(options(state)).toContain('take:items:shotgun');
    state = choose(game, state, 'take:items:shotgun');
    state = choose(game, state, 'take:carrying:crew-member');
    state = choose(game, state, 'wear:captain:bastion-armour'); // reorganising during the trade is free
    state = choose(game, state, 'finish');
    expect(state.decisions ?? []).toEqual([]);
    expect(sheet(state, 'captain')).toMatchObject({ items: ['med-kit', 'shotgun'], body: 'bastion-armour', carrying: ['crew-member'] });
    expect(sheet(state, 'marine')).toMatchObject({ items: ['pistol'], carrying: [] });
    expect(unit(state, 'captain').stats['actions']).toBe(2);
    const swarmed = acting(given(start, (d) => addEnemies(d, 'swarmer', 's.a')), 'captain');
    expect(game.engine.legalActions(swarmed).some((a) => a.type === 'trade')).toBe(false);
  });

  it('derelict.md §5.6: Reorganise (1 action) puts on armour carried in a general space; the armour worn goes to that space', () => {
    const game = stripGame({ party: ['captain'] });
    const start = acting(given(game.state, (d) => arm(d, 'captain', ['pistol', 'safeguard-armour'], 'bastion-armour')), 'captain');
    const { state } = act(game, start, { type: 'reorganise', unit: 'captain', item: 'safeguard-armour' });
    expect(sheet(state, 'captain')).toMatchObject({ items: ['pistol', 'bastion-armour'], body: 'safeguard-armour' });
    expect(unit(state, 'captain').stats['actions']).toBe(2);
  });

  it('derelict.md §3.2: two identical dual-wield weapons stack in one space, so a full inventory still takes the second pistol in a trade', () => {
    const game = stripGame({ party: ['captain', 'marine'] });
    const start = acting(
      given(game.state, (d) => {
        arm(d, 'captain', ['pistol']);
        arm(d, 'marine', ['pistol', 'shotgun', 'med-kit']);
      }),
      'captain',
    );
    const opened = act(game, start, { type: 'trade', unit: 'captain', with: 'marine' }).state;
    expect(options(opened)).toContain('give:items:pistol');
    expect(sheet(choose(game, opened, 'give:items:pistol'), 'marine')?.items).toEqual(['pistol', 'shotgun', 'med-kit', 'pistol']);
  });

  it('derelict.md §5.7 Trade, §3.2 head slot: a worn helmet is handed over as worn armour is, onto an empty head slot', () => {
    const game = stripGame({ party: ['captain', 'marine'] });
    const start = acting(
      given(game.state, (d) => {
        arm(d, 'captain', ['pistol'], 'bastion-armour');
        (d.ext.sheets[0] as { head?: string | null }).head = 'combat-helmet';
        arm(d, 'marine', ['shotgun', 'med-kit', 'pistol']); // three general spaces full
      }),
      'captain',
    );
    const opened = act(game, start, { type: 'trade', unit: 'captain', with: 'marine' }).state;
    // Both worn pieces are offered: the Marine's empty slots take them, though her general spaces are full.
    expect(options(opened)).toEqual(expect.arrayContaining(['give:head:combat-helmet', 'give:body:bastion-armour']));
    const state = choose(game, opened, 'give:head:combat-helmet');
    expect(sheet(state, 'captain')).toMatchObject({ head: null, body: 'bastion-armour', items: ['pistol'] });
    expect(sheet(state, 'marine')).toMatchObject({ head: 'combat-helmet', items: ['shotgun', 'med-kit', 'pistol'] });
    // Taken back, it goes onto the Captain's head again.
    const back = choose(game, state, 'take:head:combat-helmet');
    expect(sheet(back, 'captain')?.head).toBe('combat-helmet');
    expect(sheet(back, 'marine')?.head ?? null).toBeNull();
  });

  it('derelict.md §5.7 Trade, §3.2: a worn helmet goes to a general space when the receiver already wears one, and not at all without room', () => {
    const game = stripGame({ party: ['captain', 'marine'] });
    const helmets = (d: Parameters<Parameters<typeof given>[1]>[0]) => {
      (d.ext.sheets[0] as { head?: string | null }).head = 'combat-helmet';
      (d.ext.sheets[1] as { head?: string | null }).head = 'combat-helmet';
    };
    const roomy = acting(
      given(game.state, (d) => {
        helmets(d);
        arm(d, 'captain', ['pistol']);
        arm(d, 'marine', ['shotgun']);
      }),
      'captain',
    );
    const opened = act(game, roomy, { type: 'trade', unit: 'captain', with: 'marine' }).state;
    const state = choose(game, opened, 'give:head:combat-helmet');
    expect(sheet(state, 'captain')?.head).toBeNull();
    expect(sheet(state, 'marine')).toMatchObject({ head: 'combat-helmet', items: ['shotgun', 'combat-helmet'] });
    const full = acting(
      given(game.state, (d) => {
        helmets(d);
        arm(d, 'captain', ['pistol']);
        arm(d, 'marine', ['shotgun', 'med-kit', 'pistol']);
      }),
      'captain',
    );
    expect(options(act(game, full, { type: 'trade', unit: 'captain', with: 'marine' }).state)).not.toContain('give:head:combat-helmet');
  });
});
