// The hostile inputs the e2e tests feed the built apps: saves and drafts (e2e/hostile), and share and replay
// links — the format library's corpus (libs/scenario-schema/test-corpus/links) when it is there, else our own
// fallback (e2e/hostile/links, same manifest form).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const here = (path: string) => new URL(path, import.meta.url);

export interface StoredEntry {
  readonly name: string;
  readonly why: string;
  readonly damagedAt: 'load' | 'resume';
  /** The exact text put in localStorage. */
  readonly text: string;
}

export function storedCorpus(kind: 'saves' | 'drafts'): StoredEntry[] {
  const folder = here(`../../hostile/${kind}/`);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const entry = JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as { why: string; damagedAt?: 'load' | 'resume'; stored?: unknown; storedText?: string };
      return { name: file.replace(/\.json$/, ''), why: entry.why, damagedAt: entry.damagedAt ?? 'load', text: entry.storedText ?? JSON.stringify(entry.stored) };
    });
}

export interface HostileLink {
  readonly name: string;
  readonly kind: 'share' | 'replay';
  /** 'opens' for the one valid link; anything else must be refused with a message. */
  readonly outcome: string;
  /** The location hash: `#m=…` or `#r=…`. */
  readonly hash: string;
}

const SCHEMA_CORPUS = here('../../../libs/scenario-schema/test-corpus/links/');
const OWN_CORPUS = here('../../hostile/links/');

export function linkCorpus(): { readonly source: string; readonly links: HostileLink[] } {
  const folder = existsSync(new URL('manifest.json', SCHEMA_CORPUS)) ? SCHEMA_CORPUS : OWN_CORPUS;
  const manifest = JSON.parse(readFileSync(new URL('manifest.json', folder), 'utf8')) as { file: string; kind: 'share' | 'replay'; outcome: string }[];
  const links = manifest.map((entry) => {
    const text = readFileSync(new URL(entry.file, folder), 'utf8').trim();
    const hash = text.slice(Math.max(0, text.indexOf('#')));
    return { name: entry.file.replace(/\.txt$/, ''), kind: entry.kind, outcome: entry.outcome, hash };
  });
  return { source: folder.pathname, links };
}

const base64url = (bytes: Buffer) => bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A share link whose payload inflates to `mebibytes` MiB of one repeated byte: a zlib bomb (64 MiB → ~65 KB). */
export function zlibBombHash(mebibytes = 64, prefix: '#m=' | '#r=' = '#m='): string {
  return `${prefix}1.${base64url(deflateSync(Buffer.alloc(mebibytes * 1024 * 1024, 0x20), { level: 9 }))}`;
}
