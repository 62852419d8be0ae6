import { strFromU8, strToU8, zlibSync } from 'fflate';
import { fromBase64url, toBase64url } from './base64url';
import { inflateCapped } from './inflate-capped';
import { MAX_DOCUMENT_BYTES } from '../validation/limits';

/**
 * A shared mission travels in the URL fragment as `#m=<payload>`, payload = `1.` + base64url(zlib(JSON)).
 * The fragment never reaches a server. The `1.` names the encoding so links made today keep decoding
 * if a later version encodes differently; zlib's Adler-32 trailer catches a tampered or truncated link
 * (fflate does not check it, so we do).
 */
export const SHARE_ENCODING_VERSION = 1;

/** Longest payload we put in a link: chat apps and browsers' address bars cope with this much. */
export const MAX_SHARE_PAYLOAD_LENGTH = 32_000;

/** Longest payload any link is decoded from (the editor's Playtest and replay links are the long ones). */
export const MAX_LINK_PAYLOAD_LENGTH = 2_000_000;

/**
 * Largest text a link may expand to (guards against a small link that inflates to gigabytes): a share link
 * holds one mission, which may be no larger than a mission file (`MAX_DOCUMENT_BYTES`), so inflating stops
 * there; a replay link also holds every action of a game, so it may expand further.
 */
export const MAX_SHARED_MISSION_BYTES = MAX_DOCUMENT_BYTES;
export const MAX_REPLAY_TEXT_BYTES = 5 * 1024 * 1024;
const MAX_TEXT_BYTES: Readonly<Record<LinkKind, number>> = { 'share link': MAX_SHARED_MISSION_BYTES, 'replay link': MAX_REPLAY_TEXT_BYTES };

export type ShareResult<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Encodes a mission for a link, or says it is too large for one. `maxLength` may be raised for links
 * that are never pasted anywhere (the editor's Playtest opens the game with one directly).
 */
export function encodeSharePayload(mission: unknown, maxLength = MAX_SHARE_PAYLOAD_LENGTH): ShareResult<string> {
  const compressed = zlibSync(strToU8(JSON.stringify(mission)), { level: 9 });
  const payload = `${SHARE_ENCODING_VERSION}.${toBase64url(compressed)}`;
  if (payload.length > maxLength) {
    return {
      ok: false,
      message: `This mission is too large for a link (${payload.length.toLocaleString('en')} characters compressed; a link holds ${maxLength.toLocaleString('en')}). Export it as a file instead.`,
    };
  }
  return { ok: true, value: payload };
}

/** What a payload travels in, for messages: missions in share links, recorded games in replay links. */
export type LinkKind = 'share link' | 'replay link';

/** The JSON text from a payload, or a sentence saying what is wrong with the link. */
export function decodeSharePayload(payload: string, kind: LinkKind = 'share link'): ShareResult<string> {
  const dot = payload.indexOf('.');
  const version = dot > 0 ? payload.slice(0, dot) : '';
  if (version !== String(SHARE_ENCODING_VERSION)) {
    if (!/^[0-9]{1,9}$/.test(version)) return { ok: false, message: `This is not a Breachline ${kind} (its payload does not start as one does).` };
    return Number(version) > SHARE_ENCODING_VERSION
      ? { ok: false, message: `This ${kind} was made by a newer version of Breachline. Update the app to open it.` }
      : { ok: false, message: `This ${kind} has encoding version ${Number(version)}, which Breachline never wrote (versions start at 1). It was not opened.` };
  }
  if (payload.length > MAX_LINK_PAYLOAD_LENGTH) {
    return { ok: false, message: `This ${kind} is ${payload.length.toLocaleString('en')} characters long; a link holds at most ${MAX_LINK_PAYLOAD_LENGTH.toLocaleString('en')}. It was not opened.` };
  }
  const bytes = fromBase64url(payload.slice(dot + 1));
  if (!bytes) return { ok: false, message: `This ${kind} is damaged: it contains characters a link never has.` };
  const cap = MAX_TEXT_BYTES[kind];
  const text = inflateChecked(bytes, cap);
  if (text === 'too-large') return { ok: false, message: `This ${kind} expands to more than ${cap / 1024 / 1024} MiB; it was not opened.` };
  if (text === undefined) return { ok: false, message: `This ${kind} is damaged or incomplete: its contents could not be unpacked. Ask for the link again.` };
  return { ok: true, value: text };
}

/** `#m=<payload>` for a payload. */
export function shareFragment(payload: string): string {
  return `#m=${payload}`;
}

/** The payload of a location hash like `#m=…`, or undefined when the hash carries no mission. */
export function readShareFragment(hash: string): string | undefined {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  return params.get('m') ?? undefined;
}

/** The text of a zlib stream whose Adler-32 trailer matches, or why not (never inflating past the cap). */
function inflateChecked(bytes: Uint8Array, cap: number): string | 'too-large' | undefined {
  if (bytes.length < 6) return undefined;
  const inflated = inflateCapped(bytes, cap);
  if (inflated.kind === 'too-large') return 'too-large';
  if (inflated.kind === 'damaged') return undefined;
  const all = inflated.bytes;
  const trailer = ((bytes[bytes.length - 4] ?? 0) * 2 ** 24 + ((bytes[bytes.length - 3] ?? 0) << 16) + ((bytes[bytes.length - 2] ?? 0) << 8) + (bytes[bytes.length - 1] ?? 0)) >>> 0;
  if (adler32(all) !== trailer) return undefined;
  try {
    return strFromU8(all);
  } catch {
    return undefined;
  }
}

/** Adler-32 (RFC 1950 §8.2), the checksum a zlib stream ends with. */
export function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  // 5552 is the most bytes that can be summed before the 32-bit sums must be reduced modulo 65521.
  for (let start = 0; start < data.length; start += 5552) {
    const end = Math.min(start + 5552, data.length);
    for (let i = start; i < end; i++) {
      a += data[i] ?? 0;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}
