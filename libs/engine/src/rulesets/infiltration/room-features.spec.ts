// infiltration.md §7.8 room features, §13.7 the Proposed deck, §13.10 step 1 (dealt face down at set-up), §8.4
// step 5 (a spawn caused by a room feature discards the card).
import { describe, expect, it } from 'vitest';
import { eventsForSide, type GameEvent } from '../../rules/core/events';
import { entryOf } from '../../rules/state/keyed';
import { infiltrationFixture, setExt, type Fixture } from './fixture';
import { isGuardArea } from './room-features';
import { infiltrationPresentation } from './presentation';
import type { PresentContext } from '../../rules/core/presentation';
import { ROOM_FEATURE_CARDS, ROOM_FEATURE_DECK, ROOM_FEATURE_DECK_CARDS, ROOM_FEATURE_TOKEN, type RoomFeatureId } from './room-feature-data';

const zone = (f: Fixture, x: number, y = 0): number => f.board.zoneOf[y * f.board.width + x] ?? -1;
const features = (f: Fixture) => f.state.tokens.filter((t) => t.kind === ROOM_FEATURE_TOKEN);
const tokensIn = (f: Fixture, kind: string, x: number) => f.state.tokens.filter((t) => t.kind === kind && zone(f, t.x, t.y) === zone(f, x));

/** Hero `h` in area b; a room feature in area c behind the closed door d (b|c); the door's noise test rolls blanks. */
function hall(card?: RoomFeatureId, noise: string[] = ['0', '0', '0']): Fixture {
  const f = infiltrationFixture({
    tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
    heroes: [{ id: 'h', kind: 'colette', x: 2, y: 0 }],
    doors: [{ id: 'd', x: 3, y: 0, side: 'east' }],
    roomFeatures: [{ x: 5, y: 0 }],
    dice: { noise },
  });
  if (card) f.state = { ...f.state, tokens: f.state.tokens.map((t) => (t.kind === ROOM_FEATURE_TOKEN ? { ...t, contents: { card } } : t)) };
  return f;
}
/** The hero opens the door and sees area c: the feature flips. */
const openDoor = (f: Fixture): readonly GameEvent[] => {
  f.act({ type: 'activate', side: 'heroes', unit: 'h' });
  return f.act({ type: 'door', side: 'heroes', unit: 'h', door: 0 });
};

describe('infiltration.md §13.7 the room feature deck', () => {
  it('holds the 48 Proposed cards in their quantities', () => {
    expect(ROOM_FEATURE_DECK_CARDS).toHaveLength(48);
    const count = (id: string) => ROOM_FEATURE_DECK_CARDS.filter((c) => c === id).length;
    expect(Object.fromEntries(ROOM_FEATURE_CARDS.map((c) => [c.id, count(c.id)]))).toEqual({
      'secret-passage': 2, 'supply-cache': 8, 'aether-cache': 5, 'alarm-bell': 3, 'sleeping-guards': 5, 'guard-post': 5,
      'medical-station': 4, 'weapons-rack': 4, 'locked-cabinet': 4, 'aether-conduit': 2, 'empty-room': 6,
    });
  });
});

describe('infiltration.md §7.8 / §13.10 step 1: room features dealt face down, flipped on sight', () => {
  it('one face-down card on each location, from the deck, secret from the heroes in the view', () => {
    const f = hall();
    expect(features(f)).toHaveLength(1);
    expect(features(f)[0]?.revealed).toBe(false);
    expect(entryOf(f.state.decks, ROOM_FEATURE_DECK)?.drawPile).toHaveLength(47);
    const seen = f.engine.view(f.state, 'heroes').tokens.find((t) => t.kind === ROOM_FEATURE_TOKEN);
    expect(seen).toMatchObject({ revealed: false, contents: null });
    expect(f.engine.view(f.state, 'heroes').decks[ROOM_FEATURE_DECK]).not.toHaveProperty('drawPile');
  });

  it('no location, no deck: a mission without features keeps its state as before', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'colette', x: 0, y: 0 }] });
    expect(entryOf(f.state.decks, ROOM_FEATURE_DECK)).toBeUndefined();
  });

  it('a feature in sight flips at once; its reveal event tells the heroes the card, nothing before it did', () => {
    const f = hall('empty-room');
    const hidden = f.engine.view(f.state, 'heroes').tokens.find((t) => t.kind === ROOM_FEATURE_TOKEN);
    expect(hidden?.contents).toBeNull();
    const events = eventsForSide(openDoor(f), 'heroes');
    expect(events).toContainEqual(expect.objectContaining({ type: 'revealed', kind: ROOM_FEATURE_TOKEN, contents: { card: 'empty-room' } }));
    expect(features(f)[0]?.revealed).toBe(true);
    expect(f.engine.view(f.state, 'heroes').tokens.find((t) => t.kind === ROOM_FEATURE_TOKEN)?.contents).toEqual({ card: 'empty-room' });
  });

  it('a feature out of sight (behind the closed door) stays face down', () => {
    const f = hall('supply-cache');
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    f.act({ type: 'move', side: 'heroes', unit: 'h', area: zone(f, 0) });
    expect(features(f)[0]?.revealed).toBe(false);
    expect(tokensIn(f, 'item', 5)).toEqual([]);
  });
});

