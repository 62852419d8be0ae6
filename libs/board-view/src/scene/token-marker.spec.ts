import { describe, expect, it } from 'vitest';
import { stackTokens, tokenCountLabels, type BoardToken } from './token-marker';

const token = (id: string, x: number, y: number, count?: number): BoardToken => ({ id, kind: 'noise', x, y, revealed: true, ...(count === undefined ? {} : { count }) });

describe('tokens on the board', () => {
  it('stacks tokens sharing a square and leaves out those waiting off the board', () => {
    const placed = stackTokens([token('a', 2, 3), token('b', 2, 3), token('c', -1, -1), token('d', 4, 4)]);
    expect(placed.map(({ token: t, stack }) => `${t.id}:${stack}`)).toEqual(['a:0', 'b:1', 'd:0']);
  });

  it('labels only tokens that carry a number, above their place in the stack, named by their face', () => {
    const labels = tokenCountLabels(stackTokens([token('a', 2, 3, 2), token('b', 2, 3, 5), token('c', 1, 1)]), (kind) =>
      kind === 'noise' ? { label: 'Noise', shape: 'disc', color: '#fff' } : undefined,
    );
    expect(labels.map((label) => [label.text, label.ariaLabel])).toEqual([
      ['2', 'Noise: 2'],
      ['5', 'Noise: 5'],
    ]);
    const [lower, upper] = labels;
    expect(upper?.y ?? 0).toBeGreaterThan(lower?.y ?? Infinity);
  });
});
