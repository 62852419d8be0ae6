// infiltration.md §11.1 objective items and §12.3's objective cards (Dossier, Demolition, Escort), §11.4 Escort.
import { describe, expect, it } from 'vitest';
import { itemsOf } from '../../rules/heroes/hero-sheet';
import { giveItems, infiltrationFixture, type Fixture } from './fixture';
import { contentsOf, OBJECTIVE_TOKEN, placeObjectiveItems, type ObjectiveItemSpot } from './objective-items';
import { MARKER } from './tracker';
import { seedRng } from '../../rules/random/rng';

/** Colette and Anvil in area a of a | b | c; an objective item spot in each area. */
function board(enemies: { kind: string; x: number; y: number }[] = []): Fixture {
  const f = infiltrationFixture({
    tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
    heroes: [
      { id: 'h', kind: 'colette', x: 0, y: 0 },
      { id: 'g', kind: 'anvil', x: 1, y: 0 },
    ],
    enemies,
    dice: { noise: ['0', '0', '0', '0'] },
  });
  f.act({ type: 'activate', side: 'heroes', unit: 'h' });
  return f;
}
const spot = (feature: string, item: string, x: number, faceUp = false): ObjectiveItemSpot => ({ feature, item, x, y: 0, faceUp });
const place = (f: Fixture, spots: ObjectiveItemSpot[]) => f.run((c) => placeObjectiveItems(c, spots));
const tokenAt = (f: Fixture, x: number) => {
  const token = f.state.tokens.find((t) => t.kind === OBJECTIVE_TOKEN && t.x === x);
  if (!token) throw new Error(`no objective token at ${x}`);
  return token;
};
const legal = (f: Fixture) => f.engine.legalActions(f.state);

describe('infiltration.md §12.3 objective items', () => {
  it('§12.3 Dossier: the face-down objective items are shuffled over their locations at set-up; face-up ones stay', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 12; seed++) {
      const f = board();
      f.state = { ...f.state, rng: seedRng(seed) };
      place(f, [spot('p0', 'dossier', 0), spot('p1', 'false-objective', 2), spot('p2', 'false-objective', 3), spot('up', 'escort', 5, true)]);
      const items = [0, 2, 3].map((x) => contentsOf(tokenAt(f, x))?.item);
      expect([...items].sort()).toEqual(['dossier', 'false-objective', 'false-objective']);
      orders.add(items.join());
      expect(tokenAt(f, 5)).toMatchObject({ revealed: true, contents: { item: 'escort', feature: 'up' } });
      expect([0, 2, 3].every((x) => !tokenAt(f, x).revealed)).toBe(true);
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('§6.4 / §11.1: searching a face-down objective item is a 1-die noise test; the Dossier is taken, a false objective stays face up', () => {
    const f = board();
    place(f, [spot('p0', 'dossier', 0, false)]);
    const dossier = tokenAt(f, 0).id;
    const events = f.act({ type: 'search', side: 'heroes', unit: 'h', token: dossier });
    expect(events.find((e) => e.type === 'dice-rolled')).toMatchObject({ purpose: 'noise', dice: [{}] });
    expect(itemsOf(f.state, 'h')).toEqual(['dossier']);
    expect(f.state.tokens.some((t) => t.id === dossier)).toBe(false);
    place(f, [spot('p1', 'false-objective', 1, false)]);
    const red = tokenAt(f, 1).id;
    f.act({ type: 'search', side: 'heroes', unit: 'h', token: red });
    expect(itemsOf(f.state, 'h')).toEqual(['dossier']);
    expect(f.state.tokens.find((t) => t.id === red)).toMatchObject({ revealed: true, contents: { item: 'false-objective' } });
    // A face-up false objective is not searched again (it is a Demolition target, never loot).
    expect(legal(f).some((a) => a.type === 'search')).toBe(false);
  });

  it('§11.4 Escort: the escort token is taken with a basic action even with enemies in the area, with no noise', () => {
    const f = board([{ kind: 'trooper', x: 1, y: 0 }]);
    place(f, [spot('rourke', 'escort', 0, true), spot('p', 'dossier', 1, false)]);
    const searches = legal(f).filter((a) => a.type === 'search');
    expect(searches).toEqual([{ type: 'search', side: 'heroes', unit: 'h', token: tokenAt(f, 0).id }]);
    const events = f.act(searches[0] as never);
    expect(events.some((e) => e.type === 'dice-rolled')).toBe(false);
    expect(itemsOf(f.state, 'h')).toEqual(['escort']);
    expect(f.unit('h').stats['actions']).toBe(1);
  });

  it('§12.3 Demolition: a charge is planted with a Give Item on a face-up false objective in the area (no enemies, once a turn with Give/Drop)', () => {
    const f = board();
    giveItems(f, 'h', ['demolition-charge', 'demolition-charge']);
    place(f, [spot('t0', 'false-objective', 0, true), spot('t1', 'false-objective', 1, true)]);
    const plants = legal(f).filter((a) => a.type === 'plant');
    expect(plants.map((a) => (a as { token: string }).token)).toEqual([tokenAt(f, 0).id, tokenAt(f, 1).id]);
    f.act(plants[0] as never);
    expect(contentsOf(tokenAt(f, 0))).toMatchObject({ charged: true });
    expect(itemsOf(f.state, 'h')).toEqual(['demolition-charge']);
    expect(legal(f).some((a) => a.type === 'plant' || a.type === 'give' || a.type === 'drop')).toBe(false); // the turn's Give is spent
  });

  it('§12.3 Demolition: the Detonator is used once every target carries a charge; it is a BOOM! (tracker +2) that destroys them', () => {
    const f = board();
    giveItems(f, 'h', ['detonator']);
    place(f, [spot('t0', 'false-objective', 0, true), spot('t1', 'false-objective', 2, true)]);
    expect(legal(f).some((a) => a.type === 'use' && (a as { item: string }).item === 'detonator')).toBe(false);
    f.run((c) => {
      for (const t of c.state.tokens) if (t.kind === OBJECTIVE_TOKEN) c.tx.w.set(t, 'contents', { ...(contentsOf(t) ?? {}), charged: true });
    });
    const before = f.state.counters[MARKER] ?? 0;
    const events = f.act({ type: 'use', side: 'heroes', unit: 'h', item: 'detonator' });
    expect(events.some((e) => e.type === 'message' && e.title === 'BOOM!')).toBe(true);
    expect(f.state.counters[MARKER]).toBe(before + 2);
    expect(events.filter((e) => e.type === 'feature-destroyed').map((e) => (e as { feature: string }).feature)).toEqual(['t0', 't1']);
    expect(f.state.tokens.some((t) => t.kind === OBJECTIVE_TOKEN)).toBe(false);
    expect(itemsOf(f.state, 'h')).toEqual([]);
  });
});
