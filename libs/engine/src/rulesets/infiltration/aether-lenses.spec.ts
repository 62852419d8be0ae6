// infiltration.md §11.1 Aether Lenses: a Use an Item on the hero's tile or an adjacent one, ignoring line of sight;
// 2 aether dice reveal as many face-down room features and items there as the result (`★`: all); §5.3 surges.
import { describe, expect, it } from 'vitest';
import type { PresentContext, ShownAction } from '../../rules/core/presentation';
import { itemsOf } from '../../rules/heroes/hero-sheet';
import { giveItems, infiltrationFixture, type Fixture } from './fixture';
import { ITEM_TOKEN_KINDS } from './item-content';
import { infiltrationPresentation } from './presentation';
import { ROOM_FEATURE_TOKEN } from './room-feature-data';
import { DECKS } from './content';
import { SPAWN_TOKEN } from './spawning';
import { woundsOf } from './wounds';

const zone = (f: Fixture, x: number): number => f.board.zoneOf[x] ?? -1;

/**
 * Three tiles in a row, A (x 0–1) | B (x 2–3) | C (x 4–5), closed doors between them. Quill in A holds the
 * Lenses; in B a face-down Weapons Rack (x 3) and `items` face-down items (x 2); in C a face-down item.
 */
function corridor(aether: string[], items = 1, spawnTokens: { level: number; x: number; y: number }[] = []): Fixture {
  const f = infiltrationFixture({
    spawnTokens,
    tiles: [{ rows: ['aa'], x: 0, y: 0 }, { rows: ['bb'], x: 2, y: 0 }, { rows: ['cc'], x: 4, y: 0 }],
    heroes: [{ id: 'quill', kind: 'quill', x: 0, y: 0 }],
    doors: [{ id: 'd1', x: 1, y: 0, side: 'east' }, { id: 'd2', x: 3, y: 0, side: 'east' }],
    roomFeatures: [{ x: 3, y: 0 }],
    dice: { aether, noise: ['0', '0', '0', '0', '0', '0'] },
  });
  const hidden = (id: string, x: number, item: string) => ({ id, kind: 'item', x, y: 0, contents: { item }, revealed: false, knownBy: [] });
  const placed = [...Array.from({ length: items }, (_, i) => hidden(`item#b${i}`, 2, 'helmet')), hidden('item#c', 4, 'radio')];
  f.state = {
    ...f.state,
    tokens: [...f.state.tokens.map((t) => (t.kind === ROOM_FEATURE_TOKEN ? { ...t, contents: { card: 'weapons-rack' } } : t)), ...placed],
  };
  giveItems(f, 'quill', ['aether-lenses']);
  f.act({ type: 'activate', side: 'heroes', unit: 'quill' });
  return f;
}
const lensesOn = (f: Fixture, x: number) => ({ type: 'use', side: 'heroes', unit: 'quill', item: 'aether-lenses', area: zone(f, x) }) as const;
const feature = (f: Fixture) => f.state.tokens.find((t) => t.kind === ROOM_FEATURE_TOKEN);
const ctxOf = (f: Fixture): PresentContext => ({ view: f.engine.view(f.state, 'heroes'), board: f.board, nameOf: (id) => id, tileName: (id) => id });
const itemsAt = (f: Fixture, x: number) => f.state.tokens.filter((t) => ITEM_TOKEN_KINDS.has(t.kind) && t.x === x);

