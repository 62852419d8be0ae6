import { fireEvent, render, screen } from '@testing-library/react';
import { EdgeKind, presentationFor } from '@breachline/engine';
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { groupActions } from './action-labels';
import { replayOfSession } from './replay';
import { ReplayScreen } from './replay-screen';
import { sessionAfter } from '../testing/play-game';
import { presentContext } from './present-context';
import { act, legalActions, startSession, type Session } from './session';

// Session 10's derelict board states as the screens get them: the doorway the Engineer cuts (derelict.md §3.2
// Improvised Exit) is part of the board the play screen draws (the session builds it through the started game's
// `boardOf`) and the face keys its squares; a Shield Bubble's zone (§3.7, §6.9) is drawn in a replay too.
vi.mock('@breachline/board-view', () => ({ BoardCanvas: () => null }));

/** P20 with its starting deal made Shield Bubbles (its starting deck, G16), just after the first survivor raised one. */
function bubbleRaised(): Session {
  const mission = structuredClone(SAMPLE_MISSIONS['derelict-p20-messing-with-the-bull']) as { decks: { base?: string; add?: unknown[] }[] };
  for (const deck of mission.decks) if (deck.base === 'starting-items') deck.add = [{ card: 'shield-bubble', count: 6 }, ...(deck.add ?? [])];
  const party = [
    { id: 'marine', kind: 'marine', name: 'Marine' },
    { id: 'captain', kind: 'captain', name: 'Captain' },
    { id: 'scout', kind: 'scout', name: 'Scout' },
  ];
  return sessionAfter(mission, party, 1, (a) => a.type === 'use-item' && a['item'] === 'shield-bubble');
}
describe('a doorway cut by the Engineer, as the play screen gets it', () => {
  const party = [
    { id: 'engineer', kind: 'engineer', name: 'Engineer' },
    { id: 'marine', kind: 'marine', name: 'Marine' },
    { id: 'captain', kind: 'captain', name: 'Captain' },
  ];
  const loaded = loadMission(SAMPLE_MISSIONS['derelict-p20-messing-with-the-bull']);
  if (!loaded.ok) throw new Error('P20 should load');

  /** The Engineer's turn: taken when the game asks who acts, his first cut offered on the board. */
  function engineersCut(): { session: Session; cut: ReturnType<typeof legalActions>[number] } {
    const started = startSession(loaded.ok ? loaded.value : (undefined as never), party, 1);
    if (!started.ok) throw new Error(started.message);
    let session = started.session;
    for (let i = 0; i < 5; i++) {
      const legal = legalActions(session);
      const cut = legal.find((a) => a.type === 'ability' && a['unit'] === 'engineer' && typeof a['zone'] === 'string');
      if (cut) return { session, cut };
      const next = legal.find((a) => a.type === 'activate' && a['unit'] === 'engineer') ?? legal.find((a) => a.type === 'end-activation');
      const step = next && act(session, next);
      if (!step?.ok) throw new Error('the Engineer never got to act');
      session = step.session;
    }
    throw new Error('no Improvised Exit offered');
  }

  it('offers the cut on the board at the neighbouring zone, and once cut the session\'s board has the wall open there, keyed by the face', () => {
    const { session, cut } = engineersCut();
    const face = presentationFor(session.loaded.mission.ruleset);
    const ctx = presentContext(session.view, session.board, (id) => id);
    const grouped = groupActions(legalActions(session), face, ctx, 'engineer');
    // Every square of the zone it aims at takes it (among the other actions there).
    const zone = session.board.zones.find((z) => z.id === cut['zone']);
    const square = zone?.cells[0] ?? -1;
    const target = grouped.targets.get(`${square % session.board.width},${Math.floor(square / session.board.width)}`);
    expect(target?.choices.map((c) => c.label)).toContain(`Improvised Exit: cut a doorway into ${zone?.name} (1 action, once per mission)`);
    const step = act(session, cut);
    if (!step.ok) throw new Error(step.message);
    const opened = Array.from(step.session.board.edges).flatMap((e, slot) => (e !== session.board.edges[slot] ? [slot] : []));
    expect(opened).toHaveLength(1);
    expect(step.session.board.edges[opened[0] ?? -1]).toBe(EdgeKind.Open);
    const marks = face.groundMarks?.(step.session.view, step.session.board) ?? [];
    const cell = Math.floor((opened[0] ?? 0) / 2);
    expect(marks.find((m) => m.kind === 'doorway')?.cells).toContain(cell);
    expect(marks.find((m) => m.kind === 'doorway')?.label).toBe('Improvised Exit — a doorway cut through the wall');
  });
});

describe('a Shield Bubble in a replay', () => {
  it('derelict.md §6.9: the replay\'s frame after the bubble goes up shows its zone through the ruleset\'s face, as play does', () => {
    const replay = replayOfSession(bubbleRaised());
    if (!replay.ok) throw new Error(replay.message);
    const { timeline } = replay;
    const face = presentationFor(timeline.ruleset);
    const frame = timeline.frame(timeline.lastStep());
    const marks = face.groundMarks?.(frame.view, frame.board) ?? [];
    expect(marks.map((m) => [m.kind, m.field])).toEqual([['impenetrable', true]]);
    expect(face.groundMarks?.(timeline.frame(0).view, timeline.frame(0).board) ?? []).toEqual([]);
  });

  it('the replay screen keys the ground the face marks in the frame shown: none at the start, the Shield Bubble at the end', async () => {
    const replay = replayOfSession(bubbleRaised());
    if (!replay.ok) throw new Error(replay.message);
    render(<ReplayScreen timeline={replay.timeline} onClose={() => undefined} />);
    expect(screen.queryByRole('region', { name: 'Ground' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'To the end' }));
    expect((await screen.findByRole('region', { name: 'Ground' })).textContent).toContain('Shield Bubble — impenetrable until the end of the next Resolution Phase');
  });
});
