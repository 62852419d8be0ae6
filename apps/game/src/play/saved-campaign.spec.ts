import { memoryStorage } from '../testing/hostile-corpus';
import { CAMPAIGN_KEY, DAMAGED_CAMPAIGN_KEY, inspectCampaign, keepCampaign, readCampaign } from './saved-campaign';
import { SAVE_KEY } from './saved-game';

const kept = { ruleset: 'some-rules', title: 'A Long Haul', players: 2, record: { step: 1 } };

describe('the campaign kept in the browser', () => {
  it('reads back what it kept', () => {
    const storage = memoryStorage();
    expect(keepCampaign(storage, kept)).toBeUndefined();
    const read = readCampaign(storage);
    expect(read.kind === 'campaign' && read.campaign).toMatchObject(kept);
  });

  it.each([
    ['not JSON', '{"format":', /not valid JSON/],
    ['another format', JSON.stringify({ format: 'something-else', version: 1 }), /not in a form/],
    ['a newer version', JSON.stringify({ format: 'breachline-campaign', version: 99 }), /newer version/],
    ['no record', JSON.stringify({ format: 'breachline-campaign', version: 1, ruleset: 'r', title: 'T', players: 1 }), /no campaign record/],
    ['bad players', JSON.stringify({ format: 'breachline-campaign', version: 1, ruleset: 'r', title: 'T', players: 0, record: {} }), /players/],
  ])('a damaged one (%s) is set aside with its reason and text, and the game save is left alone', (_name, text, reason) => {
    const storage = memoryStorage();
    storage.setItem(SAVE_KEY, 'the game save');
    storage.setItem(CAMPAIGN_KEY, text);
    const inspected = inspectCampaign(storage);
    expect(inspected.resume).toBeUndefined();
    expect(inspected.damaged?.reason).toMatch(reason);
    expect(inspected.damaged?.text).toBe(text);
    expect(storage.getItem(CAMPAIGN_KEY)).toBeNull();
    expect(JSON.parse(storage.getItem(DAMAGED_CAMPAIGN_KEY) ?? '{}')).toMatchObject({ text });
    expect(storage.getItem(SAVE_KEY)).toBe('the game save');
  });
});
