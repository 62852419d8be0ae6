import { useEffect, useRef } from 'react';
import { directionOfKey, type Direction } from './cell-picker';

/**
 * Keys for the action bar: 1–9 take the first nine actions, E ends the turn, Space skips the enemy turn,
 * M starts (or stops) choosing where to move. While a cell is being chosen, the arrows or WASD move the
 * cursor, Enter chooses and Escape cancels.
 */
export interface ActionKeys {
  readonly actions: readonly (() => void)[];
  readonly endTurn: (() => void) | undefined;
  readonly skipEnemy: (() => void) | undefined;
  readonly move: (() => void) | undefined;
  readonly picking: { step(direction: Direction): void; choose(): void; cancel(): void } | undefined;
}

const typing = (target: EventTarget | null) => target instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);

/** The picking keys; true when the key was one of them. */
function pickKey(event: KeyboardEvent, picking: NonNullable<ActionKeys['picking']>): boolean {
  const direction = directionOfKey(event.key);
  if (direction) picking.step(direction);
  else if (event.key === 'Enter') picking.choose();
  else if (event.key === 'Escape') picking.cancel();
  else return false;
  return true;
}

export function useActionKeys(keys: ActionKeys): void {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const { actions, endTurn, skipEnemy, move, picking } = latest.current;
      const digit = Number(event.key);
      // Enter on a focused button would press it too: while picking, Enter only chooses the cell.
      if (picking && pickKey(event, picking)) {
        event.preventDefault();
        return;
      }
      if (Number.isInteger(digit) && digit >= 1 && digit <= 9 && actions[digit - 1]) actions[digit - 1]?.();
      else if ((event.key === 'e' || event.key === 'E') && endTurn) endTurn();
      else if ((event.key === 'm' || event.key === 'M') && move) move();
      else if (event.key === ' ' && skipEnemy) skipEnemy();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
