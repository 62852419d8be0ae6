import type { HiddenToken, RngState } from '@breachline/engine';
import type { AnyState } from './controller';

/** A determinised copy of a state, writable: the samplers deal into it. */
export type WorldSample = AnyState & {
  rng: RngState;
  decks: Record<string, { drawPile: string[] }>;
  tokens: HiddenToken[];
  ext: Record<string, unknown>;
};
