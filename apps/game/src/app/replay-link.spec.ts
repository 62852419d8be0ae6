import { stateHash } from '@breachline/engine';
import { encodeSharePayload, loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { groupActions } from '../play/action-labels';
import { act, enemyStep, legalActions, sideToAct, startSession, type Session } from '../play/session';
import { openReplayLink } from './replay-link';

const mission = SAMPLE_MISSIONS['hive-destroy-the-hive'];
const heroes = [
  { id: 'jane', kind: 'jane', name: 'Jane' },
  { id: 'maria', kind: 'maria', name: 'Maria' },
];

/** 40 decisions of a game, as the editor's recorder would keep them. */
function playedGame(): Session {
  const loaded = loadMission(mission);
  if (!loaded.ok) throw new Error('sample should load');
  const started = startSession(loaded.value, heroes, 7);
  if (!started.ok) throw new Error(started.message);
  let session = started.session;
  for (let i = 0; i < 40 && sideToAct(session); i++) {
    const hero = groupActions(legalActions(session)).others[0];
    const step = sideToAct(session) === 'enemies' || !hero ? enemyStep(session) : act(session, hero);
    if (!step.ok) throw new Error(step.message);
    session = step.session;
  }
  return session;
}

const game = playedGame();
const document = { format: 'breachline-replay', version: 1, mission, seed: 7, heroes, actions: game.actions, hash: stateHash(game.state), caption: 'Quickest win of 50' };
const link = (doc: unknown) => {
  const payload = encodeSharePayload(doc, 2_000_000);
  if (!payload.ok) throw new Error(payload.message);
  return `#r=${payload.value}`;
};

describe('replay links', () => {
  it('rebuild every step of the recorded game', () => {
    const opened = openReplayLink(link(document));
    if (!opened.ok) throw new Error(opened.message);
    expect(opened.caption).toBe('Quickest win of 50');
    expect(opened.frames.sessions).toHaveLength(game.actions.length + 1);
    const last = opened.frames.sessions.at(-1);
    if (!last) throw new Error('the replay has no frames');
    expect(stateHash(last.state)).toBe(stateHash(game.state));
  });

  it('refuse a tampered, truncated or foreign link with a sentence saying so', () => {
    const good = link(document);
    const flipped = `${good.slice(0, 40)}${good[40] === 'A' ? 'B' : 'A'}${good.slice(41)}`;
    expect(openReplayLink(flipped)).toEqual({ ok: false, message: expect.stringMatching(/^This replay link is damaged/) });
    expect(openReplayLink(good.slice(0, good.length - 32))).toMatchObject({ ok: false, message: expect.stringMatching(/damaged or incomplete/) });
    expect(openReplayLink('#m=1.abc')).toMatchObject({ ok: false, message: expect.stringMatching(/no "#r=" part/) });
    expect(openReplayLink(link({ hello: 'world' }))).toMatchObject({ ok: false, message: expect.stringMatching(/does not hold a replay/) });
    expect(openReplayLink(link({ ...document, version: 2 }))).toMatchObject({ ok: false, message: expect.stringMatching(/newer version/) });
    expect(openReplayLink(link({ ...document, heroes: [{ id: 'jane' }] }))).toMatchObject({ ok: false, message: expect.stringMatching(/party/) });
  });

  it('refuse a replay whose actions or result were changed, even with a valid checksum', () => {
    expect(openReplayLink(link({ ...document, hash: 'not-the-hash' }))).toMatchObject({ ok: false, message: expect.stringMatching(/does not reach the game it recorded/) });
    const broken = [...game.actions];
    broken[3] = { type: 'no-such-action' };
    expect(openReplayLink(link({ ...document, actions: broken }))).toMatchObject({ ok: false, message: expect.stringMatching(/Step 4 of the replay is refused/) });
    expect(openReplayLink(link({ ...document, mission: { ...(mission as object), ruleset: 'chess' } }))).toMatchObject({ ok: false, message: expect.stringMatching(/mission does not validate/) });
  });
});
