// A 90 KB share link that inflates to 64 MiB: the decoder must stop at its cap while inflating, never
// after. fflate's Unzlib is wrapped to count every byte it hands out, whoever drives it.
import { zlibSync } from 'fflate';
import { toBase64url } from './base64url';
import { INFLATE_INPUT_CHUNK, inflateCapped, MAX_OUTPUT_PER_PUSH } from './inflate-capped';
import { decodeSharePayload, MAX_REPLAY_TEXT_BYTES, MAX_SHARED_MISSION_BYTES } from './share-link';
import { decodeReplayLink } from './replay-link';

const produced = vi.hoisted(() => ({ bytes: 0, largestPush: 0 }));

vi.mock('fflate', async (importOriginal) => {
  const fflate = await importOriginal<typeof import('fflate')>();
  class CountingUnzlib extends fflate.Unzlib {
    constructor(handler: (chunk: Uint8Array, final: boolean) => void) {
      super((chunk, final) => {
        produced.bytes += chunk.length;
        handler(chunk, final);
      });
    }
    override push(chunk: Uint8Array, final?: boolean): void {
      const before = produced.bytes;
      super.push(chunk, final);
      produced.largestPush = Math.max(produced.largestPush, produced.bytes - before);
    }
  }
  return { ...fflate, Unzlib: CountingUnzlib };
});

const bomb = zlibSync(new Uint8Array(64 * 1024 * 1024), { level: 9 });
const bombPayload = `1.${toBase64url(bomb)}`;

beforeEach(() => {
  produced.bytes = 0;
  produced.largestPush = 0;
});

describe('a link that inflates to 64 MiB', () => {
  it('is about 90 KB long', () => {
    expect(bombPayload.length).toBeGreaterThan(80_000);
    expect(bombPayload.length).toBeLessThan(100_000);
  });

  it('is refused as a share link, having produced no more than the cap plus one bounded push', () => {
    expect(decodeSharePayload(bombPayload)).toEqual({ ok: false, message: expect.stringMatching(/expands to more than 1 MiB/) });
    expect(produced.bytes).toBeGreaterThan(MAX_SHARED_MISSION_BYTES);
    expect(produced.bytes).toBeLessThanOrEqual(MAX_SHARED_MISSION_BYTES + MAX_OUTPUT_PER_PUSH);
    expect(produced.largestPush).toBeLessThanOrEqual(MAX_OUTPUT_PER_PUSH);
  });

  it('is refused as a replay link the same way', () => {
    expect(decodeReplayLink(`#r=${bombPayload}`)).toEqual({ ok: false, message: expect.stringMatching(/^This replay link expands to more than 5 MiB/) });
    expect(produced.bytes).toBeGreaterThan(MAX_REPLAY_TEXT_BYTES);
    expect(produced.bytes).toBeLessThanOrEqual(MAX_REPLAY_TEXT_BYTES + MAX_OUTPUT_PER_PUSH);
  });

  it('stops at any cap, within one push of it', () => {
    for (const cap of [0, 1000, 300_000, 1_000_000]) {
      produced.bytes = 0;
      const result = inflateCapped(bomb, cap);
      expect(result.kind).toBe('too-large');
      expect(produced.bytes).toBeLessThanOrEqual(cap + MAX_OUTPUT_PER_PUSH);
    }
    // One push's worth is small next to the cap: the input goes in a few dozen bytes at a time.
    expect(MAX_OUTPUT_PER_PUSH).toBe(2 * INFLATE_INPUT_CHUNK * 1032);
    expect(MAX_OUTPUT_PER_PUSH).toBeLessThan(MAX_SHARED_MISSION_BYTES / 4);
  });
});
