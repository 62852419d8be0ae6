import { presentationFor } from '@breachline/engine';
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { startSession } from './session';
import { roundLine } from './round-line';

function viewOf(id: string) {
  const loaded = loadMission(SAMPLE_MISSIONS[id]);
  if (!loaded.ok) throw new Error(`${id} should load`);
  const started = startSession(loaded.value, loaded.value.mission.party ?? [], 1);
  if (!started.ok) throw new Error(started.message);
  return { face: presentationFor(loaded.value.mission.ruleset), view: started.session.view };
}

describe('the header counts rounds in the ruleset\'s own word', () => {
  it('boarding.md counts turns (with its limit), as its tracker does', () => {
    const { face, view } = viewOf('boarding-purge');
    expect(roundLine(face, view)).toMatch(/^Turn 1( of \d+)?$/);
    expect(roundLine(face, view)).toBe(`${face.trackers(view)[0]?.label} ${face.trackers(view)[0]?.value}`);
  });

  it('derelict counts rounds', () => {
    const { face, view } = viewOf('derelict-cg00-noisy-neighbours');
    expect(roundLine(face, view)).toBe('Round 1');
  });
});
