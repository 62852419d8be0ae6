import { nextInt, type RngState } from './rng';

/** One face of a die: what is printed on it, what it adds to a total, and any special meaning. */
export interface DieFace {
  readonly label: string;
  readonly value: number;
  /** A face with a rule of its own: infiltration's `★` special and `⚡` surge, a directional arrow… */
  readonly special?: string;
}

/** A die as data: any number of faces, each equally likely. */
export interface DieSpec {
  readonly id: string;
  readonly faces: readonly DieFace[];
}

/** One die as it landed: which die, which face. The view draws dice from these. */
export interface RolledDie {
  readonly die: string;
  readonly face: number;
  readonly label: string;
  readonly value: number;
  readonly special?: string;
}

const numbered = (id: string, sides: number): DieSpec => ({
  id,
  faces: Array.from({ length: sides }, (_, i) => ({ label: String(i + 1), value: i + 1 })),
});

export const D6: DieSpec = numbered('d6', 6);

/** horde.md T11: a D3 is a d6 read 1–2 → 1, 3–4 → 2, 5–6 → 3 (the face shown is the d6's pips). */
export const D3: DieSpec = {
  id: 'd3',
  faces: D6.faces.map((face) => ({ label: face.label, value: Math.ceil(face.value / 2) })),
};

/** derelict.md §6.10 (Proposed): the four compass directions, equally likely. */
export const DIRECTIONAL_DIE: DieSpec = {
  id: 'directional',
  faces: (['north', 'east', 'south', 'west'] as const).map((label) => ({ label, value: 0, special: label })),
};

/** derelict.md §7.9.3 (Proposed distribution): 3 blank, 1 head, 1 body, 1 leg. */
export const INJURY_DIE: DieSpec = {
  id: 'injury',
  faces: ['blank', 'blank', 'blank', 'head', 'body', 'leg'].map((label) => ({
    label,
    value: 0,
    ...(label === 'blank' ? {} : { special: label }),
  })),
};

const STAR: DieFace = { label: '★', value: 2, special: 'star' };
const SURGE: DieFace = { label: '⚡', value: 0, special: 'surge' };
const n = (value: number): DieFace => ({ label: String(value), value });

/** infiltration.md §3.3 (Proposed face lists, §13.2): `★` counts +2 and must be spent; `⚡` adds 0. */
export const INFILTRATION_DICE = {
  attack: { id: 'attack', faces: [n(0), n(1), n(1), n(2), n(3), STAR] },
  defence: { id: 'defence', faces: [n(0), n(1), n(1), n(2), n(3), STAR] },
  noise: { id: 'noise', faces: [n(0), n(0), n(1), n(2), n(3), STAR] },
  aether: { id: 'aether', faces: [n(0), SURGE, STAR, n(1), n(2), n(3)] },
} as const satisfies Record<string, DieSpec>;

export function rollDie(rng: RngState, die: DieSpec): RolledDie {
  const face = nextInt(rng, die.faces.length);
  const spec = die.faces[face] as DieFace;
  const rolled = { die: die.id, face, label: spec.label, value: spec.value };
  return spec.special === undefined ? rolled : { ...rolled, special: spec.special };
}

export function rollDice(rng: RngState, die: DieSpec, count: number): RolledDie[] {
  const out: RolledDie[] = [];
  for (let i = 0; i < count; i++) out.push(rollDie(rng, die));
  return out;
}

export function totalOf(dice: readonly RolledDie[]): number {
  let total = 0;
  for (const die of dice) total += die.value;
  return total;
}

/** The best value among the dice (a "highest of N" roll); -Infinity for none. */
export function highestOf(dice: readonly RolledDie[]): number {
  let best = -Infinity;
  for (const die of dice) best = Math.max(best, die.value);
  return best;
}

/** NdX: the dice and their sum. */
export function rollSum(rng: RngState, die: DieSpec, count: number): { dice: RolledDie[]; total: number } {
  const dice = rollDice(rng, die, count);
  return { dice, total: totalOf(dice) };
}

/** horde.md "d66": two d6 one after the other, tens then units (11–66). */
export function rollD66(rng: RngState): { dice: RolledDie[]; total: number } {
  const dice = rollDice(rng, D6, 2);
  return { dice, total: (dice[0]?.value ?? 0) * 10 + (dice[1]?.value ?? 0) };
}

/**
 * Rolls `count` dice and one more die of the same type for every face with `special` (infiltration's
 * boost: an unspent `★` rolls another die, which may boost in turn — §5.2). `maxExtra` bounds the chain.
 */
export function rollExploding(
  rng: RngState,
  die: DieSpec,
  count: number,
  special: string,
  maxExtra = 64,
): RolledDie[] {
  const dice = rollDice(rng, die, count);
  let extra = 0;
  for (let i = 0; i < dice.length && extra < maxExtra; i++) {
    if (dice[i]?.special === special) {
      dice.push(rollDie(rng, die));
      extra++;
    }
  }
  return dice;
}
