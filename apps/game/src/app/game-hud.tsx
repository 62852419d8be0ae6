import { presentationFor, type GameState } from '@breachline/engine';
import type { Mission } from '@breachline/scenario-schema';
import type { ReactNode } from 'react';

export interface GameHudProps {
  readonly mission: Mission;
  readonly state: GameState;
  readonly onLeave?: () => void;
  readonly notice?: string;
  /** A narrow panel whose briefing and squad fold away, so the board beside it stays in view. */
  readonly compact?: boolean;
  readonly children?: ReactNode;
}

/** The overlay over the board: which mission, what to do, and who is in the squad. */
export function GameHud({ mission, state, onLeave, notice, compact = false, children }: GameHudProps) {
  const details = (
    <>
      <p className="hud-briefing">{mission.meta.briefing}</p>
      <h2>Squad</h2>
      <ul className="hud-squad">
        {state.units
          .filter((unit) => unit.side === 'heroes')
          .map((unit) => (
            <li key={unit.id}>
              {unit.name} <span className="hud-kind">{unit.kind}</span>
            </li>
          ))}
      </ul>
    </>
  );
  return (
    <aside className={compact ? 'hud hud-compact' : 'hud'} aria-label="Mission">
      {onLeave && (
        <button type="button" className="leave" onClick={onLeave}>
          ← Missions
        </button>
      )}
      <h1>{mission.meta.title}</h1>
      <p className="hud-meta">
        {presentationFor(mission.ruleset).name} · {mission.meta.difficulty} · round {state.round}
      </p>
      {notice && <p className="hud-notice">{notice}</p>}
      {children}
      {compact ? (
        <details>
          <summary>Briefing and squad</summary>
          {details}
        </details>
      ) : (
        details
      )}
    </aside>
  );
}
