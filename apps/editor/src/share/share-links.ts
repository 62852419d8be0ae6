import { encodeSharePayload, shareFragment } from '@breachline/scenario-schema';

export interface ShareLinks {
  readonly editor: string;
  readonly game: string;
}

/**
 * Where the game is served relative to this editor: VITE_GAME_URL when set; otherwise the sibling
 * port of the dev (4201 → 4200) or preview (4301 → 4300) server; otherwise a `game/` folder beside the editor.
 */
export function gameBaseUrl(location: Pick<Location, 'protocol' | 'hostname' | 'port' | 'origin' | 'pathname'>, configured?: string): string {
  if (configured) return configured;
  const sibling: Record<string, string> = { '4201': '4200', '4301': '4300' };
  const port = sibling[location.port];
  if (port) return `${location.protocol}//${location.hostname}:${port}/`;
  return new URL('../game/', `${location.origin}${location.pathname}`).href;
}

export function shareLinks(mission: unknown, editorBase: string, gameBase: string): { ok: true; links: ShareLinks } | { ok: false; message: string } {
  const payload = encodeSharePayload(mission);
  if (!payload.ok) return payload;
  const fragment = shareFragment(payload.value);
  return { ok: true, links: { editor: `${editorBase}${fragment}`, game: `${gameBase}${fragment}` } };
}
