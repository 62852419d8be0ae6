import { encodeSharePayload, loadMission, SAMPLE_MISSIONS, shareFragment } from '@breachline/scenario-schema';
import type { GameStore } from '../session/game-store';
import { drawSeed, MAX_SEED, parseSeed } from '../session/draw-seed';
import { playOrPreview, sharedScreen } from './flow';

const squad = [
  { id: 'sergeant', kind: 'sergeant', name: 'Sergeant' },
  { id: 'gunner', kind: 'gunner', name: 'Gunner' },
];

function purge() {
  const loaded = loadMission(SAMPLE_MISSIONS['boarding-purge']);
  if (!loaded.ok) throw new Error('the sample should load');
  return loaded.value;
}

function storeOf(seed?: number): GameStore {
  const screen = playOrPreview(purge(), squad, 1, seed);
  if (screen.kind !== 'play') throw new Error('Purge should start');
  return screen.store;
}

/** The faces of the first `count` rolls of a game played by the same fixed choices (the heroes pick by a fixed rule, the enemy's procedure). */
function firstRolls(store: GameStore, count: number): number[] {
  vi.useFakeTimers();
  const faces: number[] = [];
  // Every step's events reach the board's animation: every roll is among them.
  const unsubscribe = store.subscribe((state, before) => {
    if (state.animation === before.animation) return;
    for (const event of state.animation?.events ?? []) if (event.type === 'dice-rolled') faces.push(...event.dice.map((d) => d.face));
  });
  store.getState().start();
  for (let i = 0; i < 2000 && faces.length < count && store.getState().seat.side; i++) {
    const { seat } = store.getState();
    if (seat.side === 'enemies') {
      store.getState().skipEnemy();
      vi.advanceTimersByTime(0);
    } else store.getState().act(seat.legal[(i * 7) % seat.legal.length]);
  }
  store.getState().stop();
  unsubscribe();
  vi.useRealTimers();
  return faces.slice(0, count);
}

describe('seeds (issue 15 §6)', () => {
  it('each new game draws its own seed, so two games of a mission started one after the other roll different dice', () => {
    const first = storeOf();
    const second = storeOf();
    expect(first.getState().game.seed).not.toBe(second.getState().game.seed);
    const a = firstRolls(first, 6);
    const b = firstRolls(second, 6);
    expect(a.length).toBe(6);
    expect(b).not.toEqual(a);
  });

  it('a seed given back (a recorded game) rolls exactly the same dice', () => {
    const first = storeOf();
    const again = storeOf(first.getState().game.seed);
    expect(again.getState().game.seed).toBe(first.getState().game.seed);
    expect(firstRolls(again, 6)).toEqual(firstRolls(first, 6));
  });

  it('draws seeds from the whole 32-bit range', () => {
    expect(drawSeed(() => new Uint32Array([MAX_SEED]))).toBe(MAX_SEED);
    const seeds = new Set(Array.from({ length: 20 }, () => drawSeed()));
    expect(seeds.size).toBeGreaterThan(1);
  });

  it('reads a typed seed, and says what is wrong with one that is not', () => {
    expect(parseSeed(' 42 ')).toEqual({ ok: true, seed: 42 });
    expect(parseSeed(String(MAX_SEED))).toEqual({ ok: true, seed: MAX_SEED });
    expect(parseSeed(String(MAX_SEED + 1))).toMatchObject({ ok: false, message: expect.stringMatching(/at most/) });
    expect(parseSeed('-1')).toMatchObject({ ok: false, message: expect.stringMatching(/whole number/) });
    expect(parseSeed('1e3')).toMatchObject({ ok: false });
  });

  describe('a shared link opened directly (the editor’s Share and Playtest)', () => {
    const link = () => {
      const payload = encodeSharePayload(SAMPLE_MISSIONS['boarding-purge']);
      if (!payload.ok) throw new Error(payload.message);
      return shareFragment(payload.value);
    };
    const seedOf = (hash: string) => {
      const screen = sharedScreen(hash);
      if (screen.kind !== 'play') throw new Error(`the link should open a game, not ${screen.kind}`);
      return screen.store.getState().game.seed;
    };
    afterEach(() => vi.restoreAllMocks());

    it('draws its own seed as a new game does', () => {
      vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
        (array as Uint32Array).fill(123_456_789);
        return array;
      });
      expect(seedOf(link())).toBe(123_456_789);
    });

    it('plays the seed the link carries (&s=), and says what is wrong with one that is not a seed', () => {
      expect(seedOf(`${link()}&s=42`)).toBe(42);
      const refused = sharedScreen(`${link()}&s=lots`);
      expect(refused).toMatchObject({ kind: 'problem', issues: [{ message: expect.stringMatching(/seed "lots" cannot be used: A seed is a whole number/) }] });
    });
  });
});
