// infiltration.md §7.8 room features and §13.7 their Proposed deck: dealt face down on the mission's
// `room-feature` locations at set-up (§13.10 step 1), flipped and triggered the moment a hero can draw line
// of sight to them. A feature card on the map is a hidden token whose contents are the card (secret until
// flipped); a face-up Medical Station or Aether Conduit stays on the map, a spawning one is discarded (§8.4).
import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { addDeck, drawCard } from '../../rules/decks/deck';
import { placeToken, removeToken, revealToken } from '../../rules/hidden/hidden-token';
import type { HiddenToken } from '../../rules/hidden/hidden-token-state';
import type { Ctx } from './context';
import { ITEM_TOKEN, LOOT_DECK, type LootPool } from './item-content';
import { GUARD_POINT_TOKEN, LOCKED_CABINET_NOISE, ROOM_FEATURE_BY_ID, ROOM_FEATURE_DECK, ROOM_FEATURE_DECK_CARDS, ROOM_FEATURE_TOKEN, type RoomFeatureId } from './room-feature-data';
import { openPassage } from './secret-passage';
import { areaOf, cellIn, onBoard, sees, sightFrom, zoneOfArea } from './space';
import { advancePreAlarm } from './tracker';
import type { InfiltrationState } from './types';

/** §8.4's spawn of one icon (spawning.ts passes its own, so this module does not import it back). */
export type SpawnGroup = (c: Ctx, level: number, area: number) => readonly Unit[];

interface FeatureContents {
  readonly card: RoomFeatureId;
  /** Locked Cabinet: the item token it holds (its Search is noise 3). */
  readonly cabinet?: string;
}

const tokenArea = (board: Board, t: { x: number; y: number }): number => board.zoneOf[t.y * board.width + t.x] ?? -1;

export const featureOf = (token: HiddenToken): FeatureContents | undefined => {
  const contents = token.contents as { card?: unknown } | null;
  return typeof contents?.card === 'string' && ROOM_FEATURE_BY_ID.has(contents.card) ? (contents as FeatureContents) : undefined;
};

/**
 * §13.10 step 1: the 48 cards shuffled from the game's generator, one face down on each location; those a
 * hero already sees from the start flip at once (§7.8).
 */
export function dealRoomFeatures(c: Ctx, spots: readonly { readonly x: number; readonly y: number }[], spawn: SpawnGroup): void {
  if (spots.length === 0) return; // no deck at all: a mission without features keeps its random stream
  addDeck(c.tx, ROOM_FEATURE_DECK, ROOM_FEATURE_DECK_CARDS, { reshuffle: 'never', secretFrom: 'heroes' });
  for (const spot of spots) {
    const card = drawCard(c.tx, ROOM_FEATURE_DECK);
    if (card !== null) placeToken(c.tx, ROOM_FEATURE_TOKEN, spot, { card });
  }
  revealSeenFeatures(c, spawn);
}

/** Face-up room features of one card in an area (Medical Station, Aether Conduit act while revealed). */
export function revealedFeaturesIn(state: InfiltrationState, board: Board, area: number, card: RoomFeatureId): HiddenToken[] {
  return state.tokens.filter((t) => t.kind === ROOM_FEATURE_TOKEN && t.revealed && featureOf(t)?.card === card && tokenArea(board, t) === area);
}

/** §7.8: every face-down feature a hero can draw line of sight to flips and triggers, one at a time. */
export function revealSeenFeatures(c: Ctx, spawn: SpawnGroup): void {
  for (;;) {
    const sights = c.state.units.filter((u) => u.side === 'heroes' && onBoard(u)).map((h) => sightFrom(c.state, c.board, areaOf(c.board, h), 'heroes'));
    const seen = c.state.tokens.find((t) => t.kind === ROOM_FEATURE_TOKEN && !t.revealed && sights.some((sight) => sees(sight, tokenArea(c.board, t))));
    if (!seen) return;
    revealToken(c.tx, seen.id);
    triggerFeature(c, seen, spawn);
  }
}

/** Flips one feature by its token (Aether Lenses reveal features out of sight too). */
export function triggerFeature(c: Ctx, token: HiddenToken, spawn: SpawnGroup): void {
  const feature = featureOf(token);
  if (!feature) return;
  const area = tokenArea(c.board, token);
  switch (feature.card) {
    case 'supply-cache':
      placeLoot(c, 'normal', area, false);
      return;
    case 'aether-cache':
      placeLoot(c, 'aether', area, false);
      return;
    case 'weapons-rack':
      placeLoot(c, 'normal', area, true);
      return;
    case 'locked-cabinet': {
      const item = placeLoot(c, 'aether', area, false);
      if (item) c.tx.w.set(token, 'contents', { card: feature.card, cabinet: item.id });
      return;
    }
    case 'alarm-bell':
      alarmBell(c);
      return;
    case 'sleeping-guards': {
      spawn(c, 1, area);
      // The zone stays at ease: this reveal's first sighting is spent without a rise (§13.7).
      const zone = zoneOfArea(c.board, area);
      if (!c.state.ext.sighted.includes(zone)) c.tx.w.push(c.state.ext.sighted, zone);
      removeToken(c.tx, token.id); // §7.8: a spawn caused by a room feature discards the card
      return;
    }
    case 'guard-post': {
      const point = placeToken(c.tx, GUARD_POINT_TOKEN, cellIn(c.state, c.board, area), null);
      revealToken(c.tx, point.id);
      spawn(c, 1, area);
      removeToken(c.tx, token.id);
      return;
    }
    case 'secret-passage':
      openPassage(c, token.id, area);
      return;
    default:
      return; // Medical Station and Aether Conduit act while face up; an Empty Room does nothing
  }
}

/** A loot item from the pool's top onto the feature's area (none when the pool is empty). */
function placeLoot(c: Ctx, pool: LootPool, area: number, faceUp: boolean): HiddenToken | undefined {
  const item = drawCard(c.tx, LOOT_DECK[pool]);
  if (item === null) return undefined;
  const token = placeToken(c.tx, ITEM_TOKEN[pool], cellIn(c.state, c.board, area), { item });
  if (faceUp) revealToken(c.tx, token.id);
  return token;
}

/**
 * §13.7 Alarm Bell: a BANG! (hero-caused). Before the alarm the tracker moves 1 (§8.2); after it the bell is
 * a message only (Proposed: the alarm is already ringing; a noise card would need noise.ts, which imports the
 * spawning this module is called from).
 */
function alarmBell(c: Ctx): void {
  c.tx.emit({ type: 'message', title: 'BANG!', text: 'The alarm bell rings out.' });
  advancePreAlarm(c, 1);
}

/** §9.3 Guard: the mission's guard points and those a Guard Post placed. */
export function isGuardArea(c: Pick<Ctx, 'board' | 'state' | 'cfg'>, area: number): boolean {
  return c.cfg.guardAreas.includes(area) || c.state.tokens.some((t) => t.kind === GUARD_POINT_TOKEN && tokenArea(c.board, t) === area);
}

/** §13.7 Locked Cabinet: the face-down Search noise of an item token, raised to 3 when a cabinet holds it. */
export function searchNoise(state: InfiltrationState, itemToken: string, back: number): number {
  const locked = state.tokens.some((t) => t.kind === ROOM_FEATURE_TOKEN && t.revealed && featureOf(t)?.cabinet === itemToken);
  return locked ? Math.max(back, LOCKED_CABINET_NOISE) : back;
}
