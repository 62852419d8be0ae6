import { HERO_BOTS } from '@breachline/ai';
import { parseFuzzArgs } from './args';
import { formatFuzzReport } from './format';
import { runFuzz } from './fuzz';
import { fuzzGame, type FuzzChecks } from './fuzz-game';
import { fuzzMissions } from './missions';
import { planGame } from './plan';

const { playable, skipped } = fuzzMissions();
/** Every step checked, bots at a quarter of decisions; short games keep the search bot's share to seconds. */
const CHECKS: FuzzChecks = { stepRate: 1, offered: 6, hostile: 3, botEvery: 4, maxActions: 250 };

describe('the fuzzer', () => {
  it('plays every sample of a playable ruleset, naming those the rules refuse to start', () => {
    expect(playable.map((m) => m.loaded.mission.id)).toEqual(expect.arrayContaining(['hive-destroy-the-hive', 'hive-kill-the-queen', 'hive-rescue-the-scientist', 'boarding-purge', 'boarding-retrieve', 'boarding-hold']));
    for (const reason of Object.values(skipped)) expect(reason).not.toBe('');
  });

  describe.each(playable.map((m) => [m.loaded.mission.id, m] as const))('%s', (_id, mission) => {
    it.each(Object.keys(HERO_BOTS))('with the %s bot: every invariant holds at every step', (bot) => {
      // Games until more than 20 actions were checked (a derelict squad can be overrun in a dozen), at most three.
      const results: ReturnType<typeof fuzzGame>[] = [];
      const checked = () => results.reduce((n, r) => n + r.actions, 0);
      for (let index = 0; index < 3 && checked() <= 20; index++) results.push(fuzzGame(mission.loaded, planGame([mission], 11, index, bot), CHECKS));
      const violations = results.flatMap((r) => r.violations);
      expect(violations).toEqual([]);
      expect(checked()).toBeGreaterThan(20);
    }, 60_000);
  });

  it('derives each game from the run seed and its index only: same plan, same game', () => {
    const mission = playable[0];
    if (!mission) throw new Error('no playable sample');
    const plan = planGame(playable, 5, 3);
    expect(planGame(playable, 5, 3)).toEqual(plan);
    expect(planGame(playable, 6, 3)).not.toEqual(plan);
    const a = fuzzGame(mission.loaded, planGame([mission], 5, 3, 'random'), CHECKS);
    expect(fuzzGame(mission.loaded, planGame([mission], 5, 3, 'random'), CHECKS)).toEqual(a);
  });

  it('gives the same figures and faults on 2 worker threads as in this thread', async () => {
    const options = { games: 4, seed: 3, checks: { ...CHECKS, stepRate: 0.3, maxActions: 150 } };
    const one = await runFuzz({ ...options, workers: 1 });
    const two = await runFuzz({ ...options, workers: 2 });
    expect({ ...two, seconds: 0, cpuSeconds: 0 }).toEqual({ ...one, seconds: 0, cpuSeconds: 0 });
    expect(one.actions).toBeGreaterThan(0);
    expect(formatFuzzReport(one)).toMatch(/games {6}4/);
  }, 60_000);

  it('reads its command line', () => {
    expect(parseFuzzArgs(['--games', '20', '--seed', '-4', '--workers', '2', '--json'])).toEqual({ ok: true, value: { games: 20, seed: -4, workers: 2, json: true } });
    expect(parseFuzzArgs(['--game', '7'])).toEqual({ ok: true, value: { games: 200, seed: 1, workers: 1, json: false, game: 7 } });
    expect(parseFuzzArgs(['--games', '0']).ok).toBe(false);
    expect(parseFuzzArgs(['--workers', 'two']).ok).toBe(false);
    expect(parseFuzzArgs(['--offered', '1000', '--check-rate', '0.5'])).toMatchObject({ ok: true, value: { offered: 1000, checkRate: 0.5 } });
    expect(parseFuzzArgs(['--check-rate', '2']).ok).toBe(false);
    expect(parseFuzzArgs(['--fast']).ok).toBe(false);
  });
});
