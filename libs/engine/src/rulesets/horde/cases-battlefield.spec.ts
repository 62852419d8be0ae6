import { describe, expect, it } from 'vitest';
import type { Unit } from '../../game/game-state';
import type { Slot } from '../../rules/core/ruleset';
import { checkHorde, listHorde } from './actions';
import { gap, moveField, within } from './battlefield';
import { canSee } from './combat';
import { resolveEvent } from './events';
import { hordeFixture } from './fixture';
import { hitModifier, moveAllowance } from './modifiers';
import { startWave } from './waves';

const slotOf = (unit: Unit): Slot => ({ kind: 'unit', unit });

describe('horde: the grid (horde.md §6.1)', () => {
  it('horde.md §12 case 36: Mode B "within 3"" is gap ≤ 1.5 (one empty square counts, two do not, one diagonal counts); Mode A is gap ≤ 3', () => {
    const b = hordeFixture({ mode: 'B' });
    const marker = { x: 11, y: 11, size: 2 };
    expect(within(b.state, { x: 9, y: 11, size: 1 }, marker, 3)).toBe(true); // gap 1
    expect(within(b.state, { x: 8, y: 11, size: 1 }, marker, 3)).toBe(false); // gap 2
    expect(within(b.state, { x: 9, y: 9, size: 1 }, marker, 3)).toBe(true); // gap √2
    expect(gap({ x: 9, y: 9, size: 1 }, marker)).toBeCloseTo(Math.SQRT2, 6);
    const a = hordeFixture();
    expect(within(a.state, { x: 8, y: 11, size: 1 }, { x: 11, y: 11, size: 2 }, 3)).toBe(true); // gap 2
    expect(within(a.state, { x: 7, y: 11, size: 1 }, { x: 11, y: 11, size: 2 }, 3)).toBe(true); // gap 3
    expect(within(a.state, { x: 6, y: 11, size: 1 }, { x: 11, y: 11, size: 2 }, 3)).toBe(false); // gap 4
    // Heroes deploy within 3 squares of the centre point in Mode B.
    expect(b.state.units.filter((u) => u.side === 'heroes').every((u) => Math.hypot(Math.max(0, Math.abs(u.x + 0.5 - 12) - 0.5), Math.max(0, Math.abs(u.y + 0.5 - 12) - 0.5)) <= 3)).toBe(true);
  });

  it('horde.md §6.1: diagonal steps cost 1, 2, 1, …: six squares of Advance reach 4 diagonals out, not 5', () => {
    const f = hordeFixture();
    f.put('vanguard', 2, 30);
    const hero = f.unit('vanguard');
    const field = moveField(f.state, f.board, hero, 6);
    expect(field.distanceAt(34 * 48 + 6)).toBe(6); // 4 diagonals: 1 + 2 + 1 + 2
    expect(field.distanceAt(35 * 48 + 7)).toBe(-1); // 5 diagonals cost 7
    expect(field.distanceAt(30 * 48 + 8)).toBe(6); // 6 straight
  });

  it('horde.md §6.1 (Proposed): a 2 × 2 model needs room for its whole footprint, and "within" reads its nearest square', () => {
    // A one-square gap between two obstacles lets a single model through but not a Brute.
    const blocks = Array.from({ length: 48 }, (_, y) => ({ x: 40, y })).filter((b) => b.y !== 30);
    const f = hordeFixture({ blocks });
    const brute = f.enemy('brute', 37, 29);
    const swarm = f.enemy('swarmling', 38, 33);
    const far = moveField(f.state, f.board, f.unit(brute), 12);
    expect(far.distanceAt(29 * 48 + 42)).toBe(-1);
    expect(moveField(f.state, f.board, f.unit(swarm), 12).distanceAt(30 * 48 + 42)).toBeGreaterThan(0);
    expect(gap({ x: 37, y: 29, size: 2 }, { x: 39, y: 29, size: 1 })).toBe(0);
  });

  it('horde.md §5.2: every listed action passes the check, and a move past the allowance is refused', () => {
    const f = hordeFixture();
    const hero = f.unit('vanguard');
    f.enemy('gunner', hero.x + 10, hero.y);
    const listed = listHorde(f.state, f.board, slotOf(f.unit('vanguard')));
    expect(listed.some((a) => a.type === 'advance')).toBe(true);
    expect(listed.some((a) => a.type === 'shoot')).toBe(true);
    for (const action of listed) expect(checkHorde(f.state, f.board, action, slotOf(f.unit('vanguard')))).toBeNull();
    const tooFar = { type: 'rush' as const, side: 'heroes' as const, unit: 'vanguard', to: { x: hero.x, y: hero.y - 13 } };
    expect(checkHorde(f.state, f.board, tooFar, slotOf(f.unit('vanguard')))?.code).toBe('out-of-range');
  });
});

describe('horde: bad input (found by the fuzzer)', () => {
  it('refuses a charge that names no square to end on, saying what is missing, instead of throwing', () => {
    const f = hordeFixture();
    const hero = f.unit('vanguard');
    const target = f.enemy('swarmling', hero.x + 2, hero.y);
    const charge = { type: 'charge', side: 'heroes', unit: 'vanguard', target } as unknown as Parameters<typeof checkHorde>[2];
    expect(checkHorde(f.state, f.board, charge, slotOf(f.unit('vanguard')))).toMatchObject({ code: 'malformed-action' });
  });
});

