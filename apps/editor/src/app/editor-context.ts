import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { EditorState, EditorStore } from '../document/editor-store';

export const EditorStoreContext = createContext<EditorStore | null>(null);

/** Reads from the editor store of the surrounding <EditorStoreContext.Provider>. */
export function useEditor<T>(select: (state: EditorState) => T): T {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditor needs an EditorStoreContext provider');
  return useStore(store, select);
}
