// The heroes' heuristic use of the Aether Shield's aether option on a defence test (infiltration.md §11.1).
import { describe, expect, it } from 'vitest';
import { seedRng, type InfiltrationState } from '@breachline/engine';
import { rankActions } from '../bots/heuristic-bot';
import { quillOnStrip } from './quill-strip.spec-helper';

/** Quill (no heroic points) must defend against `needed`: the engine's defence window with the Shield's options open. */
function defending(needed: number) {
  const game = quillOnStrip('shield');
  const decision = {
    id: 'decision#1', side: 'heroes', kind: 'defend-heroic', prompt: `Quill must defend against ${needed}.`, owner: 'ruleset',
    options: [{ id: 'roll', label: 'Roll', value: 'roll' }, { id: 'aether-shield', label: 'Aether Shield', value: 'aether-shield' }],
    resume: { free: false, kind: 0, queue: [], group: { hero: 'q', needed, by: 'revenant-1', count: 1 } },
  };
  const state = {
    ...game.state,
    units: game.state.units.map((u) => ({ ...u, stats: { ...u.stats, hpWild: 0, hpAttack: 0, hpDefence: 0 } })),
    decisions: [decision],
  } as unknown as InfiltrationState;
  const best = rankActions(game.engine as never, state, seedRng(1))[0]?.action;
  return best as { type: string; option?: string } | undefined;
}

describe('infiltration heroes: the Aether Shield\'s aether option (infiltration.md §11.1)', () => {
  it('§11.1: against a blow of 8 or more the hero takes the aether option; against a light one it rolls plainly', () => {
    expect(defending(11)).toMatchObject({ type: 'choose', option: 'aether-shield' });
    expect(defending(4)).toMatchObject({ type: 'choose', option: 'roll' });
  });
});
