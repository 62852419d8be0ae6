import { describe, expect, it } from 'vitest';
import { heroSheetOf } from '../../rules/heroes/hero-sheet';
import { INJURY } from './content';
import { given, injuriesIn, run, setInjuriesIn, stripGame, unit } from './fixture';
import { hasInjury, injureAt, injuryBits, sheetsWithSurvivor, treatInjuries } from './sheet';

// Resolve and injuries on the core hero sheet (issue 17): injuries by location (derelict.md §7.9.3), a
// mission's unhealable wound (G11, CG07), treatment order, and the campaign record's bits (§10.5).

describe('derelict injuries on the hero sheet', () => {
  const game = stripGame({ party: ['captain'] });
  const hurt = given(game.state, (d) => setInjuriesIn(d, 'captain', INJURY.head | INJURY.body | INJURY.leg));

  it('derelict.md §7.9.3: a location is marked once; a repeat changes nothing', () => {
    const { state } = run(game, game.state, (c) => {
      injureAt(c, unit(c.tx.state, 'captain'), 'leg');
      injureAt(c, unit(c.tx.state, 'captain'), 'leg');
    });
    expect(heroSheetOf(state, 'captain').injuries).toEqual(['leg']);
    expect(hasInjury(state, 'captain', 'leg')).toBe(true);
  });

  it('a Medic treats one injury, head first; a Med Kit treats every one left (derelict.md §7.9.3)', () => {
    const medic = run(game, hurt, (c) => treatInjuries(c, unit(c.tx.state, 'captain'), false)).state;
    expect(injuriesIn(medic, 'captain')).toBe(INJURY.body | INJURY.leg);
    const kit = run(game, medic, (c) => treatInjuries(c, unit(c.tx.state, 'captain'), true)).state;
    expect(injuriesIn(kit, 'captain')).toBe(0);
  });

  it('G11 (CG07): an unhealable wound on a location already borne stays one injury and no treatment takes it', () => {
    const wounded = run(game, hurt, (c) => injureAt(c, unit(c.tx.state, 'captain'), 'head', true)).state;
    expect(heroSheetOf(wounded, 'captain').injuries).toHaveLength(3);
    const kit = run(game, wounded, (c) => treatInjuries(c, unit(c.tx.state, 'captain'), true)).state;
    expect(injuriesIn(kit, 'captain')).toBe(INJURY.head);
  });

  it('derelict.md §10.5: the campaign record\'s bits round-trip through the sheet', () => {
    const sheets = sheetsWithSurvivor(undefined, 'captain', 6, INJURY.head | INJURY.leg);
    const state = { ...game.state, heroSheets: sheets };
    expect([heroSheetOf(state, 'captain').resolve, injuryBits(state, 'captain')]).toEqual([6, INJURY.head | INJURY.leg]);
  });
});
