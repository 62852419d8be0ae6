import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps `--action-bar-height` on the play screen at the action bar's height, so the HUD (and the heroes' cards in
 * it) ends above the bar however many rows the bar needs this turn. Returns the ref for the bar.
 */
export function useBarHeight<T extends HTMLElement>() {
  const bar = useRef<T>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    const screen = element?.parentElement;
    if (!element || !screen) return;
    const measure = () => screen.style.setProperty('--action-bar-height', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    measure();
    // jsdom (unit tests) has no ResizeObserver: the stylesheet's fallback height stands there.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return bar;
}
