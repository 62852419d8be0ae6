import { useEffect, useState } from 'react';
import type { ShareLinks } from '../share/share-links';

/** The two links of a shared mission, each with a Copy button; Escape closes it. */
export function ShareDialog({ links, onClose }: { links: ShareLinks; onClose: () => void }) {
  useEffect(() => {
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose();
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [onClose]);
  return (
    <div className="overlay">
      <section className="dialog" role="dialog" aria-labelledby="share-title">
        <h2 id="share-title">Share this mission</h2>
        <LinkRow label="Link to play it" name="Game link" value={links.game} />
        <LinkRow label="Link to edit it" name="Editor link" value={links.editor} />
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

type CopyState = 'idle' | 'copied' | 'failed';

/** A read-only link and a button that puts it on the clipboard, saying whether that worked. */
function LinkRow({ label, name, value }: { label: string; name: string; value: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // No clipboard (an insecure page, a refused permission): the link stays selectable by hand.
      setState('failed');
    }
  };
  return (
    <div className="share-link">
      <label>
        {label}
        <input readOnly value={value} onFocus={(e) => e.currentTarget.select()} aria-label={name} />
      </label>
      {/* Labelled by the row's words, not the input's name: "Game link" must name the input alone. */}
      <button type="button" onClick={() => void copy()} aria-label={`Copy: ${label}`}>
        {state === 'copied' ? 'Copied' : 'Copy'}
      </button>
      <span role="status" className="hint">
        {state === 'copied' ? `${name} copied.` : state === 'failed' ? 'Copying was refused: select the link and copy it by hand.' : ''}
      </span>
    </div>
  );
}
