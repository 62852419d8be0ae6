import { shuffled, type RngState } from '@breachline/engine';
import type { WorldSample } from '../bots/world-sample';

const DECKS = ['noise-pre', 'noise-post', 'spawn', 'wound'];

/**
 * What the heroes cannot know in infiltration (§8.4, §3.5): the level under each face-down spawn token and
 * the order of the noise, spawn, wound and action-card draw piles. The levels still face down are one multiset, dealt
 * again over the tokens; each draw pile is shuffled.
 */
export function redealSpawnTokens(world: WorldSample, rng: RngState): void {
  const tokens = world.tokens.filter((t) => t.kind === 'spawn' && !t.revealed).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const levels = tokens.map((t) => levelOf(t.contents));
  if (levels.every((l) => l !== null)) {
    const dealt = shuffled(rng, levels as number[]);
    tokens.forEach((token, i) => ((token as { contents: unknown }).contents = { level: dealt[i] ?? 1 }));
  }
  // The heroes' action decks (§6.10) are shuffled too: a hand is known, the next draw is not.
  for (const id of Object.keys(world.decks).sort()) {
    if (!DECKS.includes(id) && !id.startsWith('actions:')) continue;
    const deck = world.decks[id];
    if (deck) deck.drawPile = shuffled(rng, deck.drawPile);
  }
}

function levelOf(contents: unknown): number | null {
  const level = typeof contents === 'object' && contents !== null ? (contents as { level?: unknown }).level : undefined;
  return typeof level === 'number' && Number.isInteger(level) ? level : null;
}
