import { describeEvent } from './describe-event';

const nameOf = (id: string) => ({ h1: 'Okafor', e1: 'the warrior' })[id] ?? id;

describe('the event log words what mission triggers do (issue 15)', () => {
  it('shows a message with its title, an objective done, and the cascade and unsupported-effect errors', () => {
    expect(describeEvent({ type: 'message', title: 'Proximity alarm', text: 'Bugs stir.' }, nameOf)).toBe('Proximity alarm: Bugs stir.');
    expect(describeEvent({ type: 'objective-changed', objective: 'o1', label: 'Bring the core home', state: 'done' }, nameOf)).toBe('Objective done: Bring the core home.');
    const stopped = { type: 'trigger-cascade-stopped', trigger: 'feedback', depth: 32, message: 'Trigger "feedback" was stopped.' } as const;
    expect(describeEvent(stopped, nameOf)).toBe('Trigger "feedback" was stopped.');
    const unsupported = { type: 'trigger-effect-unsupported', trigger: 't', effect: 'give', ruleset: 'boarding', message: 'not supported' } as const;
    expect(describeEvent(unsupported, nameOf)).toBe('not supported');
  });

  it('names units in side changes, heals and tests, and keeps bookkeeping out of the log', () => {
    expect(describeEvent({ type: 'side-changed', unit: 'e1', side: 'heroes' }, nameOf)).toBe('the warrior now fights for the heroes.');
    expect(describeEvent({ type: 'healed', unit: 'h1', amount: 2, health: 4 }, nameOf)).toBe('Okafor regains 2 health.');
    expect(describeEvent({ type: 'hero-sheet-changed', unit: 'h1', stat: 'injuries', value: 1 }, nameOf)).toBe('Okafor now has 1 injury.');
    expect(describeEvent({ type: 'hero-sheet-changed', unit: 'h1', stat: 'resolve', value: 3 }, nameOf)).toBe('Okafor now has 3 resolve.');
    expect(describeEvent({ type: 'hero-sheet-changed', unit: 'h1', stat: 'xp', value: 4 }, nameOf)).toBe('Okafor now has 4 XP.');
    expect(describeEvent({ type: 'hero-sheet-changed', unit: 'h1', stat: 'level', value: 2 }, nameOf)).toBe('Okafor is now level 2.');
    expect(describeEvent({ type: 'test-made', label: 'Hold your nerve', total: 8, atLeast: 7, passed: true }, nameOf)).toBe('Hold your nerve: 8 against 7, passed.');
    expect(describeEvent({ type: 'trigger-fired', trigger: 't' }, nameOf)).toBeUndefined();
    expect(describeEvent({ type: 'round-ended', round: 2 }, nameOf)).toBeUndefined();
  });
});
