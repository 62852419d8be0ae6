import fc from 'fast-check';
import { canonicalJson, fnv1a64, hashState } from './canonical-hash';
import { cloneJson } from './clone';

describe('state hash', () => {
  it('is FNV-1a 64 on ASCII (published test vectors)', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('ignores key order and sees every value', () => {
    expect(hashState({ a: 1, b: [1, 2] })).toBe(hashState({ b: [1, 2], a: 1 }));
    expect(hashState({ a: 1, b: [1, 2] })).not.toBe(hashState({ a: 1, b: [2, 1] }));
    expect(hashState({ a: '1' })).not.toBe(hashState({ a: 1 }));
    expect(hashState(['ab', 'c'])).not.toBe(hashState(['a', 'bc']));
    expect(hashState({ s: 'Ł' })).not.toBe(hashState({ s: 'A\u0001' }));
  });

  it('agrees between a value, its deep copy and its JSON round trip', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const h = hashState(value);
        expect(hashState(cloneJson(value))).toBe(h);
        expect(hashState(JSON.parse(JSON.stringify(value)))).toBe(h);
      }),
    );
  });

  it('writes canonical JSON with sorted keys', () => {
    expect(canonicalJson({ b: 1, a: { d: 1, c: 2 } })).toBe('{"a":{"c":2,"d":1},"b":1}');
  });
});
