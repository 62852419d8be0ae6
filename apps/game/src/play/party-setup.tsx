import type { HeroChoice } from '@breachline/engine';
import { useState } from 'react';
import { parseSeed } from '../session/draw-seed';

export interface PartySetupProps {
  readonly title: string;
  readonly roster: readonly { readonly kind: string; readonly name: string }[];
  readonly min: number;
  readonly max: number;
  /** The mission's suggested party (kinds), chosen first. */
  readonly suggested: readonly string[];
  /** `seed` when the players typed one (to play a recorded game again); else the game draws its own. */
  onStart(heroes: HeroChoice[], players: number, seed?: number): void;
  onBack(): void;
}

/** Choose the heroes from the ruleset's roster, and how many players share them at this screen (hot-seat). */
export function PartySetup({ title, roster, min, max, suggested, onStart, onBack }: PartySetupProps) {
  const first = suggested.filter((kind) => roster.some((r) => r.kind === kind));
  const [chosen, setChosen] = useState<string[]>(first.length >= min ? first.slice(0, max) : roster.slice(0, min).map((r) => r.kind));
  const [players, setPlayers] = useState(1);
  const toggle = (kind: string) => setChosen((c) => (c.includes(kind) ? c.filter((k) => k !== kind) : c.length < max ? [...c, kind] : c));
  const [seedText, setSeedText] = useState('');
  const seed = seedText.trim() === '' ? undefined : parseSeed(seedText);
  const fits = chosen.length >= min && chosen.length <= max && seed?.ok !== false;
  return (
    <main className="party-setup">
      <h1>{title}</h1>
      <p>
        Choose {min === max ? min : `${min} to ${max}`} heroes. {chosen.length} chosen.
      </p>
      <ul className="roster" aria-label="Roster">
        {roster.map((hero) => (
          <li key={hero.kind}>
            <label>
              <input type="checkbox" checked={chosen.includes(hero.kind)} onChange={() => toggle(hero.kind)} />
              {hero.name}
            </label>
          </li>
        ))}
      </ul>
      <label className="players">
        Players at this screen
        <select value={players} onChange={(e) => setPlayers(Number(e.target.value))}>
          {[1, 2, 3, 4, 5, 6].filter((n) => n <= Math.max(1, chosen.length)).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <details className="advanced">
        <summary>Advanced</summary>
        <label>
          Seed (to play a recorded game again; empty for a new one)
          <input type="text" inputMode="numeric" value={seedText} onChange={(e) => setSeedText(e.target.value)} aria-invalid={seed?.ok === false} />
        </label>
        {seed && !seed.ok && <p className="refusal">{seed.message}</p>}
      </details>
      <div className="setup-buttons">
        <button type="button" onClick={onBack}>
          ← Missions
        </button>
        <button
          type="button"
          className="primary"
          disabled={!fits}
          onClick={() =>
            onStart(
              roster.filter((r) => chosen.includes(r.kind)).map((r) => ({ id: r.kind, kind: r.kind, name: r.name })),
              players,
              ...(seed?.ok ? [seed.seed] : []),
            )
          }
        >
          Start the mission
        </button>
      </div>
    </main>
  );
}
