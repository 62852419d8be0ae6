// infiltration.md §14: spawning, awareness, the enemy turn and line of sight (TC08–TC11, TC16–TC19, TC29, TC44, TC45).
import { openDoorIds } from '../../rules/doors/doors';
import { describe, expect, it } from 'vitest';
import { DECKS, WOUND_CARDS } from './content';
import { checkAwareness } from './awareness';
import { activateMove, enemyTurn } from './enemy-turn';
import { infiltrationFixture, setExt, setUnit, type Fixture } from './fixture';
import { areaOf, sees, sightFrom } from './space';

const putOnTop = (f: Fixture, deck: string, card: number): void => {
  const d = f.state.decks[deck];
  if (!d) throw new Error(`no deck ${deck}`);
  f.state = { ...f.state, decks: { ...f.state.decks, [deck]: { ...d, drawPile: [...d.drawPile.filter((c) => c !== String(card)), String(card)] } } };
};
const at = (f: Fixture, id: string): number => areaOf(f.board, f.unit(id));
const enemiesOf = (f: Fixture, kind: string) => f.state.units.filter((u) => u.side === 'enemies' && u.kind === kind && u.status === 'active');

/** a above b; c east of b (a cannot see c); d apart, seen by nobody. */
const ELBOW = ['aa##dd', 'bbcc##'];

