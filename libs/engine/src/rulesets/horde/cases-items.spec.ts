import { describe, expect, it } from 'vitest';
import type { PresentContext } from '../../rules/core/presentation';
import { viewState } from '../../rules/hidden/view';
import { Condition } from './content';
import { heroPoints } from './deploy';
import { hordeFixture, unitIn, type HordeFixture } from './fixture';
import { checkUse, endRoundItems, listUses } from './items';
import { hitModifier } from './modifiers';
import { hordePresentation } from './presentation';
import type { HordeAction, HordeState } from './types';

/** Sets stats of one unit (test setup, outside the rules). */
function patch(f: HordeFixture, id: string, stats: Record<string, number>, rest: Partial<{ health: number; status: 'active' | 'down' }> = {}): void {
  f.state = { ...f.state, units: f.state.units.map((u) => (u.id === id ? { ...u, ...rest, stats: { ...u.stats, ...stats } } : u)) };
}

function apply(f: HordeFixture, action: Record<string, unknown>): void {
  const result = f.engine.apply(f.state, action);
  if ('error' in result) throw new Error(result.error.message);
  f.state = result.state;
}

/** Plays the heroes' activations out (no enemies on the table) until the phase is `phase` or a decision is open. */
function playTo(f: HordeFixture, phase: string): void {
  for (let i = 0; i < 200 && f.state.turn.phase !== phase; i++) {
    const legal = f.engine.legalActions(f.state);
    const next = legal.find((a) => a.type === 'choose') ?? legal.find((a) => a.type === 'end-activation') ?? legal.find((a) => a.type === 'activate') ?? legal.find((a) => a.type === 'end-phase');
    if (!next) throw new Error(`stuck in ${f.state.turn.phase}`);
    apply(f, next);
  }
}

const ctxOf = (state: HordeState, f: HordeFixture): PresentContext => ({
  view: viewState(state, 'heroes'),
  board: f.board,
  nameOf: (id) => state.units.find((u) => u.id === id)?.name ?? id,
  tileName: (id) => id,
});

