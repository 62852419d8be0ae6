import { describe, expect, it } from 'vitest';
import { Footprint } from '../../geometry/footprint';
import { SearchField } from '../../geometry/search-field';
import { blockedFor, moveField, scratchMoveField } from './battlefield';
import { hordeFixture } from './fixture';

describe('horde movement fields (horde.md §6.1 steps, models and markers block)', () => {
  it('the cached ground steps agree with a Footprint given the same blocked squares, for 1 × 1 and 2 × 2 models among others', () => {
    const blocks = [{ x: 20, y: 10 }, { x: 21, y: 10 }, { x: 22, y: 11 }, { x: 30, y: 30 }, { x: 31, y: 31 }];
    const f = hordeFixture({ blocks });
    // Models packed closely, so diagonals between two of them (no squeezing) and 2 × 2 bodies are exercised.
    const ids = [f.enemy('swarmling', 18, 12), f.enemy('brute', 19, 14), f.enemy('gunner', 21, 12), f.enemy('champion', 28, 28), f.enemy('swarmling', 30, 29)];
    f.put('vanguard', 20, 13);
    for (const id of ['vanguard', ...ids]) {
      const unit = f.unit(id);
      const size = unit.stats['size'] ?? 1;
      const plain = new SearchField().compute(new Footprint(f.board, size, {}, blockedFor(f.state, f.board, unit)), [unit.y * f.board.width + unit.x], 12);
      const ours = moveField(f.state, f.board, unit, 12);
      const scratch = scratchMoveField(f.state, f.board, unit, 12);
      for (let cell = 0; cell < f.board.width * f.board.height; cell++) {
        expect(ours.distanceAt(cell), `${id} at cell ${cell}`).toBe(plain.distanceAt(cell));
        expect(scratch.distanceAt(cell)).toBe(plain.distanceAt(cell));
      }
    }
  });

  it('the shared scratch field is worked out again whenever a model, the mover, its allowance or the grease changes, and only then', () => {
    const f = hordeFixture({ heroes: 2 });
    const w = f.board.width;
    const first = scratchMoveField(f.state, f.board, f.unit('vanguard'), 12);
    const free = first.distanceAt(21 * w + 23);
    expect(free).toBe(2);
    expect(scratchMoveField(f.state, f.board, f.unit('vanguard'), 12).distanceAt(21 * w + 23)).toBe(2);
    // A model steps onto the square: it is no longer reachable.
    const enemy = f.enemy('swarmling', 23, 21);
    expect(scratchMoveField(f.state, f.board, f.unit('vanguard'), 12).distanceAt(21 * w + 23)).toBe(-1);
    f.put(enemy, 40, 40);
    expect(scratchMoveField(f.state, f.board, f.unit('vanguard'), 12).distanceAt(21 * w + 23)).toBe(2);
    // A smaller allowance, another mover, grease (horde.md §11 G4): each is a new search.
    expect(scratchMoveField(f.state, f.board, f.unit('vanguard'), 1).distanceAt(21 * w + 23)).toBe(-1);
    expect(scratchMoveField(f.state, f.board, f.unit('marksman'), 12).distanceAt(21 * w + 26)).toBe(0);
    f.ext({ grease: [{ x: 23, y: 21 }] });
    expect(scratchMoveField(f.state, f.board, f.unit('vanguard'), 12).distanceAt(21 * w + 23)).toBe(4);
  });
});
