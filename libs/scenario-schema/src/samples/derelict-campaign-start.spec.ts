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

  it('through the campaign face (the path the game takes): a party that bagged the trophy starts CG10 with the jammer on', () => {
    const face = rulesetFor('derelict')?.campaign;
    const cg08 = loadMission(SAMPLE_MISSIONS['derelict-cg08-bagging-a-trophy']);
    const cg10 = loadMission(SAMPLE_MISSIONS['derelict-cg10-break-stuff']);
    if (!face || !cg08.ok || !cg10.ok) throw new Error('no campaign face or sample');
    const begun = face.begin('into-the-fire');
    if (!begun.ok) throw new Error(begun.errors.join(' '));
    // CG08 won: its `trophy-bagged` trigger keeps the flag (seeded here; the win stands in for the play).
    const played = face.start(cg08.value, { seed: 1, campaignFlags: [['bagging-a-trophy-won', true]] }, begun.value);
    if (!played.ok) throw new Error(played.errors.join(' '));
    const won = { ...played.value.state, status: { kind: 'won' as const, reason: 'trophy bagged' } };
    const left = face.choose(face.finish(begun.value, 'derelict-cg08-bagging-a-trophy', won, 1), { action: 'leave' });
    if (!left.ok) throw new Error(left.errors.join(' '));
    const next = face.start(cg10.value, { seed: 3 }, left.value);
    if (!next.ok) throw new Error(next.errors.join(' '));
    const state = next.value.state as unknown as { ext: { options: { solomonEffects: boolean } }; mission?: { campaign?: boolean } };
    expect(state.ext.options.solomonEffects).toBe(false);
    expect(state.mission?.campaign).toBe(true);
  });
});
