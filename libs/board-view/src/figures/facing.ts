import type { Unit } from '@breachline/engine';

/**
 * The turn about the vertical axis that points a figure where its unit faces. Figures are modelled
 * looking north (−Z); `stats.facing` counts quarter turns clockwise from north (0 N, 1 E, 2 S, 3 W),
 * as the engine's geometry does. Units without a facing (a ruleset where facing is free) look north.
 */
export function facingTurn(unit: Unit): number {
  const facing = (unit as Unit & { stats?: Record<string, number> }).stats?.['facing'];
  return typeof facing === 'number' ? -facing * (Math.PI / 2) : 0;
}
