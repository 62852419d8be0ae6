import type { Unit } from '@breachline/engine';
import { describe, expect, it } from 'vitest';
import { heroesStanding } from './heroes-standing';

const unit = (change: Partial<Unit>): Unit => ({ id: 'u', kind: 'k', name: 'U', side: 'heroes', x: 1, y: 1, health: 4, status: 'active', stats: {}, ...change });

describe('heroesStanding (the end screen count)', () => {
  it('counts heroes on the board and up, not enemies', () => {
    expect(heroesStanding([unit({}), unit({ id: 'v' }), unit({ id: 'e', side: 'enemies' })])).toBe(2);
  });

  it('leaves out unconscious and captured heroes still on the board, and the dead (Boss Rush seed 1 ended "every hero is unconscious" with 2 standing)', () => {
    expect(heroesStanding([unit({ status: 'down', health: 0 }), unit({ id: 'v', status: 'captured' }), unit({ id: 'w', status: 'dead', health: 0 }), unit({ id: 'x', health: 0 })])).toBe(0);
  });

  it('leaves out heroes off the board', () => {
    expect(heroesStanding([unit({ x: -1, y: -1, status: 'off-board' })])).toBe(0);
  });
});
