// Inflating a link's zlib stream with a hard cap on what it may produce. fflate inflates all the input it is
// given in one push, so a 90 KB link pushed whole would expand to 64 MiB before any size check could run.
// Fed in small chunks instead, one push can produce only a bounded amount, and we stop at the cap.
import { Unzlib } from 'fflate';

/** Bytes of compressed input per push. */
export const INFLATE_INPUT_CHUNK = 64;

/**
 * The most one push can produce: DEFLATE expands at most 1032:1 (a 258-byte match per 2 bits), plus what the
 * inflater may still hold from the previous push's input (less than one chunk's worth again).
 */
export const MAX_OUTPUT_PER_PUSH = 2 * INFLATE_INPUT_CHUNK * 1032;

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
    for (let start = 0; start < input.length; start += INFLATE_INPUT_CHUNK) {
      const end = Math.min(start + INFLATE_INPUT_CHUNK, input.length);
      inflater.push(input.subarray(start, end), end === input.length);
      if (produced > cap) return { kind: 'too-large', produced };
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
