import { shuffled, type RngState } from '@breachline/engine';
import type { WorldSample } from '../bots/world-sample';

/**
 * The hive's secrets for the search bot's worlds (hive.md): the face-down title stack is shuffled
 * from its sorted multiset (the mission's titles are public, their order is not). Spawn tokens hold
 * only their edge and round, both seen by the heroes when placed; the decks and the generator are
 * re-dealt by `determinise` itself.
 */
export function shuffleTitleStack(world: WorldSample, rng: RngState): void {
  const titles = world.ext['titleStack'];
  if (Array.isArray(titles)) world.ext['titleStack'] = shuffled(rng, [...(titles as string[])].sort());
}
