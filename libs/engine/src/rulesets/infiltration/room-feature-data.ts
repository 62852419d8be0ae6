// infiltration.md §13.7: the Proposed deck of 48 room feature cards (the printed contents are lost).

export type RoomFeatureId =
  | 'secret-passage'
  | 'supply-cache'
  | 'aether-cache'
  | 'alarm-bell'
  | 'sleeping-guards'
  | 'guard-post'
  | 'medical-station'
  | 'weapons-rack'
  | 'locked-cabinet'
  | 'aether-conduit'
  | 'empty-room';

export interface RoomFeatureCard {
  readonly id: RoomFeatureId;
  readonly name: string;
  readonly count: number;
  /** What the card does, as the heroes read it once it is face up. */
  readonly text: string;
}

export const ROOM_FEATURE_CARDS: readonly RoomFeatureCard[] = [
  { id: 'secret-passage', name: 'Secret Passage', count: 2, text: 'A hidden way: the linked areas are adjacent for heroes.' },
  { id: 'supply-cache', name: 'Supply Cache', count: 8, text: 'A face-down item lies here.' },
  { id: 'aether-cache', name: 'Aether Cache', count: 5, text: 'A face-down aether item lies here.' },
  { id: 'alarm-bell', name: 'Alarm Bell', count: 3, text: 'BANG!' },
  { id: 'sleeping-guards', name: 'Sleeping Guards', count: 5, text: 'Guards asleep at their post: they wake at ease.' },
  { id: 'guard-post', name: 'Guard Post', count: 5, text: 'A guard point, and its guards.' },
  { id: 'medical-station', name: 'Medical Station', count: 4, text: 'A hero here may spend a basic action (noise 1) to discard a permanent wound, once a turn.' },
  { id: 'weapons-rack', name: 'Weapons Rack', count: 4, text: 'A face-up item lies here.' },
  { id: 'locked-cabinet', name: 'Locked Cabinet', count: 4, text: 'A face-down aether item, locked away: searching it is noise 3.' },
  { id: 'aether-conduit', name: 'Aether Conduit', count: 2, text: 'Ready Equipment here removes a drained token without an Aether Cell.' },
  { id: 'empty-room', name: 'Empty Room', count: 6, text: 'Nothing here.' },
];

export const ROOM_FEATURE_BY_ID: ReadonlyMap<string, RoomFeatureCard> = new Map(ROOM_FEATURE_CARDS.map((c) => [c.id, c]));

/** The deck's cards, one entry per copy (48). */
export const ROOM_FEATURE_DECK_CARDS: readonly RoomFeatureId[] = ROOM_FEATURE_CARDS.flatMap((c) => Array.from({ length: c.count }, () => c.id));

/** The deck (core decks), the token kind of a feature card on the map, the guard point a Guard Post places. */
export const ROOM_FEATURE_DECK = 'room-features';
export const ROOM_FEATURE_TOKEN = 'room-feature';
export const GUARD_POINT_TOKEN = 'guard-point';
/** §13.7 Locked Cabinet: the face-down Search noise of its item. */
export const LOCKED_CABINET_NOISE = 3;