describe('horde: Time of Day and Weather (horde.md T7, T8, §6.2)', () => {
  it('horde.md §12 case 28: Dusk at setup → wave 2 Night (−1 shooting, LOS 12"), wave 3 Dawn (−1 shooting), wave 4 on Day', () => {
    const f = hordeFixture({ options: { timeOfDay: true } });
    f.ext({ timeOfDay: 'dusk', collection: [] });
    const seen: string[] = [];
    for (let wave = 2; wave <= 5; wave++) {
      f.ext({ wave });
      f.run(startWave);
      seen.push(f.state.ext.timeOfDay ?? '');
      if (wave === 2 || wave === 3) expect(hitModifier(f.state, f.unit('vanguard'), 'ranged')).toBe(-1);
    }
    expect(seen).toEqual(['night', 'dawn', 'day', 'day']);
    expect(hitModifier(f.state, f.unit('vanguard'), 'ranged')).toBe(0);
  });

  it('horde.md §12 case 29: Worsening → wave 2 Bad (Advance 3, Rush 6, −1 melee), wave 3 Improving (−1 melee), then Good', () => {
    const f = hordeFixture({ options: { weather: true } });
    f.ext({ weather: 'worsening', collection: [] });
    f.ext({ wave: 2 });
    f.run(startWave);
    expect(f.state.ext.weather).toBe('bad');
    const hero = f.unit('vanguard');
    expect([moveAllowance(f.state, hero, 'advance'), moveAllowance(f.state, hero, 'rush'), hitModifier(f.state, hero, 'melee')]).toEqual([3, 6, -1]);
    f.ext({ wave: 3 });
    f.run(startWave);
    expect(f.state.ext.weather).toBe('improving');
    expect([moveAllowance(f.state, hero, 'advance'), hitModifier(f.state, hero, 'melee')]).toEqual([6, -1]);
    f.ext({ wave: 4 });
    f.run(startWave);
    expect(f.state.ext.weather).toBe('good');
  });

  it('horde.md §4.1 step 8: a mission may pick the starting states (T6–T8) instead of rolling them', () => {
    const f = hordeFixture({ options: { timeOfDay: true, timeOfDayStart: 'night', weather: true, weatherStart: 'bad', highAlertness: true, alertnessProfile: 'alarmed' } });
    expect(f.state.ext).toMatchObject({ timeOfDay: 'night', weather: 'bad', alertProfile: 'alarmed' });
    expect(hordeFixture().state.ext).toMatchObject({ timeOfDay: null, weather: null, alertProfile: null });
  });

  it('horde.md §12 case 30: at Night an enemy 13" away cannot be seen or targeted; at 12" it can', () => {
    const f = hordeFixture();
    f.ext({ timeOfDay: 'night' });
    const hero = { x: 2, y: 40, size: 1 };
    expect(canSee(f.state, f.board, hero, { x: 2 + 14, y: 40, size: 1 })).toBe(false); // gap 13
    expect(canSee(f.state, f.board, hero, { x: 2 + 13, y: 40, size: 1 })).toBe(true); // gap 12
    f.ext({ timeOfDay: 'day' });
    expect(canSee(f.state, f.board, hero, { x: 2 + 14, y: 40, size: 1 })).toBe(true);
  });

  it('horde.md §12 case 32: Dazing Spores at wave 2 gives −1 to all hit rolls until the next event is resolved', () => {
    const f = hordeFixture();
    f.run((tx) => resolveEvent(tx, 33));
    const enemy = f.unit(f.enemy('gunner', 0, 0));
    expect(hitModifier(f.state, f.unit('vanguard'), 'ranged')).toBe(-1);
    expect(hitModifier(f.state, enemy, 'melee')).toBe(-1);
    f.run((tx) => resolveEvent(tx, 36));
    expect(hitModifier(f.state, f.unit('vanguard'), 'ranged')).toBe(0);
  });
});

describe('horde: a whole game (horde.md §4)', () => {
  it('plays from setup with legal actions only and replays to the same state (same mission, seed and actions)', () => {
    const f = hordeFixture({ seed: 7 });
    const { engine } = f;
    // From the real start (wave 1 deployed), always the first legal action, for 300 steps.
    const state = engine.start({ ...f.state, round: 0, units: f.state.units, tokens: [] }, f.state.ext);
    expect('error' in state).toBe(false);
    if ('error' in state) return;
    let s = state.state;
    const actions = [];
    for (let i = 0; i < 300 && s.status.kind === 'playing'; i++) {
      const legal = engine.legalActions(s);
      const action = legal[i % legal.length];
      if (!action) break;
      actions.push(action);
      const next = engine.apply(s, action);
      if ('error' in next) throw new Error(next.error.message);
      s = next.state;
    }
    let again = state.state;
    for (const action of actions) {
      const next = engine.apply(again, action);
      if ('error' in next) throw new Error(next.error.message);
      again = next.state;
    }
    expect(again).toEqual(s);
    expect(s.round).toBeGreaterThan(1);
  });
});
