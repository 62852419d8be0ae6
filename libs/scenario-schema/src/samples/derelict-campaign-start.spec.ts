// derelict.md §10.4 and §10.3 CG10 "After Bagging a Trophy": a campaign consequence is a `mission-start` trigger
// testing a campaign flag, so the flags a campaign passes to setup must be there before the mission starts;
// standalone, the flag reads unset (issue 17: "campaign flags with standalone defaults").
import { rulesetFor, type GameSetupOptions } from '@breachline/engine';
import { loadMission } from '../load-mission';
import { SAMPLE_MISSIONS } from './sample-missions';

function startCg10(options: Partial<GameSetupOptions>) {
  const loaded = loadMission(SAMPLE_MISSIONS['derelict-cg10-break-stuff']);
  if (!loaded.ok) throw new Error('CG10 does not load');
  const started = rulesetFor('derelict')?.setup(loaded.value, { seed: 3, ...options });
  if (!started?.ok) throw new Error(`CG10 does not set up: ${started?.ok === false ? started.errors.join(', ') : ''}`);
  return started.value.state as { ext: { options: { solomonEffects: boolean; maskingSpray: boolean } }; mission?: { campaignFlags: object } };
}

describe('derelict.md §10.3 CG10 campaign consequences at mission start', () => {
  it('after Bagging a Trophy (flag passed by the campaign) the Solomon jammer is on from the start', () => {
    const state = startCg10({ campaignFlags: [['bagging-a-trophy-won', true]] });
    expect(state.ext.options.solomonEffects).toBe(false);
    expect(state.mission?.campaignFlags).toEqual({ 'bagging-a-trophy-won': true, 'solomon-jammer': true });
  });

  it('after Left at the Office the masking spray is in play', () => {
    expect(startCg10({ campaignFlags: [['left-at-the-office-won', true]] }).ext.options.maskingSpray).toBe(true);
  });

  it('standalone, neither consequence applies', () => {
    const state = startCg10({});
    expect([state.ext.options.solomonEffects, state.ext.options.maskingSpray]).toEqual([true, false]);
  });
});
