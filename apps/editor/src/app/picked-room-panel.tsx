import type { PickedRoom } from './map-view';

/** The room or corridor last picked on the map, by the name its tile gives it. */
export function PickedRoomPanel({ room }: { room: PickedRoom | undefined }) {
  if (!room) return null;
  return (
    <section className="panel properties-panel" aria-label="Picked room">
      <h2>Picked room</h2>
      <p>
        <strong className="picked-room-name">{room.name}</strong> <span className="hint">({room.kind})</span>
      </p>
    </section>
  );
}
