import { describe, expect, it } from 'vitest';
import { ENEMY_PROFILES, fairPoints, HERO_PROFILE } from './content';

describe('horde enemy points (horde.md §11 G6 priced against §11 G1 and §7.3)', () => {
  it('prices every roster unit at its fighting worth against a 100-point hero, rounded to 5', () => {
    for (const [kind, profile] of ENEMY_PROFILES) expect(profile.points, kind).toBe(Math.round(fairPoints(profile) / 5) * 5);
  });

  it('a hero is worth its own points by the measure, and a Champion more than three heroes (G6 priced it at 80)', () => {
    expect(fairPoints(HERO_PROFILE)).toBeCloseTo(HERO_PROFILE.points, 6);
    expect(ENEMY_PROFILES.get('champion')?.points).toBeGreaterThan(3 * HERO_PROFILE.points);
  });
});
