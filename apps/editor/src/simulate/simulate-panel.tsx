import type { PlaytestProgress, PlaytestReport } from '@breachline/ai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { currentGameBase } from '../share/game-base';
import { NOTABLE_LABELS, notableGames, type NotableReplay } from './replay-links';
import { playedContent } from './run-freshness';
import type { FromWorker, ToWorker } from './simulate-protocol';

export interface SimulatePanelProps {
  readonly mission: unknown;
  /** Whether the mission validates (simulating an invalid mission is refused with a reason). */
  readonly valid: boolean;
  /** Hero deaths per square of the last report while it still describes the mission, for the map's heat layer. */
  onHeat(deaths: Readonly<Record<string, number>> | undefined): void;
}

const BOTS = [
  { id: 'random', name: 'Random' },
  { id: 'heuristic', name: 'Heuristic' },
  { id: 'search', name: 'Search (slow)' },
];

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** Plays the mission being edited many times with bots and shows how hard it is. */
export function SimulatePanel({ mission, valid, onHeat }: SimulatePanelProps) {
  const [bot, setBot] = useState('heuristic');
  const [games, setGames] = useState(50);
  const [seed, setSeed] = useState(1);
  const [progress, setProgress] = useState<PlaytestProgress>();
  const [report, setReport] = useState<PlaytestReport>();
  const [message, setMessage] = useState<string>();
  const [replays, setReplays] = useState<readonly NotableReplay[]>();
  const worker = useRef<Worker>(undefined);
  // What played in the mission that was run (see run-freshness.ts): the report is about that mission.
  const [ran, setRan] = useState<string>();
  const present = useMemo(() => (report === undefined ? undefined : playedContent(mission)), [report, mission]);
  const stale = report !== undefined && present !== ran;

  useEffect(() => () => worker.current?.terminate(), []);
  useEffect(() => onHeat(report !== undefined && !stale ? report.deaths : undefined), [report, stale, onHeat]);

  const run = () => {
    worker.current?.terminate();
    const next = new Worker(new URL('./simulate.worker.ts', import.meta.url), { type: 'module' });
    worker.current = next;
    setReport(undefined);
    setReplays(undefined);
    setMessage(undefined);
    setProgress({ done: 0, total: games, wins: 0 });
    setRan(playedContent(mission));
    next.onmessage = (event: MessageEvent<FromWorker>) => {
      const data = event.data;
      if (data.type === 'progress') setProgress(data.progress);
      else if (data.type === 'report') {
        // The worker goes on to record the notable games' replays.
        setProgress(undefined);
        setReport(data.report);
      } else {
        setProgress(undefined);
        if (data.type === 'replays') setReplays(data.replays);
        else setMessage(data.type === 'cancelled' ? 'Cancelled.' : data.message);
        next.terminate();
      }
    };
    next.postMessage({ type: 'start', mission, bot, games, seed } satisfies ToWorker);
  };
  const cancel = () => worker.current?.postMessage({ type: 'cancel' } satisfies ToWorker);

  const biggest = Math.max(1, ...(report?.roundsHistogram.map(([, n]) => n) ?? []));
  return (
    <section className="panel simulate-panel" aria-label="Simulate">
      <h2>Simulate</h2>
      <div className="row">
        <label>
          Bot
          <select value={bot} onChange={(e) => setBot(e.target.value)}>
            {BOTS.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Games
          <input type="number" min={1} max={2000} value={games} onChange={(e) => setGames(Math.max(1, e.target.valueAsNumber || 1))} />
        </label>
        <label>
          Seed
          <input type="number" value={seed} onChange={(e) => setSeed(e.target.valueAsNumber || 0)} />
        </label>
      </div>
      {progress ? (
        <div className="sim-progress">
          <progress max={progress.total} value={progress.done} aria-label="Simulation progress" />
          <span>
            {progress.done} / {progress.total}
          </span>
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" onClick={run} disabled={!valid} title={valid ? undefined : 'Fix the problems listed first'}>
          Run {games} games
        </button>
      )}
      {message && <p className="sim-message">{message}</p>}
      {report && (
        <div className="sim-report" aria-label="Simulation report">
          <p>
            Win rate <strong>{percent(report.winRate)}</strong> ({report.wins} of {report.games}), 95% interval {percent(report.ci95[0])}–{percent(report.ci95[1])}
          </p>
          <p>
            Rounds: mean {report.meanRounds.toFixed(1)}, median {report.medianRounds}
          </p>
          <div className="histogram" aria-label="Game lengths in rounds">
            {report.roundsHistogram.map(([rounds, count]) => (
              <span key={rounds} className="bar" style={{ height: `${(count / biggest) * 100}%` }} title={`${count} ${count === 1 ? 'game' : 'games'} of ${rounds} ${rounds === 1 ? 'round' : 'rounds'}`} />
            ))}
          </div>
          {Object.keys(report.lossReasons).length > 0 && (
            <ul className="loss-reasons">
              {Object.entries(report.lossReasons).map(([reason, count]) => (
                <li key={reason}>
                  {count} × {reason}
                </li>
              ))}
            </ul>
          )}
          {stale ? (
            <p className="sim-stale" role="status">
              The mission has changed since this run: these results and its death marks describe the mission as it was run. Run again to see the changed mission (undoing back to it shows the marks again).
            </p>
          ) : (
            <p className="hint">Hero deaths are shown on the map in red.</p>
          )}
          <NotableGames report={report} replays={replays} />
        </div>
      )}
    </section>
  );
}

/** The quickest win, the quickest loss and a typical game, each with a link that replays it in the game. */
function NotableGames({ report, replays }: { report: PlaytestReport; replays: readonly NotableReplay[] | undefined }) {
  const games = notableGames(report);
  if (games.length === 0) return null;
  return (
    <ul className="notable-games" aria-label="Notable games">
      {games.map(([key, game]) => {
        const replay = replays?.find((r) => r.key === key)?.replay;
        return (
          <li key={key}>
            <span>
              <strong>{NOTABLE_LABELS[key]}</strong>: game {game.index + 1}, {game.outcome} (round {game.rounds})
            </span>
            {replay === undefined ? (
              <span className="hint">Preparing its replay…</span>
            ) : replay.ok ? (
              <a className="button" href={`${currentGameBase()}${replay.value}`} target="_blank" rel="noreferrer">
                Watch replay
              </a>
            ) : (
              <span className="sim-message">{replay.message}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
