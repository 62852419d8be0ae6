import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DAMAGED_SAVE_KEY, inspectSaves, SAVE_KEY } from '../play/saved-game';
import { hostileCorpus } from '../testing/hostile-corpus';
import { App } from './app';

const corpus = hostileCorpus('saves');

describe('hostile saved games (e2e/hostile/saves)', () => {
  beforeEach(() => window.localStorage.clear());

  it('has a corpus to try', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(10);
  });

  it.each(corpus.map((entry) => [entry.name, entry] as const))('%s: the start page opens and the save is set aside, kept and explained', async (_name, entry) => {
    window.localStorage.setItem(SAVE_KEY, entry.text);
    const saves = inspectSaves(window.localStorage);
    render(<App initialSaves={saves} />);
    expect(screen.getByRole('region', { name: 'Sample missions' })).toBeTruthy();
    if (entry.damagedAt === 'resume') {
      // It looks like a save until the rules replay it: resuming it must come back to the start page, explained.
      fireEvent.click(screen.getByRole('button', { name: /^Resume / }));
    }
    const damaged = await waitFor(() => screen.getByRole('alert', { name: 'Damaged saved game' }), { timeout: 30_000 });
    expect(damaged.textContent).toMatch(/set aside/);
    expect(screen.getByRole('button', { name: 'Download the damaged save' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Sample missions' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Resume / })).toBeNull();
    // Moved out of the live key, and kept exactly as it was.
    expect(window.localStorage.getItem(SAVE_KEY)).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(DAMAGED_SAVE_KEY) ?? '{}')).toMatchObject({ text: entry.text });
    // Deleting it clears the message for good.
    fireEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    expect(screen.queryByRole('alert', { name: 'Damaged saved game' })).toBeNull();
    expect(window.localStorage.getItem(DAMAGED_SAVE_KEY)).toBeNull();
    // The first resume loads the engine, the AI and the validators: slow on a busy machine.
  }, 60_000);
});
