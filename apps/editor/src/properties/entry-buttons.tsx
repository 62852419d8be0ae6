import { moveAt, removeAt, type Path } from './document-paths';
import type { Editing } from './editing';

/** Up, Down and Remove for entry `index` of the list at `path`; each click is one undo step. */
export function EntryButtons({ editing, path, index, count, name }: { editing: Editing; path: Path; index: number; count: number; name: string }) {
  return (
    <div className="row buttons">
      <button type="button" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => editing.edit((m) => moveAt(m, path, index, -1))}>
        Up
      </button>
      <button type="button" aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => editing.edit((m) => moveAt(m, path, index, 1))}>
        Down
      </button>
      <button type="button" className="danger" aria-label={`Remove ${name}`} onClick={() => editing.edit((m) => removeAt(m, path, index, true))}>
        Remove
      </button>
    </div>
  );
}
