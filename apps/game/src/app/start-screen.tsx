import { useState } from 'react';
import type { DamagedSave } from '../play/saved-game';
import { groupByRuleset, useSampleCards } from './mission-catalogue';
import { useRulesetNames } from './use-ruleset-names';

export interface StartScreenProps {
  /** A message to show first (a save that could not be resumed…). */
  readonly notice?: string | undefined;
  /** The title of the saved game, when there is one to resume. */
  readonly resume?: string | undefined;
  /** A saved game that could not be resumed, set aside: it can be downloaded or deleted. */
  readonly damaged?: DamagedSave | undefined;
  onDownloadDamaged(): void;
  onForgetDamaged(): void;
  onResume(): void;
  onSample(id: string): void;
  onFile(file: File): void;
  onLink(link: string): void;
  /** The title of the campaign in progress, when there is one to continue. */
  readonly campaign?: string | undefined;
  /** A stored campaign that could not be read, set aside: it can be downloaded or deleted. */
  readonly damagedCampaign?: DamagedSave | undefined;
  onCampaigns(): void;
  onContinueCampaign(): void;
  onDownloadDamagedCampaign(): void;
  onForgetDamagedCampaign(): void;
}

/** A save set aside: why, and its text to download or delete. */
function DamagedNotice({ label, damaged, onDownload, onForget }: { label: string; damaged: DamagedSave; onDownload(): void; onForget(): void }) {
  return (
    <section className="notice damaged-save" role="alert" aria-label={label}>
      <p>{damaged.reason} It was set aside so that the game opens; download it to keep a copy.</p>
      {damaged.text !== '' && (
        <button type="button" onClick={onDownload}>
          Download the damaged save
        </button>
      )}
      <button type="button" onClick={onForget}>
        Delete it
      </button>
    </section>
  );
}

/** Where a game begins: the sample missions, a mission file, or a link shared from the editor. */
export function StartScreen(props: StartScreenProps) {
  const { notice, resume, damaged, onDownloadDamaged, onForgetDamaged, onResume, onSample, onFile, onLink } = props;
  const { campaign, damagedCampaign, onCampaigns, onContinueCampaign, onDownloadDamagedCampaign, onForgetDamagedCampaign } = props;
  const [link, setLink] = useState('');
  const cards = useSampleCards();
  const groups = groupByRuleset(cards ?? []);
  const rulesetNames = useRulesetNames(groups.map((group) => group.ruleset));
  return (
    <main className="start-screen">
      <header>
        <h1>Breachline</h1>
        <p>Co-operative tactical missions: choose one to play.</p>
      </header>
      {notice && (
        <p className="notice" role="alert">
          {notice}
        </p>
      )}
      {damaged && <DamagedNotice label="Damaged saved game" damaged={damaged} onDownload={onDownloadDamaged} onForget={onForgetDamaged} />}
      {damagedCampaign && <DamagedNotice label="Damaged campaign" damaged={damagedCampaign} onDownload={onDownloadDamagedCampaign} onForget={onForgetDamagedCampaign} />}
      {resume && (
        <button type="button" className="primary resume" onClick={onResume}>
          Resume {resume}
        </button>
      )}
      <div className="campaign-buttons">
        {campaign && (
          <button type="button" className="primary" onClick={onContinueCampaign}>
            Continue the campaign: {campaign}
          </button>
        )}
        <button type="button" onClick={onCampaigns}>
          Campaigns…
        </button>
      </div>
      <section aria-label="Sample missions" aria-busy={cards === undefined}>
        {cards === undefined && <p className="card-meta">Loading the missions…</p>}
        {groups.map((group, index) => (
          <section key={group.ruleset} className="mission-group" aria-labelledby={`mission-group-${index}`}>
            {/* The ruleset's name comes with the engine, after the first paint: a placeholder holds the line till then. */}
            <h2 id={`mission-group-${index}`}>{rulesetNames.get(group.ruleset) ?? 'Missions'}</h2>
            <ul className="mission-cards">
              {group.cards.map((card) => (
                <li key={card.id}>
                  <button type="button" className="mission-card" onClick={() => onSample(card.id)} aria-label={`Play ${card.title}`}>
                    <strong>{card.title}</strong>
                    {card.difficulty !== '' && <span className="card-meta">{card.difficulty}</span>}
                    <span className="card-briefing">{card.briefing}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
      <section className="other-sources" aria-label="Other missions">
        <label className="file-button">
          Open a mission file…
          <input
            type="file"
            accept=".json,application/json"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) onFile(file);
            }}
          />
        </label>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onLink(link);
          }}
        >
          <label>
            Share link
            <input value={link} onChange={(e) => setLink(e.target.value)} placeholder="https://…#m=1.…" />
          </label>
          <button type="submit" disabled={link.trim() === ''}>
            Open link
          </button>
        </form>
      </section>
    </main>
  );
}
