import { decodeSharePayload, DEFAULT_SAMPLE_MISSION_ID, readShareFragment, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { gameBaseUrl, shareLinks } from './share-links';

const at = (href: string) => {
  const url = new URL(href);
  return { protocol: url.protocol, hostname: url.hostname, port: url.port, origin: url.origin, pathname: url.pathname };
};

describe('share links from the editor', () => {
  it('point at the game beside the editor', () => {
    expect(gameBaseUrl(at('http://localhost:4201/'))).toBe('http://localhost:4200/');
    expect(gameBaseUrl(at('http://localhost:4301/'))).toBe('http://localhost:4300/');
    expect(gameBaseUrl(at('https://example.org/breachline/editor/'))).toBe('https://example.org/breachline/game/');
    expect(gameBaseUrl(at('http://localhost:4201/'), 'https://play.example/')).toBe('https://play.example/');
  });

  it('carry the mission to the editor and to the game', () => {
    const sample = SAMPLE_MISSIONS[DEFAULT_SAMPLE_MISSION_ID];
    const result = shareLinks(sample, 'http://localhost:4201/', 'http://localhost:4200/');
    if (!result.ok) throw new Error(result.message);
    for (const link of [result.links.editor, result.links.game]) {
      const decoded = decodeSharePayload(readShareFragment(new URL(link).hash) ?? '');
      expect(decoded.ok && JSON.parse(decoded.value)).toEqual(sample);
    }
    expect(result.links.game.startsWith('http://localhost:4200/#m=1.')).toBe(true);
  });
});
