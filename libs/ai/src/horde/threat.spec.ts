import { describe, expect, it } from 'vitest';
import { hordeTestMission, seedRng, setupHordeGame, type HordeState, type Unit } from '@breachline/engine';
import { rankActions } from '../bots/heuristic-bot';
import { hitChance, threatAt, woundChance } from './threat';

function heroActing(enemy: Unit): HordeState {
  const game = setupHordeGame(hordeTestMission({ heroes: 1 }), { seed: 1 });
  if (!game.ok) throw new Error(game.errors.join(' '));
  const s = game.value.state as HordeState;
  // The wave is cleared; the hero holds marker 1 (squares 11–12) and is the unit activated.
  const hero = { ...(s.units.find((u) => u.side === 'heroes') as Unit), x: 12, y: 14 };
  return {
    ...s,
    units: [hero, enemy],
    tokens: [],
    ext: { ...s.ext, priority: null },
    turn: { ...s.turn, side: 'heroes', actor: hero.id, pools: { heroes: { remaining: [], ordered: false }, enemies: { remaining: [enemy.id], ordered: false } } },
  };
}

const sharpshooter = (x: number, y: number): Unit => ({ id: 'sharpshooter#99', side: 'enemies', kind: 'sharpshooter', name: 'Sharpshooter', x, y, health: 2, status: 'active', stats: { size: 1, tou: 2, qua: 1, def: 0, moved: 0, shot: 0, revealed: 0, cond: 0 } });

describe('horde hero threat (horde.md §7.3 odds, §8.4 enemy reach)', () => {
  it('§7.3 odds: Qua +0 hits on 4+, Qua +1 on 3+, a natural 1 always misses; Def +1 blocks on 3+', () => {
    expect(hitChance(0)).toBeCloseTo(3 / 6);
    expect(hitChance(1)).toBeCloseTo(4 / 6);
    expect(hitChance(5)).toBeCloseTo(5 / 6);
    expect(hitChance(-5)).toBeCloseTo(1 / 6);
    expect(woundChance(1)).toBeCloseTo(2 / 6);
  });

  it('a sharpshooter 30" away threatens a hero in its sight: 2 attacks × 4/6 × 1/2 wounds', () => {
    const state = heroActing(sharpshooter(42, 14));
    const hero = state.units[0] as Unit;
    expect(threatAt(state, hordeTestMission({ heroes: 1 }).board, hero, hero, [state.units[1] as Unit])).toBeCloseTo(2 / 3);
  });

  it('a hero out-ranged by a sharpshooter moves to shoot it rather than stand and be shot (it used to end its activation)', () => {
    const state = heroActing(sharpshooter(42, 14));
    const game = setupHordeGame(hordeTestMission({ heroes: 1 }), { seed: 1 });
    if (!game.ok) throw new Error(game.errors.join(' '));
    const [best] = rankActions(game.value.engine, state, seedRng(1), 'sample');
    expect(best?.action.type).toBe('advance');
    const to = (best?.action as unknown as { to: { x: number } }).to;
    // From there the 24" rifle reaches the sharpshooter (gap ≤ 24).
    expect(42 - (to.x + 1)).toBeLessThanOrEqual(24);
  });
});

describe('horde hero picks (horde.md §5.1, §9.4)', () => {
  it('the heuristic takes +2 Tou over +1 Qua at a level-up decision', () => {
    const game = setupHordeGame(hordeTestMission({ heroes: 1 }), { seed: 1 });
    if (!game.ok) throw new Error(game.errors.join(' '));
    const s = game.value.state as HordeState;
    const options = [
      { id: 'tou', label: '+2 Tou', value: { stat: 'tou', by: 2 } },
      { id: 'qua', label: '+1 Qua', value: { stat: 'qua', by: 1 } },
    ];
    const state: HordeState = { ...s, decisions: [{ id: 'decision#90', side: 'heroes', kind: 'level-up', prompt: 'Vanguard reaches level 4.', options, owner: 'ruleset', resume: { hero: 'vanguard', level: 4 } }] };
    const [best] = rankActions(game.value.engine, state, seedRng(1), 'sample');
    expect(best?.action).toMatchObject({ type: 'choose', option: 'tou' });
  });
});

describe('horde hero picks: the priority on a 6 (horde.md §9.2)', () => {
  it('picks the marker a hero stands by', () => {
    const game = setupHordeGame(hordeTestMission({ heroes: 1 }), { seed: 1 });
    if (!game.ok) throw new Error(game.errors.join(' '));
    const s = game.value.state as HordeState;
    const hero = { ...(s.units.find((u) => u.side === 'heroes') as Unit), x: 36, y: 14 }; // by marker 2 (squares 35–36, rows 11–12)
    const options = [1, 2, 3].map((n) => ({ id: String(n), label: `Objective ${n}`, value: n }));
    const state: HordeState = { ...s, units: [hero], decisions: [{ id: 'decision#91', side: 'heroes', kind: 'priority', prompt: 'Pick the priority objective.', options, owner: 'ruleset', resume: null }] };
    const [best] = rankActions(game.value.engine, state, seedRng(1), 'sample');
    expect(best?.action).toMatchObject({ type: 'choose', option: '2' });
  });
});
