// The hostile links of test-corpus/links/ (written by scripts/generate-hostile-links.mjs; the apps' end-to-end
// tests open the same files): each share link opens or is refused with its sentence, as the apps open them
// (fragment → payload → mission text → loadMissionText), and each replay link through decodeReplayLink.
import { readFileSync } from 'node:fs';
import { loadMissionText } from '../load-mission';
import { decodeReplayLink } from './replay-link';
import { decodeSharePayload, readShareFragment } from './share-link';

interface LinkCase {
  readonly file: string;
  readonly kind: 'share' | 'replay';
  readonly outcome: 'opens' | 'refused';
  readonly message?: string;
}

const linksDir = new URL('../../test-corpus/links/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('manifest.json', linksDir), 'utf8')) as LinkCase[];

/** What an app shows for a link: undefined when it opens, else the sentence it refuses it with. */
function open(kind: LinkCase['kind'], hash: string): string | undefined {
  if (kind === 'replay') {
    const replay = decodeReplayLink(hash);
    return replay.ok ? undefined : replay.message;
  }
  const payload = readShareFragment(hash);
  if (payload === undefined) return 'The link carries no mission.';
  const decoded = decodeSharePayload(payload);
  if (!decoded.ok) return decoded.message;
  const loaded = loadMissionText(decoded.value);
  return loaded.ok ? undefined : loaded.issues[0]?.message;
}

describe('the hostile links', () => {
  it('number at least 35, share and replay links alike, each a URL fragment in its own file', () => {
    expect(manifest.length).toBeGreaterThanOrEqual(35);
    expect(new Set(manifest.map((entry) => entry.kind))).toEqual(new Set(['share', 'replay']));
    for (const entry of manifest) expect(readFileSync(new URL(entry.file, linksDir), 'utf8')).toMatch(entry.kind === 'share' ? /^#m=/ : /^#r=/);
  });

  it.each(manifest)('$file ($kind) $outcome', ({ file, kind, outcome, message }) => {
    const hash = readFileSync(new URL(file, linksDir), 'utf8').trim();
    const shown = open(kind, hash);
    if (outcome === 'opens') return expect(shown).toBeUndefined();
    expect(shown).toContain(message);
    expect(shown).toMatch(/^[A-Z'].*[.)]$/s);
  });
});
