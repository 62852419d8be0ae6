import { decodeReplayLink, readReplayFragment, replayFragment, type ReplayDocument } from './replay-link';

const replay: ReplayDocument = {
  format: 'breachline-replay',
  version: 1,
  mission: { id: 'm' },
  seed: 7,
  heroes: [{ id: 'jane', kind: 'jane', name: 'Jane' }],
  actions: [{ type: 'end-activation', side: 'heroes', unit: 'jane' }],
  hash: 'abc',
  caption: 'Quickest win of 50',
};

const fragmentOf = (doc: unknown): string => {
  const made = replayFragment(doc as ReplayDocument);
  if (!made.ok) throw new Error(made.message);
  return made.value;
};

describe('replay links', () => {
  it('carry a recorded game through a "#r=" fragment unchanged', () => {
    const fragment = fragmentOf(replay);
    expect(fragment.startsWith('#r=1.')).toBe(true);
    expect(decodeReplayLink(fragment)).toEqual({ ok: true, value: replay });
  });

  it('read only the "r" part of a fragment', () => {
    expect(readReplayFragment('#r=1.abc')).toBe('1.abc');
    expect(readReplayFragment('#m=1.abc')).toBeUndefined();
  });

  it('refuse what is not a well-formed replay with a sentence naming the replay link', () => {
    const good = fragmentOf(replay);
    const flipped = `${good.slice(0, 20)}${good[20] === 'A' ? 'B' : 'A'}${good.slice(21)}`;
    expect(decodeReplayLink(flipped)).toEqual({ ok: false, message: expect.stringMatching(/^This replay link is damaged/) });
    expect(decodeReplayLink('#m=1.abc')).toEqual({ ok: false, message: expect.stringMatching(/no "#r=" part/) });
    expect(decodeReplayLink('#r=9.abc')).toEqual({ ok: false, message: expect.stringMatching(/replay link was made by a newer version/) });
    expect(decodeReplayLink(fragmentOf({ hello: 'world' }))).toEqual({ ok: false, message: expect.stringMatching(/does not hold a replay/) });
    expect(decodeReplayLink(fragmentOf({ ...replay, seed: 1.5 }))).toEqual({ ok: false, message: expect.stringMatching(/incomplete/) });
    expect(decodeReplayLink(fragmentOf({ ...replay, heroes: [{ id: 'jane' }] }))).toEqual({ ok: false, message: expect.stringMatching(/party/) });
    expect(decodeReplayLink(fragmentOf({ ...replay, actions: 'all of them' }))).toEqual({ ok: false, message: expect.stringMatching(/actions/) });
  });
});
