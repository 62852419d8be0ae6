// infiltration.md §14: targets and movement among enemies (TC25, TC36 targeting, TC37).
import { describe, expect, it } from 'vitest';
import { infiltrationFixture } from './fixture';
import { targetsOf } from './hero-actions';

const ids = (units: readonly { id: string }[]) => units.map((u) => u.id).sort();

describe('infiltration §14: targets', () => {
  it('infiltration.md §14 TC25: a hero may step from one enemy-held area straight into another', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['qqss'], x: 0, y: 0 }],
      heroes: [{ id: 'h', kind: 'colette', x: 0, y: 0 }],
      enemies: [{ kind: 'technician', x: 1, y: 0 }, { kind: 'technician', x: 3, y: 0 }],
    });
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    const s = f.board.zoneOf[2] ?? -1;
    f.act({ type: 'move', side: 'heroes', unit: 'h', area: s });
    expect(f.board.zoneOf[f.unit('h').x]).toBe(s);
  });

  it('infiltration.md §14 TC36 (targeting): an Officer guarded by a Bodyguard cannot be picked, except by the Accurate rifle', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
      heroes: [{ id: 'col', kind: 'colette', x: 2, y: 0 }, { id: 'kes', kind: 'kestrel', x: 0, y: 0 }],
      enemies: [{ kind: 'officer', x: 4, y: 0 }, { kind: 'heavy-gunner', x: 5, y: 0 }],
    });
    expect(ids(targetsOf(f.state, f.board, f.unit('col'), 0))).toEqual(['heavy-gunner-2']);
    expect(ids(targetsOf(f.state, f.board, f.unit('kes'), 0))).toEqual(['heavy-gunner-2', 'officer-1']);
  });

  it('infiltration.md §14 TC37: no ranged attack on others while a Meatshield stands in their area; melee from inside may', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
      heroes: [{ id: 'far', kind: 'colette', x: 0, y: 0 }, { id: 'near', kind: 'colette', x: 3, y: 0 }],
      enemies: [{ kind: 'shock-trooper', x: 2, y: 0 }, { kind: 'trooper', x: 3, y: 0 }],
    });
    expect(ids(targetsOf(f.state, f.board, f.unit('far'), 0))).toEqual(['shock-trooper-1']);
    expect(ids(targetsOf(f.state, f.board, f.unit('near'), 1))).toEqual(['shock-trooper-1', 'trooper-2']);
  });
});