describe('horde: the shop at the end of a wave (horde.md §4.2 step 4.5, §3.5, §11 G4)', () => {
  it('horde.md §4.2 step 4.5: after End of Wave a hero with 20c may buy a Med Kit; the next wave deploys once the heroes leave', () => {
    const f = hordeFixture({ heroes: 2 });
    patch(f, 'vanguard', { credits: 25 });
    f.ext({ alertness: 5, waveDue: false });
    playTo(f, 'shop');
    expect(f.state.ext.lastWaveFinished).toBe(1);
    const buys = f.engine.legalActions(f.state).filter((a) => a.type === 'buy');
    // 25c buys anything but nothing dearer than 25c; the other hero has no credits.
    expect(buys.every((a) => (a as { unit?: string }).unit === 'vanguard')).toBe(true);
    expect(buys.map((a) => (a as { item?: string }).item)).toContain('med-kit');
    apply(f, { type: 'buy', side: 'heroes', unit: 'vanguard', item: 'med-kit' });
    expect(f.unit('vanguard').stats['credits']).toBe(5);
    expect(f.unit('vanguard').stats['item:med-kit']).toBe(1);
    // §11 G1: the item counts into the hero's points at its buy price (the next wave's budget).
    expect(heroPoints(f.state, f.unit('vanguard'))).toBe(120);
    apply(f, { type: 'end-phase', side: 'heroes' });
    expect(f.state.ext.wave).toBe(2);
    expect(f.state.ext.waveDue).toBe(false);
  });

  it('horde.md §4.2 step 4: End of Wave is told in a log line, not a titled notice that would stay over the shop', () => {
    const f = hordeFixture({ heroes: 2 });
    patch(f, 'vanguard', { credits: 25 });
    f.ext({ alertness: 5, waveDue: false });
    const messages: { title?: string; text: string }[] = [];
    for (let i = 0; i < 20 && f.state.turn.phase !== 'shop'; i++) {
      const legal = f.engine.legalActions(f.state);
      const result = f.engine.apply(f.state, legal.find((a) => a.type === 'choose') ?? legal.find((a) => a.type === 'end-activation') ?? legal.find((a) => a.type === 'activate'));
      if ('error' in result) throw new Error(result.error.message);
      f.state = result.state;
      for (const e of result.events) if (e.type === 'message') messages.push(e);
    }
    expect(f.state.turn.phase).toBe('shop');
    const summary = messages.find((m) => m.text.startsWith('Wave 1 ends'));
    expect(summary?.text).toMatch(/^Wave 1 ends: \d+ objective\(s\) seized, \d+ XP\.$/);
    expect(summary?.title).toBeUndefined();
  });

  it('horde.md §11 G4: a buy beyond the hero\'s credits is refused; a Med Kit sells for 10c, other items for 5c', () => {
    const f = hordeFixture({ heroes: 2 });
    patch(f, 'vanguard', { credits: 10, 'item:med-kit': 1, 'item:stun-grenade': 1 });
    f.ext({ alertness: 5, waveDue: false });
    playTo(f, 'shop');
    const refused = f.engine.apply(f.state, { type: 'buy', side: 'heroes', unit: 'vanguard', item: 'med-kit' });
    expect('error' in refused && refused.error.message).toMatch(/costs 20c/);
    apply(f, { type: 'sell', side: 'heroes', unit: 'vanguard', item: 'med-kit' });
    apply(f, { type: 'sell', side: 'heroes', unit: 'vanguard', item: 'stun-grenade' });
    expect(f.unit('vanguard').stats['credits']).toBe(25);
    expect(f.unit('vanguard').stats['item:med-kit']).toBe(0);
  });

  it('horde.md §3.5 "transfer any items and gold to other heroes": items and every credit pass to another hero', () => {
    const f = hordeFixture({ heroes: 2 });
    patch(f, 'vanguard', { credits: 15, 'item:curing-kit': 1 });
    patch(f, 'marksman', { credits: 5 });
    f.ext({ alertness: 5, waveDue: false });
    playTo(f, 'shop');
    apply(f, { type: 'give', side: 'heroes', unit: 'vanguard', target: 'marksman', item: 'credits' });
    apply(f, { type: 'give', side: 'heroes', unit: 'vanguard', target: 'marksman', item: 'curing-kit' });
    expect(f.unit('vanguard').stats['credits']).toBe(0);
    expect(f.unit('marksman').stats['credits']).toBe(20);
    expect(f.unit('marksman').stats['item:curing-kit']).toBe(1);
    // Pooled, the credits now buy a Med Kit.
    apply(f, { type: 'buy', side: 'heroes', unit: 'marksman', item: 'med-kit' });
    expect(f.unit('marksman').stats['item:med-kit']).toBe(1);
  });

  it('horde.md §4.2 step 4.5: with nothing to buy, sell or pass the shop does not open and the next wave deploys', () => {
    const f = hordeFixture({ heroes: 2 });
    f.ext({ alertness: 5, waveDue: false });
    const phases: string[] = [];
    for (let i = 0; i < 20 && f.state.ext.lastWaveFinished === 0; i++) {
      const legal = f.engine.legalActions(f.state);
      const next = legal.find((a) => a.type === 'end-activation') ?? legal.find((a) => a.type === 'activate');
      const result = f.engine.apply(f.state, next);
      if ('error' in result) throw new Error(result.error.message);
      f.state = result.state;
      for (const e of result.events) if (e.type === 'phase-changed') phases.push(e.phase);
    }
    expect(f.state.ext.lastWaveFinished).toBe(1);
    // End of Wave, then straight on: the next round deploys wave 2 (its battle follows any corner pick).
    expect(phases.slice(0, 2)).toEqual(['end-of-round', 'wave']);
    expect(phases).not.toContain('shop');
    expect(f.state.ext.wave).toBe(2);
    expect(f.state.ext.waveDue).toBe(false);
  });

  it('horde.md §11 G4: the shop\'s words come from the presentation face, and a bought item shows on the hero\'s card', () => {
    const f = hordeFixture({ heroes: 2 });
    patch(f, 'vanguard', { credits: 20 });
    f.ext({ alertness: 5, waveDue: false });
    playTo(f, 'shop');
    const ctx = ctxOf(f.state, f);
    const label = (a: Record<string, unknown>) => hordePresentation.action(String(a['type']))?.label({ side: 'heroes', ...a } as never, ctx);
    expect(label({ type: 'buy', unit: 'vanguard', item: 'med-kit' })).toBe('Buy Med Kit for Vanguard (20c of 20c)');
    expect(label({ type: 'end-phase' })).toBe('Leave the shop');
    apply(f, { type: 'buy', side: 'heroes', unit: 'vanguard', item: 'med-kit' });
    expect(hordePresentation.stats(f.unit('vanguard'))).toContainEqual({ label: 'Items', value: 'Med Kit' });
  });
});

