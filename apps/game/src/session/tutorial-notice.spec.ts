import { DEFAULT_SAMPLE_MISSION_ID, loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { startSession } from '../play/session';
import { lastNotice } from './event-log';
import { createGameStore } from './game-store';
import { createLocalTransport } from './local-transport';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function tutorialStore() {
  const loaded = loadMission(SAMPLE_MISSIONS[DEFAULT_SAMPLE_MISSION_ID]);
  if (!loaded.ok) throw new Error('the tutorial should load');
  const started = startSession(loaded.value, [{ id: 'sergeant', kind: 'sergeant', name: 'Vance' }], 1);
  if (!started.ok) throw new Error(started.message);
  const store = createGameStore(createLocalTransport(started.session), { players: 1 });
  store.getState().start();
  return store;
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

  it('the first trooper to act gets the first lesson as a banner and a log line, until dismissed', () => {
    const store = tutorialStore();
    expect(store.getState().notice).toBeUndefined();
    const activate = store.getState().seat.legal.find((a) => a.type === 'activate');
    if (!activate) throw new Error('the tutorial starts by choosing who acts');
    store.getState().act(activate);
    expect(store.getState().notice?.title).toBe('Lesson 1: moving');
    expect(store.getState().log.some((line) => line.startsWith('Lesson 1: moving: '))).toBe(true);
    store.getState().dismissNotice();
    expect(store.getState().notice).toBeUndefined();
    store.getState().stop();
  });
});
