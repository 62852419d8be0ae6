import { encodeSharePayload, shareFragment } from '@breachline/scenario-schema';

export interface ShareLinks {
  readonly editor: string;
  readonly game: string;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the game is served relative to this editor: VITE_GAME_URL when set; on this machine, the port below
 * the editor's (the servers are started in pairs: dev 4200/4201, preview 4300/4301, or any other pair, such as
 * a second e2e run's); otherwise a `game/` folder beside the editor.
 */
export function gameBaseUrl(location: Pick<Location, 'protocol' | 'hostname' | 'port' | 'origin' | 'pathname'>, configured?: string): string {
  if (configured) return configured;
  const port = Number(location.port);
  if (LOCAL_HOSTS.has(location.hostname) && Number.isInteger(port) && port > 1) return `${location.protocol}//${location.hostname}:${port - 1}/`;
  return new URL('../game/', `${location.origin}${location.pathname}`).href;
}

export function shareLinks(mission: unknown, editorBase: string, gameBase: string): { ok: true; links: ShareLinks } | { ok: false; message: string } {
  const payload = encodeSharePayload(mission);
  if (!payload.ok) return payload;
  const fragment = shareFragment(payload.value);
  return { ok: true, links: { editor: `${editorBase}${fragment}`, game: `${gameBase}${fragment}` } };
}
