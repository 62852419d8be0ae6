import { encodeSharePayload, loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { act, enemyStep, legalActions, sessionHash, sideToAct, startSession, type Session } from '../play/session';
import type { ReplayTimeline } from '../play/replay';
import { openReplayLink } from './replay-link';
import { rulesVersionOf } from '@breachline/engine';

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
    // The first action that is neither a move nor aimed at a square.
    const hero = legalActions(session).find((a) => a['path'] === undefined && a['at'] === undefined);
    const step = sideToAct(session) === 'enemies' || !hero ? enemyStep(session) : act(session, hero);
    if (!step.ok) throw new Error(step.message);
    session = step.session;
  }
  return session;
}

const game = playedGame();
const document = { format: 'breachline-replay', version: 1, mission, seed: 7, heroes, actions: game.actions, hash: sessionHash(game), caption: 'Quickest win of 50' };
const link = (doc: unknown) => {
  const payload = encodeSharePayload(doc, 2_000_000);
  if (!payload.ok) throw new Error(payload.message);
  return `#r=${payload.value}`;
};

/** Runs a timeline's check to its end. */
function checked(timeline: ReplayTimeline) {
  let check = timeline.check();
  while (check.kind === 'checking') check = timeline.checkSlice(5);
  return check;
}

describe('replay links', () => {
  it('rebuild every step of the recorded game, and prove it reaches the recorded end', () => {
    const opened = openReplayLink(link(document));
    if (!opened.ok) throw new Error(opened.message);
    expect(opened.caption).toBe('Quickest win of 50');
    expect(opened.timeline.lastStep()).toBe(game.actions.length);
    expect(opened.timeline.frame(game.actions.length).view).toEqual(game.view);
    expect(checked(opened.timeline)).toEqual({ kind: 'verified' });
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

  it("say so when a replay's actions or result were changed, even with a valid checksum", () => {
    const altered = openReplayLink(link({ ...document, hash: 'not-the-hash' }));
    if (!altered.ok) throw new Error(altered.message);
    expect(checked(altered.timeline)).toMatchObject({ kind: 'mismatch', message: expect.stringMatching(/does not reach the game it recorded/) });
    const broken = [...game.actions];
    broken[3] = { type: 'no-such-action' };
    const refused = openReplayLink(link({ ...document, actions: broken }));
    if (!refused.ok) throw new Error(refused.message);
    expect(checked(refused.timeline)).toMatchObject({ kind: 'refused', message: expect.stringMatching(/Step 4 of the replay is refused/) });
    expect(refused.timeline.lastStep()).toBe(3);
    expect(openReplayLink(link({ ...document, mission: { ...(mission as object), ruleset: 'chess' } }))).toMatchObject({ ok: false, message: expect.stringMatching(/mission does not validate/) });
  });

  it('say in words when the game was recorded under another version of its rules and no longer replays', () => {
    const ruleset = (mission as { ruleset: string }).ruleset;
    const current = rulesVersionOf(ruleset) ?? 1;
    const same = openReplayLink(link({ ...document, rulesVersion: current }));
    if (!same.ok) throw new Error(same.message);
    expect(same.timeline.rulesNotice).toBeUndefined();
    const older = openReplayLink(link({ ...document, rulesVersion: current + 1, hash: 'not-the-hash' }));
    if (!older.ok) throw new Error(older.message);
    expect(older.timeline.rulesNotice).toMatch(new RegExp(`version ${current + 1} of the ${ruleset} rules`));
    expect(checked(older.timeline)).toMatchObject({ kind: 'mismatch', message: expect.stringMatching(new RegExp(`does not reach the game it recorded.*version ${current + 1} of the ${ruleset} rules`)) });
  });
});
