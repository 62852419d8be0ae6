import { palette } from '../scene/palette';
import { heroColor } from './hero-colors';

describe('heroColor: one colour per hero for the whole game', () => {
  const roster = ['vance', 'okoro', 'lin'];

  it('gives the roster distinct colours by starting place, whoever is still alive', () => {
    expect(roster.map((id) => heroColor(id, roster))).toEqual([palette.heroes[0], palette.heroes[1], palette.heroes[2]]);
    // Vance dies: the colours of the others come from the roster, not from who is left on the board.
    expect(heroColor('okoro', roster)).toBe(palette.heroes[1]);
    expect(heroColor('lin', roster)).toBe(palette.heroes[2]);
  });

  it('without a roster, the colour follows the id alone (the same every time, one of the hero colours)', () => {
    const colour = heroColor('sergeant-1');
    expect(heroColor('sergeant-1')).toBe(colour);
    expect(palette.heroes).toContain(colour);
    const spread = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => heroColor(id)));
    expect(spread.size).toBeGreaterThan(2);
  });
});
