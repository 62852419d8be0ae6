import { describe, expect, it } from 'vitest';
import { SURVIVOR_KINDS } from '../content';
import { DERELICT_CAMPAIGNS, derelictCampaign, nextMission, type NextMission, type PlayedMission } from './campaigns';

function next(id: string, history: PlayedMission[]): NextMission {
  const campaign = derelictCampaign(id);
  if (!campaign) throw new Error(`no campaign ${id}`);
  const result = nextMission(campaign, history);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.value;
}

describe('derelict campaigns', () => {
  it('derelict.md §10.4: four campaigns, each with its required class and mission order', () => {
    expect(DERELICT_CAMPAIGNS.map((c) => [c.id, c.requiredClass, c.steps.length])).toEqual([
      ['best-of-a-terrible-situation', 'medic', 3],
      ['into-the-fire', 'engineer', 3],
      ['fight-of-the-sentry', 'technician', 4],
      ['a-house-divided', 'medic', 4],
    ]);
    for (const campaign of DERELICT_CAMPAIGNS) expect(SURVIVOR_KINDS).toContain(campaign.requiredClass);
  });

  it('derelict.md §10.4: Best of a Terrible Situation branches after Prescription Pickup, then Ever at Our Heels', () => {
    expect(next('best-of-a-terrible-situation', [])).toEqual({ kind: 'mission', step: 0, choices: ['derelict-cg04-prescription-pickup'], replay: false });
    const branch = next('best-of-a-terrible-situation', [{ mission: 'derelict-cg04-prescription-pickup', outcome: 'won' }]);
    expect(branch).toMatchObject({ kind: 'mission', choices: ['derelict-cg06-bug-hunt', 'derelict-cg05-signs-of-life'] });
    const last = next('best-of-a-terrible-situation', [
      { mission: 'derelict-cg04-prescription-pickup', outcome: 'won' },
      { mission: 'derelict-cg05-signs-of-life', outcome: 'won' },
    ]);
    expect(last).toMatchObject({ choices: ['derelict-cg07-ever-at-our-heels'] });
    expect(next('best-of-a-terrible-situation', [
      { mission: 'derelict-cg04-prescription-pickup', outcome: 'won' },
      { mission: 'derelict-cg06-bug-hunt', outcome: 'won' },
      { mission: 'derelict-cg07-ever-at-our-heels', outcome: 'won' },
    ])).toEqual({ kind: 'complete' });
  });

  it('derelict.md §10.5: a failed mission is replayed (the same branch), and a wiped party loses the campaign', () => {
    const failed = next('into-the-fire', [{ mission: 'derelict-cg09-left-at-the-office', outcome: 'lost' }]);
    expect(failed).toEqual({ kind: 'mission', step: 0, choices: ['derelict-cg09-left-at-the-office'], replay: true });
    const campaign = derelictCampaign('into-the-fire');
    if (!campaign) throw new Error('missing');
    const swapped = nextMission(campaign, [{ mission: 'derelict-cg09-left-at-the-office', outcome: 'lost' }, { mission: 'derelict-cg08-bagging-a-trophy', outcome: 'won' }]);
    expect(swapped.ok ? undefined : swapped.errors[0]?.code).toBe('not-in-campaign');
    expect(next('into-the-fire', [
      { mission: 'derelict-cg09-left-at-the-office', outcome: 'lost' },
      { mission: 'derelict-cg09-left-at-the-office', outcome: 'won' },
    ])).toMatchObject({ choices: ['derelict-cg10-break-stuff'], replay: false });
    expect(next('fight-of-the-sentry', [{ mission: 'derelict-co12-turning-it-off-and-on-again', outcome: 'wiped' }])).toEqual({ kind: 'lost' });
  });

  it('derelict.md §10.4: a history out of order is an error that names the entry', () => {
    const campaign = derelictCampaign('a-house-divided');
    if (!campaign) throw new Error('missing');
    const result = nextMission(campaign, [{ mission: 'derelict-rop18-its-a-trap', outcome: 'won' }]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.message).toContain('derelict-rop16-lone-survivor');
  });
});
