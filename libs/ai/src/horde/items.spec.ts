import { describe, expect, it } from 'vitest';
import { hordeTestMission, setupHordeGame, type HordeEngine, type HordeState, type Unit } from '@breachline/engine';
import { createHeuristicBot } from '../bots/heuristic-bot';
import { troveScore } from './items';

function started(): { engine: HordeEngine; state: HordeState } {
  const game = setupHordeGame(hordeTestMission({ heroes: 2 }), { seed: 1 });
  if (!game.ok) throw new Error(game.errors.join(' '));
  return { engine: game.value.engine, state: game.value.state as HordeState };
}

/** The state with only the heroes, their stats patched, and the turn as given. */
function arranged(state: HordeState, patch: Record<string, Partial<Unit>>, turn: Partial<HordeState['turn']>): HordeState {
  const units = state.units.filter((u) => u.side === 'heroes').map((u) => ({ ...u, ...patch[u.id], stats: { ...u.stats, ...patch[u.id]?.stats } }));
  return { ...state, units, decisions: [], turn: { ...state.turn, ...turn } };
}

describe('horde hero bot: the shop and items (horde.md §4.2 step 4.5, §11 G4)', () => {
  it('buys a Med Kit with 20c, pools credits short of one, then leaves the shop', () => {
    const { engine, state } = started();
    const bot = createHeuristicBot(1);
    const shop = { phase: 'shop', side: 'heroes' as const, actor: null };
    const rich = arranged(state, { vanguard: { stats: { credits: 20 } } }, shop);
    expect(bot.decide(engine, rich)).toMatchObject({ type: 'buy', unit: 'vanguard', item: 'med-kit' });
    const pooled = arranged(state, { vanguard: { stats: { credits: 10 } }, marksman: { stats: { credits: 15 } } }, shop);
    expect(bot.decide(engine, pooled)).toMatchObject({ type: 'give', unit: 'vanguard', target: 'marksman', item: 'credits' });
    const poor = arranged(state, { vanguard: { stats: { credits: 5 } } }, shop);
    expect(bot.decide(engine, poor)).toMatchObject({ type: 'end-phase' });
  });

  it('wakes a fallen hero beside it with a Med Kit before anything else, and keeps the kit for a scratch', () => {
    const { engine, state } = started();
    const bot = createHeuristicBot(1);
    const vanguard = state.units.find((u) => u.id === 'vanguard') as Unit;
    const battle = { phase: 'battle', side: 'heroes' as const, actor: 'vanguard' };
    const fallen = arranged(state, { vanguard: { stats: { 'item:med-kit': 1 } }, marksman: { x: vanguard.x + 1, y: vanguard.y, health: 0, status: 'down' } }, battle);
    expect(bot.decide(engine, fallen)).toMatchObject({ type: 'use', item: 'med-kit', target: 'marksman' });
    const scratched = arranged(state, { vanguard: { health: 3, stats: { 'item:med-kit': 1 } } }, battle);
    expect(bot.decide(engine, scratched).type).not.toBe('use');
  });
});

describe('horde hero bot: Treasure Trove picks (horde.md §5.1, §12 case 25)', () => {
  it('takes a Med Kit first, a Stun Grenade next, and prefers 15c to 5c', () => {
    const order = ['credits-5', 'stun-grenade', 'noise-grenade', 'credits-15', 'med-kit'].sort((a, b) => troveScore(b) - troveScore(a));
    expect(order).toEqual(['med-kit', 'stun-grenade', 'credits-15', 'credits-5', 'noise-grenade']);
  });
});

describe('horde hero bot: deployment corners (horde.md §8.3, §5.1)', () => {
  it('sends a 5–6 unit to the corner farthest from the heroes', () => {
    const { engine, state } = started();
    const bot = createHeuristicBot(1);
    // Both heroes in the north-west: the south-east corner (3) is the farthest.
    const placed = arranged(state, { vanguard: { x: 2, y: 2 }, marksman: { x: 3, y: 2 } }, { phase: 'wave', side: null, actor: null });
    const corner = { id: 'decision#900', side: 'heroes' as const, kind: 'corner', prompt: 'pick', owner: 'ruleset' as const, resume: null, options: [1, 2, 3, 4].map((n) => ({ id: String(n), label: `Corner ${n}`, value: n })) };
    expect(bot.decide(engine, { ...placed, decisions: [corner] })).toMatchObject({ type: 'choose', option: '3' });
  });
});
