import { stateHash } from '@breachline/engine';
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { groupActions } from './action-labels';
import { replayFrames } from './replay';
import { act, enemyStep, legalActions, sideToAct, startSession, type Session } from './session';

describe('replay', () => {
  it('rebuilds every state of a played game, ending at the same state hash', () => {
    const loaded = loadMission(SAMPLE_MISSIONS['hive-destroy-the-hive']);
    if (!loaded.ok) throw new Error('sample should load');
    const started = startSession(loaded.value, [{ id: 'jane', kind: 'jane', name: 'Jane' }], 5);
    if (!started.ok) throw new Error(started.message);
    let session: Session = started.session;
    // Play 60 decisions: the first listed hero action, the enemy's own procedure.
    for (let i = 0; i < 60 && sideToAct(session); i++) {
      const hero = groupActions(legalActions(session)).others[0];
      const step = sideToAct(session) === 'enemies' || !hero ? enemyStep(session) : act(session, hero);
      if (!step.ok) throw new Error(step.message);
      session = step.session;
    }
    const replay = replayFrames(session);
    if (!replay.ok) throw new Error(replay.message);
    expect(replay.frames.sessions).toHaveLength(session.actions.length + 1);
    const lastFrame = replay.frames.sessions.at(-1);
    if (!lastFrame) throw new Error('the replay has no frames');
    expect(stateHash(lastFrame.state)).toBe(stateHash(session.state));
  });
});
