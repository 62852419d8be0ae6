import { useEffect, useRef } from 'react';

/** Keys for the action bar: 1–9 take the first nine actions, E ends the turn, Space skips the enemy turn. */
export interface ActionKeys {
  readonly actions: readonly (() => void)[];
  readonly endTurn: (() => void) | undefined;
  readonly skipEnemy: (() => void) | undefined;
}

const typing = (target: EventTarget | null) => target instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);

export function useActionKeys(keys: ActionKeys): void {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const { actions, endTurn, skipEnemy } = latest.current;
      const digit = Number(event.key);
      if (Number.isInteger(digit) && digit >= 1 && digit <= 9 && actions[digit - 1]) actions[digit - 1]?.();
      else if ((event.key === 'e' || event.key === 'E') && endTurn) endTurn();
      else if (event.key === ' ' && skipEnemy) skipEnemy();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
