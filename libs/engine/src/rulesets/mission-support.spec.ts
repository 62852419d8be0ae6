import { describe, expect, it } from 'vitest';
import { missionEffectSupported, supportedMissionEffects } from './mission-support';

// Validation warns about the trigger effects a ruleset cannot carry out (scenario-schema check-trigger-support.ts).

describe('mission support: derelict', () => {
  const derelict = (effect: object) => missionEffectSupported('derelict', effect as { effect: string });

  it('is a playable ruleset: its own words and the core’s are supported', () => {
    expect(supportedMissionEffects('derelict')).toBeDefined();
    for (const effect of ['give', 'carry', 'lure', 'resolve-test', 'set-option', 'deck', 'place', 'open', 'flag', 'for-each']) expect(derelict({ effect })).toBe(true);
  });

  it('a noise is a derelict noise token, permanent, passing or following a carried feature', () => {
    expect(derelict({ effect: 'noise', at: 'actor', level: 2 })).toBe(true);
    expect(derelict({ effect: 'noise', at: 'actor', level: 5, permanent: true })).toBe(true);
    expect(derelict({ effect: 'noise', at: 'actor', level: 5, permanent: true, follows: 'solomon' })).toBe(true);
  });

  it('moving a feature (ROP16 "Nervous energy") and putting a hero in the Loader (CG11 "Lock and Loader") are supported', () => {
    expect(derelict({ effect: 'move', feature: 'woman', steps: 1 })).toBe(true);
    expect(derelict({ effect: 'pilot', vehicle: 'exo-loader', who: 'actor' })).toBe(true);
  });

  it('the words it has no pieces for are not supported: revealing, healing, set-rule', () => {
    for (const effect of ['reveal', 'heal']) expect(derelict({ effect })).toBe(false);
    expect(derelict({ effect: 'set-rule', rule: 'anything' })).toBe(false);
  });

  it('unit flags: the one its rules read (guarded), not the others', () => {
    expect(derelict({ effect: 'unit-flag', flag: 'guarded' })).toBe(true);
    expect(derelict({ effect: 'unit-flag', flag: 'unkillable' })).toBe(false);
  });

  it('a ruleset the engine cannot play yet answers undefined', () => {
    expect(missionEffectSupported('no-such-ruleset', { effect: 'message' })).toBeUndefined();
  });
});
