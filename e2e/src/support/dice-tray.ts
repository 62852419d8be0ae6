import type { Page } from '@playwright/test';

/** A die on the tray: its label, and whether the label is wider than the die drawn around it (cut off on screen). */
export interface DieOnTray {
  readonly label: string;
  readonly clipped: boolean;
}

/** The dice of the last roll as the tray draws them (none when no roll is shown). */
export async function diceOnTray(page: Page): Promise<DieOnTray[]> {
  return page
    .getByRole('region', { name: 'Dice' })
    .locator('.die')
    .evaluateAll((dice) => dice.map((die) => ({ label: die.textContent ?? '', clipped: die.scrollWidth > die.clientWidth })));
}
