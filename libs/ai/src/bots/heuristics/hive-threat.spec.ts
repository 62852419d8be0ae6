import { hiveTestGame } from '@breachline/engine';
import { expectedBugLoss } from './hive-threat';

// The fixture's hub is at (15, 15); a straight tile at (15, 5) is a one-square corridor at x = 17,
// a room at (20, 15) has an open 3 × 3 inside (x 21–23, y 16–18, less its search slot at 21,16).
const placed = [{ tile: 'cross', x: 15, y: 10 }, { tile: 'straight', x: 15, y: 5 }, { tile: 'room', x: 20, y: 15 }];
const small = (x: number, y: number) => ({ kind: 'small' as const, at: { x, y } });

const lossOf = (hero: { kind: string; at: { x: number; y: number }; health?: number }, bugs: ReturnType<typeof small>[]) => {
  const game = hiveTestGame({ heroes: [hero], bugs, placed });
  return expectedBugLoss(game.view()).get(hero.kind);
};

describe('the expected cost of the next bug phase', () => {
  it('lets only as many bugs strike as there are free squares around a Valkyrie: two in a corridor', () => {
    const corridor = lossOf({ kind: 'jane', at: { x: 17, y: 7 } }, [small(17, 5), small(17, 6), small(17, 9), small(17, 11)]);
    expect(corridor?.wounds).toBeCloseTo(1, 9);
    expect(corridor?.death).toBe(0);
    const room = lossOf({ kind: 'jane', at: { x: 22, y: 17 } }, [small(22, 16), small(23, 17), small(22, 18), small(21, 17)]);
    expect(room?.wounds).toBeCloseTo(2, 9);
  });

  it('caps the wounds at her health and gives the chance she falls', () => {
    const loss = lossOf({ kind: 'buzzer', at: { x: 17, y: 7 }, health: 1 }, [small(17, 6), small(17, 8)]);
    expect(loss?.death).toBeCloseTo(0.75, 9);
    expect(loss?.wounds).toBeCloseTo(0.75, 9);
  });

  it('ignores bugs that cannot reach her this phase (4 moves, then a strike)', () => {
    expect(lossOf({ kind: 'jane', at: { x: 17, y: 5 } }, [small(17, 11)])).toBeUndefined();
    expect(lossOf({ kind: 'jane', at: { x: 17, y: 6 } }, [small(17, 11)])?.wounds).toBeCloseTo(0.5, 9);
  });
});
