// infiltration.md §13.7 the room features that act while face up: Medical Station and Aether Conduit.
import { describe, expect, it } from 'vitest';
import { itemsOf } from '../../rules/heroes/hero-sheet';
import { placeToken, revealToken } from '../../rules/hidden/hidden-token';
import { giveItems, giveWounds, infiltrationFixture, setUnit, type Fixture } from './fixture';
import { woundsOf } from './hero-wounds';
import { ROOM_FEATURE_TOKEN, type RoomFeatureId } from './room-feature-data';

/** Hero `h` alone in area a (`aabb`); a room feature `card` in a, face up unless `faceDown`. */
function station(card: RoomFeatureId, faceDown = false): Fixture {
  const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'quill', x: 0, y: 0 }], dice: { noise: ['0', '0'] } });
  f.run((c) => {
    const token = placeToken(c.tx, ROOM_FEATURE_TOKEN, { x: 1, y: 0 }, { card });
    if (!faceDown) revealToken(c.tx, token.id);
  });
  return f;
}
const medical = { type: 'medical', side: 'heroes', unit: 'h' } as const;
const ready = { type: 'ready', side: 'heroes', unit: 'h' } as const;

describe('infiltration.md §13.7 Medical Station', () => {
  it('a wounded hero on a face-up station spends a basic action: 1 permanent wound discarded, a noise 1 test', () => {
    const f = station('medical-station');
    giveWounds(f, 'h', 2);
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    expect(f.engine.legalActions(f.state)).toContainEqual(medical);
    const events = f.act(medical);
    expect(woundsOf(f.state, f.unit('h'))).toBe(1);
    const noise = events.find((e) => e.type === 'dice-rolled' && e.purpose === 'noise');
    expect(noise?.type === 'dice-rolled' ? noise.dice.length : 0).toBe(1);
    expect(f.unit('h').stats['actions']).toBe(1);
  });

  it('once per turn; never unwounded; never while the card is face down', () => {
    const f = station('medical-station');
    giveWounds(f, 'h', 2);
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    f.act(medical);
    expect(f.engine.legalActions(f.state)).not.toContainEqual(medical);
    const g = station('medical-station');
    g.act({ type: 'activate', side: 'heroes', unit: 'h' });
    expect(g.engine.legalActions(g.state)).not.toContainEqual(medical);
    const h = station('medical-station', true);
    giveWounds(h, 'h', 1);
    h.act({ type: 'activate', side: 'heroes', unit: 'h' });
    expect(h.engine.legalActions(h.state)).not.toContainEqual(medical);
    const other = station('empty-room');
    giveWounds(other, 'h', 1);
    other.act({ type: 'activate', side: 'heroes', unit: 'h' });
    expect(other.engine.legalActions(other.state)).not.toContainEqual(medical);
  });
});

describe('infiltration.md §13.7 Aether Conduit', () => {
  it('Ready Equipment in its area clears a drained token without an Aether Cell', () => {
    const f = station('aether-conduit');
    setUnit(f, 'h', { stats: { drained: 1 } });
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    expect(f.engine.legalActions(f.state)).toContainEqual(ready);
    f.act(ready);
    expect(f.unit('h').stats['drained']).toBe(0);
    const g = station('empty-room');
    setUnit(g, 'h', { stats: { drained: 1 } });
    g.act({ type: 'activate', side: 'heroes', unit: 'h' });
    expect(g.engine.legalActions(g.state)).not.toContainEqual(ready);
  });

  it('a hero holding an Aether Cell keeps it there (§6.5 would spend it elsewhere)', () => {
    const f = station('aether-conduit');
    giveItems(f, 'h', ['aether-cell']);
    setUnit(f, 'h', { stats: { drained: 1 } });
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    f.act(ready);
    expect(itemsOf(f.state, 'h')).toEqual(['aether-cell']);
    const g = station('empty-room');
    giveItems(g, 'h', ['aether-cell']);
    setUnit(g, 'h', { stats: { drained: 1 } });
    g.act({ type: 'activate', side: 'heroes', unit: 'h' });
    g.act(ready);
    expect(itemsOf(g.state, 'h')).toEqual([]);
  });
});
