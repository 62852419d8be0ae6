// A 90 KB share link that inflates to 64 MiB: the decoder must stop at its cap while inflating, never
// after. fflate's Unzlib is wrapped to count every byte it hands out, whoever drives it.
import { zlibSync } from 'fflate';
import { toBase64url } from './base64url';
import { inflateCapped, MAX_OVERSHOOT, MIN_INPUT_CHUNK } from './inflate-capped';
import { decodeSharePayload, MAX_REPLAY_TEXT_BYTES, MAX_SHARED_MISSION_BYTES } from './share-link';
import { decodeReplayLink } from './replay-link';

const produced = vi.hoisted(() => ({ bytes: 0 }));

vi.mock('fflate', async (importOriginal) => {
  const fflate = await importOriginal<typeof import('fflate')>();
  class CountingUnzlib extends fflate.Unzlib {
    constructor(handler: (chunk: Uint8Array, final: boolean) => void) {
      super((chunk, final) => {
        produced.bytes += chunk.length;
        handler(chunk, final);
      });
    }
  }
  return { ...fflate, Unzlib: CountingUnzlib };
});

const bomb = zlibSync(new Uint8Array(64 * 1024 * 1024), { level: 9 });
const bombPayload = `1.${toBase64url(bomb)}`;

beforeEach(() => {
  produced.bytes = 0;
});

describe('a link that inflates to 64 MiB', () => {
  it('is about 90 KB long', () => {
    expect(bombPayload.length).toBeGreaterThan(80_000);
    expect(bombPayload.length).toBeLessThan(100_000);
  });

  it('is refused as a share link, having produced no more than the cap plus one bounded push', () => {
    expect(decodeSharePayload(bombPayload)).toEqual({ ok: false, message: expect.stringMatching(/expands to more than 1 MiB/) });
    expect(produced.bytes).toBeGreaterThan(MAX_SHARED_MISSION_BYTES);
    expect(produced.bytes).toBeLessThanOrEqual(MAX_SHARED_MISSION_BYTES + MAX_OVERSHOOT);
  });

  it('is refused as a replay link the same way', () => {
    expect(decodeReplayLink(`#r=${bombPayload}`)).toEqual({ ok: false, message: expect.stringMatching(/^This replay link expands to more than 5 MiB/) });
    expect(produced.bytes).toBeGreaterThan(MAX_REPLAY_TEXT_BYTES);
    expect(produced.bytes).toBeLessThanOrEqual(MAX_REPLAY_TEXT_BYTES + MAX_OVERSHOOT);
  });

  it('stops at any cap, within one push of it', () => {
    for (const cap of [0, 1000, 300_000, 1_000_000]) {
      produced.bytes = 0;
      const result = inflateCapped(bomb, cap);
      expect(result.kind).toBe('too-large');
      expect(produced.bytes).toBeLessThanOrEqual(cap + MAX_OVERSHOOT);
    }
    // The overshoot is small next to the cap: near it the input goes in a few dozen bytes at a time.
    expect(MAX_OVERSHOOT).toBe(2 * MIN_INPUT_CHUNK * 1032);
    expect(MAX_OVERSHOOT).toBeLessThan(MAX_SHARED_MISSION_BYTES / 4);
  });
});
