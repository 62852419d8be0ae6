import type { Board } from '@breachline/engine';
import type { PickedRoom } from './map-view';
import { roomChain } from './room-chain';

export interface PickedRoomPanelProps {
  readonly room: PickedRoom | undefined;
  /** The board the room was picked on, for where it lies (its room or corridor, its tile). */
  readonly board?: Board | undefined;
  /** The mission's own tiles (by reference): those open in the painter, to edit their rooms and areas. */
  readonly ownTiles?: readonly string[];
  onPaintTile?(tileRef: string): void;
}

/** The room, corridor or area last picked on the map, by the name its tile gives it, and what it lies in. */
export function PickedRoomPanel({ room, board, ownTiles = [], onPaintTile }: PickedRoomPanelProps) {
  if (!room) return null;
  const chain = roomChain(board, room.id);
  const [, ...outer] = chain;
  const tile = chain.find((level) => level.kind === 'tile');
  return (
    <section className="panel properties-panel" aria-label="Picked room">
      <h2>Picked room</h2>
      <p>
        <strong className="picked-room-name">{room.name}</strong> <span className="hint">({room.kind})</span>
      </p>
      {outer.length > 0 && (
        <ul className="room-chain" aria-label="Lies in">
          {outer.map((level, i) => (
            <li key={i}>
              in {level.kind} <strong>{level.name}</strong>
            </li>
          ))}
        </ul>
      )}
      {tile?.tileRef !== undefined && onPaintTile && ownTiles.includes(tile.tileRef) && (
        <button type="button" onClick={() => tile.tileRef !== undefined && onPaintTile(tile.tileRef)}>
          Edit this tile's rooms and areas
        </button>
      )}
    </section>
  );
}
