// infiltration.md §11.4 enemy keywords: Enhance!, Bodyguard (TC36's +1), Reinforce!, Chain Fire, Coward, Ruthless, Bomber, Unstable.
import { describe, expect, it } from 'vitest';
import { defenceOf } from './attack-values';
import { activateMove, attackGroups, enemyTurn } from './enemy-turn';
import { infiltrationFixture, setExt, setUnit, type Fixture } from './fixture';
import { woundsOf, woundEnemy } from './wounds';
import { areaOf } from './space';
import { MARKER } from './tracker';

/** Three areas in a row, one tile: a (x 0–1) | b (x 2–3) | c (x 4–5). */
const ROW = ['aabbcc'];
const fixture = (heroes: { id: string; x: number }[], enemies: { kind: string; x: number }[], tiles = [{ rows: ROW, x: 0, y: 0 }]): Fixture =>
  infiltrationFixture({
    tiles,
    heroes: heroes.map((h) => ({ id: h.id, kind: h.id === 'anvil' ? 'anvil' : 'colette', x: h.x, y: 0 })),
    enemies: enemies.map((e) => ({ ...e, y: 0 })),
    dice: { defence: ['0', '0', '0', '0', '0', '0'] },
  });
const all = () => true;
const enemy = (f: Pick<Fixture, 'state'>, kind: string) => {
  const unit = f.state.units.find((u) => u.kind === kind && u.side === 'enemies');
  if (!unit) throw new Error(`no ${kind}`);
  return unit;
};

