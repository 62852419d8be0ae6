import type { CampaignGroup } from './screens';

export interface CampaignPickerProps {
  readonly groups: readonly CampaignGroup[];
  onBegin(ruleset: string, id: string): void;
  onBack(): void;
}

/** The campaigns every ruleset offers: a run of missions played by one party, with rests between them. */
export function CampaignPicker({ groups, onBegin, onBack }: CampaignPickerProps) {
  return (
    <main className="start-screen campaign-picker">
      <header>
        <h1>Campaigns</h1>
        <p>One party plays the missions in turn; what happens to it carries from one mission to the next.</p>
      </header>
      {groups.length === 0 && <p>No rules in this version offer campaigns.</p>}
      {groups.map((group, index) => (
        <section key={group.ruleset} className="mission-group" aria-labelledby={`campaign-group-${index}`}>
          <h2 id={`campaign-group-${index}`}>{group.name}</h2>
          <ul className="mission-cards">
            {group.campaigns.map((campaign) => (
              <li key={campaign.id}>
                <button type="button" className="mission-card" onClick={() => onBegin(group.ruleset, campaign.id)} aria-label={`Begin ${campaign.name}`}>
                  <strong>{campaign.name}</strong>
                  <span className="card-briefing">{campaign.description}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <button type="button" onClick={onBack}>
        ← Missions
      </button>
    </main>
  );
}
