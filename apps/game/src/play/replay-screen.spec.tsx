import { fireEvent, render, screen } from '@testing-library/react';
import { replayOfSession } from './replay';
import { ReplayScreen } from './replay-screen';
import { bubbleRaised } from '../testing/bubble-game';

// The replay draws through the ruleset's face as play does: a derelict Shield Bubble (derelict.md §6.9) raised in
// the game is keyed in the replay's Ground legend once the replay reaches it, and not before.
vi.mock('@breachline/board-view', () => ({ BoardCanvas: () => null }));

describe('ReplayScreen', () => {
  it('keys the ground the face marks in the frame shown: none at the start, the Shield Bubble at the end', async () => {
    const replay = replayOfSession(bubbleRaised());
    if (!replay.ok) throw new Error(replay.message);
    render(<ReplayScreen timeline={replay.timeline} onClose={() => undefined} />);
    expect(screen.queryByRole('region', { name: 'Ground' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'To the end' }));
    expect((await screen.findByRole('region', { name: 'Ground' })).textContent).toContain('Shield Bubble — impenetrable until the end of the next Resolution Phase');
  });
});
