/**
 * The seeded generator behind every die, shuffle and "roll randomly": sfc32, Chris Doty-Humphrey's
 * Small Fast Chaotic generator (PractRand, public domain), 128 bits of state in four uint32 words.
 * The state is a plain object inside the game state, so a state is self-contained, JSON-serialisable
 * and replayable. Seeding spreads a 32-bit seed with splitmix32 (Steele, Lea & Flood) and discards
 * the first outputs, as sfc32's author recommends.
 */
export interface RngState {
  a: number;
  b: number;
  c: number;
  d: number;
}

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function seedRng(seed: number): RngState {
  const next = splitmix32(seed);
  const rng: RngState = { a: next(), b: next(), c: next(), d: 1 };
  for (let i = 0; i < 12; i++) nextUint32(rng);
  return rng;
}

/** Advances `rng` in place and returns the next uniform 32-bit unsigned integer. */
export function nextUint32(rng: RngState): number {
  const { a, b, c, d } = rng;
  const t = (((a + b) | 0) + d) | 0;
  rng.d = (d + 1) | 0;
  rng.a = b ^ (b >>> 9);
  rng.b = (c + (c << 3)) | 0;
  rng.c = ((c << 21) | (c >>> 11)) + t;
  rng.c |= 0;
  return t >>> 0;
}

const TWO_32 = 0x1_0000_0000;

/** A uniform integer in [0, n), without modulo bias (rejection sampling). */
export function nextInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`nextInt needs 1 ≤ n ≤ 2^32, got ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  let x = nextUint32(rng);
  while (x >= limit) x = nextUint32(rng);
  return x % n;
}

export function copyRng(rng: RngState): RngState {
  return { a: rng.a, b: rng.b, c: rng.c, d: rng.d };
}
