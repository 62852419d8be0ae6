// Base64url (RFC 4648 §5, no padding): the alphabet a URL fragment carries without escaping.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Map([...ALPHABET].map((char, i) => [char, i]));

export function toBase64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const triple = (a << 16) | (b << 8) | c;
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let k = 0; k < chars; k++) out += ALPHABET[(triple >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** The bytes of a base64url text, or undefined when it holds a character or length base64url cannot have. */
export function fromBase64url(text: string): Uint8Array | undefined {
  if (text.length % 4 === 1) return undefined;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let written = 0;
  for (let i = 0; i < text.length; i += 4) {
    let quad = 0;
    const chars = Math.min(4, text.length - i);
    for (let k = 0; k < 4; k++) {
      const value = k < chars ? VALUE.get(text[i + k] ?? '') : 0;
      if (value === undefined) return undefined;
      quad = (quad << 6) | value;
    }
    const produced = chars - 1;
    for (let k = 0; k < produced; k++) bytes[written++] = (quad >> (16 - 8 * k)) & 255;
  }
  return bytes.subarray(0, written);
}
