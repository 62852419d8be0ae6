import { describe, expect, it } from 'vitest';
import { hivePresentation } from './presentation';
import { HUB_ORIGIN as H, hiveTestGame, type HiveTestGame } from './testing/fixture';

const northCorridor = (count: number) => Array.from({ length: count }, (_, i) => ({ tile: 'straight', x: H.x, y: H.y - 5 * (i + 1) }));

const preview = (game: HiveTestGame, unit: string) => {
  const face = hivePresentation.sightPreview;
  if (!face) throw new Error('the hive has no sight preview');
  return face(game.engine.view(game.state, 'heroes'), game.view().board, unit);
};
const has = (cells: readonly { x: number; y: number }[] | undefined, x: number, y: number) => (cells ?? []).some((c) => c.x === x && c.y === y);

describe('hive sight preview: what a Valkyrie sees (hive.md §6.3, §6.4)', () => {
  const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 14 } }], placed: northCorridor(2), bugs: [{ kind: 'large', at: { x: 17, y: 9 } }] });
  const seen = preview(game, 'jane')?.seen;

  it('sees down the straight corridor for any distance, figures not blocking', () => {
    for (let y = 5; y <= 13; y++) expect(has(seen, 17, y)).toBe(true);
  });

  it('sees into the landing site, which counts as one square (§6.4 starting tile), and not through walls', () => {
    expect(has(seen, 16, 16)).toBe(true);
    expect(has(seen, 16, 14)).toBe(false);
    expect(has(seen, 17, 14)).toBe(false);
  });
});

describe('hive threat preview: bugs that could attack her at the end of the next bug phase (hive.md §6.2, §7.4, T3)', () => {
  it('counts a bug within 4 moves of a square beside her, not one a square further', () => {
    const game = hiveTestGame({
      heroes: [{ kind: 'jane', at: { x: 17, y: 14 } }],
      placed: northCorridor(2),
      bugs: [
        { kind: 'small', at: { x: 17, y: 9 } },
        { kind: 'small', at: { x: 17, y: 8 } },
      ],
    });
    // (17,9) walks 4 squares to (17,13), beside her; (17,8) would need 5.
    expect(preview(game, 'jane')?.threats).toEqual(['small-900']);
  });

  it('has no preview for a bug', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 14 } }], placed: northCorridor(1), bugs: [{ kind: 'small', at: { x: 17, y: 11 } }] });
    expect(preview(game, 'small-900')).toBeUndefined();
  });
});
