// Each new game draws its own seed (the engine never draws randomness: the app hands it the seed).

/** The largest seed: the engine spreads a 32-bit seed into its generator's state. */
export const MAX_SEED = 0xffff_ffff;

/** A fresh seed from the browser's cryptographic generator: two games started one after the other roll different dice. */
export function drawSeed(random: (array: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer> = (array) => crypto.getRandomValues(array)): number {
  return random(new Uint32Array(1))[0] ?? 0;
}

/** A seed typed by a player (to replay a game), or why it is not one. */
export function parseSeed(text: string): { ok: true; seed: number } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: 'A seed is a whole number, such as the one shown at the end of a game.' };
  const seed = Number(trimmed);
  if (!Number.isSafeInteger(seed) || seed > MAX_SEED) return { ok: false, message: `A seed is at most ${MAX_SEED.toLocaleString('en')}.` };
  return { ok: true, seed };
}
