import fc from 'fast-check';
import { copyRng, nextInt, nextUint32, seedRng } from './rng';
import { pickOne, shuffled } from './shuffle';

describe('seeded generator (sfc32)', () => {
  it('gives the same sequence for the same seed, and a different one for another seed', () => {
    const a = seedRng(42);
    const b = seedRng(42);
    const c = seedRng(43);
    const seqA = Array.from({ length: 8 }, () => nextUint32(a));
    expect(Array.from({ length: 8 }, () => nextUint32(b))).toEqual(seqA);
    expect(Array.from({ length: 8 }, () => nextUint32(c))).not.toEqual(seqA);
  });

  it('keeps its whole state as plain numbers: a JSON round trip continues the same sequence', () => {
    const rng = seedRng(7);
    nextUint32(rng);
    const revived = JSON.parse(JSON.stringify(rng)) as typeof rng;
    expect(nextUint32(revived)).toBe(nextUint32(copyRng(rng)));
  });

  it('draws integers in [0, n) only', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const rng = seedRng(seed);
        for (let i = 0; i < 20; i++) {
          const x = nextInt(rng, n);
          if (!Number.isInteger(x) || x < 0 || x >= n) return false;
        }
        return true;
      }),
    );
  });

  it('is close to uniform on a d6 (chi-square over 60 000 draws)', () => {
    const rng = seedRng(2024);
    const counts = [0, 0, 0, 0, 0, 0];
    const draws = 60_000;
    for (let i = 0; i < draws; i++) {
      const face = nextInt(rng, 6);
      counts[face] = (counts[face] ?? 0) + 1;
    }
    const expected = draws / 6;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.5); // p ≈ 0.001 for 5 degrees of freedom
  });
});

describe('shuffling (Fisher–Yates)', () => {
  it('returns a permutation of its input and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer(), { maxLength: 40 }), (seed, items) => {
        const before = items.slice();
        const out = shuffled(seedRng(seed), items);
        expect(items).toEqual(before);
        expect(out.slice().sort((x, y) => x - y)).toEqual(before.sort((x, y) => x - y));
      }),
    );
  });

  it('reaches every order of three cards about equally often', () => {
    const rng = seedRng(1);
    const seen = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const key = shuffled(rng, ['a', 'b', 'c']).join('');
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(6);
    for (const count of seen.values()) expect(count).toBeGreaterThan(850);
  });

  it('picks nothing from an empty list and something from the list otherwise', () => {
    const rng = seedRng(3);
    expect(pickOne(rng, [])).toBeUndefined();
    expect(['x', 'y']).toContain(pickOne(rng, ['x', 'y']));
  });
});
