// issue 19: Silent Recon (infiltration.md §12.3 Recon) was unwinnable for the heuristic bot (0 of 200):
// without action cards a hero covered one area a turn, the bot fought where it should have moved, and the
// great hall's document lay behind the hall's spawn tokens. The same games must now be won at times.
import { playRecord } from '@breachline/ai';
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { describe, expect, it } from 'vitest';

describe('Silent Recon is winnable by the heuristic bot (issue 19)', () => {
  it('wins some of games 0–11 of seed 1, each ending without an action-limit stop', () => {
    const loaded = loadMission(SAMPLE_MISSIONS['infiltration-silent-recon']);
    if (!loaded.ok) throw new Error('infiltration-silent-recon does not load');
    const records = Array.from({ length: 12 }, (_, index) => playRecord({ mission: loaded.value, bot: 'heuristic', seed: 1 }, index));
    expect(records.every((r) => !r.unfinished)).toBe(true);
    expect(records.filter((r) => r.won).length).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
