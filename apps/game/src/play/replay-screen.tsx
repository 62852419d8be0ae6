import type { BoardAnimation } from '@breachline/board-view';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { describeEvent } from './describe-event';
import type { ReplayFrames } from './replay';
import { currentBoard } from './session';

const BoardCanvas = lazy(() => import('@breachline/board-view').then((m) => ({ default: m.BoardCanvas })));

/**
 * Step through a finished game, or play it back; the board shows the state after the current step.
 * `caption` says which game this is when it came from elsewhere (e.g. a notable simulated game).
 */
export function ReplayScreen({ frames, caption, onClose }: { frames: ReplayFrames; caption?: string; onClose: () => void }) {
  const last = frames.sessions.length - 1;
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const session = frames.sessions[step] ?? frames.sessions[0];
  useEffect(() => {
    if (!playing) return undefined;
    if (step >= last) {
      setPlaying(false);
      return undefined;
    }
    const timer = setTimeout(() => setStep((s) => Math.min(last, s + 1)), 250);
    return () => clearTimeout(timer);
  }, [playing, step, last]);
  // Stepping forward by one animates that step's events; jumps show the state at once.
  const shown = useRef(step);
  const animation = useMemo<BoardAnimation | undefined>(() => {
    const previous = frames.sessions[step - 1];
    const forward = step === shown.current + 1 && previous !== undefined;
    return forward ? { id: step, events: frames.events[step] ?? [], before: { units: previous.state.units, tokens: [] } } : undefined;
  }, [frames, step]);
  useEffect(() => {
    shown.current = step;
  }, [step]);
  const roster = useMemo(() => (frames.sessions[0]?.heroes ?? []).map((h) => h.id), [frames]);
  // Every unit the game ever had, so a step that removes a killed figure still names it.
  const names = useMemo(() => {
    const known = new Map<string, string>();
    for (const frame of frames.sessions) for (const unit of frame.state.units) if (!known.has(unit.id)) known.set(unit.id, unit.name);
    return known;
  }, [frames]);
  if (!session) return null;
  const lines = (frames.events[step] ?? []).flatMap((e) => describeEvent(e, (id) => names.get(id) ?? id) ?? []);
  return (
    <main className="game">
      <div className="board-stage">
        <Suspense fallback={<p className="loading">Loading the board…</p>}>
          <BoardCanvas board={currentBoard(session)} units={session.state.units} roster={roster} openDoors={session.state.openDoors} animation={animation} mode="perspective" label="Replay board" keyboardPan />
        </Suspense>
      </div>
      <aside className="hud" aria-label="Replay">
        <button type="button" className="leave" onClick={onClose}>
          ← Back
        </button>
        <h1>Replay: {session.loaded.mission.meta.title}</h1>
        {caption ? <p className="replay-caption">{caption}</p> : null}
        <p className="hud-meta replay-position" aria-label="Replay position">
          Step {step} of {last} · round {session.state.round}
        </p>
        <ul className="replay-lines">
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      </aside>
      <section className="action-bar" aria-label="Replay controls">
        <button type="button" onClick={() => setStep(0)} aria-label="To the start">
          |◀
        </button>
        <button type="button" onClick={() => setStep((s) => Math.max(0, s - 1))} aria-label="Step back">
          ◀
        </button>
        <button type="button" onClick={() => setPlaying((p) => !p)} aria-label={playing ? 'Pause' : 'Play'}>
          {playing ? '||' : '▶▶'}
        </button>
        <button type="button" onClick={() => setStep((s) => Math.min(last, s + 1))} aria-label="Step forward">
          ▶
        </button>
        <button type="button" onClick={() => setStep(last)} aria-label="To the end">
          ▶|
        </button>
        <input type="range" min={0} max={last} value={step} onChange={(e) => setStep(Number(e.target.value))} aria-label="Replay step" className="replay-slider" />
      </section>
    </main>
  );
}
