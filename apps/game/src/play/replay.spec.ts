import { playSample } from '../testing/play-game';
import { replayTimeline, type ReplayTimeline } from './replay';
import { sessionHash } from './session';

const heroes = [
  { id: 'jane', kind: 'jane', name: 'Jane' },
  { id: 'maria', kind: 'maria', name: 'Maria' },
];
const game = playSample('hive-destroy-the-hive', heroes, 2, 1000);
/** Small, so that this game crosses many checkpoints. */
const EVERY = 16;

function checkToTheEnd(timeline: ReplayTimeline) {
  let check = timeline.check();
  for (let slices = 0; check.kind === 'checking' && slices < 10_000; slices++) check = timeline.checkSlice(5);
  return check;
}

describe('replay', () => {
  it('shows every step as the heroes saw it, the same by stepping or by jumping', () => {
    expect(game.steps.length).toBeGreaterThan(EVERY * 4);
    const timeline = replayTimeline(game.start, game.end.actions, sessionHash(game.end), EVERY);
    expect(timeline.lastStep()).toBe(game.steps.length);
    // Step by step from the start…
    const stepped = [];
    for (let step = 0; step <= timeline.lastStep(); step++) stepped.push(timeline.frame(step));
    // …each frame is the view and the events the play screen had after that action.
    for (const [i, { session, events }] of game.steps.entries()) {
      expect(stepped[i + 1]?.view).toEqual(session.view);
      expect(stepped[i + 1]?.events).toEqual(events);
    }
    // Jumps (backwards, past checkpoints, to the end) reach the same frames.
    for (const step of [game.steps.length, 3, EVERY + 7, 0, EVERY * 2 - 1, EVERY * 3]) {
      expect(timeline.frame(step).view).toEqual(stepped[step]?.view);
    }
    expect(checkToTheEnd(timeline)).toEqual({ kind: 'verified' });
  });

  it('opens without replaying anything: the game is checked afterwards, in slices', () => {
    const timeline = replayTimeline(game.start, game.end.actions, 'a-hash-it-will-not-reach', EVERY);
    // Nothing replayed yet, and the first frame is the start.
    expect(timeline.check()).toEqual({ kind: 'checking', checked: 0 });
    expect(timeline.frame(0).view).toEqual(game.start.view);
    expect(timeline.check()).toEqual({ kind: 'checking', checked: 0 });
    // One short slice checks part of the game, not all of it; the rest follows, and the difference is said.
    const first = timeline.checkSlice(0);
    expect(first).toMatchObject({ kind: 'checking' });
    expect(checkToTheEnd(timeline)).toEqual({ kind: 'mismatch', message: expect.stringMatching(/does not reach the game it recorded/) });
  });

  it('stops before an action the rules refuse, and says which', () => {
    const broken = [...game.end.actions];
    broken[100] = { type: 'no-such-action' };
    const timeline = replayTimeline(game.start, broken, undefined, EVERY);
    // Jumping to the end walks there and finds the refusal on the way.
    expect(timeline.frame(broken.length).step).toBe(100);
    expect(timeline.lastStep()).toBe(100);
    expect(timeline.check()).toMatchObject({ kind: 'refused', step: 101, message: expect.stringMatching(/^Step 101 of the replay is refused/) });
  });
});
