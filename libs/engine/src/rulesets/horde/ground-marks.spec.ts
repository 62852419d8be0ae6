import { describe, expect, it } from 'vitest';
import type { GameView } from '../../rules/hidden/view';
import { terrainOf } from './battlefield';
import { hordeFixture } from './fixture';
import { hordePresentation } from './presentation';
import type { HordeExt } from './types';

const marked = (layer: Uint8Array): number[] => [...layer.keys()].filter((i) => layer[i] === 1);

describe('horde ground marks: the terrain a player sees (horde.md §11 G5, §6)', () => {
  // The generated table of Broken Ground (option terrain: "generated").
  const f = hordeFixture({ options: { terrain: 'generated' } });
  const view: GameView = f.engine.view(f.state, 'heroes');

  it('marks every cover, difficult and dangerous square of the generated table, one mark per kind, with words a player reads', () => {
    const marks = hordePresentation.groundMarks?.(view, f.board) ?? [];
    const terrain = terrainOf(f.board);
    expect(marks.map((m) => m.kind)).toEqual(['cover', 'difficult', 'dangerous']);
    for (const mark of marks) {
      const layer = terrain[mark.kind as 'cover' | 'difficult' | 'dangerous'];
      expect(mark.cells.length).toBeGreaterThan(0);
      expect([...mark.cells]).toEqual(marked(layer));
    }
    expect(marks.find((m) => m.kind === 'difficult')?.label).toContain('costs double');
    expect(marks.find((m) => m.kind === 'cover')?.label).toContain('−1 to be hit');
  });

  it('marks the quarter Crumbling Earth (event 31) makes dangerous until the next event (T10)', () => {
    const ext = view.ext as HordeExt;
    const crumbling: GameView = { ...view, ext: { ...ext, event: { roll: 31, hero: null, quarter: 2 } } };
    const quarter = hordePresentation.groundMarks?.(crumbling, f.board).find((m) => m.kind === 'event-dangerous');
    expect(quarter?.label).toContain('until the next event');
    // Quarter 2 is the north-east one: columns 24–47, rows 0–23 of the 48-square table.
    expect(quarter?.cells).toHaveLength(24 * 24);
    expect(quarter?.cells).toContain(24);
    expect(quarter?.cells).not.toContain(23);
    expect(hordePresentation.groundMarks?.(view, f.board).some((m) => m.kind.startsWith('event-'))).toBe(false);
  });
});
