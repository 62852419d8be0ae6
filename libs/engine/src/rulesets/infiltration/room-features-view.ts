// infiltration.md §7.8 / §13.7 as players see them: a face-down room feature shows its back only; a face-up
// one a ring that names the card (Medical Station and Aether Conduit act while they lie face up).
import type { GameView } from '../../rules/hidden/view';
import type { ShownMarker, TokenFace } from '../../rules/core/presentation';
import { PASSAGE_TOKEN } from './secret-passage';
import { GUARD_POINT_TOKEN, ROOM_FEATURE_BY_ID, ROOM_FEATURE_CARDS, ROOM_FEATURE_TOKEN } from './room-feature-data';

const markerKind = (card: string): string => `room-feature:${card}`;

/** Token faces: the card's back, the guard point a Guard Post places, one ring per face-up card. */
export const ROOM_FEATURE_FACES: Readonly<Record<string, TokenFace>> = Object.fromEntries([
  [ROOM_FEATURE_TOKEN, { label: 'Room feature (face down)', color: '#8a7a5c', shape: 'square' }],
  [GUARD_POINT_TOKEN, { label: 'Guard point', color: '#9a4a4a', shape: 'disc' }],
  [PASSAGE_TOKEN, { label: 'Secret passage (heroes only)', color: '#7a6ad0', shape: 'hex' }],
  ...ROOM_FEATURE_CARDS.map((c) => [markerKind(c.id), { label: `${c.name}: ${c.text}`, color: '#e0c080', shape: 'ring' }]),
]);

/** A ring over each face-up room feature, naming it; face-down ones carry null in the view: no ring, no leak. */
export function roomFeatureMarkers(view: GameView): ShownMarker[] {
  return view.tokens.flatMap((token) => {
    const card = (token.contents as { card?: unknown } | null)?.card;
    if (token.kind !== ROOM_FEATURE_TOKEN || !token.revealed || typeof card !== 'string') return [];
    return [{ id: token.id, kind: markerKind(card), x: token.x, y: token.y }];
  });
}

/** The log line of a feature turned over (the reveal event carries the card). */
export function describeFeatureReveal(contents: unknown): string | undefined {
  const card = ROOM_FEATURE_BY_ID.get(String((contents as { card?: unknown } | null)?.card));
  return card ? `Room feature turned over: ${card.name} — ${card.text}` : undefined;
}
