import fc from 'fast-check';
import { strToU8, zlibSync } from 'fflate';
import firstSteps from '../samples/first-steps.mission.json';
import { fromBase64url, toBase64url } from './base64url';
import { adler32, decodeSharePayload, encodeSharePayload, MAX_SHARE_PAYLOAD_LENGTH, readShareFragment, shareFragment } from './share-link';

function encoded(mission: unknown): string {
  const result = encodeSharePayload(mission);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('share links', () => {
  it('carry a mission there and back unchanged, in a URL-safe fragment', () => {
    const payload = encoded(firstSteps);
    expect(payload).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    const decoded = decodeSharePayload(readShareFragment(shareFragment(payload)) ?? '');
    expect(decoded.ok && JSON.parse(decoded.value)).toEqual(firstSteps);
  });

  it('say so when a mission is too large for a link', () => {
    // Random text does not compress: far more than a link holds.
    const noise = Array.from({ length: 60_000 }, (_, i) => ((i * 2654435761) >>> 0).toString(36)).join('');
    const result = encodeSharePayload({ ...firstSteps, meta: { ...firstSteps.meta, briefing: noise } });
    expect(result.ok ? '' : result.message).toMatch(/too large for a link .* a link holds 32,000\)/);
    expect(MAX_SHARE_PAYLOAD_LENGTH).toBe(32_000);
  });

  it('reject a tampered link with a clear sentence instead of opening something else', () => {
    const payload = encoded(firstSteps);
    const middle = Math.floor(payload.length / 2);
    const flipped = payload.slice(0, middle) + (payload[middle] === 'A' ? 'B' : 'A') + payload.slice(middle + 1);
    expect(decodeSharePayload(flipped)).toEqual({ ok: false, message: expect.stringMatching(/damaged or incomplete/) });
    expect(decodeSharePayload(payload.slice(0, middle))).toEqual({ ok: false, message: expect.stringMatching(/damaged or incomplete/) });
    expect(decodeSharePayload('1.abc$def')).toEqual({ ok: false, message: expect.stringMatching(/share link is damaged: it contains characters a link never has/) });
    expect(decodeSharePayload('hello')).toEqual({ ok: false, message: expect.stringMatching(/not a Breachline share link/) });
    expect(decodeSharePayload('9.abcd')).toEqual({ ok: false, message: expect.stringMatching(/newer version/) });
  });

  it('refuse a small link that would expand to gigabytes', () => {
    const bomb = zlibSync(new Uint8Array(6 * 1024 * 1024), { level: 9 });
    expect(decodeSharePayload(`1.${toBase64url(bomb)}`)).toEqual({ ok: false, message: expect.stringMatching(/more than 1 MiB/) });
  });

  it('find no mission in a hash without one', () => {
    expect(readShareFragment('')).toBeUndefined();
    expect(readShareFragment('#other=1')).toBeUndefined();
  });
});

describe('base64url', () => {
  it('round-trips any bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(fromBase64url(toBase64url(bytes))).toEqual(bytes);
      }),
    );
  });

  it('agrees with Node’s base64url encoder', () => {
    const bytes = strToU8('Breachline ✓ share');
    expect(toBase64url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
  });
});

describe('adler32', () => {
  it('matches the checksum zlib writes at the end of its stream', () => {
    const text = strToU8(JSON.stringify(firstSteps));
    const stream = zlibSync(text);
    const trailer = Buffer.from(stream.subarray(stream.length - 4)).readUInt32BE(0);
    expect(adler32(text)).toBe(trailer);
  });
});
