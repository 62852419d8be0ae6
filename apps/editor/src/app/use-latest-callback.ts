import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function of stable identity that always calls the latest `fn`: lets a memoised child (the palette) keep
 * its props equal across renders while the parent's handler changes with every render.
 */
export function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
