import type { BoardAnimation } from '@breachline/board-view';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { describeEvent } from './describe-event';
import { GroundLegend } from './ground-legend';
import type { ReplayCheck, ReplayTimeline } from './replay';
import { usePresentation } from './use-presentation';

const BoardCanvas = lazy(() => import('@breachline/board-view').then((m) => ({ default: m.BoardCanvas })));

/** How long each slice of the background check may run before the page gets the main thread back. */
const CHECK_SLICE_MS = 8;

/** The check's progress in words; a problem is an alert. */
function CheckLine({ check, total }: { check: ReplayCheck; total: number }) {
  switch (check.kind) {
    case 'checking':
      return <p className="replay-check">Checking the recorded game… {Math.floor((check.checked / Math.max(1, total)) * 100)}%</p>;
    case 'verified':
      return <p className="replay-check">Checked: this is the game that was recorded.</p>;
    case 'mismatch':
    case 'refused':
      return (
        <p className="replay-check problem" role="alert">
          {check.message}
        </p>
      );
  }
}

/** Runs the timeline's check in small slices while the viewer watches, and reports each change. */
function useReplayCheck(timeline: ReplayTimeline): ReplayCheck {
  const [check, setCheck] = useState(timeline.check());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slice = () => {
      const next = timeline.checkSlice(CHECK_SLICE_MS);
      setCheck(next);
      if (next.kind === 'checking') timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [timeline]);
  return check;
}

/**
 * Step through a finished game, or play it back; the board shows the state after the current step, as
 * the heroes knew it. `caption` says which game this is when it came from elsewhere (e.g. a notable simulated game).
 */
export function ReplayScreen({ timeline, caption, onClose }: { timeline: ReplayTimeline; caption?: string; onClose: () => void }) {
  const check = useReplayCheck(timeline);
  const last = timeline.lastStep();
  const [wanted, setStep] = useState(0);
  const step = Math.min(wanted, last);
  const [playing, setPlaying] = useState(false);
  const frame = useMemo(() => timeline.frame(step), [timeline, step]);
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
    const forward = frame.step === shown.current + 1 && frame.before !== undefined;
    return forward && frame.before ? { id: frame.step, events: frame.events, before: { units: frame.before, tokens: [] } } : undefined;
  }, [frame]);
  useEffect(() => {
    shown.current = step;
  }, [step]);
  // Units are kept when killed (never spliced out), so the step's units and the ones before it name every unit its events mention.
  const names = useMemo(() => new Map([...(frame.before ?? []), ...frame.view.units].map((u) => [u.id, u.name])), [frame]);
  // Through the ruleset's face, as in play: its markers (noise, a vehicle) with the tokens, its ground tinted.
  const { face, tokens, groundMarks } = usePresentation(timeline.ruleset, frame.view, frame.board, timeline.tiles);
  const lines = frame.events.flatMap((e) => describeEvent(e, (id) => names.get(id) ?? id.replace(/[-_#]/g, ' ')) ?? []);
  return (
    <main className="game">
      <div className="board-stage">
        <Suspense fallback={<p className="loading">Loading the board…</p>}>
          <BoardCanvas board={frame.board} units={frame.view.units} roster={timeline.roster} openDoors={frame.view.openDoors} tokens={tokens} groundMarks={groundMarks} tokenFace={face.token} figureOf={face.figure} material={face.material} animation={animation} mode="perspective" label="Replay board" keyboardPan />
        </Suspense>
      </div>
      <aside className="hud" aria-label="Replay">
        <button type="button" className="leave" onClick={onClose}>
          ← Back
        </button>
        <h1>Replay: {timeline.title}</h1>
        {caption ? <p className="replay-caption">{caption}</p> : null}
        <p className="hud-meta replay-position" aria-label="Replay position">
          Step {step} of {last} · round {frame.view.round}
        </p>
        {timeline.rulesNotice && check.kind !== 'mismatch' && check.kind !== 'refused' ? <p className="replay-check">{timeline.rulesNotice} It may not replay as it was played.</p> : null}
        <CheckLine check={check} total={last} />
        <GroundLegend marks={groundMarks} hover={null} width={frame.board.width} />
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
        <button type="button" onClick={() => setStep(Math.max(0, step - 1))} aria-label="Step back">
          ◀
        </button>
        <button type="button" onClick={() => setPlaying((p) => !p)} aria-label={playing ? 'Pause' : 'Play'}>
          {playing ? '||' : '▶▶'}
        </button>
        <button type="button" onClick={() => setStep(Math.min(last, step + 1))} aria-label="Step forward">
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
