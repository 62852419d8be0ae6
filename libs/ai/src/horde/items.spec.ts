import { describe, expect, it } from 'vitest';
import { hordeTestMission, setupHordeGame, type HordeEngine, type HordeState, type Unit } from '@breachline/engine';
import { createHeuristicBot } from '../bots/heuristic-bot';

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
