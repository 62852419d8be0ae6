import {
  D3,
  D6,
  DIRECTIONAL_DIE,
  INFILTRATION_DICE,
  INJURY_DIE,
  highestOf,
  rollD66,
  rollDice,
  rollExploding,
  rollSum,
  totalOf,
} from './dice';
import { seedRng } from './rng';

const facesSeen = (die: typeof D6, rolls = 3000): Set<string> => {
  const rng = seedRng(99);
  return new Set(rollDice(rng, die, rolls).map((d) => d.label));
};

describe('dice', () => {
  it('rolls d6 faces 1–6 and reports the face with its value', () => {
    const dice = rollDice(seedRng(5), D6, 500);
    for (const d of dice) {
      expect(d.die).toBe('d6');
      expect(d.value).toBeGreaterThanOrEqual(1);
      expect(d.value).toBeLessThanOrEqual(6);
      expect(d.label).toBe(String(d.value));
    }
  });

  it('reads a D3 from a d6: 1–2 → 1, 3–4 → 2, 5–6 → 3 (horde.md T11)', () => {
    for (const face of D3.faces) expect(face.value).toBe(Math.ceil(Number(face.label) / 2));
  });

  it('sums NdX and takes the highest of N', () => {
    const { dice, total } = rollSum(seedRng(8), D6, 3);
    expect(dice).toHaveLength(3);
    expect(total).toBe(totalOf(dice));
    expect(highestOf(dice)).toBe(Math.max(...dice.map((d) => d.value)));
    expect(highestOf([])).toBe(-Infinity);
  });

  it('reads d66 as tens then units (horde.md T10)', () => {
    const { dice, total } = rollD66(seedRng(12));
    expect(total).toBe((dice[0]?.value ?? 0) * 10 + (dice[1]?.value ?? 0));
  });

  it('gives infiltration dice their faces, ★ worth +2 and ⚡ worth 0 (infiltration.md §3.3)', () => {
    expect(INFILTRATION_DICE.attack.faces.map((f) => f.label)).toEqual(['0', '1', '1', '2', '3', '★']);
    expect(INFILTRATION_DICE.noise.faces.map((f) => f.label)).toEqual(['0', '0', '1', '2', '3', '★']);
    expect(INFILTRATION_DICE.aether.faces.map((f) => f.label)).toEqual(['0', '⚡', '★', '1', '2', '3']);
    const star = INFILTRATION_DICE.aether.faces.find((f) => f.special === 'star');
    const surge = INFILTRATION_DICE.aether.faces.find((f) => f.special === 'surge');
    expect([star?.value, surge?.value]).toEqual([2, 0]);
    expect(facesSeen(INFILTRATION_DICE.aether)).toEqual(new Set(['0', '⚡', '★', '1', '2', '3']));
  });

  it('boosts: every ★ rolls one more die of its type (infiltration.md §5.2)', () => {
    const rng = seedRng(31);
    for (let i = 0; i < 200; i++) {
      const dice = rollExploding(rng, INFILTRATION_DICE.attack, 2, 'star');
      const stars = dice.filter((d) => d.special === 'star').length;
      expect(dice.length).toBe(2 + stars);
    }
  });

  it('rolls directions on the directional die and head/body/leg/blank on the injury die (derelict.md §6.10, §7.9.3)', () => {
    expect(facesSeen(DIRECTIONAL_DIE)).toEqual(new Set(['north', 'east', 'south', 'west']));
    expect(facesSeen(INJURY_DIE)).toEqual(new Set(['blank', 'head', 'body', 'leg']));
    expect(INJURY_DIE.faces.filter((f) => f.label === 'blank')).toHaveLength(3);
  });
});
