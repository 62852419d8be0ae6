import { useEffect } from 'react';
import type { EditorStore } from '../document/editor-store';
import type { History } from '../document/history';
import { writeDraft } from '../persistence/draft-storage';

/**
 * Saves the session after every change, so a reload or a crash loses at most the edit being made. The write
 * runs in the task after the edit (and at once when the page is hidden): serialising a large mission's undo
 * history takes milliseconds that must not delay the edit's validation and render.
 */
export function useAutosave(store: EditorStore, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let warned = false;
    let pending: History<unknown> | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (pending === undefined) return;
      const saved = writeDraft(window.localStorage, pending, new Date());
      pending = undefined;
      if (!saved.ok && !warned) {
        warned = true;
        store.getState().showNotice({ title: 'Your mission is not being autosaved.', lines: [saved.message] });
      }
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.history === previous.history) return;
      pending = state.history;
      timer ??= setTimeout(flush, 0);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [store, enabled]);
}
