import type { Unit } from '@breachline/engine';
import { facingTurn } from './facing';

const unit = (stats?: Record<string, number>) => ({ id: 'u', side: 'heroes', kind: 'k', name: 'U', x: 0, y: 0, ...(stats ? { stats } : {}) }) as unknown as Unit;

describe('facingTurn', () => {
  it('turns a figure a quarter clockwise per facing step, and leaves units without facing looking north', () => {
    expect(facingTurn(unit({ facing: 1 }))).toBeCloseTo(-Math.PI / 2);
    expect(facingTurn(unit({ facing: 2 }))).toBeCloseTo(-Math.PI);
    expect(facingTurn(unit())).toBe(0);
  });
});
