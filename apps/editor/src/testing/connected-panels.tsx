// For the properties panels' tests: the panels wired to an editor store as the shell wires them.
import { useSyncExternalStore } from 'react';
import type { EditorStore } from '../document/editor-store';
import { PropertiesPanels } from '../properties/properties-panels';

export function ConnectedPanels({ store }: { store: EditorStore }) {
  const state = useSyncExternalStore(store.subscribe, () => store.getState());
  return <PropertiesPanels mission={state.history.present} edit={state.edit} issues={state.checked.issues} keys={state.keys} form={state.form} />;
}

/** The document the store holds now. */
export const present = (store: EditorStore): unknown => store.getState().history.present;

/** How many undo steps the store holds. */
export const steps = (store: EditorStore): number => store.getState().history.past.length;
