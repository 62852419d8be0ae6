import type { GameState } from '@breachline/engine';
import type { Mission } from '@breachline/scenario-schema';
import { rulesetName } from './mission-catalogue';

/** The overlay over the board: which mission, what to do, and who is in the squad. */
export function GameHud({ mission, state, onLeave, notice }: { mission: Mission; state: GameState; onLeave?: () => void; notice?: string }) {
  return (
    <aside className="hud" aria-label="Mission">
      {onLeave && (
        <button type="button" className="leave" onClick={onLeave}>
          ← Missions
        </button>
      )}
      <h1>{mission.meta.title}</h1>
      <p className="hud-meta">
        {rulesetName(mission.ruleset)} · {mission.meta.difficulty} · round {state.round}
      </p>
      {notice && <p className="hud-notice">{notice}</p>}
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
    </aside>
  );
}
