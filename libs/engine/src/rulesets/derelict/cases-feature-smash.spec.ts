import { describe, expect, it } from 'vitest';
import { act, acting, arm, given, placeIn, stripGame, ZONE } from './fixture';
import { derelictPresentation } from './presentation';

// derelict.md §10.3 CG10 "Let's get this open" and ROP17 "Time to smash!": terminals with 2 health, attacked like a
// door with health (§6.3 Proposed: damage is cumulative; §7.2 "Objects with health"); destroyed, they fire the
// mission's `destroyed` triggers (the samples' `lets-get-this-open-*`, `time-to-smash-*`, ROP17 "Bang!" by melee).

const TERMINAL = { id: 'terminal-1', type: 'terminal', x: 2, y: 0, color: 'red', label: 'Door-lock terminal', health: 2 };
const TRIGGERS = [
  { id: 'lets-get-this-open-1', on: { event: 'destroyed', feature: 'terminal-1' }, do: [{ effect: 'add', counter: 'terminals-destroyed', value: 1 }], once: true },
  { id: 'bang-1', on: { event: 'destroyed', feature: 'terminal-1', by: 'melee' }, do: [{ effect: 'message', title: 'Bang!', text: 'melee' }], once: true },
];

function smashGame() {
  const game = stripGame({ party: ['marine'], features: [TERMINAL], triggers: TRIGGERS });
  const start = acting(given(game.state, (d) => { arm(d, 'marine', ['pistol']); placeIn(d, 'marine', ZONE.b); }), 'marine');
  return { game, start };
}
const types = (game: ReturnType<typeof smashGame>['game'], state: ReturnType<typeof smashGame>['start']) => game.engine.legalActions(state).map((a) => a.type);

describe('derelict.md §10.3 CG10, ROP17: smashing a feature with health', () => {
  it('§6.3: a terminal is smashable only from its own zone, with a weapon', () => {
    const { game, start } = smashGame();
    expect(types(game, start)).toContain('smash-feature');
    const away = acting(given(start, (d) => placeIn(d, 'marine', ZONE.c)), 'marine');
    expect(types(game, away)).not.toContain('smash-feature');
    const unarmed = acting(given(start, (d) => arm(d, 'marine', [])), 'marine');
    expect(types(game, unarmed)).not.toContain('smash-feature');
  });

  it('§6.3 Proposed (cumulative): 1 success, then 1 more destroys the 2-health terminal; the trigger fires and it leaves the board', () => {
    const { game, start } = smashGame();
    game.dice.push(4, 1, 5, 2);
    const first = act(game, start, { type: 'smash-feature', unit: 'marine', feature: 'terminal-1' } as never);
    expect(first.state.ext.featureDamage).toEqual([['terminal-1', 1]]);
    expect(first.events.some((e) => e.type === 'feature-destroyed')).toBe(false);
    // The damage so far is in the survivors' view, and the action's words say it.
    const view = game.engine.view(first.state, 'heroes');
    expect((view.ext as typeof first.state.ext).featureDamage).toEqual([['terminal-1', 1]]);
    const face = derelictPresentation.action('smash-feature');
    expect(face?.label({ type: 'smash-feature', side: 'heroes', unit: 'marine', feature: 'terminal-1' }, { view, board: game.engine.board, nameOf: String, tileName: String })).toBe('Smash terminal 1 (1 action, 1 damage so far)');
    const second = act(game, first.state, { type: 'smash-feature', unit: 'marine', feature: 'terminal-1' } as never);
    expect(second.events).toContainEqual({ type: 'feature-destroyed', feature: 'terminal-1', by: 'melee' });
    expect(second.state.counters['terminals-destroyed']).toBe(1);
    expect(second.events.filter((e) => e.type === 'trigger-fired').length).toBe(2); // ROP17 "Bang!" reads a melee smash
    expect(second.state.mission?.features['terminal-1']).toBe('destroyed');
    expect(second.state.ext.removed).toContain('terminal-1');
    expect(types(game, acting(second.state, 'marine'))).not.toContain('smash-feature');
  });

  it('§6.3: a feature without health cannot be smashed', () => {
    const game = stripGame({ party: ['marine'], features: [{ ...TERMINAL, health: undefined }] });
    const start = acting(given(game.state, (d) => { arm(d, 'marine', ['pistol']); placeIn(d, 'marine', ZONE.b); }), 'marine');
    expect(types(game, start)).not.toContain('smash-feature');
  });
});
