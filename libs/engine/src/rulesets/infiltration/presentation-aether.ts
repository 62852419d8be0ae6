// infiltration.md §11.1: what the hero sheet shows of the aether items' lasting states — the Aether Stim's effect
// and a drained Aether Shield (its aether option closed, defence-aether.ts).
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
  return out;
}
