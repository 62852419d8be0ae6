import { describe, expect, it } from 'vitest';
import type { PresentContext } from '../../rules/core/presentation';
import { viewState } from '../../rules/hidden/view';
import { moveField } from './battlefield';
import { hordeFixture, type HordeFixture } from './fixture';
import { hordeGroundMarks } from './ground-marks';
import { checkUse, endRoundItems, listUses } from './items';
import { hordePresentation } from './presentation';
import type { HordeAction, HordeItemAction } from './types';

/**
 * horde.md §11 G4 Noise Grenade ("Target point within 12". Until the end of the round, enemies within 6" of
 * it treat that point as their AI Goal.") and Grease Grenade ("Target point within 12". The area within 3"
 * of it is Difficult terrain until the end of the round."). The enemies' side of the noise is in libs/ai.
 */

/** A fixture whose Vanguard (at 21, 21 on the 48 × 48 table) is the active hero, holding `items`. */
function activeVanguard(items: Record<string, number>): HordeFixture {
  const f = hordeFixture({ heroes: 2 });
  f.state = {
    ...f.state,
    turn: { ...f.state.turn, phase: 'battle', side: 'heroes', actor: 'vanguard' },
    units: f.state.units.map((u) => (u.id === 'vanguard' ? { ...u, stats: { ...u.stats, ...items } } : u)),
  };
  return f;
}

const uses = (f: HordeFixture, item: string): HordeAction[] => listUses(f.state, f.board, f.unit('vanguard')).filter((a) => (a as HordeItemAction).item === item);
const throwAt = (item: string, x: number, y: number): HordeItemAction => ({ type: 'use', side: 'heroes', unit: 'vanguard', item, to: { x, y } });
const use = (f: HordeFixture, action: HordeItemAction) => f.run((tx) => f.engine.ruleset.resolve(tx, action));

describe('horde: Noise and Grease Grenades (horde.md §11 G4)', () => {
  it('horde.md §11 G4: a grenade is thrown at a point within 12" (in sight or not), not 13" away; once per activation', () => {
    for (const item of ['noise-grenade', 'grease-grenade']) {
      const f = activeVanguard({ [`item:${item}`]: 2 });
      const points = uses(f, item).map((a) => (a as HordeItemAction).to);
      expect(points).toContainEqual({ x: 33, y: 21 }); // gap 11 from the Vanguard's square
      expect(points).toContainEqual({ x: 21, y: 21 }); // its own square
      expect(points).not.toContainEqual({ x: 35, y: 21 }); // gap 13
      expect(checkUse(f.state, f.board, f.unit('vanguard'), throwAt(item, 35, 21))?.code).toBe('out-of-range');
      expect(checkUse(f.state, f.board, f.unit('vanguard'), throwAt(item, 60, 21))?.code).toBe('malformed-action');
      use(f, throwAt(item, 30, 21));
      expect(f.unit('vanguard').stats[`item:${item}`]).toBe(1);
      expect(uses(f, item)).toEqual([]);
      expect(checkUse(f.state, f.board, f.unit('vanguard'), throwAt(item, 30, 21))?.code).toBe('no-budget');
    }
  });

  it('horde.md §11 G4 Noise Grenade: the point is kept until the end of the round, shown on the ground, then gone', () => {
    const f = activeVanguard({ 'item:noise-grenade': 1 });
    use(f, throwAt('noise-grenade', 30, 21));
    expect(f.state.ext.noise).toEqual([{ x: 30, y: 21 }]);
    const marks = hordeGroundMarks(viewState(f.state, 'heroes'), f.board);
    expect(marks.find((m) => m.kind === 'noise')?.cells).toEqual([21 * f.board.width + 30]);
    f.run((tx) => endRoundItems(tx));
    expect(f.state.ext.noise).toEqual([]);
    expect(hordeGroundMarks(viewState(f.state, 'heroes'), f.board).some((m) => m.kind === 'noise')).toBe(false);
  });

  it('horde.md §11 G4 Grease Grenade, §11 G5 Difficult: moving through the area within 3" costs double until the end of the round', () => {
    const f = activeVanguard({ 'item:grease-grenade': 1 });
    const to = 27 * f.board.width + 21; // six squares south of the Vanguard
    const before = moveField(f.state, f.board, f.unit('vanguard'), 40).distanceAt(to);
    use(f, throwAt('grease-grenade', 21, 30));
    // (21, 26) and (21, 27) lie within 3" of the point, (21, 25) does not: two of the six steps cost double.
    const greased = moveField(f.state, f.board, f.unit('vanguard'), 40).distanceAt(to);
    expect(greased).toBe((before * 8) / 6);
    const marks = hordeGroundMarks(viewState(f.state, 'heroes'), f.board);
    const area = marks.find((m) => m.kind === 'grease')?.cells ?? [];
    expect(area).toContain(27 * f.board.width + 21);
    expect(area).not.toContain(26 * f.board.width + 21 - f.board.width); // (21, 25): 4" away
    f.run((tx) => endRoundItems(tx));
    expect(moveField(f.state, f.board, f.unit('vanguard'), 40).distanceAt(to)).toBe(before);
  });

  it('horde.md §11 G4: the button names the item, the square and what it does', () => {
    const f = activeVanguard({ 'item:grease-grenade': 1 });
    const ctx: PresentContext = { view: viewState(f.state, 'heroes'), board: f.board, nameOf: (id) => id, tileName: (id) => id };
    const label = hordePresentation.action('use')?.label({ ...throwAt('grease-grenade', 21, 30) } as never, ctx);
    expect(label).toMatch(/^Use Grease Grenade at \S+ — difficult ground within 3" this round, free$/);
  });
});
