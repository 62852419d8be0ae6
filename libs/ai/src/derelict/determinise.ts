import { shuffled, type RngState } from '@breachline/engine';
import type { WorldSample } from '../bots/world-sample';

/**
 * The radar contents the survivors cannot know (derelict.md §3.6): every face-down token on the map
 * and each pool's draw pile hold one multiset per pool, the survivors knowing only which pool a token
 * came from (`ext.pools`). Each pool's multiset is sorted, shuffled and dealt again — tokens (by id)
 * first, then the pile — so no sampled world knows which token is the Jaegers.
 */
export function redealRadar(world: WorldSample, rng: RngState): void {
  const pools = (world.ext['pools'] ?? []) as readonly (readonly [string, string])[];
  const poolOf = new Map(pools.map(([token, pool]) => [token, pool]));
  const byPool = new Map<string, string[]>();
  for (const [, pool] of pools) byPool.set(pool, []);
  for (const pool of byPool.keys()) {
    const tokens = world.tokens
      .filter((t) => t.kind === 'radar' && !t.revealed && !t.knownBy.includes('heroes') && poolOf.get(t.id) === pool)
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const deck = world.decks[`radar-pool:${pool}`];
    const multiset = [...tokens.map((t) => JSON.stringify(t.contents)), ...(deck?.drawPile ?? []).map((card) => JSON.stringify(faceOf(card)))].sort();
    const dealt = shuffled(rng, multiset);
    tokens.forEach((token, i) => ((token as { contents: unknown }).contents = JSON.parse(dealt[i] as string)));
    if (deck) deck.drawPile = dealt.slice(tokens.length).map((json) => cardOf(JSON.parse(json) as { unit: string; count: number }));
  }
}

const faceOf = (card: string): { unit: string; count: number } => {
  const [unit = '', count = '0'] = card.split(':');
  return { unit, count: Number(count) };
};
const cardOf = (face: { unit: string; count: number }): string => `${face.unit}:${face.count}`;
