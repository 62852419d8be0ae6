import { useEffect, useRef } from 'react';
import { directionOfKey, type Direction } from './cell-picker';

/**
 * Keys for the action bar: 1–9 take the first nine actions; letters take the action their ruleset's face
 * gives them (E ends the turn, M starts or stops choosing where to move, N commands the next unit that may
 * act, O overwatch, R reload…); Space skips the enemy turn. Every action is also a button, reached with
 * Tab. While a cell is being chosen, the arrows or WASD move the cursor, Enter chooses and Escape cancels;
 * while a choice among actions is open, 1–9 take its choices and Escape closes it.
 */
export interface ActionKeys {
  readonly actions: readonly (() => void)[];
  /** Lower-case letter → what it does. */
  readonly letters: ReadonlyMap<string, () => void>;
  readonly skipEnemy: (() => void) | undefined;
  readonly picking: { step(direction: Direction): void; choose(): void; cancel(): void } | undefined;
  /** Closes an open choice among actions (Escape). */
  readonly closeChoice?: (() => void) | undefined;
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
      const { actions, letters, skipEnemy, picking, closeChoice } = latest.current;
      const digit = Number(event.key);
      // Enter on a focused button would press it too: while picking, Enter only chooses the cell.
      if (picking && pickKey(event, picking)) {
        event.preventDefault();
        return;
      }
      if (closeChoice && event.key === 'Escape') {
        closeChoice();
        event.preventDefault();
        return;
      }
      const letter = event.key.length === 1 ? letters.get(event.key.toLowerCase()) : undefined;
      if (Number.isInteger(digit) && digit >= 1 && digit <= 9 && actions[digit - 1]) actions[digit - 1]?.();
      else if (letter) letter();
      else if (event.key === ' ' && skipEnemy) skipEnemy();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
