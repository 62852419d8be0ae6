import { DEFAULT_SAMPLE_MISSION_ID, loadMission, SAMPLE_MISSIONS, type LoadedMission } from '@breachline/scenario-schema';
import { playOrPreview, resumeScreen } from '../app/flow';
import { readSave } from '../play/saved-game';
import { lastNotice } from './event-log';
import type { GameStore } from './game-store';

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => vi.useRealTimers());

const squad = [{ id: 'sergeant', kind: 'sergeant', name: 'Vance' }];

function loadedTutorial(extraTriggers: readonly unknown[] = []): LoadedMission {
  const tutorial = SAMPLE_MISSIONS[DEFAULT_SAMPLE_MISSION_ID] as { triggers?: unknown[] };
  const loaded = loadMission({ ...tutorial, triggers: [...(tutorial.triggers ?? []), ...extraTriggers] });
  if (!loaded.ok) throw new Error(loaded.issues.map((issue) => issue.message).join(' '));
  return loaded.value;
}

/** A new game as the app starts it (flow.playOrPreview, autosaving to this page's storage). */
function newGame(loaded: LoadedMission): GameStore {
  const screen = playOrPreview(loaded, squad, 1, 1);
  if (screen.kind !== 'play') throw new Error(`the tutorial should start, not show ${screen.kind}`);
  return screen.store;
}

/** The autosaved game, resumed as the start screen's Resume does. */
function resumed(): GameStore {
  const read = readSave(window.localStorage);
  if (read.kind !== 'save') throw new Error('the game should have autosaved');
  const opened = resumeScreen(read.save);
  if (!opened.ok || opened.screen.kind !== 'play') throw new Error('the save should resume');
  return opened.screen.store;
}

/** Takes the first legal action that is not a move (activate, end of turn…), so the game autosaves a step. */
function actOnce(store: GameStore): void {
  store.getState().start();
  const action = store.getState().seat.legal[0];
  if (!action) throw new Error('the heroes should have an action');
  store.getState().act(action);
  store.getState().stop();
}

describe('titled mission messages (the tutorial’s lessons)', () => {
  it('lastNotice takes the last titled message and leaves untitled ones to the log', () => {
    expect(lastNotice([{ type: 'message', text: 'Door d1 is destroyed.' }])).toBeUndefined();
    expect(
      lastNotice([
        { type: 'message', title: 'One', text: 'first' },
        { type: 'message', title: 'Two', text: 'second' },
        { type: 'message', text: 'untitled' },
      ]),
    ).toEqual({ title: 'Two', text: 'second' });
  });

  it('a message the mission gives as it starts (mission-start) opens the log and shows as the banner, in a new game and a resumed one', () => {
    const welcome = { id: 'welcome', on: { event: 'mission-start' }, do: [{ effect: 'message', title: 'Welcome aboard', text: 'Hold the bay.' }] };
    const store = newGame(loadedTutorial([welcome]));
    expect(store.getState().notice).toEqual({ title: 'Welcome aboard', text: 'Hold the bay.' });
    const opening = store.getState().log;
    expect(opening[0]).toBe('The mission begins.');
    expect(opening).toContain('Welcome aboard: Hold the bay.');
    actOnce(store);
    const again = resumed();
    expect(again.getState().notice).toEqual(store.getState().notice);
    expect(again.getState().log).toEqual(store.getState().log);
    expect(again.getState().log.slice(0, opening.length)).toEqual(opening);
  });

  it('the tutorial opens on its first lesson, as a banner and a log line, until dismissed; Resume shows it again', () => {
    const store = newGame(loadedTutorial());
    expect(store.getState().notice?.title).toBe('Lesson 1: moving');
    expect(store.getState().log.some((line) => line.startsWith('Lesson 1: moving: '))).toBe(true);
    store.getState().dismissNotice();
    expect(store.getState().notice).toBeUndefined();
    actOnce(store);
    const again = resumed();
    expect(again.getState().notice?.title).toBe('Lesson 1: moving');
    expect(again.getState().log.filter((line) => line.startsWith('Lesson 1: moving: '))).toHaveLength(1);
  });
});