describe('infiltration.md §11.4 enemy keywords', () => {
  it('§11.4 Enhance!: Revenants get +1 attack in a Technician\'s area (the main attacker\'s), not elsewhere', () => {
    const f = fixture([{ id: 'anvil', x: 0 }], [{ kind: 'revenant', x: 1 }, { kind: 'technician', x: 0 }]);
    expect(f.run((c) => attackGroups(c, 'revenant', all)).value).toEqual([expect.objectContaining({ hero: 'anvil', needed: 6 })]);
    setUnit(f, 'technician-2', { x: 5 });
    expect(f.run((c) => attackGroups(c, 'revenant', all)).value).toEqual([expect.objectContaining({ needed: 5 })]);
  });

  it('§11.4 Reinforce!: a Heavy Gunner on an Officer\'s tile defends at +1 (two Officers do not stack, §13.11); a Trooper does not', () => {
    const f = fixture([{ id: 'anvil', x: 0 }], [{ kind: 'heavy-gunner', x: 4 }, { kind: 'officer', x: 2 }, { kind: 'trooper', x: 5 }, { kind: 'officer', x: 3 }]);
    expect(f.run((c) => defenceOf(c, enemy(c, 'heavy-gunner'))).value).toBe(7);
    expect(f.run((c) => defenceOf(c, enemy(c, 'trooper'))).value).toBe(4);
    const alone = fixture([{ id: 'anvil', x: 0 }], [{ kind: 'heavy-gunner', x: 4 }]);
    expect(alone.run((c) => defenceOf(c, enemy(c, 'heavy-gunner'))).value).toBe(6);
  });

  it('infiltration.md §14 TC36 (attack), §9.5: a Heavy Gunner (Bodyguard) on an Officer\'s tile attacks at +1; off that tile it does not', () => {
    const twoTiles = [{ rows: ['aabb'], x: 0, y: 0 }, { rows: ['cc'], x: 4, y: 0 }];
    const f = fixture([{ id: 'anvil', x: 0 }], [{ kind: 'heavy-gunner', x: 2 }, { kind: 'officer', x: 3 }], twoTiles);
    setExt(f, { alarm: true });
    expect(f.run((c) => attackGroups(c, 'heavy-gunner', all)).value).toEqual([expect.objectContaining({ hero: 'anvil', needed: 7 })]);
    setUnit(f, 'officer-2', { x: 5 }); // the next tile: no longer guarded
    expect(f.run((c) => attackGroups(c, 'heavy-gunner', all)).value).toEqual([expect.objectContaining({ hero: 'anvil', needed: 6 })]);
    const trooper = fixture([{ id: 'anvil', x: 0 }], [{ kind: 'trooper', x: 2 }, { kind: 'officer', x: 3 }]);
    setExt(trooper, { alarm: true });
    expect(trooper.run((c) => attackGroups(c, 'trooper', all)).value).toEqual([expect.objectContaining({ needed: 4 })]);
  });

  it('§11.4 Chain Fire: a Heavy Gunner\'s ranged attack targets every hero in the target area, each against the same total', () => {
    const f = fixture([{ id: 'anvil', x: 0 }, { id: 'colette', x: 1 }], [{ kind: 'heavy-gunner', x: 4 }]);
    setExt(f, { alarm: true });
    const groups = f.run((c) => attackGroups(c, 'heavy-gunner', all)).value;
    expect(groups.map((g) => [g.hero, g.needed]).sort()).toEqual([['anvil', 6], ['colette', 6]]);
    const trooper = fixture([{ id: 'anvil', x: 0 }, { id: 'colette', x: 1 }], [{ kind: 'trooper', x: 3 }]);
    expect(trooper.run((c) => attackGroups(c, 'trooper', all)).value).toHaveLength(1);
  });

  it('§11.4 Coward: a Technician leaves an area with a hero in Action Stations!, and never moves into one', () => {
    const f = fixture([{ id: 'anvil', x: 2 }], [{ kind: 'technician', x: 3 }]);
    setExt(f, { alarm: true });
    f.run((c) => activateMove(c, enemy(c, 'technician')));
    expect(areaOf(f.board, enemy(f, 'technician'))).not.toBe(areaOf(f.board, f.unit('anvil')));
    const g = fixture([{ id: 'anvil', x: 0 }], [{ kind: 'technician', x: 3 }]);
    setExt(g, { alarm: true });
    g.run((c) => activateMove(c, enemy(c, 'technician')));
    expect(areaOf(g.board, enemy(g, 'technician'))).toBe(g.board.zoneOf[3]); // the next step holds a hero: it stays
  });

  it('§11.4 Ruthless: an Officer in range and sight at the start of Action Stations! shoots instead of moving', () => {
    const f = fixture([{ id: 'anvil', x: 0 }], [{ kind: 'officer', x: 4 }]);
    setExt(f, { alarm: true });
    const { events } = f.run((c) => activateMove(c, enemy(c, 'officer')));
    expect(events.some((e) => e.type === 'dice-rolled' && e.purpose === 'defence')).toBe(true);
    expect(events.some((e) => e.type === 'hit' && e.unit === 'anvil')).toBe(true); // 0 + 0 against 4
    expect(enemy(f, 'officer').x).toBe(4);
    // Out of range (3 areas) it moves as any unit does.
    const far = fixture([{ id: 'anvil', x: 0 }], [{ kind: 'officer', x: 7 }], [{ rows: ['aabbccdd'], x: 0, y: 0 }]);
    setExt(far, { alarm: true });
    far.run((c) => activateMove(c, enemy(c, 'officer')));
    expect(enemy(far, 'officer').x).not.toBe(7);
  });

  it('§11.4 Bomber: a Seeker Bomb that would attack in melee explodes instead: BOOM! (enemy-caused), every unit there wounded, the bomb destroyed', () => {
    const f = fixture([{ id: 'anvil', x: 0 }], [{ kind: 'seeker-bomb', x: 1 }, { kind: 'trooper', x: 0 }]);
    setExt(f, { faction: 'laboratory', awareness: f.state.ext.awareness.map(() => 2) });
    const before = f.state.counters[MARKER] ?? 0;
    const { events } = f.run((c) => enemyTurn(c));
    expect(events.some((e) => e.type === 'message' && e.title === 'BOOM!')).toBe(true);
    expect(f.state.units.filter((u) => u.side === 'enemies' && u.status === 'active')).toEqual([]); // the bomb and the Trooper beside it
    expect(events.some((e) => e.type === 'dice-rolled' && e.purpose === 'defence')).toBe(false); // no melee attack, no defence test
    expect(woundsOf(f.state, f.unit('anvil'))).toBe(1); // a kept wound card (§13.11)
    expect(f.state.counters[MARKER]).toBe(before + 1 + 2); // Raise the Alarm! (alert) + BOOM!
  });

  it('§11.4 Bomber: wounded by a ranged attack it explodes; wounded in melee it does not', () => {
    const ranged = fixture([{ id: 'anvil', x: 0 }], [{ kind: 'seeker-bomb', x: 4 }, { kind: 'trooper', x: 5 }]);
    ranged.run((c) => woundEnemy(c, enemy(c, 'seeker-bomb'), 'anvil', false, true));
    expect(enemy(ranged, 'trooper').status).not.toBe('active');
    const melee = fixture([{ id: 'anvil', x: 0 }], [{ kind: 'seeker-bomb', x: 4 }, { kind: 'trooper', x: 5 }]);
    melee.run((c) => woundEnemy(c, enemy(c, 'seeker-bomb'), 'anvil', false, false));
    expect(enemy(melee, 'trooper').status).toBe('active');
  });

  it('§11.4 Unstable: when the Matriarch is removed every unit in her area takes a wound, and a BANG! follows', () => {
    const f = fixture([{ id: 'anvil', x: 0 }], [{ kind: 'matriarch', x: 4 }, { kind: 'trooper', x: 5 }]);
    setUnit(f, 'matriarch-1', { health: 1 });
    const before = f.state.counters[MARKER] ?? 0;
    const { events } = f.run((c) => woundEnemy(c, enemy(c, 'matriarch'), 'anvil'));
    expect(enemy(f, 'trooper').status).not.toBe('active');
    expect(events.some((e) => e.type === 'message' && e.title === 'BANG!')).toBe(true);
    expect(f.state.counters[MARKER]).toBe(before + 1);
  });
});