describe('infiltration.md §13.7 the effects on reveal', () => {
  it('Supply Cache: a face-down normal-loot item in its area; Aether Cache: a face-down aether item', () => {
    const f = hall('supply-cache');
    openDoor(f);
    expect(tokensIn(f, 'item', 5).map((t) => t.revealed)).toEqual([false]);
    const g = hall('aether-cache');
    openDoor(g);
    expect(tokensIn(g, 'aether-item', 5).map((t) => t.revealed)).toEqual([false]);
  });

  it('Weapons Rack: a face-up normal-loot item', () => {
    const f = hall('weapons-rack');
    openDoor(f);
    expect(tokensIn(f, 'item', 5).map((t) => t.revealed)).toEqual([true]);
  });

  it('Locked Cabinet: a face-down aether item whose Search is a noise 3 test (an aether back is 2)', () => {
    const f = hall('locked-cabinet', ['0', '0', '0', '0', '0', '0']);
    openDoor(f);
    const [item] = tokensIn(f, 'aether-item', 5);
    expect(item?.revealed).toBe(false);
    f.act({ type: 'end-activation', side: 'heroes' });
    f.state = { ...f.state, units: f.state.units.map((u) => (u.id === 'h' ? { ...u, x: 5, y: 0 } : u)) };
    setExt(f, { actedThisRound: [] });
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    const events = f.act({ type: 'search', side: 'heroes', unit: 'h', token: item?.id ?? '' });
    const noise = events.find((e) => e.type === 'dice-rolled' && e.purpose === 'noise');
    expect(noise?.type === 'dice-rolled' ? noise.dice.length : 0).toBe(3);
  });

  it('Alarm Bell: a BANG! before the alarm moves the tracker 1 (§8.2)', () => {
    const f = hall('alarm-bell');
    const before = f.state.ext.marker;
    openDoor(f);
    expect(f.state.ext.marker).toBe(before + 1);
  });

  it('Sleeping Guards: a level-1 spawn in its area, the zone stays at ease, the card is discarded (§8.4 step 5)', () => {
    const f = hall('sleeping-guards');
    const events = openDoor(f);
    const spawned = events.filter((e) => e.type === 'spawned');
    expect(spawned.length).toBeGreaterThan(0);
    expect(f.state.units.filter((u) => u.side === 'enemies').every((u) => zone(f, u.x, u.y) === zone(f, 5))).toBe(true);
    expect(f.state.ext.awareness[0]).toBe(0);
    expect(features(f)).toEqual([]);
  });

  it('Guard Post: a guard point where it lay, then a level-1 spawn there; the card is discarded', () => {
    const f = hall('guard-post');
    const events = openDoor(f);
    expect(events.filter((e) => e.type === 'spawned').length).toBeGreaterThan(0);
    expect(tokensIn(f, 'guard-point', 5).map((t) => t.revealed)).toEqual([true]);
    expect(features(f)).toEqual([]);
    const c = { board: f.board, state: f.state, cfg: f.config };
    expect(isGuardArea(c, zone(f, 5))).toBe(true);
    expect(isGuardArea(c, zone(f, 2))).toBe(false);
  });

  it('Empty Room: nothing happens; the card stays face up', () => {
    const f = hall('empty-room');
    const tokens = f.state.tokens.length;
    openDoor(f);
    expect(f.state.tokens.length).toBe(tokens);
    expect(f.state.units.filter((u) => u.side === 'enemies')).toEqual([]);
  });
});

describe('infiltration.md §7.8 room features as the heroes see them (presentation)', () => {
  it('face down: the back only, no ring; face up: a ring naming the card, and a log line for the reveal', () => {
    const f = hall('medical-station');
    const rings = () => infiltrationPresentation.markers?.(f.engine.view(f.state, 'heroes'), f.board).filter((m) => m.kind.startsWith('room-feature')) ?? [];
    expect(rings()).toEqual([]);
    expect(infiltrationPresentation.token(ROOM_FEATURE_TOKEN)?.label).toBe('Room feature (face down)');
    const revealed = eventsForSide(openDoor(f), 'heroes').find((e) => e.type === 'revealed' && e.kind === ROOM_FEATURE_TOKEN);
    expect(rings().map((m) => [m.kind, m.x])).toEqual([['room-feature:medical-station', 5]]);
    expect(infiltrationPresentation.token('room-feature:medical-station')?.label).toMatch(/^Medical Station: /);
    const ctx = { view: f.engine.view(f.state, 'heroes'), board: f.board, nameOf: (id: string) => id, tileName: (id: string) => id } as PresentContext;
    expect(revealed && infiltrationPresentation.describeEvent?.(revealed, ctx)).toMatch(/^Room feature turned over: Medical Station — /);
  });
});
