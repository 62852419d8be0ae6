import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { parseArgs } from './args';
import { formatReport, simulate } from './simulate';

describe('simulate', () => {
  it('reads the command line', () => {
    expect(parseArgs(['hive-kill-the-queen', '--games', '5', '--seed', '9', '--bot', 'random', '--json'])).toEqual({
      ok: true,
      value: { mission: 'hive-kill-the-queen', games: 5, seed: 9, bot: 'random', json: true },
    });
    expect(parseArgs(['--games', '0', 'x']).ok).toBe(false);
    expect(parseArgs([]).ok).toBe(false);
  });

  it.each(['hive-destroy-the-hive', 'hive-rescue-the-scientist', 'hive-kill-the-queen'])('plays %s to the end of every game, and the same seed gives the same report', (id) => {
    const loaded = loadMission(SAMPLE_MISSIONS[id]);
    if (!loaded.ok) throw new Error(loaded.issues.map((i) => i.message).join('\n'));
    const first = simulate(loaded.value, { games: 3, seed: 4, bot: 'random' });
    const again = simulate(loaded.value, { games: 3, seed: 4, bot: 'random' });
    if (typeof first === 'string') throw new Error(first);
    expect(again).toEqual(first);
    expect(first).toMatchObject({ mission: id, ruleset: 'hive', games: 3, seed: 4, unfinished: 0 });
    expect(first.wins + first.losses).toBe(3);
    expect(formatReport(first)).toContain('win rate');
  });

  it('names an unknown bot', () => {
    const loaded = loadMission(SAMPLE_MISSIONS['hive-kill-the-queen']);
    if (!loaded.ok) throw new Error('sample');
    expect(simulate(loaded.value, { games: 1, seed: 1, bot: 'genius' })).toMatch(/Unknown bot/);
  });
});
