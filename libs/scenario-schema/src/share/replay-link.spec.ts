import { decodeReplayLink, MAX_REPLAY_ACTIONS, MAX_REPLAY_PAYLOAD_LENGTH, readReplayFragment, replayFragment, type ReplayDocument } from './replay-link';

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

  it('refuse a replay version Breachline never wrote: 0, negative, fractional or missing', () => {
    for (const version of [0, -1, 0.5, 1.5, '1', null]) {
      expect(decodeReplayLink(fragmentOf({ ...replay, version }))).toEqual({ ok: false, message: expect.stringMatching(/format version .* is not one Breachline ever wrote \(versions are whole numbers from 1\)\.$/) });
    }
    expect(decodeReplayLink(fragmentOf({ ...replay, version: 2 }))).toEqual({ ok: false, message: expect.stringMatching(/made by a newer version/) });
    expect(decodeReplayLink('#r=0.abcd')).toEqual({ ok: false, message: expect.stringMatching(/encoding version 0, which Breachline never wrote/) });
  });

  it('refuse a replay beyond the format\'s caps: too many actions, too many heroes, a payload too long, a null hero', () => {
    expect(decodeReplayLink(fragmentOf({ ...replay, actions: new Array(MAX_REPLAY_ACTIONS + 1).fill(0) }))).toEqual({ ok: false, message: expect.stringMatching(/longer than 100,000/) });
    const seven = Array.from({ length: 7 }, (_, i) => ({ id: `h${i}`, kind: 'jane', name: 'Jane' }));
    expect(decodeReplayLink(fragmentOf({ ...replay, heroes: seven }))).toEqual({ ok: false, message: expect.stringMatching(/1 to 6 heroes/) });
    expect(decodeReplayLink(fragmentOf({ ...replay, heroes: [null] }))).toEqual({ ok: false, message: expect.stringMatching(/party of heroes/) });
    expect(decodeReplayLink(`#r=1.${'A'.repeat(MAX_REPLAY_PAYLOAD_LENGTH)}`)).toEqual({ ok: false, message: expect.stringMatching(/holds at most 2,000,000/) });
  });

  it('carry the rules version the game was played by; links made before it was recorded still open, without one', () => {
    expect(decodeReplayLink(fragmentOf({ ...replay, rulesVersion: 7 }))).toEqual({ ok: true, value: { ...replay, rulesVersion: 7 } });
    const old = decodeReplayLink(fragmentOf(replay));
    expect(old.ok && 'rulesVersion' in old.value).toBe(false);
  });

  it('refuse a damaged rules version in words', () => {
    for (const rulesVersion of [0, 1.5, 'one']) {
      expect(decodeReplayLink(fragmentOf({ ...replay, rulesVersion }))).toEqual({ ok: false, message: expect.stringMatching(/rules version is damaged/) });
    }
  });
});
