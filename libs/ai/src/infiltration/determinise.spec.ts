import { seedRng } from '@breachline/engine';
import { describe, expect, it } from 'vitest';
import type { WorldSample } from '../bots/world-sample';
import { redealSpawnTokens } from './determinise';

const token = (id: string, level: number, revealed = false) => ({ id, kind: 'spawn', x: 0, y: 0, contents: { level }, revealed, knownBy: [] });

describe('infiltration determiniser (infiltration.md §8.4: spawn tokens face down; §3.5 draw piles)', () => {
  it('deals the face-down levels again as one multiset, leaves revealed tokens alone, and shuffles the draw piles', () => {
    const levels = new Set<string>();
    const piles = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const world = {
        tokens: [token('spawn#1', 1), token('spawn#2', 2), token('spawn#3', 3), token('spawn#4', 3, true)],
        decks: { spawn: { drawPile: ['0', '1', '2', '3', '4', '5'] } },
      } as unknown as WorldSample;
      redealSpawnTokens(world, seedRng(seed));
      const dealt = world.tokens.map((t) => (t.contents as { level: number }).level);
      expect([...dealt.slice(0, 3)].sort()).toEqual([1, 2, 3]);
      expect(dealt[3]).toBe(3);
      levels.add(dealt.join());
      piles.add(world.decks['spawn']?.drawPile.join() ?? '');
      expect([...(world.decks['spawn']?.drawPile ?? [])].sort()).toEqual(['0', '1', '2', '3', '4', '5']);
    }
    expect(levels.size).toBeGreaterThan(1);
    expect(piles.size).toBeGreaterThan(1);
  });

  it('shuffles each hero\'s action deck (§6.10: the hand is known, the next draw is not) and leaves other decks alone', () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const world = { tokens: [], decks: { 'actions:h1': { drawPile: ['quick-step', 'slip-past', 'lockpick', 'brace'] }, other: { drawPile: ['a', 'b', 'c'] } } } as unknown as WorldSample;
      redealSpawnTokens(world, seedRng(seed));
      orders.add(world.decks['actions:h1']?.drawPile.join() ?? '');
      expect(world.decks['other']?.drawPile).toEqual(['a', 'b', 'c']);
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('deals face-down items and their loot pool again as one multiset (infiltration.md §11.1), leaving face-up items alone', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const item = (id: string, name: string, revealed = false) => ({ id, kind: 'item', x: 0, y: 0, contents: { item: name }, revealed, knownBy: [] });
      const world = {
        tokens: [item('item#1', 'grenade'), item('item#2', 'keys', true)],
        decks: { 'loot-normal': { drawPile: ['helmet', 'radio', 'ammo'] } },
      } as unknown as WorldSample;
      redealSpawnTokens(world, seedRng(seed));
      const hidden = (world.tokens[0]?.contents as { item: string }).item;
      expect((world.tokens[1]?.contents as { item: string }).item).toBe('keys');
      expect([hidden, ...(world.decks['loot-normal']?.drawPile ?? [])].sort()).toEqual(['ammo', 'grenade', 'helmet', 'radio']);
      seen.add(hidden);
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});
