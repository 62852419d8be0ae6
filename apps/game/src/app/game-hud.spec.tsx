import { render, screen } from '@testing-library/react';
import { DEFAULT_SAMPLE_MISSION_ID, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { GameHud } from './game-hud';
import { prepareGame } from './prepare-game';

describe('GameHud', () => {
  it('shows the mission title, briefing and every hero of the squad', () => {
    const prepared = prepareGame(SAMPLE_MISSIONS[DEFAULT_SAMPLE_MISSION_ID], 1);
    if (!prepared.ok) throw new Error('sample mission should load');
    render(<GameHud mission={prepared.game.mission} state={prepared.game.state} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('First Steps');
    expect(screen.getByText(/silent cargo bay/)).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Sgt. Vance sergeant', 'Okafor gunner']);
  });
});
