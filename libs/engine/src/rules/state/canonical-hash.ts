/**
 * A stable hash of a JSON value: keys in sorted order (so key insertion order never matters),
 * fed straight into 64-bit FNV-1a (Fowler–Noll–Vo), computed on four 16-bit limbs because
 * JavaScript has no fast 64-bit integer multiply. Non-cryptographic: for replay checks and caches.
 */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

// FNV-1a 64 offset basis 0xcbf29ce484222325, as 16-bit limbs, lowest first.
const OFFSET = [0x2325, 0x8422, 0x9ce4, 0xcbf2] as const;

class Fnv64 {
  private h0: number = OFFSET[0];
  private h1: number = OFFSET[1];
  private h2: number = OFFSET[2];
  private h3: number = OFFSET[3];

  /** h = (h ^ byte) * 0x100000001b3 mod 2^64, i.e. h * 0x1b3 + (h << 40). */
  byte(b: number): void {
    const h0 = this.h0 ^ b;
    const { h1, h2, h3 } = this;
    let t0 = h0 * 0x1b3;
    let t1 = h1 * 0x1b3;
    let t2 = h2 * 0x1b3 + (h0 << 8);
    let t3 = h3 * 0x1b3 + (h1 << 8);
    t1 += t0 >>> 16;
    t0 &= 0xffff;
    t2 += t1 >>> 16;
    t1 &= 0xffff;
    t3 += t2 >>> 16;
    t2 &= 0xffff;
    this.h0 = t0;
    this.h1 = t1;
    this.h2 = t2;
    this.h3 = t3 & 0xffff;
  }

  string(text: string): void {
    for (let i = 0; i < text.length; i++) {
      // Code units as a prefix-free varint: ASCII is one byte, so ASCII text hashes as plain FNV-1a.
      let code = text.charCodeAt(i);
      while (code >= 0x80) {
        this.byte(0x80 | (code & 0x7f));
        code >>>= 7;
      }
      this.byte(code);
    }
  }

  hex(): string {
    return [this.h3, this.h2, this.h1, this.h0].map((limb) => limb.toString(16).padStart(4, '0')).join('');
  }
}

function feed(hash: Fnv64, value: unknown): void {
  if (value === null || value === undefined) {
    hash.string('n');
  } else if (typeof value === 'number') {
    hash.string(`#${value};`);
  } else if (typeof value === 'string') {
    hash.string(`"${value.length}:`);
    hash.string(value);
  } else if (typeof value === 'boolean') {
    hash.string(value ? 't' : 'f');
  } else if (Array.isArray(value)) {
    hash.string(`[${value.length}:`);
    for (const item of value) feed(hash, item);
  } else if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // undefined-valued keys are skipped, as JSON.stringify does.
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    hash.string(`{${keys.length}:`);
    for (const key of keys) {
      hash.string(`"${key.length}:`);
      hash.string(key);
      feed(hash, record[key]);
    }
  }
}

/** 16 hex digits; equal for states equal as JSON, whatever order their keys were written in. */
export function hashState(value: unknown): string {
  const hash = new Fnv64();
  feed(hash, value);
  return hash.hex();
}

/** FNV-1a 64 of a string (ASCII as bytes; other UTF-16 code units as varints), as 16 hex digits. */
export function fnv1a64(text: string): string {
  const hash = new Fnv64();
  hash.string(text);
  return hash.hex();
}

/** JSON with keys in sorted order: a canonical text for a state. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const record = v as Record<string, unknown>;
    return Object.fromEntries(Object.keys(record).sort().map((key) => [key, record[key]]));
  });
}
