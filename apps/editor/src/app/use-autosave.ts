import { useEffect } from 'react';
import type { EditorStore } from '../document/editor-store';
import { writeDraft } from '../persistence/draft-storage';

/** Saves the session after every change, so a reload or a crash loses at most the edit being made. */
export function useAutosave(store: EditorStore, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let warned = false;
    return store.subscribe((state, previous) => {
      if (state.history === previous.history) return;
      const saved = writeDraft(window.localStorage, state.history, new Date());
      if (!saved.ok && !warned) {
        warned = true;
        state.showNotice({ title: 'Your mission is not being autosaved.', lines: [saved.message] });
      }
    });
  }, [store, enabled]);
}
