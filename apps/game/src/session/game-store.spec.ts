import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { resumeSession, startSession, type Session } from '../play/session';
import { createGameStore, ENEMY_STEP_MS, type AutosaveInput, type GameStore } from './game-store';
import { createLocalTransport } from './local-transport';

const squad = [
  { id: 'sergeant', kind: 'sergeant', name: 'Sergeant' },
  { id: 'gunner', kind: 'gunner', name: 'Gunner' },
];

function started(seed = 3) {
  const loaded = loadMission(SAMPLE_MISSIONS['boarding-purge']);
  if (!loaded.ok) throw new Error('the sample should load');
  const begun = startSession(loaded.value, squad, seed);
  if (!begun.ok) throw new Error(begun.message);
  return begun;
}

const start = (seed = 3): Session => started(seed).session;

/** Plays heroes' turns by their first legal action that is not the end of a turn when there is one, the enemy by skipping, until `steps` actions. */
function playHeroesAndEnemy(store: GameStore, steps: number): void {
  for (let i = 0; i < steps * 4 && store.getState().seat.actionCount < steps; i++) {
    const { seat } = store.getState();
    if (seat.side === 'enemies') {
      store.getState().skipEnemy();
      vi.advanceTimersByTime(0);
    } else if (seat.side === 'heroes') {
      const pick = seat.legal[(i * 7) % seat.legal.length];
      store.getState().act(pick);
    } else break;
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the game store over the local transport', () => {
  it('holds the heroes’ view and events only, never the full state (boarding.md: blips hide what they hold)', () => {
    const saves: AutosaveInput[] = [];
    const store = createGameStore(createLocalTransport(start()), {
      players: 1,
      autosave: (input) => {
        saves.push(input);
        return { ok: true };
      },
    });
    store.getState().start();
    playHeroesAndEnemy(store, 60);
    const state = store.getState();
    expect(state.seat.view.viewer).toBe('heroes');
    expect(state.seat.view).not.toHaveProperty('rng');
    expect(Object.keys(state)).not.toContain('state');
    expect(JSON.stringify(state.animation?.events ?? [])).not.toMatch(/"contents":\{/);
    for (const token of state.seat.view.tokens) if (token.hidden) expect(token.contents).toBeNull();
    // Every step was saved, with every action so far.
    expect(saves.at(-1)?.record.actions.length).toBe(state.seat.actionCount);
  });

  it('hands the UI the heroes’ legal actions on their turn and none on the enemy’s', () => {
    const store = createGameStore(createLocalTransport(start()), {
      players: 1,
    });
    store.getState().start();
    const { seat } = store.getState();
    expect(seat.side).toBe('heroes');
    expect(seat.legal.length).toBeGreaterThan(0);
    for (let i = 0; i < 200 && store.getState().seat.side === 'heroes'; i++) {
      const end = store.getState().seat.legal.find((a) => a.type === 'end-activation' || a.type === 'end-phase');
      store.getState().act(end ?? store.getState().seat.legal[0]);
    }
    expect(store.getState().seat.side).toBe('enemies');
    expect(store.getState().seat.legal).toEqual([]);
  });

  it('paces the enemy one decision per ENEMY_STEP_MS, and plays the rest at once when skipped', () => {
    const store = createGameStore(createLocalTransport(start()), {
      players: 1,
    });
    store.getState().start();
    for (let i = 0; i < 200 && store.getState().seat.side === 'heroes'; i++) {
      const end = store.getState().seat.legal.find((a) => a.type === 'end-activation' || a.type === 'end-phase');
      store.getState().act(end ?? store.getState().seat.legal[0]);
    }
    expect(store.getState().seat.side).toBe('enemies');
    const before = store.getState().seat.actionCount;
    vi.advanceTimersByTime(ENEMY_STEP_MS - 1);
    expect(store.getState().seat.actionCount).toBe(before);
    vi.advanceTimersByTime(1);
    expect(store.getState().seat.actionCount).toBe(before + 1);
    if (store.getState().seat.side === 'enemies') {
      store.getState().skipEnemy();
      vi.advanceTimersByTime(0);
      // Skipping runs each decision on a zero timer: the enemy's turn ends without waiting ENEMY_STEP_MS.
      for (let i = 0; i < 500 && store.getState().seat.side === 'enemies'; i++) vi.advanceTimersByTime(0);
      expect(store.getState().seat.side).not.toBe('enemies');
    }
    expect(store.getState().skipping).toBe(false);
  });

  it('stops pacing the enemy once stopped (the screen is gone)', () => {
    const store = createGameStore(createLocalTransport(start()), {
      players: 1,
    });
    const stop = store.getState().start();
    for (let i = 0; i < 200 && store.getState().seat.side === 'heroes'; i++) {
      const end = store.getState().seat.legal.find((a) => a.type === 'end-activation' || a.type === 'end-phase');
      store.getState().act(end ?? store.getState().seat.legal[0]);
    }
    const count = store.getState().seat.actionCount;
    stop();
    vi.advanceTimersByTime(ENEMY_STEP_MS * 10);
    expect(store.getState().seat.actionCount).toBe(count);
  });

  it('keeps the game as it was when the rules refuse an action, and says why', () => {
    const store = createGameStore(createLocalTransport(start()), {
      players: 1,
    });
    store.getState().start();
    const before = store.getState().seat;
    store.getState().act({ type: 'no-such-action', side: 'heroes' });
    expect(store.getState().seat).toBe(before);
    expect(store.getState().refusal).toMatch(/\w/);
  });

  it('deals the heroes to the players round the table, the same hero always to the same player', () => {
    const store = createGameStore(createLocalTransport(start()), {
      players: 2,
    });
    expect(store.getState().playerOf('sergeant')).toBe(1);
    expect(store.getState().playerOf('gunner')).toBe(2);
  });

  it('clears the cell being chosen when a step is taken, and moves the cursor from its latest place', () => {
    const store = createGameStore(createLocalTransport(start()), {
      players: 1,
    });
    store.getState().start();
    store.getState().beginPick('move', { x: 2, y: 2 });
    store.getState().moveCursor((c) => ({ x: c.x + 1, y: c.y }));
    store.getState().moveCursor((c) => ({ x: c.x + 1, y: c.y }));
    expect(store.getState().picking).toEqual({
      id: 'move',
      cursor: { x: 4, y: 2 },
      moved: true,
    });
    store.getState().act(store.getState().seat.legal[0]);
    expect(store.getState().picking).toBeUndefined();
  });

  it('rebuilds the log, the last dice and the view of a resumed game from the events its actions make', () => {
    const begun = started(5);
    const first = begun.session;
    const transport = createLocalTransport(first);
    const played = createGameStore(transport, { players: 1, history: [begun.start] });
    played.getState().start();
    playHeroesAndEnemy(played, 80);
    expect(played.getState().log.length).toBeGreaterThan(3);
    // The first line is the start step's own: said once, by the game-started event.
    expect(played.getState().log[0]).toBe('The mission begins.');
    expect(played.getState().log.filter((line) => line === 'The mission begins.')).toHaveLength(1);
    const resumedFrom = resumeSession(first.loaded, first.heroes, first.seed, transport.record().actions);
    if (!resumedFrom.ok) throw new Error(resumedFrom.message);
    const resumed = createGameStore(createLocalTransport(resumedFrom.session), {
      players: 1,
      history: resumedFrom.history,
    });
    expect(resumed.getState().log).toEqual(played.getState().log);
    expect(resumed.getState().dice).toEqual(played.getState().dice);
    expect(resumed.getState().seat.view).toEqual(played.getState().seat.view);
  });

  it('names a unit in the log by its name even in the step that takes it out of the view (killed)', () => {
    const store = createGameStore(createLocalTransport(start(9)), { players: 1 });
    store.getState().start();
    playHeroesAndEnemy(store, 3000);
    const kills = store.getState().log.filter((line) => / is killed/.test(line));
    expect(kills.length).toBeGreaterThan(0);
    for (const line of kills) expect(line).not.toMatch(/^(sergeant|gunner) /);
    expect(kills.some((line) => /^(Sergeant|Gunner) is killed/.test(line))).toBe(true);
  });
});
