import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { rulesVersionOf } from '@breachline/engine';
import { readSave, type SavedGame } from '../play/saved-game';
import { startSession } from '../play/session';
import { autosaveTo } from '../session/autosave';
import { createGameStore } from '../session/game-store';
import { createLocalTransport } from '../session/local-transport';
import { memoryStorage } from '../testing/hostile-corpus';
import { resumeScreen } from './flow';

const squad = [
  { id: 'sergeant', kind: 'sergeant', name: 'Sergeant' },
  { id: 'gunner', kind: 'gunner', name: 'Gunner' },
];

/** A two-player hot-seat game of Purge played some way, and what it autosaved. */
function playedAndSaved(): { save: SavedGame; log: readonly string[]; actor: string | null } {
  vi.useFakeTimers();
  const loaded = loadMission(SAMPLE_MISSIONS['boarding-purge']);
  if (!loaded.ok) throw new Error('the sample should load');
  const started = startSession(loaded.value, squad, 11);
  if (!started.ok) throw new Error(started.message);
  const storage = memoryStorage();
  const store = createGameStore(createLocalTransport(started.session), { players: 2, autosave: autosaveTo(storage), history: [started.start] });
  store.getState().start();
  for (let i = 0; i < 120 && store.getState().seat.actionCount < 40; i++) {
    const { seat } = store.getState();
    if (seat.side === 'enemies') {
      store.getState().skipEnemy();
      vi.advanceTimersByTime(0);
    } else if (seat.side === 'heroes') store.getState().act(seat.legal[(i * 5) % seat.legal.length]);
  }
  store.getState().stop();
  vi.useRealTimers();
  const read = readSave(storage);
  if (read.kind !== 'save') throw new Error('the game should have saved');
  return { save: read.save, log: store.getState().log, actor: store.getState().seat.view.turn?.actor ?? null };
}

describe('resuming a saved game', () => {
  const played = playedAndSaved();

  it('restores the log, the players and the acting hero (issue 16: Resume loses things)', () => {
    expect(played.save.players).toBe(2);
    const resumed = resumeScreen(played.save);
    if (!resumed.ok || resumed.screen.kind !== 'play') throw new Error('the save should resume');
    const state = resumed.screen.store.getState();
    expect(state.players).toBe(2);
    expect(state.log).toEqual(played.log);
    // From the start: what starting told is the resumed log's first line too.
    expect(state.log[0]).toBe('The mission begins.');
    expect(state.seat.view.turn?.actor ?? null).toBe(played.actor);
    expect(state.playerOf('gunner')).toBe(2);
  });

  it('refuses, in words, a save whose actions no longer reach the state it recorded', () => {
    const resumed = resumeScreen({ ...played.save, hash: '0000000000000000' });
    expect(resumed).toMatchObject({ ok: false, message: expect.stringMatching(/no longer reaches the game that was saved/) });
  });

  it('says the rules changed when the save was played by another rules version', () => {
    const resumed = resumeScreen({ ...played.save, rulesVersion: 99, hash: '0000000000000000' });
    expect(resumed).toMatchObject({ ok: false, message: expect.stringContaining(`version 99 of the boarding rules, newer than this Breachline's version ${rulesVersionOf('boarding')}`) });
  });
});
