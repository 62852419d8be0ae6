import type { PendingDecision } from '@breachline/engine';
import { describe, expect, it } from 'vitest';
import { turnBanner, type BannerParts } from './turn-banner';

const defence: PendingDecision = {
  id: 'decision#1',
  side: 'heroes',
  kind: 'defend-heroic',
  prompt: 'Anvil must defend against 7.',
  options: [
    { id: 'roll', label: 'Roll the defence dice against 7', value: 'roll' },
    { id: 'heroic', label: 'Spend 1 heroic point: the defence succeeds, no dice', value: 'heroic' },
  ],
  owner: 'ruleset',
  resume: null,
};
const playing = { kind: 'playing' } as BannerParts['view']['status'];
const turn = (phase: string) => ({ phase, side: null, actor: null }) as unknown as BannerParts['view']['turn'];

describe('the turn banner', () => {
  it("during the enemy turn's defence choice asks the heroes' question, not who acts (infiltration.md §14 TC12)", () => {
    const view = { status: playing, turn: turn('enemy-turn'), decisions: [defence] };
    expect(turnBanner({ view, side: 'heroes', players: 1, actor: null })).toBe('Your choice: Anvil must defend against 7.');
    expect(turnBanner({ view, side: 'heroes', players: 2, actor: null })).toBe('Players: Anvil must defend against 7.');
  });

  it('without a decision names the acting hero, or asks who acts', () => {
    const view = { status: playing, turn: turn('hero-turn') };
    expect(turnBanner({ view, side: 'heroes', players: 2, actor: { player: 2, name: 'Colette' } })).toBe('Player 2: Colette is acting');
    expect(turnBanner({ view, side: 'heroes', players: 1, actor: null })).toBe('Your turn: choose who acts');
    expect(turnBanner({ view, side: 'enemies', players: 1, actor: null })).toBe('The enemy is moving…');
  });

  it("says what the phase asks when no unit acts in it (horde.md §4.2 step 4.5: the shop), not \"choose who acts\"", () => {
    const view = { status: playing, turn: turn('shop') };
    const prompt = 'the shop is open: buy, sell or pass items and credits, then leave the shop';
    expect(turnBanner({ view, side: 'heroes', players: 1, actor: null, prompt })).toBe(`Your turn: ${prompt}`);
    expect(turnBanner({ view, side: 'heroes', players: 2, actor: null, prompt })).toBe(`Players: ${prompt}`);
  });

  it('says nothing once the game is over', () => {
    expect(turnBanner({ view: { status: { kind: 'won', reason: 'escaped' } as BannerParts['view']['status'], turn: turn('x'), decisions: [defence] }, side: null, players: 1, actor: null })).toBe('');
  });
});
