import type { AnyAction } from './action-labels';
import { describeCursor, directionOfKey, pickingHelp, refuseCell, stepCursor } from './cell-picker';

const board = { width: 4, height: 3 };
const action: AnyAction = { type: 'move', side: 'heroes', unit: 'h1' };

describe('the keyboard cell cursor', () => {
  it('reads arrows and WASD (either case) as directions, and nothing else', () => {
    expect(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].map(directionOfKey)).toEqual(['up', 'down', 'left', 'right']);
    expect(['w', 'A', 's', 'D'].map(directionOfKey)).toEqual(['up', 'left', 'down', 'right']);
    expect(directionOfKey('e')).toBeUndefined();
    expect(directionOfKey('Enter')).toBeUndefined();
  });

  it('moves one cell, up being north (y − 1), and stops at the board edges', () => {
    expect(stepCursor({ x: 1, y: 1 }, 'up', board)).toEqual({ x: 1, y: 0 });
    expect(stepCursor({ x: 1, y: 1 }, 'right', board)).toEqual({ x: 2, y: 1 });
    expect(stepCursor({ x: 1, y: 0 }, 'up', board)).toEqual({ x: 1, y: 0 });
    expect(stepCursor({ x: 0, y: 2 }, 'left', board)).toEqual({ x: 0, y: 2 });
    expect(stepCursor({ x: 3, y: 2 }, 'right', board)).toEqual({ x: 3, y: 2 });
    expect(stepCursor({ x: 3, y: 2 }, 'down', board)).toEqual({ x: 3, y: 2 });
  });

  it('says where the cursor is and what it costs, or why it cannot be chosen', () => {
    expect(describeCursor({ x: 12, y: 7 }, { action, x: 12, y: 7, cost: 3 }, true)).toBe('x 12, y 7: 3 moves');
    expect(describeCursor({ x: 1, y: 0 }, { action, x: 1, y: 0, cost: 1 }, true)).toBe('x 1, y 0: 1 move');
    expect(describeCursor({ x: 5, y: 5 }, undefined, true)).toBe('x 5, y 5: out of reach');
    expect(describeCursor({ x: 3, y: 4 }, { action, x: 3, y: 4 }, false)).toBe('x 3, y 4: target');
    expect(describeCursor({ x: 3, y: 4 }, undefined, false)).toBe('x 3, y 4: not a target');
    expect(refuseCell({ x: 5, y: 5 }, 'Move', true)).toBe('x 5, y 5 is out of reach: choose a highlighted square.');
    expect(refuseCell({ x: 3, y: 4 }, 'Use item (frag grenade)', false)).toBe('Use item (frag grenade) cannot target x 3, y 4.');
    expect(pickingHelp('Move')).toMatch(/^Move: arrow keys .*Enter chooses, Escape cancels\.$/);
  });
});
