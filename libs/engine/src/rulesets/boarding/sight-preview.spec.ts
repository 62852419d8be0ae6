import { describe, expect, it } from 'vitest';
import { boardingFixture, room, type Fixture } from './fixture';
import { boardingPresentation } from './presentation';

/** A one-square corridor running north–south at x = 1, rows 1–10, with a door across it between rows 4 and 5. */
const corridor = ['###', ...Array.from({ length: 10 }, () => '#.#'), '###'];

const preview = (f: Fixture, unit: string) => {
  const face = boardingPresentation.sightPreview;
  if (!face) throw new Error('boarding has no sight preview');
  return face(f.engine.view(f.state, 'heroes'), f.board, unit);
};
const squares = (cells: readonly { x: number; y: number }[] | undefined) => (cells ?? []).map((c) => `${c.x},${c.y}`).sort();

describe('boarding sight preview: what a trooper sees (README "Line of sight", boarding.md §6.3)', () => {
  it('shows the squares straight ahead up to and including the first model, none to the sides or behind', () => {
    const f = boardingFixture({ rows: room(10), troopers: [{ id: 't', x: 5, y: 8, facing: 0 }], bugs: [{ x: 5, y: 4 }] });
    expect(squares(preview(f, 't')?.seen)).toEqual(['5,4', '5,5', '5,6', '5,7']);
  });

  it('turns with the trooper: facing east it sees the row to the wall', () => {
    const f = boardingFixture({ rows: room(10), troopers: [{ id: 't', x: 5, y: 8, facing: 1 }] });
    expect(squares(preview(f, 't')?.seen)).toEqual(['10,8', '6,8', '7,8', '8,8', '9,8']);
  });

  it('stops at a closed door and passes it once open', () => {
    const f = boardingFixture({ rows: corridor, troopers: [{ id: 't', x: 1, y: 9, facing: 0 }], doors: [{ id: 'd', x: 1, y: 5, side: 'north' }], bugs: [{ x: 1, y: 2 }] });
    expect(squares(preview(f, 't')?.seen)).toEqual(['1,5', '1,6', '1,7', '1,8']);
    f.state = { ...f.state, doors: Object.assign(Object.create(null) as typeof f.state.doors, f.state.doors, { d: { state: 'open' as const } }) };
    expect(squares(preview(f, 't')?.seen)).toEqual(['1,2', '1,3', '1,4', '1,5', '1,6', '1,7', '1,8']);
  });
});

describe('boarding threat preview: bugs that could assault the trooper next bug turn (boarding.md §8.3, §7.8)', () => {
  it('counts a bug whose walk to the square beside the trooper plus the 1 AP assault fits in its 6 AP, not one a square further', () => {
    const f = boardingFixture({ rows: room(10), troopers: [{ id: 't', x: 5, y: 8, facing: 0 }], bugs: [{ x: 5, y: 2 }, { x: 4, y: 2 }] });
    // (5,2): 5 steps to (5,7) and the assault = 6 AP; (4,2): 6 steps and the assault = 7 AP.
    expect(preview(f, 't')?.threats).toEqual(['bug-x1']);
  });

  it('charges 1 AP to open a closed door on the way (§5.1)', () => {
    const f = boardingFixture({ rows: corridor, troopers: [{ id: 't', x: 1, y: 9, facing: 0 }], doors: [{ id: 'd', x: 1, y: 5, side: 'north' }], bugs: [{ x: 1, y: 4 }, { x: 1, y: 3 }] });
    // (1,4): 4 steps, the door, the assault = 6 AP; (1,3) needs 7 until the door is open.
    expect(preview(f, 't')?.threats).toEqual(['bug-x1']);
    f.state = { ...f.state, doors: Object.assign(Object.create(null) as typeof f.state.doors, f.state.doors, { d: { state: 'open' as const } }) };
    expect(preview(f, 't')?.threats).toEqual(['bug-x1', 'bug-x2']);
  });

  it('leaves out blips, which never assault (§8.4), and has no preview for an enemy', () => {
    const f = boardingFixture({ rows: room(10), troopers: [{ id: 't', x: 5, y: 8, facing: 0 }], blips: [{ x: 5, y: 7, bugs: 2 }], bugs: [{ x: 9, y: 2 }] });
    expect(preview(f, 't')?.threats).toEqual([]);
    expect(preview(f, 'bug-x1')).toBeUndefined();
  });
});
