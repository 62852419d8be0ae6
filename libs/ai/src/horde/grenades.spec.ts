import { describe, expect, it } from 'vitest';
import { hordeTestMission, setupHordeGame, type HordeState, type Unit } from '@breachline/engine';
import { createHeuristicBot } from '../bots/heuristic-bot';
import { createHordeEnemyController } from './enemy-procedure';
import { goalBox } from './goals';

/** horde.md §11 G4 Noise and Grease Grenades: the enemies follow the noise; the hero bot throws both where they catch a crowd. */

function started() {
  const game = setupHordeGame(hordeTestMission({ heroes: 1 }), { seed: 1 });
  if (!game.ok) throw new Error(game.errors.join(' '));
  return { engine: game.value.engine, state: game.value.state as HordeState };
}

const swarmling = (n: number, x: number, y: number): Unit => ({
  id: `swarmling#${n}`,
  side: 'enemies',
  kind: 'swarmling',
  name: 'Swarmling',
  x,
  y,
  health: 1,
  status: 'active',
  stats: { size: 1, moved: 0, shot: 0, revealed: 0, cond: 0 },
});

/** The hero and the given enemies only, the hero at (x, y), the turn as given. */
function table(state: HordeState, hero: { x: number; y: number; items?: Record<string, number> }, enemies: Unit[], turn: Partial<HordeState['turn']>, noise: { x: number; y: number }[] = []): HordeState {
  const first = state.units.find((u) => u.side === 'heroes') as Unit;
  const me = { ...first, x: hero.x, y: hero.y, stats: { ...first.stats, ...hero.items } };
  return { ...state, units: [me, ...enemies], decisions: [], tokens: [], ext: { ...state.ext, noise }, turn: { ...state.turn, ...turn } };
}

const enemyTurn = (id: string) => ({ side: 'enemies' as const, phase: 'battle', actor: id, pools: { enemies: { remaining: [id], ordered: false }, heroes: { remaining: [], ordered: false } } });

describe('horde enemies and the Noise Grenade (horde.md §11 G4, §8.1)', () => {
  it('horde.md §11 G4 Noise Grenade: an enemy within 6" of the point takes it as its AI Goal; one 7" away keeps its marker', () => {
    const { state } = started();
    // Marker 3 covers (35–36, 35–36) and is the nearest from (45, 24) and (45, 26); the noise is north, at (45, 18).
    const noisy = table(state, { x: 2, y: 46 }, [], {}, [{ x: 45, y: 18 }]);
    expect(goalBox(noisy, { x: 45, y: 24, size: 1 })).toEqual({ x: 45, y: 18, size: 1 }); // gap 5
    expect(goalBox(noisy, { x: 45, y: 26, size: 1 })).toEqual({ x: 35, y: 35, size: 2 }); // gap 7: marker 3
    expect(goalBox({ ...noisy, ext: { ...noisy.ext, noise: [] } }, { x: 45, y: 24, size: 1 })).toEqual({ x: 35, y: 35, size: 2 });
  });

  it('horde.md §11 G4 Noise Grenade, §8.4: the enemy moves towards the noise, away from its marker, and stops within 3"', () => {
    const { engine, state } = started();
    const s = table(state, { x: 2, y: 46 }, [swarmling(1, 45, 24)], enemyTurn('swarmling#1'), [{ x: 45, y: 18 }]);
    const action = createHordeEnemyController().decide(engine, s) as unknown as { type: string; to: { x: number; y: number } };
    expect(['advance', 'rush']).toContain(action.type);
    expect(action.to.y).toBeLessThan(24); // north, towards the noise (marker 3 lies south)
    expect(Math.hypot(Math.max(0, 45 - (action.to.x + 1), action.to.x - 46), Math.max(0, 18 - (action.to.y + 1), action.to.y - 19))).toBeLessThanOrEqual(3);
    const quiet = createHordeEnemyController().decide(engine, { ...s, ext: { ...s.ext, noise: [] } }) as unknown as { to: { x: number; y: number } };
    expect(quiet.to.y).toBeGreaterThan(24);
  });
});

describe('horde hero bot: Noise and Grease Grenades (horde.md §11 G4)', () => {
  const heroTurn = (id: string) => ({ side: 'heroes' as const, phase: 'battle', actor: id });

  it('throws a Grease Grenade into a crowd of three enemies within 12", not onto itself, and keeps it for one enemy', () => {
    const { engine, state } = started();
    const hero = state.units.find((u) => u.side === 'heroes') as Unit;
    const crowd = [swarmling(1, 30, 21), swarmling(2, 31, 22), swarmling(3, 30, 23)];
    const action = createHeuristicBot(1).decide(engine, table(state, { x: 21, y: 21, items: { 'item:grease-grenade': 1 } }, crowd, heroTurn(hero.id))) as unknown as { type: string; item?: string; to?: { x: number; y: number } };
    expect(action).toMatchObject({ type: 'use', item: 'grease-grenade' });
    expect(Math.hypot((action.to?.x ?? 0) - 21, (action.to?.y ?? 0) - 21)).toBeGreaterThan(3);
    const lone = createHeuristicBot(1).decide(engine, table(state, { x: 21, y: 21, items: { 'item:grease-grenade': 1 } }, [swarmling(1, 30, 21)], heroTurn(hero.id)));
    expect((lone as { item?: string }).item).not.toBe('grease-grenade');
  });

  it('throws a Noise Grenade to draw a crowd off the markers: the point more than 6" from every marker', () => {
    const { engine, state } = started();
    const hero = state.units.find((u) => u.side === 'heroes') as Unit;
    const crowd = [swarmling(1, 28, 16), swarmling(2, 29, 16), swarmling(3, 28, 17)];
    const action = createHeuristicBot(1).decide(engine, table(state, { x: 21, y: 21, items: { 'item:noise-grenade': 1 } }, crowd, heroTurn(hero.id))) as unknown as { type: string; item?: string; to?: { x: number; y: number } };
    expect(action).toMatchObject({ type: 'use', item: 'noise-grenade' });
    const to = action.to ?? { x: 0, y: 0 };
    for (const o of state.ext.objectives) expect(Math.hypot(Math.max(0, o.x - to.x - 1, to.x - o.x - 2), Math.max(0, o.y - to.y - 1, to.y - o.y - 2))).toBeGreaterThan(6);
  });
});
