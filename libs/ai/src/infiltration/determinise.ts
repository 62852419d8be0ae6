import { shuffled, type RngState } from '@breachline/engine';
import type { WorldSample } from '../bots/world-sample';

const DECKS = ['noise-pre', 'noise-post', 'spawn', 'wound'];
/** §11.1 loot pools and the token kind of their face-down items. */
const LOOT = [
  { deck: 'loot-normal', token: 'item', field: 'item' },
  { deck: 'loot-aether', token: 'aether-item', field: 'item' },
  // §7.8/§13.7: the room features still face down and the deck's undrawn cards are one unknown multiset.
  { deck: 'room-features', token: 'room-feature', field: 'card' },
];

/**
 * What the heroes cannot know in infiltration (§8.4, §3.5): the level under each face-down spawn token and
 * the order of the noise, spawn, wound and action-card draw piles, the face-down items and objective items. The levels
 * still face down are one multiset, dealt again over the tokens; each draw pile is shuffled.
 */
export function redealSpawnTokens(world: WorldSample, rng: RngState): void {
  const tokens = world.tokens.filter((t) => t.kind === 'spawn' && !t.revealed).sort(byId);
  const levels = tokens.map((t) => levelOf(t.contents));
  if (levels.every((l) => l !== null)) {
    const dealt = shuffled(rng, [...(levels as number[])].sort((a, b) => a - b)); // sorted: never the real order
    tokens.forEach((token, i) => ((token as { contents: unknown }).contents = { level: dealt[i] ?? 1 }));
  }
  redealItems(world, rng);
  redealObjectiveItems(world, rng);
  // The heroes' action decks (§6.10) are shuffled too: a hand is known, the next draw is not.
  for (const id of Object.keys(world.decks).sort()) {
    if (!DECKS.includes(id) && !id.startsWith('actions:')) continue;
    const deck = world.decks[id];
    if (deck) deck.drawPile = shuffled(rng, deck.drawPile);
  }
}

/** Face-down items (or room features) of a pool and the pool's draw pile are one unknown multiset: dealt again over both. */
function redealItems(world: WorldSample, rng: RngState): void {
  for (const { deck: id, token: kind, field } of LOOT) {
    const deck = world.decks[id];
    const tokens = world.tokens.filter((t) => t.kind === kind && !t.revealed).sort(byId);
    const items = tokens.map((t) => stringField(t.contents, field));
    if (!deck || items.some((i) => i === null)) continue;
    const dealt = shuffled(rng, [...(items as string[]), ...deck.drawPile].sort()); // sorted: never the real order
    tokens.forEach((token, i) => ((token as { contents: unknown }).contents = { [field]: dealt[i] ?? '' }));
    deck.drawPile = dealt.slice(tokens.length);
  }
}

/** The objective items' token kind; its contents are the item (secret) and the mission feature it stands for (public). */
export const OBJECTIVE_ITEM_TOKEN = 'objective-item';

/**
 * §12.3 "shuffled face-down into the objective locations": the objective items still face down (the Dossier
 * among false objectives, a Detonator) are one multiset, dealt again over the unsearched locations. Only the
 * item moves: each token keeps the mission feature of its place (public), so a search in the sample takes
 * the right feature off the board. Face-up tokens (targets, Rourke, a false objective found) stay as they are.
 */
export function redealObjectiveItems(world: WorldSample, rng: RngState): void {
  const tokens = world.tokens.filter((t) => t.kind === OBJECTIVE_ITEM_TOKEN && !t.revealed && !t.knownBy.includes('heroes')).sort(byId);
  const items = tokens.map((t) => itemOf(t.contents));
  if (tokens.length < 2 || items.some((i) => i === null)) return;
  // Sorted first: the sample depends on the multiset and the generator, never on the real arrangement.
  const dealt = shuffled(rng, [...(items as string[])].sort());
  tokens.forEach((token, i) => ((token as { contents: unknown }).contents = { ...(token.contents as object), item: dealt[i] ?? '' }));
}

const byId = (a: { id: string }, b: { id: string }): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function stringField(contents: unknown, field: string): string | null {
  const value = typeof contents === 'object' && contents !== null ? (contents as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : null;
}

const itemOf = (contents: unknown): string | null => stringField(contents, 'item');

function levelOf(contents: unknown): number | null {
  const level = typeof contents === 'object' && contents !== null ? (contents as { level?: unknown }).level : undefined;
  return typeof level === 'number' && Number.isInteger(level) ? level : null;
}
