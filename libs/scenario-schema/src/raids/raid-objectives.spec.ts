// infiltration.md §12.3 objective cards played through a loaded raid: the objective items, the mission's
// triggers and its victory (§12.2: the objective done, then a hero escapes).
import { setupInfiltrationGame, type InfiltrationAction, type InfiltrationState } from '@breachline/engine';
import { generateInfiltrationRaid } from '@breachline/engine';
import { describe, expect, it } from 'vitest';
import { loadMission } from '../load-mission';

function start(objective: string) {
  const loaded = loadMission(generateInfiltrationRaid({ map: 'east-passage', faction: 'garrison', objective }));
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  const game = setupInfiltrationGame(loaded.value, { seed: 3 });
  if (!game.ok) throw new Error(game.errors.join(' '));
  let state = game.value.state as InfiltrationState;
  const engine = game.value.engine;
  const board = loaded.value.board;
  const hero = state.units.find((u) => u.side === 'heroes');
  if (!hero) throw new Error('no hero');
  const exit = board.features.find((f) => f.type === 'exit');
  const act = (action: { readonly type: InfiltrationAction['type'] | 'activate'; readonly [field: string]: unknown }) => {
    const { type, ...rest } = action;
    const applied = engine.apply(state, { type, side: 'heroes', unit: hero.id, ...rest } as never);
    if ('error' in applied) throw new Error(`${JSON.stringify(action)}: ${applied.error.message}`);
    state = applied.state as InfiltrationState;
  };
  /** A test's "given": the hero stands on that square (the enemies of the east passage are face-down tokens). */
  const standOn = (x: number, y: number) => {
    state = { ...state, units: state.units.map((u) => (u.id === hero.id ? { ...u, x, y } : u)) };
  };
  /** A test's "given": the hero holds these items (and may Give again this turn). */
  const hold = (items: readonly string[]) => {
    const sheets = { ...(state as unknown as { heroSheets: Record<string, { items: string[] }> }).heroSheets };
    sheets[hero.id] = { ...(sheets[hero.id] as { items: string[] }), items: [...items] };
    state = { ...state, heroSheets: sheets, units: state.units.map((u) => (u.id === hero.id ? { ...u, stats: { ...u.stats, gaveOrDropped: 0 } } : u)) } as unknown as InfiltrationState;
  };
  return { get state() { return state; }, hero, exit, act, standOn, hold };
}
const tokenOf = (state: InfiltrationState, item: string) =>
  state.tokens.find((t) => t.kind === 'objective-item' && (t.contents as { item?: string }).item === item);

describe('infiltration.md §12.3 objective cards in play', () => {
  it('Dossier: the hero who escapes carrying the Dossier completes the objective and wins', () => {
    const g = start('dossier');
    const dossier = tokenOf(g.state, 'dossier');
    if (!dossier || !g.exit) throw new Error('no dossier or exit');
    expect(dossier.revealed).toBe(false);
    g.act({ type: 'activate' });
    g.standOn(dossier.x, dossier.y);
    g.act({ type: 'search', token: dossier.id });
    expect(g.state.mission?.objectives.find((o) => o.id === 'dossier')?.state).toBe('open');
    g.standOn(g.exit.x, g.exit.y);
    g.act({ type: 'escape' });
    expect(g.state.mission?.objectives.find((o) => o.id === 'dossier')?.state).toBe('done');
    expect(g.state.status.kind).toBe('won');
  });

  it('Escort: escaping with Rourke completes the objective; escaping without him does not', () => {
    const g = start('escort');
    const rourke = tokenOf(g.state, 'escort');
    if (!rourke || !g.exit) throw new Error('no escort or exit');
    expect(rourke.revealed).toBe(true);
    g.act({ type: 'activate' });
    g.standOn(rourke.x, rourke.y);
    g.act({ type: 'search', token: rourke.id });
    g.standOn(g.exit.x, g.exit.y);
    g.act({ type: 'escape' });
    expect(g.state.mission?.objectives.find((o) => o.id === 'escort')?.state).toBe('done');
    expect(g.state.status.kind).toBe('won');

    const alone = start('escort');
    if (!alone.exit) throw new Error('no exit');
    alone.act({ type: 'activate' });
    alone.standOn(alone.exit.x, alone.exit.y);
    alone.act({ type: 'escape' });
    expect(alone.state.mission?.objectives.find((o) => o.id === 'escort')?.state).toBe('open');
    expect(alone.state.status.kind).not.toBe('won');
  });

  it('Demolition: the heroes start with the 3 charges; planted on the 3 targets and set off by the Detonator, they complete the objective', () => {
    const g = start('demolition');
    const charges = Object.values((g.state as unknown as { heroSheets: Record<string, { items: string[] }> }).heroSheets).flatMap((s) => s.items);
    expect(charges.filter((i) => i === 'demolition-charge')).toHaveLength(3);
    const targets = g.state.tokens.filter((t) => t.kind === 'objective-item' && t.revealed);
    expect(targets).toHaveLength(3);
    const detonator = tokenOf(g.state, 'detonator');
    expect(detonator?.revealed).toBe(false);
    if (!detonator || !g.exit) throw new Error('no detonator or exit');
    g.act({ type: 'activate' });
    g.standOn(detonator.x, detonator.y);
    g.act({ type: 'search', token: detonator.id });
    for (const target of targets) {
      g.hold(['detonator', 'demolition-charge']);
      g.standOn(target.x, target.y);
      g.act({ type: 'plant', token: target.id });
    }
    expect(g.state.mission?.objectives.find((o) => o.id === 'demolition')?.state).toBe('open');
    g.act({ type: 'use', item: 'detonator' });
    expect(g.state.counters['targets']).toBe(3);
    expect(g.state.mission?.objectives.find((o) => o.id === 'demolition')?.state).toBe('done');
    g.standOn(g.exit.x, g.exit.y);
    g.act({ type: 'escape' });
    expect(g.state.status.kind).toBe('won');
  });
});
