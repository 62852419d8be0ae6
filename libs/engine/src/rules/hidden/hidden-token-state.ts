import type { Side } from '../../game/side';
import type { Json } from '../state/canonical-hash';

/**
 * A token whose contents may be hidden until revealed: a blip, a radar or spawn token, a face-down
 * tile, an item or a room feature. Contents are ruleset data (e.g. `{ "bugs": 3 }`).
 */
export interface HiddenToken {
  readonly id: string;
  readonly kind: string;
  readonly x: number;
  readonly y: number;
  readonly contents: Json;
  /** Face up: everyone knows the contents. */
  readonly revealed: boolean;
  /** Sides that know the contents while the token is face down (usually none). */
  readonly knownBy: readonly Side[];
}