describe('horde: using items (horde.md §11 G4, §5.2 "Use item: free, once per activation per item type")', () => {
  /** A fixture whose Vanguard is the active hero (its activation open). */
  function activeVanguard(): HordeFixture {
    const f = hordeFixture({ heroes: 2 });
    f.state = { ...f.state, turn: { ...f.state.turn, phase: 'battle', side: 'heroes', actor: 'vanguard' } };
    return f;
  }
  const uses = (f: HordeFixture): HordeAction[] => listUses(f.state, f.board, f.unit('vanguard'));

  it('horde.md §11 G4 Med Kit: a hero within 1" restores D3 wounds; an unconscious one wakes', () => {
    const f = activeVanguard();
    patch(f, 'vanguard', { 'item:med-kit': 2 }, { health: 1 });
    patch(f, 'marksman', {}, { health: 0, status: 'down' });
    f.put('marksman', 22, 21); // beside the Vanguard at (21, 21)
    expect(uses(f).map((a) => (a as { target?: string }).target)).toEqual(['vanguard', 'marksman']);
    f.dice.push(3); // D3 = 2
    f.run((tx) => f.engine.ruleset.resolve(tx, { type: 'use', side: 'heroes', unit: 'vanguard', item: 'med-kit', target: 'vanguard' }));
    expect(f.unit('vanguard').health).toBe(3);
    // Once per activation per item type: the second kit waits for the next activation.
    expect(uses(f)).toEqual([]);
    expect(checkUse(f.state, f.board, f.unit('vanguard'), { type: 'use', side: 'heroes', unit: 'vanguard', item: 'med-kit', target: 'marksman' })?.code).toBe('no-budget');
    f.run((tx) => f.engine.ruleset.onActivate?.(tx, unitIn(tx, 'vanguard')));
    f.dice.push(6); // D3 = 3
    f.run((tx) => f.engine.ruleset.resolve(tx, { type: 'use', side: 'heroes', unit: 'vanguard', item: 'med-kit', target: 'marksman' }));
    expect(f.unit('marksman').status).toBe('active');
    expect(f.unit('marksman').health).toBe(3);
    expect(f.unit('vanguard').stats['item:med-kit']).toBe(0);
  });

  it('horde.md §11 G4 Med Kit: not on a hero 2" away, nor on one with no wounds to restore', () => {
    const f = activeVanguard();
    patch(f, 'vanguard', { 'item:med-kit': 1 });
    patch(f, 'marksman', {}, { health: 1 });
    f.put('marksman', 24, 21); // a gap of 2
    expect(uses(f)).toEqual([]);
  });

  it('horde.md §11 G4 Stun Grenade: an enemy within 12" and in sight becomes Shaken; one 13" away cannot be targeted', () => {
    const f = activeVanguard();
    patch(f, 'vanguard', { 'item:stun-grenade': 1 });
    const near = f.enemy('gunner', 34, 21); // gap 12
    const far = f.enemy('gunner', 21, 35); // gap 13
    expect(uses(f).map((a) => (a as { target?: string }).target)).toEqual([near]);
    expect(checkUse(f.state, f.board, f.unit('vanguard'), { type: 'use', side: 'heroes', unit: 'vanguard', item: 'stun-grenade', target: far })?.code).toBe('out-of-range');
    f.run((tx) => f.engine.ruleset.resolve(tx, { type: 'use', side: 'heroes', unit: 'vanguard', item: 'stun-grenade', target: near }));
    expect((f.unit(near).stats['cond'] ?? 0) & Condition.Shaken).not.toBe(0);
  });

  it('horde.md §11 G4 Curing Kit and Frenzy Injector: one condition removed; +1 to hit in melee until the end of the round', () => {
    const f = activeVanguard();
    patch(f, 'vanguard', { 'item:curing-kit': 1, 'item:frenzy-injector': 1, cond: Condition.Crippled | Condition.Impaired });
    const cure = uses(f).filter((a) => (a as { item: string }).item === 'curing-kit' && (a as { target?: string }).target === 'vanguard');
    expect(cure.map((a) => (a as { condition?: number }).condition)).toEqual([Condition.Impaired, Condition.Crippled]);
    f.run((tx) => f.engine.ruleset.resolve(tx, { type: 'use', side: 'heroes', unit: 'vanguard', item: 'curing-kit', target: 'vanguard', condition: Condition.Crippled }));
    expect(f.unit('vanguard').stats['cond']).toBe(Condition.Impaired);
    const before = hitModifier(f.state, f.unit('vanguard'), 'melee');
    f.run((tx) => f.engine.ruleset.resolve(tx, { type: 'use', side: 'heroes', unit: 'vanguard', item: 'frenzy-injector' }));
    expect(hitModifier(f.state, f.unit('vanguard'), 'melee')).toBe(before + 1);
    expect(hitModifier(f.state, f.unit('vanguard'), 'ranged')).toBe(hitModifier(f.state, f.unit('marksman'), 'ranged') - 1); // Impaired, no frenzy for shots
    f.run((tx) => endRoundItems(tx));
    expect(hitModifier(f.state, f.unit('vanguard'), 'melee')).toBe(before);
  });

  it('horde.md §11 G4 Teleport Kit: anywhere within 12" and not within 1" of an enemy', () => {
    const f = activeVanguard();
    patch(f, 'vanguard', { 'item:teleport-kit': 1 });
    const enemy = f.enemy('swarmling', 30, 21);
    const squares = uses(f).map((a) => (a as { to: { x: number; y: number } }).to);
    expect(squares).toContainEqual({ x: 34, y: 21 });
    expect(squares).not.toContainEqual({ x: 35, y: 21 }); // 13" away
    expect(squares).not.toContainEqual({ x: 31, y: 21 }); // beside the enemy
    expect(squares).not.toContainEqual({ x: 30, y: 21 }); // the enemy's square
    expect(enemy).toBeTruthy();
    f.run((tx) => f.engine.ruleset.resolve(tx, { type: 'use', side: 'heroes', unit: 'vanguard', item: 'teleport-kit', to: { x: 33, y: 21 } }));
    expect([f.unit('vanguard').x, f.unit('vanguard').y]).toEqual([33, 21]);
  });
});
