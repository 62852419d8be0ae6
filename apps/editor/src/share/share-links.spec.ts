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
    // Any pair of local servers (a second e2e run on 4410/4411): the game is the port below.
    expect(gameBaseUrl(at('http://localhost:4411/'))).toBe('http://localhost:4410/');
    expect(gameBaseUrl(at('http://127.0.0.1:4411/'))).toBe('http://127.0.0.1:4410/');
    // A hosted editor on a port of its own still finds the game beside it, not a guessed port.
    expect(gameBaseUrl(at('https://example.org:8443/breachline/editor/'))).toBe('https://example.org:8443/breachline/game/');
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
