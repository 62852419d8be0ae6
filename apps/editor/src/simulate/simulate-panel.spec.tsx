import { buildReport, type GameRecord } from '@breachline/ai';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { FromWorker, ToWorker } from './simulate-protocol';
import { SimulatePanel } from './simulate-panel';
import { playedContent } from './run-freshness';

/** A stand-in for the playtest worker: the test answers for it. */
class FakeWorker {
  static last: FakeWorker | undefined;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  readonly posted: ToWorker[] = [];
  terminated = false;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(message: ToWorker) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: FromWorker) {
    this.onmessage?.({ data } as MessageEvent<FromWorker>);
  }
}

const record = (index: number, deaths: string[]): GameRecord => ({ index, gameSeed: index, botSeed: index, won: false, outcome: 'lost: all dead', rounds: 3, score: null, actions: 9, unfinished: false, deaths, progress: 0 });
const report = buildReport({ mission: 'm', ruleset: 'hive', bot: 'random', seed: 1 }, [record(0, ['2,3']), record(1, ['2,3', '4,4'])]);

const mission = { id: 'm', ruleset: 'hive', meta: { title: 'A' }, units: [{ id: 'u1', type: 'small-bug', x: 1, y: 1 }] };
const moved = { ...mission, units: [{ id: 'u1', type: 'small-bug', x: 5, y: 1 }] };

/** The panel as the shell holds it: the map shows whatever heat the panel last handed up. */
function Harness({ document, heat }: { document: unknown; heat: (deaths: Readonly<Record<string, number>> | undefined) => void }) {
  return <SimulatePanel mission={document} valid onHeat={heat} />;
}

describe('Simulate panel', () => {
  beforeEach(() => vi.stubGlobal('Worker', FakeWorker));
  afterEach(() => vi.unstubAllGlobals());

  it('hides its death marks once a unit is moved or deleted after the run, and shows them again on undo back to it', () => {
    const heat = vi.fn();
    const view = render(<Harness document={mission} heat={heat} />);
    fireEvent.click(screen.getByRole('button', { name: /^Run \d+ games$/ }));
    act(() => FakeWorker.last?.answer({ type: 'report', report }));
    expect(heat).toHaveBeenLastCalledWith({ '2,3': 2, '4,4': 1 });
    expect(screen.queryByRole('status')).toBeNull();
    expect(FakeWorker.last?.posted[0]).toMatchObject({ type: 'start', mission });

    view.rerender(<Harness document={moved} heat={heat} />);
    expect(heat).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByRole('status').textContent).toMatch(/^The mission has changed since this run/);
    // The numbers stay, marked as about the mission that was run.
    expect(screen.getByLabelText('Simulation report').textContent).toMatch(/Win rate 0\.0%/);

    view.rerender(<Harness document={{ ...mission, units: [] }} heat={heat} />);
    expect(heat).toHaveBeenLastCalledWith(undefined);

    view.rerender(<Harness document={{ ...mission, units: [{ id: 'u1', type: 'small-bug', x: 1, y: 1 }] }} heat={heat} />);
    expect(heat).toHaveBeenLastCalledWith({ '2,3': 2, '4,4': 1 });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the marks when only the words change (title, description)', () => {
    const heat = vi.fn();
    const view = render(<Harness document={mission} heat={heat} />);
    fireEvent.click(screen.getByRole('button', { name: /^Run \d+ games$/ }));
    act(() => FakeWorker.last?.answer({ type: 'report', report }));
    view.rerender(<Harness document={{ ...mission, meta: { title: 'Renamed' } }} heat={heat} />);
    expect(heat).toHaveBeenLastCalledWith({ '2,3': 2, '4,4': 1 });
  });
});

describe('played content', () => {
  it('is everything but the words of meta', () => {
    expect(playedContent(mission)).toBe(playedContent({ ...mission, meta: { title: 'B', description: 'x' } }));
    expect(playedContent(mission)).not.toBe(playedContent(moved));
    expect(playedContent(null)).toBe('null');
  });
});
