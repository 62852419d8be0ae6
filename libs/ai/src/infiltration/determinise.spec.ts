import { seedRng } from '@breachline/engine';
import { describe, expect, it } from 'vitest';
import type { AnyState } from '../bots/controller';
import { determinise } from '../bots/determinise';
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

  describe('§12.3 objective items shuffled face down over the objective locations', () => {
    const objective = (id: string, x: number, item: string, revealed = false) => ({ id, kind: 'objective-item', x, y: 0, contents: { item, feature: `spot-${x}` }, revealed, knownBy: [] });
    /** A Dossier raid half searched: a false objective found face up at x 3, Rourke face up at x 4, three still face down. */
    const state = (hidden: readonly [string, string, string]) =>
      ({
        ruleset: 'infiltration',
        tokens: [objective('objective-item#1', 0, hidden[0]), objective('objective-item#2', 1, hidden[1]), objective('objective-item#3', 2, hidden[2]), objective('objective-item#4', 3, 'false-objective', true), objective('objective-item#5', 4, 'escort', true)],
        decks: {},
        ext: {},
      }) as unknown as AnyState;
    const sampled = (real: readonly [string, string, string], seed: number) => determinise(state(real), seedRng(seed)).tokens.map((t) => t.contents as { item: string; feature: string });

    it('deals the same multiset of hidden items again, each token keeping the feature of its place; face-up tokens stay', () => {
      const arrangements = new Set<string>();
      for (let seed = 1; seed <= 30; seed++) {
        const sample = sampled(['false-objective', 'dossier', 'false-objective'], seed);
        expect(sample.map((c) => c.feature)).toEqual(['spot-0', 'spot-1', 'spot-2', 'spot-3', 'spot-4']);
        expect(sample.slice(0, 3).map((c) => c.item).sort()).toEqual(['dossier', 'false-objective', 'false-objective']);
        expect(sample.slice(3).map((c) => c.item)).toEqual(['false-objective', 'escort']);
        arrangements.add(sample.map((c) => c.item).join());
      }
      expect(arrangements.size).toBe(3); // the Dossier is sampled under each face-down location
    });

    it('never follows the real arrangement (what the view hides): two real deals give the same sample for one seed', () => {
      for (let seed = 1; seed <= 10; seed++) {
        expect(sampled(['dossier', 'false-objective', 'false-objective'], seed)).toEqual(sampled(['false-objective', 'false-objective', 'dossier'], seed));
      }
    });

    it('is the same for the same seed (the bot\'s own generator)', () => {
      expect(sampled(['false-objective', 'dossier', 'false-objective'], 7)).toEqual(sampled(['false-objective', 'dossier', 'false-objective'], 7));
    });
  });

  it('deals face-down items and spawn levels without following their real order (§11.1, §8.4)', () => {
    const world = (a: string, b: string, la: number, lb: number) =>
      ({
        tokens: [
          { id: 'item#1', kind: 'item', x: 0, y: 0, contents: { item: a }, revealed: false, knownBy: [] },
          { id: 'item#2', kind: 'item', x: 0, y: 0, contents: { item: b }, revealed: false, knownBy: [] },
          token('spawn#1', la),
          token('spawn#2', lb),
        ],
        decks: { 'loot-normal': { drawPile: ['helmet'] } },
      }) as unknown as WorldSample;
    for (let seed = 1; seed <= 10; seed++) {
      const one = world('grenade', 'keys', 1, 3);
      const other = world('keys', 'grenade', 3, 1);
      redealSpawnTokens(one, seedRng(seed));
      redealSpawnTokens(other, seedRng(seed));
      expect(one).toEqual(other);
    }
  });
  it('deals the face-down room features from the whole unknown multiset, never only among themselves (infiltration.md §7.8, §13.7)', () => {
    const onMap = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const feature = (id: string, card: string, revealed = false) => ({ id, kind: 'room-feature', x: 0, y: 0, contents: { card }, revealed, knownBy: [] });
      const world = {
        tokens: [feature('room-feature#1', 'alarm-bell'), feature('room-feature#2', 'alarm-bell'), feature('room-feature#3', 'medical-station', true)],
        decks: { 'room-features': { drawPile: ['empty-room', 'supply-cache', 'guard-post', 'weapons-rack'] } },
      } as unknown as WorldSample;
      redealSpawnTokens(world, seedRng(seed));
      const cards = world.tokens.map((t) => (t.contents as { card: string }).card);
      expect(cards[2]).toBe('medical-station');
      const all = [...cards.slice(0, 2), ...(world.decks['room-features']?.drawPile ?? [])].sort();
      expect(all).toEqual(['alarm-bell', 'alarm-bell', 'empty-room', 'guard-post', 'supply-cache', 'weapons-rack']);
      cards.slice(0, 2).forEach((card) => onMap.add(card));
    }
    // The real pair (two Alarm Bells) must not be what every sample deals: cards from the deck turn up on the map.
    expect([...onMap].some((card) => card !== 'alarm-bell')).toBe(true);
  });
});
