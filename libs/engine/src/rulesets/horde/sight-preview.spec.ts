import { describe, expect, it } from 'vitest';
import { hordeFixture } from './fixture';
import { hordePresentation } from './presentation';

describe('horde sight and threat preview (horde.md §6.2 sight, §8.4 enemy reach), from the heroes\' view', () => {
  // A wall from (30, 0) to (30, 20): squares east of it are hidden from a hero at (20, 10).
  const wall = Array.from({ length: 21 }, (_, y) => ({ x: 30, y }));

  it('shows the squares the hero sees, not those behind blocking terrain', () => {
    const f = hordeFixture({ blocks: wall });
    f.put('vanguard', 20, 10);
    const preview = hordePresentation.sightPreview?.(f.engine.view(f.state, 'heroes'), f.board, 'vanguard');
    const seen = new Set(preview?.seen.map((c) => `${c.x},${c.y}`));
    expect(seen.has('25,10')).toBe(true);
    expect(seen.has('35,10')).toBe(false);
    expect(seen.has('20,10')).toBe(false); // its own square
  });

  it('at Night sight stops at 12" (horde.md T7)', () => {
    const f = hordeFixture();
    f.put('vanguard', 20, 10);
    f.ext({ timeOfDay: 'night' });
    const seen = new Set(hordePresentation.sightPreview?.(f.engine.view(f.state, 'heroes'), f.board, 'vanguard')?.seen.map((c) => `${c.x},${c.y}`));
    expect(seen.has('32,10')).toBe(true);
    expect(seen.has('34,10')).toBe(false);
  });

  it('names the enemies that could charge or shoot the hero next: a Brute in charge reach and a Sharpshooter in range after an Advance, not a far Swarmling or a Gunner behind the wall', () => {
    const f = hordeFixture({ blocks: wall });
    f.put('vanguard', 20, 10);
    const brute = f.enemy('brute', 20, 20);
    const sharpshooter = f.enemy('sharpshooter', 20, 47);
    const swarmling = f.enemy('swarmling', 0, 40);
    const gunner = f.enemy('gunner', 40, 10);
    const threats = hordePresentation.sightPreview?.(f.engine.view(f.state, 'heroes'), f.board, 'vanguard')?.threats ?? [];
    expect(threats).toEqual(expect.arrayContaining([brute, sharpshooter]));
    expect(threats).not.toContain(swarmling);
    expect(threats).not.toContain(gunner);
    expect(hordePresentation.sightPreview?.(f.engine.view(f.state, 'heroes'), f.board, brute)).toBeUndefined();
  });

  it('offers no preview in the shop, where nothing moves or shoots (horde.md §4.2 step 4.5)', () => {
    const f = hordeFixture();
    f.put('vanguard', 20, 10);
    f.state = { ...f.state, turn: { ...f.state.turn, phase: 'shop' } };
    expect(hordePresentation.sightPreview?.(f.engine.view(f.state, 'heroes'), f.board, 'vanguard')).toBeUndefined();
  });
});
