import type { InterludeChoice, InterludeMove, InterludeView } from '@breachline/engine';
import { useState } from 'react';
import type { CampaignInPlay } from './screens';

export interface CampaignScreenProps {
  readonly campaign: CampaignInPlay;
  readonly titles: ReadonlyMap<string, string>;
  /** Why the last choice was refused, or a problem keeping the campaign. */
  readonly notice?: string | undefined;
  onChoose(move: InterludeMove): void;
  onMission(id: string): void;
  onLeave(): void;
}

/** A choice with picks (what to give, what to take…): boxes to tick, then the choice's button. */
function PickChoice({ choice, onChoose }: { choice: InterludeChoice; onChoose(move: InterludeMove): void }) {
  const picks = choice.picks ?? [];
  const [picked, setPicked] = useState<string[][]>(() => picks.map(() => []));
  const toggle = (group: number, value: string) =>
    setPicked((now) => now.map((values, i) => (i !== group ? values : values.includes(value) ? values.filter((v) => v !== value) : [...values, value])));
  return (
    <form
      className="pick-choice"
      aria-label={choice.label}
      onSubmit={(e) => {
        e.preventDefault();
        onChoose({ action: choice.action, ...(choice.member !== undefined ? { member: choice.member } : {}), picked });
      }}
    >
      {picks.map((pick, group) => (
        <fieldset key={pick.label}>
          <legend>
            {pick.label} ({pick.count})
          </legend>
          {pick.options.length === 0 && <span className="card-meta">nothing</span>}
          {pick.options.map((option, i) => (
            <label key={`${option.value}-${i}`}>
              <input type="checkbox" checked={picked[group]?.includes(option.value) ?? false} onChange={() => toggle(group, option.value)} />
              {option.label}
            </label>
          ))}
        </fieldset>
      ))}
      <button type="submit">{choice.label}</button>
    </form>
  );
}

function ChoiceButton({ choice, onChoose }: { choice: InterludeChoice; onChoose(move: InterludeMove): void }) {
  if (choice.picks && choice.picks.length > 0) return <PickChoice choice={choice} onChoose={onChoose} />;
  return (
    <button type="button" onClick={() => onChoose({ action: choice.action, ...(choice.member !== undefined ? { member: choice.member } : {}) })}>
      {choice.label}
    </button>
  );
}

/** The place between missions: the party's cards with each hero's choices, what is on offer, and what happened. */
function Interlude({ view, onChoose }: { view: InterludeView; onChoose(move: InterludeMove): void }) {
  const members = new Set(view.members.map((m) => m.id));
  const general = view.choices.filter((c) => c.member === undefined || !members.has(c.member));
  return (
    <section className="interlude" aria-label={view.title}>
      <h2>{view.title}</h2>
      <dl className="interlude-status">
        {view.status.map((s) => (
          <div key={s.label}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
      <ul className="interlude-members" aria-label="Party">
        {view.members.map((member) => (
          <li key={member.id} className="unit-card" aria-label={member.name}>
            <h3>
              {member.name} {member.kind !== member.name && <span className="hud-kind">{member.kind}</span>}
            </h3>
            <dl>
              {member.stats.map((s) => (
                <div key={s.label}>
                  <dt>{s.label}</dt>
                  <dd>{s.value}</dd>
                </div>
              ))}
            </dl>
            {member.done ? (
              <p className="card-meta">Done this round.</p>
            ) : (
              <div className="interlude-choices" role="group" aria-label={`${member.name}'s visit`}>
                {view.choices
                  .filter((c) => c.member === member.id)
                  .map((choice) => (
                    <ChoiceButton key={choice.action} choice={choice} onChoose={onChoose} />
                  ))}
              </div>
            )}
          </li>
        ))}
      </ul>
      {view.offer && (
        <section aria-label={view.offer.label}>
          <h3>{view.offer.label}</h3>
          <ul>
            {view.offer.items.length === 0 && <li>Nothing left.</li>}
            {view.offer.items.map((item, i) => (
              <li key={`${item}-${i}`}>{item}</li>
            ))}
          </ul>
        </section>
      )}
      <div className="interlude-choices" role="group" aria-label="The party">
        {general.map((choice) => (
          <ChoiceButton key={`${choice.action}-${choice.member ?? ''}`} choice={choice} onChoose={onChoose} />
        ))}
      </div>
      {view.log.length > 0 && (
        <section className="event-log interlude-log" aria-label="What happened">
          <ol>
            {view.log.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        </section>
      )}
    </section>
  );
}

/** A campaign between missions: its interlude while the party is there, then its next mission (or its end). */
export function CampaignScreen({ campaign, titles, notice, onChoose, onMission, onLeave }: CampaignScreenProps) {
  const { face, record } = campaign;
  const interlude = face.interlude(record);
  const next = face.next(record);
  const titleOf = (id: string) => titles.get(id) ?? id;
  return (
    <main className="start-screen campaign-screen">
      <header>
        <h1>{face.title(record)}</h1>
        <p>
          Missions played: {face.played(record)}
        </p>
      </header>
      {notice && (
        <p className="notice" role="alert">
          {notice}
        </p>
      )}
      {interlude ? (
        <Interlude view={interlude} onChoose={onChoose} />
      ) : next.kind === 'mission' ? (
        <section aria-label="Next mission">
          <h2>{next.replay ? 'Try the mission again' : face.played(record) === 0 ? 'First mission' : 'Next mission'}</h2>
          <ul className="mission-cards">
            {next.choices.map((id) => (
              <li key={id}>
                <button type="button" className="mission-card primary" onClick={() => onMission(id)} aria-label={`Play ${titleOf(id)}`}>
                  <strong>{titleOf(id)}</strong>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section aria-label="Campaign over">
          <h2>{next.kind === 'complete' ? 'The campaign is won' : 'The campaign is lost'}</h2>
        </section>
      )}
      <button type="button" onClick={onLeave}>
        ← Missions
      </button>
    </main>
  );
}