describe('infiltration §14: enemies', () => {
  it('infiltration.md §14 TC08: a level-1 token seen by Anvil becomes a Trooper and a Hound (card 1: B, D); the zone turns suspicious', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ELBOW, x: 0, y: 0 }], heroes: [{ id: 'anvil', kind: 'anvil', x: 0, y: 0 }], spawnTokens: [{ level: 1, x: 3, y: 1 }] });
    putOnTop(f, DECKS.spawn, 0);
    f.act({ type: 'activate', side: 'heroes', unit: 'anvil' });
    f.act({ type: 'move', side: 'heroes', unit: 'anvil', area: f.board.zoneOf[1 * f.board.width] ?? -1 });
    expect(f.state.tokens.filter((t) => t.kind === 'spawn')).toEqual([]);
    const placed = f.state.units.filter((u) => u.side === 'enemies').map((u) => [u.kind, areaOf(f.board, u)]);
    const c = f.board.zoneOf[1 * f.board.width + 3];
    expect(placed).toEqual([['trooper', c], ['hound', c]]);
    expect(f.state.decks[DECKS.spawn]?.discard).toEqual(['0']);
    expect(f.state.ext.awareness[0]).toBe(1);
  });

  it('infiltration.md §14 TC09: with all 4 Hounds on the map, B, D places only a Trooper', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ELBOW, x: 0, y: 0 }],
      heroes: [{ id: 'anvil', kind: 'anvil', x: 0, y: 0 }],
      spawnTokens: [{ level: 1, x: 3, y: 1 }],
      enemies: [4, 5, 4, 5].map((x) => ({ kind: 'hound', x, y: 0 })),
    });
    putOnTop(f, DECKS.spawn, 0);
    f.act({ type: 'activate', side: 'heroes', unit: 'anvil' });
    f.act({ type: 'move', side: 'heroes', unit: 'anvil', area: f.board.zoneOf[1 * f.board.width] ?? -1 });
    expect(enemiesOf(f, 'hound')).toHaveLength(4);
    expect(enemiesOf(f, 'trooper')).toHaveLength(1);
  });

  it('infiltration.md §14 TC10 and TC11: three Revenants combine to 5 + 3 + 3 = 11 against 2 defence dice; 2, 2 leaves damage 7, permanent against a wound number 7', () => {
    const make = (card: number) => {
      const f = infiltrationFixture({
        tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
        heroes: [{ id: 'quill', kind: 'quill', x: 0, y: 0 }],
        enemies: [{ kind: 'revenant', x: 0, y: 0 }, { kind: 'revenant', x: 1, y: 0 }, { kind: 'revenant', x: 1, y: 0 }],
        dice: { defence: ['2', '2'] },
      });
      setExt(f, { alarm: true });
      setUnit(f, 'quill', { stats: { hpWild: 0 } }); // no heroic point: no choice before the roll (TC12)
      putOnTop(f, DECKS.wound, card);
      return f;
    };
    const kept = make(WOUND_CARDS.findIndex((c) => c.woundNumber === 7));
    const { events } = kept.run((c) => enemyTurn(c));
    const rolls = events.filter((e) => e.type === 'dice-rolled');
    expect(rolls).toHaveLength(1);
    expect(rolls[0]).toMatchObject({ purpose: 'defence', dice: [{ die: 'defence' }, { die: 'defence' }] });
    expect(events).toContainEqual({ type: 'test-made', label: 'defence', total: 4, atLeast: 11, passed: false });
    expect(events).toContainEqual(expect.objectContaining({ type: 'hit', unit: 'quill', damage: 7 }));
    expect(kept.unit('quill').stats['wounds']).toBe(1);
    const shrugged = make(WOUND_CARDS.findIndex((c) => c.woundNumber === 8));
    shrugged.run((c) => enemyTurn(c));
    expect(shrugged.unit('quill').stats['wounds'] ?? 0).toBe(0);
  });

  it('infiltration.md §14 TC16: at a locked door the first Trooper unlocks, the second opens, the third walks through', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabbccddee'], x: 0, y: 0 }],
      heroes: [{ id: 'h', kind: 'kestrel', x: 9, y: 0 }],
      enemies: [0, 0, 1].map((x) => ({ kind: 'trooper', x, y: 0 })),
      doors: [{ id: 'd', x: 1, y: 0, side: 'east', locked: true }],
    });
    setExt(f, { alarm: true });
    const a = at(f, 'trooper-1');
    f.run((c) => {
      for (const id of ['trooper-1', 'trooper-2', 'trooper-3']) {
        const unit = c.state.units.find((u) => u.id === id);
        if (unit) activateMove(c, unit);
      }
    });
    expect(f.state.ext.locked).toEqual([]);
    expect(openDoorIds(f.state)).toEqual(['d']);
    expect([at(f, 'trooper-1'), at(f, 'trooper-2')]).toEqual([a, a]);
    expect(at(f, 'trooper-3')).toBe(f.board.zoneOf[2]);
  });

  it('infiltration.md §14 TC17: a No Hands Revenant neither opens a closed door nor passes it', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
      heroes: [{ id: 'h', kind: 'kestrel', x: 5, y: 0 }],
      enemies: [{ kind: 'revenant', x: 0, y: 0 }],
      doors: [{ id: 'd', x: 1, y: 0, side: 'east' }],
    });
    setExt(f, { alarm: true });
    const before = at(f, 'revenant-1');
    f.run((c) => enemyTurn(c));
    expect(openDoorIds(f.state)).toEqual([]);
    expect(at(f, 'revenant-1')).toBe(before);
  });

  it('infiltration.md §14 TC18: Check Awareness! raises each zone once, however many enemies see however many heroes', () => {
    const f = infiltrationFixture({
      tiles: [
        { rows: ['aabb'], x: 0, y: 0 },
        { rows: ['ccdd'], x: 0, y: 2 },
      ],
      heroes: [
        { id: 'h1', kind: 'anvil', x: 2, y: 0 },
        { id: 'h2', kind: 'colette', x: 3, y: 0 },
        { id: 'h3', kind: 'quill', x: 3, y: 0 },
        { id: 'h4', kind: 'kestrel', x: 2, y: 2 },
        { id: 'h5', kind: 'sergeant', x: 3, y: 2 },
      ],
      enemies: [{ kind: 'trooper', x: 0, y: 0 }, { kind: 'trooper', x: 0, y: 2 }, { kind: 'trooper', x: 1, y: 2 }],
    });
    f.run((c) => checkAwareness(c));
    expect(f.state.ext.awareness).toEqual([1, 1]);
  });

  it('infiltration.md §14 TC19: an alert unit walking into a suspicious room makes it alert at once', () => {
    const f = infiltrationFixture({
      tiles: [
        { rows: ['aa'], x: 0, y: 0 },
        { rows: ['bbcc'], x: 2, y: 0 },
      ],
      heroes: [{ id: 'h', kind: 'kestrel', x: 5, y: 0 }],
      enemies: [{ kind: 'hound', x: 0, y: 0 }],
      doors: [{ id: 'd', x: 1, y: 0, side: 'east' }],
    });
    f.state = { ...f.state, doors: Object.assign(Object.create(null) as typeof f.state.doors, f.state.doors, { d: { state: 'open' as const } }) };
    setExt(f, { awareness: [2, 1] });
    f.run((c) => {
      const hound = c.state.units.find((u) => u.kind === 'hound');
      if (hound) activateMove(c, hound);
    });
    expect(f.state.ext.awareness[1]).toBe(2);
  });

  it('infiltration.md §14 TC29: of 5 Guard units on a guard point the first moves, the other four (then 4 < 5) stay', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabbccdd'], x: 0, y: 0 }],
      heroes: [{ id: 'h', kind: 'kestrel', x: 7, y: 0 }],
      enemies: [0, 0, 1, 1, 0].map((x) => ({ kind: 'trooper', x, y: 0 })),
      guardPoints: [{ x: 0, y: 0 }],
    });
    setExt(f, { alarm: true });
    f.run((c) => {
      for (const unit of c.state.units.filter((u) => u.kind === 'trooper')) activateMove(c, unit);
    });
    const a = f.board.zoneOf[0];
    const troopers = enemiesOf(f, 'trooper').map((u) => areaOf(f.board, u));
    expect(troopers.filter((x) => x === a)).toHaveLength(4);
    expect(troopers.filter((x) => x === f.board.zoneOf[2])).toHaveLength(1);
  });

  it('infiltration.md §14 TC44: between equally near heroes the attack goes to the one who acted most recently this round', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
      heroes: [{ id: 'h1', kind: 'anvil', x: 0, y: 0 }, { id: 'h2', kind: 'colette', x: 1, y: 0 }],
      enemies: [{ kind: 'revenant', x: 0, y: 0 }],
    });
    setExt(f, { alarm: true, actedThisRound: ['h1', 'h2'] });
    for (const id of ['h1', 'h2']) setUnit(f, id, { stats: { hpWild: 0 } });
    const { events } = f.run((c) => enemyTurn(c));
    const defended = events.find((e) => e.type === 'hit' || e.type === 'missed');
    expect(defended && 'unit' in defended ? defended.unit : null).toBe('h2');
  });

  it('infiltration.md §14 TC45: heroes see through heroes, enemies through enemies, neither through the other side', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
      heroes: [{ id: 'h1', kind: 'anvil', x: 0, y: 0 }, { id: 'h2', kind: 'colette', x: 2, y: 0 }],
      enemies: [{ kind: 'trooper', x: 4, y: 0 }],
    });
    const [a, b, c] = [f.board.zoneOf[0] ?? -1, f.board.zoneOf[2] ?? -1, f.board.zoneOf[4] ?? -1];
    expect(sees(sightFrom(f.state, f.board, a, 'heroes'), c)).toBe(true);
    expect(sees(sightFrom(f.state, f.board, c, 'enemies'), b)).toBe(true);
    expect(sees(sightFrom(f.state, f.board, c, 'enemies'), a)).toBe(false);
    const g = infiltrationFixture({
      tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
      heroes: [{ id: 'h', kind: 'anvil', x: 0, y: 0 }],
      enemies: [{ kind: 'trooper', x: 2, y: 0 }, { kind: 'trooper', x: 4, y: 0 }],
    });
    expect(sees(sightFrom(g.state, g.board, a, 'heroes'), b)).toBe(true);
    expect(sees(sightFrom(g.state, g.board, a, 'heroes'), c)).toBe(false);
    expect(sees(sightFrom(g.state, g.board, c, 'enemies'), a)).toBe(true);
  });
});
