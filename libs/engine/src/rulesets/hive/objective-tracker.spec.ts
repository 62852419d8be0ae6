import { hiveTestGame, HUB_ORIGIN as H } from './testing/fixture';
import { RULESETS } from '../registry';
import { hiveObjectives } from './objective-tracker';
import type { HiveExt, HiveState } from './types';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
const ext = (state: HiveState) => state.ext as Mutable<HiveExt>;
const chamber = (y: number) => ({ tile: 'chamber', x: H.x, y, objective: true });
const line = (list: ReturnType<typeof hiveObjectives>, label: string | RegExp) => list.find((o) => (typeof label === 'string' ? o.label === label : label.test(o.label)));

describe('the hive objective tracker (display data, from the heroes view)', () => {
  it('hive.md §9.2: Destroy the Hive counts objective tiles, weak points and charges out of 4, then the detonation', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 12 } }], placed: [chamber(H.y - 5), chamber(H.y - 10)], pile: ['straight', 'straight', 'straight'] });
    ext(game.state).weakPoints = [1, 2];
    ext(game.state).charges = [1];
    const list = hiveObjectives(game.engine.view(game.state, 'heroes'));
    expect(list.map((o) => o.label)).toEqual(['Tiles explored', 'Objective tiles found', 'Weak points established', 'Charges laid', 'Detonate the charges', 'Finish by the end of round 40']);
    expect(line(list, 'Tiles explored')).toEqual({ label: 'Tiles explored', done: false, progress: { current: 2, total: 5 } });
    expect(line(list, 'Objective tiles found')?.progress).toEqual({ current: 2, total: 4 });
    expect(line(list, 'Weak points established')?.progress).toEqual({ current: 2, total: 4 });
    expect(line(list, 'Charges laid')).toEqual({ label: 'Charges laid', done: false, progress: { current: 1, total: 4 } });
    expect(line(list, 'Detonate the charges')?.done).toBe(false);
    expect(line(list, /^Finish by/)?.progress).toEqual({ current: game.state.round, total: 40 });
  });

  it('hive.md §9.2 step 4: with 4 charges laid the charges line is done, and a detonation marks the last step done', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 16, y: 16 } }], placed: [chamber(H.y - 5)] });
    ext(game.state).charges = [1, 2, 3, 4];
    expect(line(hiveObjectives(game.engine.view(game.state, 'heroes')), 'Charges laid')?.done).toBe(true);
    const detonated = game.engine.apply(game.state, { type: 'detonate', side: 'heroes', unit: 'jane' } as never);
    if ('error' in detonated) throw new Error(detonated.error.message);
    expect(line(hiveObjectives(game.engine.view(detonated.state, 'heroes')), 'Detonate the charges')?.done).toBe(true);
  });

  it('hive.md §9.3: Rescue the Scientist goes find LJ → pick him up → bring him home → end the game', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 12 } }], objective: 'rescue-the-scientist' });
    const labels = (state: HiveState) => hiveObjectives(game.engine.view(state, 'heroes')).filter((o) => o.done).map((o) => o.label);
    expect(labels(game.state)).toEqual([]);
    ext(game.state).scientist = { x: 17, y: 5, carrier: null };
    expect(labels(game.state)).toEqual(['Find LJ']);
    ext(game.state).scientist = { x: 17, y: 12, carrier: 'jane' };
    expect(labels(game.state)).toEqual(['Find LJ', 'Pick up LJ']);
    ext(game.state).scientistHome = true;
    expect(labels(game.state)).toEqual(['Find LJ', 'Pick up LJ', 'Bring LJ to the landing site']);
  });

  it('hive.md §9.4: Kill the Queen shows chambers destroyed (2 hits each) out of 5 and her wounds out of 22 HP', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 12 } }], objective: 'kill-the-queen' });
    ext(game.state).chamberDamage = { 'Nutrient Pool': 2, 'Spawning Pods': 1 };
    ext(game.state).queen = { health: 18, x: -1, y: -1 };
    const list = hiveObjectives(game.engine.view(game.state, 'heroes'));
    expect(line(list, 'Find the Queen Chamber')?.done).toBe(false);
    expect(line(list, 'Chambers destroyed')?.progress).toEqual({ current: 1, total: 5 });
    expect(line(list, 'Wound the Queen')).toEqual({ label: 'Wound the Queen', done: false, progress: { current: 4, total: 22 } });
  });

  it('is the registry entry’s display data, and reads only the heroes’ view (the hidden title stack is never needed)', () => {
    const game = hiveTestGame({ heroes: [{ kind: 'jane', at: { x: 17, y: 12 } }], objective: 'kill-the-queen' });
    const view = game.engine.view(game.state, 'heroes');
    expect(view.ext.titleStack.every((t: string) => t === '?')).toBe(true);
    expect(RULESETS['hive']?.objectives(view)).toEqual(hiveObjectives(view));
  });
});
