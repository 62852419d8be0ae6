import { compileMissionPlan } from './plan';
import { startEcho } from '../testing/echo-ruleset';
import type { GameEvent } from '../rules/core/events';

// derelict.md §10.4 (issue 17: "campaign consequences read campaign flags with standalone defaults"): a campaign
// hands the mission the flags the missions before it kept, and a `mission-start` trigger that tests one must
// see it (CG07 after Bug Hunt, CG10 after Bagging a Trophy, CG11's jammer and spray).
const AFTER_BUG_HUNT = compileMissionPlan({
  triggers: [
    {
      id: 'after-bug-hunt',
      on: { event: 'mission-start' },
      if: { test: 'flag', flag: 'bug-hunt-won', scope: 'campaign', is: true },
      do: [{ effect: 'message', text: 'The hive is thinner' }],
    },
  ],
});
const fired = (events: readonly GameEvent[]) => events.some((e) => e.type === 'trigger-fired' && e.trigger === 'after-bug-hunt');

describe('campaign flags at mission start (derelict.md §10.4)', () => {
  it('a flag the campaign passes is set before the mission-start triggers run', () => {
    const started = startEcho(AFTER_BUG_HUNT, undefined, { campaignFlags: [['bug-hunt-won', true]] });
    expect(fired(started.events)).toBe(true);
    expect(started.state.mission?.campaignFlags).toEqual({ 'bug-hunt-won': true });
  });

  it('standalone (no flags passed) the flag reads unset and the trigger does not fire', () => {
    const started = startEcho(AFTER_BUG_HUNT);
    expect(fired(started.events)).toBe(false);
    expect(started.state.mission?.campaignFlags).toEqual({});
  });

  it('a flag named like an Object member is an ordinary entry', () => {
    const started = startEcho(AFTER_BUG_HUNT, undefined, { campaignFlags: [['__proto__', 'kept'], ['constructor', false]] });
    const flags = started.state.mission?.campaignFlags ?? {};
    expect(Object.getPrototypeOf(flags)).toBe(Object.prototype);
    expect(Object.entries(flags)).toEqual([['__proto__', 'kept'], ['constructor', false]]);
  });
});

describe('the campaign condition (derelict.md §10.3 ROP18 "Lock and Load", ROP19 "Hammer time": when not playing a campaign)', () => {
  const standaloneOnly = compileMissionPlan({
    triggers: [{ id: 'lock-and-load', on: { event: 'mission-start' }, if: { test: 'campaign', is: false }, do: [{ effect: 'message', text: 'swap' }] }],
  });
  const swapped = (events: readonly GameEvent[]) => events.some((e) => e.type === 'message' && e.text === 'swap');

  it('standalone it holds at mission start; the state carries no campaign mark', () => {
    const started = startEcho(standaloneOnly);
    expect(swapped(started.events)).toBe(true);
    expect(started.state.mission && 'campaign' in started.state.mission).toBe(false);
  });

  it('in a campaign (flags passed, even none) it does not', () => {
    expect(swapped(startEcho(standaloneOnly, undefined, { campaignFlags: [] }).events)).toBe(false);
    expect(swapped(startEcho(standaloneOnly, undefined, { campaign: true }).events)).toBe(false);
  });
});
