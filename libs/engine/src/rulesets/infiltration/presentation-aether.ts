// infiltration.md §11.1: the words of the aether items — the hero sheet's lasting states (the Aether Stim's effect,
// a drained Aether Shield or Aether Lenses), the Lenses' Use an Item, which names a tile by one of its areas, and a
// spawn token they turn face up.
import type { Json } from '../../rules/state/canonical-hash';
import { LENSES, LENSES_DRAINED } from './aether-lenses';
import { SHIELD_DRAINED } from './defence-aether';
import { STIM_STAR } from './aether-items';
import { STIMMED } from './dice-tests';

export interface AetherStatRow {
  readonly label: string;
  readonly value: string;
}

/** The sheet rows of a hero's aether item states (none when nothing lasts). */
export function aetherStats(stats: Readonly<Record<string, number>>): AetherStatRow[] {
  const out: AetherStatRow[] = [];
  const stim = stats[STIMMED] ?? 0;
  if (stim > 0) out.push({ label: 'Aether Stim', value: `Blanks re-rolled${stim >= STIM_STAR ? ', +1 aether die on attacks and defences,' : ''} until next turn` });
  if ((stats[SHIELD_DRAINED] ?? 0) > 0) out.push({ label: 'Aether Shield', value: 'Drained: +1 defence die only' });
  if ((stats[LENSES_DRAINED] ?? 0) > 0) out.push({ label: 'Aether Lenses', value: 'Drained' });
  return out;
}

export const LENSES_ITEM = LENSES;

/** The Lenses' action: the tile holding `area`, seen through walls (§11.1: no line of sight needed). */
export const lensesUseLabel = (area: string): string => `Use Aether Lenses on the room or corridor of ${area} (no line of sight needed)`;

/**
 * A spawn token turned face up: seen (§8.4: its units appear at once), or foreseen by the Lenses (§11.1: its
 * spawn card is drawn and kept with it; the units appear when it triggers).
 */
export function spawnRevealLine(contents: Json | undefined): string {
  const foreseen = contents as { card?: unknown; level?: unknown } | null | undefined;
  if (typeof foreseen?.card !== 'string') return 'A spawn token is seen: enemies appear.';
  return `The Aether Lenses foresee a level ${String(foreseen.level ?? 1)} spawn token: its card waits face up with it until it triggers.`;
}
