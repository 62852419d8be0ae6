import { BLIP, BLIP_POOL_DECK, shuffled, type RngState } from '@breachline/engine';
import type { WorldSample } from '../bots/world-sample';

/**
 * The bug counts the troopers cannot know (boarding.md §3.3: counters face down, drawn without
 * replacement): every blip not yet converted, on the board or waiting off it, and the pool's draw
 * pile. The troopers know the pool (T5) and every count revealed by a conversion, so what is left
 * is one multiset, hidden blips and pile together: it is sorted, shuffled and dealt again — the
 * blips (by id) first, then the pile — so no world knows which blip is the three.
 */
export function redealBlips(world: WorldSample, rng: RngState): void {
  const deck = world.decks[BLIP_POOL_DECK];
  const blips = world.tokens.filter((t) => t.kind === BLIP && !t.revealed && !t.knownBy.includes('heroes')).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const counts = blips.map((t) => bugsOf(t.contents));
  if (counts.some((n) => n === null)) return;
  const multiset = [...(counts as number[]).map(String), ...(deck?.drawPile ?? [])].sort();
  const dealt = shuffled(rng, multiset);
  blips.forEach((token, i) => ((token as { contents: unknown }).contents = { bugs: Number(dealt[i]) }));
  if (deck) deck.drawPile = dealt.slice(blips.length);
}

function bugsOf(contents: unknown): number | null {
  const bugs = typeof contents === 'object' && contents !== null ? (contents as { bugs?: unknown }).bugs : undefined;
  return typeof bugs === 'number' && Number.isInteger(bugs) ? bugs : null;
}
