import { gameBaseUrl } from './share-links';

/**
 * A game URL set for this editor's origin in its storage: the benchmarks serve both apps on free ports and
 * point the editor at the game this way (a build-time VITE_GAME_URL would be baked into a cached build).
 * Only a script of the editor's own origin can set it, so a crafted link cannot send missions elsewhere.
 */
export const GAME_URL_KEY = 'breachline.editor.gameUrl';

function storedGameUrl(storage: Storage): string | undefined {
  try {
    const value = storage.getItem(GAME_URL_KEY);
    return value !== null && /^https?:\/\//.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Where Playtest, share links and replays open the game: the stored URL, else VITE_GAME_URL, else the sibling server. */
export function currentGameBase(): string {
  return gameBaseUrl(window.location, storedGameUrl(window.localStorage) ?? (import.meta.env['VITE_GAME_URL'] as string | undefined));
}