describe('infiltration.md §11.1 Aether Lenses', () => {
  it('§11.1: targets an adjacent tile out of sight (B), not a farther one (C) nor a tile with nothing face down (A)', () => {
    const f = corridor([]);
    const uses = f.engine.legalActions(f.state).filter((a) => a.type === 'use');
    expect(uses).toEqual([lensesOn(f, 2)]);
    expect(feature(f)?.revealed).toBe(false); // B is out of sight behind the closed door
    const label = infiltrationPresentation.action('use')?.label(lensesOn(f, 2) as unknown as ShownAction, ctxOf(f));
    expect(label).toMatch(/^Use Aether Lenses on the room or corridor of .+ \(no line of sight needed\)$/);
  });

  it('§11.1: a result of 1 reveals one thing, the room feature first, which flips and triggers; the Lenses are kept', () => {
    const f = corridor(['1', '0']);
    f.act(lensesOn(f, 2));
    expect(feature(f)?.revealed).toBe(true);
    // §13.7 Weapons Rack triggered: a normal-pool item face up in B (the rack's), beside the item still face down.
    expect(itemsAt(f, 2).filter((t) => t.revealed)).toHaveLength(1);
    expect(f.state.tokens.find((t) => t.id === 'item#b0')?.revealed).toBe(false);
    expect(itemsOf(f.state, 'quill')).toEqual(['aether-lenses']);
    expect(f.unit('quill').stats['actions']).toBe(2); // Use an Item is a bonus action (§6.10)
  });

  it('§11.1: a result of 2 reveals the feature and the item (turned face up); the other tile\'s item stays hidden', () => {
    const f = corridor(['2', '0']);
    f.act(lensesOn(f, 2));
    expect(feature(f)?.revealed).toBe(true);
    expect(f.state.tokens.find((t) => t.id === 'item#b0')?.revealed).toBe(true);
    expect(f.state.tokens.find((t) => t.id === 'item#c')?.revealed).toBe(false);
  });

  it('§11.1: a `★` reveals everything on the tile, more than its 2 would', () => {
    const f = corridor(['★', '0'], 3);
    f.act(lensesOn(f, 2));
    expect(feature(f)?.revealed).toBe(true);
    expect(['item#b0', 'item#b1', 'item#b2'].map((id) => f.state.tokens.find((t) => t.id === id)?.revealed)).toEqual([true, true, true]);
  });

  it('§11.1, §5.3: a `⚡` backfires (a permanent wound) and drains the Lenses: no further use', () => {
    const f = corridor(['⚡', '3']);
    f.act(lensesOn(f, 2));
    expect(f.state.tokens.find((t) => t.id === 'item#b0')?.revealed).toBe(true); // the 3 still reveals
    expect(woundsOf(f.state, f.unit('quill'))).toBe(1);
    expect(f.unit('quill').stats['lensesDrained']).toBe(1);
    expect(f.engine.legalActions(f.state).some((a) => a.type === 'use')).toBe(false);
    expect(infiltrationPresentation.stats(f.unit('quill'))).toContainEqual({ label: 'Aether Lenses', value: 'Drained' });
  });

  it('§5.3: a `★` cancels the `⚡` (no backfire, no drain) and still counts 2: two of three revealed', () => {
    const f = corridor(['★', '⚡'], 2);
    f.act(lensesOn(f, 2));
    expect(woundsOf(f.state, f.unit('quill'))).toBe(0);
    expect(f.unit('quill').stats['lensesDrained'] ?? 0).toBe(0);
    expect(feature(f)?.revealed).toBe(true);
    expect(['item#b0', 'item#b1'].map((id) => f.state.tokens.find((t) => t.id === id)?.revealed)).toEqual([true, false]);
  });

  it('§11.1: a spawn token revealed draws its spawn card now, kept face up with it; its units appear only when it triggers, from that card', () => {
    const f = corridor(['2', '0'], 0, [{ level: 1, x: 2, y: 0 }]);
    const pile = () => f.state.decks[DECKS.spawn]?.drawPile ?? [];
    const before = pile().length;
    const top = pile()[pile().length - 1];
    const events = f.act(lensesOn(f, 2));
    const token = f.state.tokens.find((t) => t.kind === SPAWN_TOKEN);
    expect(token?.revealed).toBe(true);
    expect(token?.contents).toEqual({ level: 1, card: top });
    expect(pile()).toHaveLength(before - 1);
    expect(f.state.units.filter((u) => u.side === 'enemies')).toEqual([]);
    const line = events.map((e) => (e.type === 'revealed' && e.kind === SPAWN_TOKEN ? infiltrationPresentation.describeEvent?.(e, ctxOf(f)) : undefined)).find(Boolean);
    expect(line).toBe('The Aether Lenses foresee a level 1 spawn token: its card waits face up with it until it triggers.');
    // The hero opens the door and sees area b: the token triggers from the card it holds, drawing no other.
    f.act({ type: 'door', side: 'heroes', unit: 'quill', door: 0 });
    expect(f.state.tokens.some((t) => t.kind === SPAWN_TOKEN)).toBe(false);
    expect(pile()).toHaveLength(before - 1);
    expect(f.state.decks[DECKS.spawn]?.discard).toEqual([top]);
  });
});
