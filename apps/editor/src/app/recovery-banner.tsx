export interface RecoveryOffer {
  readonly title: string;
  readonly savedAt: string;
}

/** Offers the mission autosaved by an earlier visit (or a crash) back to the author. */
export function RecoveryBanner({ offer, onRecover, onDiscard }: { offer: RecoveryOffer; onRecover: () => void; onDiscard: () => void }) {
  const when = new Date(offer.savedAt);
  const saved = Number.isNaN(when.getTime()) ? 'earlier' : when.toLocaleString();
  return (
    <div className="banner" role="region" aria-label="Recover autosaved mission">
      <span>
        Your mission <strong>{offer.title}</strong> was autosaved ({saved}). Recover it?
      </span>
      <button type="button" onClick={onRecover}>
        Recover
      </button>
      <button type="button" onClick={onDiscard}>
        Discard
      </button>
    </div>
  );
}
