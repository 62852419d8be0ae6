import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { GameStore, GameStoreState } from './game-store';

/** A slice of the game store, re-rendering when it changes. */
export function useGame<T>(store: GameStore, select: (state: GameStoreState) => T): T {
  return useStore(store, select);
}

/** Listens to the store's transport and paces the enemy while the screen is shown. */
export function useRunningGame(store: GameStore): void {
  useEffect(() => store.getState().start(), [store]);
}
