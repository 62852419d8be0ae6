import { playRecord } from '@breachline/ai';
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { parseArgs } from './args';
import { traceGame } from './trace';

const sample = (id: string) => {
  const loaded = loadMission(SAMPLE_MISSIONS[id]);
  if (!loaded.ok) throw new Error(loaded.issues.map((i) => i.message).join('\n'));
  return loaded.value;
};

describe('simulate --trace', () => {
  it('reads --trace N as the game index, refusing a negative or missing one', () => {
    expect(parseArgs(['derelict-cg06-bug-hunt', '--bot', 'heuristic', '--trace', '3'])).toEqual({
      ok: true,
      value: { mission: 'derelict-cg06-bug-hunt', games: 100, seed: 1, bot: 'heuristic', workers: 1, json: false, trace: 3 },
    });
    expect(parseArgs(['x', '--trace', '-1']).ok).toBe(false);
    expect(parseArgs(['x', '--trace']).ok).toBe(false);
    expect(parseArgs(['x']).ok && 'trace' in (parseArgs(['x']) as { value: object }).value).toBe(false);
  });

  it('tells the same game the run plays as that index: its rounds, the enemy attacks and each round’s party health', () => {
    const mission = sample('derelict-cg06-bug-hunt');
    const record = playRecord({ mission, bot: 'heuristic', seed: 1 }, 0);
    const lines = traceGame(mission, { bot: 'heuristic', seed: 1, index: 0 });
    expect(lines[0]).toMatch(/game 0 \(seed 1: game seed \d+, bot seed \d+\), heuristic bot, full events$/);
    // One header per round after the first, and the run's ending, word for word.
    expect(lines.filter((l) => /== Round \d+ ==/.test(l))).toHaveLength(record.rounds - 1);
    expect(lines).toContain(`   GAME OVER — ${record.outcome}`);
    // Enemy attacks name the attacker and the health left; each round ends with the party's health.
    expect(lines.some((l) => /takes \d+ from (Swarmer|Jaeger|Icarus)#\w+, \d+ left\./.test(l))).toBe(true);
    expect(lines.filter((l) => l.startsWith('   party: ')).length).toBeGreaterThanOrEqual(record.rounds);
    expect(lines.at(-1)).toMatch(/^ {3}party: .*(DEAD|H\d+ R\d+)/);
  });
});
