// Inflating a link's zlib stream with a hard cap on what it may produce. fflate inflates all the input it is
// given in one push, so a 90 KB link pushed whole would expand to 64 MiB before any size check could run.
// Fed in small chunks instead, one push can produce only a bounded amount, and we stop at the cap.
import { Unzlib } from 'fflate';

/** The most bytes one byte of DEFLATE input can expand to (a 258-byte match per 2 bits). */
const MAX_EXPANSION = 1032;
/** Bytes of compressed input per push: large while far from the cap (few pushes, little garbage), small near it. */
export const MIN_INPUT_CHUNK = 64;
const MAX_INPUT_CHUNK = 16_384;

/**
 * How far past the cap inflating can go before it stops: near the cap every push is `MIN_INPUT_CHUNK` bytes,
 * and the inflater may still hold up to as much unread input from the push before.
 */
export const MAX_OVERSHOOT = 2 * MIN_INPUT_CHUNK * MAX_EXPANSION;

/** Input for the next push: at most what could fill half the room left under the cap, within the chunk bounds. */
const nextChunk = (room: number): number => Math.min(MAX_INPUT_CHUNK, Math.max(MIN_INPUT_CHUNK, Math.floor(room / MAX_EXPANSION / 2)));

export type Inflated = { readonly kind: 'ok'; readonly bytes: Uint8Array } | { readonly kind: 'too-large'; readonly produced: number } | { readonly kind: 'damaged' };

/** The inflated bytes of a zlib stream (checksum not checked here), or 'too-large' as soon as more than `cap` bytes came out. */
export function inflateCapped(input: Uint8Array, cap: number): Inflated {
  const chunks: Uint8Array[] = [];
  let produced = 0;
  let finished = false;
  const inflater = new Unzlib((chunk, final) => {
    produced += chunk.length;
    if (produced <= cap) chunks.push(chunk);
    if (final) finished = true;
  });
  try {
    for (let start = 0; start < input.length; ) {
      const end = Math.min(start + nextChunk(cap - produced), input.length);
      inflater.push(input.subarray(start, end), end === input.length);
      if (produced > cap) return { kind: 'too-large', produced };
      start = end;
    }
  } catch {
    return { kind: 'damaged' };
  }
  if (!finished) return { kind: 'damaged' };
  const bytes = new Uint8Array(produced);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { kind: 'ok', bytes };
}
