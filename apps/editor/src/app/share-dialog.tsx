import type { ShareLinks } from '../share/share-links';

/** The two links of a shared mission, ready to copy. */
export function ShareDialog({ links, onClose }: { links: ShareLinks; onClose: () => void }) {
  return (
    <div className="overlay">
      <section className="dialog" role="dialog" aria-labelledby="share-title">
        <h2 id="share-title">Share this mission</h2>
        <label>
          Link to play it
          <input readOnly value={links.game} onFocus={(e) => e.currentTarget.select()} aria-label="Game link" />
        </label>
        <label>
          Link to edit it
          <input readOnly value={links.editor} onFocus={(e) => e.currentTarget.select()} aria-label="Editor link" />
        </label>
        <p className="hint">The mission travels inside the link itself; nothing is uploaded.</p>
        <div className="dialog-buttons">
          <a href={links.game} target="_blank" rel="noreferrer">
            Open in the game
          </a>
          <button type="button" onClick={onClose} autoFocus>
            Close
          </button>
        </div>
      </section>
    </div>
  );
}
