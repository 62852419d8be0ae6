import { describe, expect, it } from 'vitest';
import type { ActionBase, DerelictState } from '@breachline/engine';
import type { AnyEngine, AnyState } from '../bots/controller';
import { DERELICT_HEURISTICS } from './heuristics';
import { arrange, stripGame } from './test-strip.spec-helper';

// The survivors' heuristics with derelict's session-10 items: the Void Cannon (a Power Cell a shot),
// helmets (head slot, +1 to saves) and the Shield Bubble (derelict.md §3.7, §5.6, §6.9).

const scoreOf = (engine: AnyEngine, view: DerelictState, action: ActionBase): number =>
  DERELICT_HEURISTICS.score(DERELICT_HEURISTICS.prepare(engine, view as unknown as AnyState), action);
const END = { type: 'end-activation', side: 'heroes' } as ActionBase;

/** The view with the survivor's general spaces (and head slot) set: a test's Given. */
function carrying(view: DerelictState, unit: string, items: readonly string[], head: string | null = null): DerelictState {
  const next = structuredClone(view);
  const sheet = next.ext.sheets.find((s) => s.unit === unit) as { items: readonly string[]; head?: string | null } | undefined;
  if (!sheet) throw new Error(`no sheet for ${unit}`);
  sheet.items = [...items];
  sheet.head = head;
  return next;
}

const legal = (engine: AnyEngine, view: DerelictState) => engine.legalActions(view as unknown as AnyState) as (ActionBase & Record<string, unknown>)[];

describe('derelict survivors: the Void Cannon', () => {
  it('derelict.md §3.7: without a Power Cell the bot has no Void Cannon shot; with one it rates the shot above ending its turn', () => {
    const { engine, state } = stripGame(['marine']);
    const seen = arrange(state, 'marine', { enemies: [{ kind: 'jaeger', zone: 'c', count: 2 }] });
    const dry = carrying(seen, 'marine', ['void-cannon']);
    expect(legal(engine, dry).filter((a) => a.type === 'attack')).toEqual([]);
    const fed = carrying(seen, 'marine', ['void-cannon', 'power-cell']);
    const shot = legal(engine, fed).find((a) => a.type === 'attack' && a['weapon'] === 'void-cannon');
    expect(shot).toBeDefined();
    expect(scoreOf(engine, fed, shot as ActionBase)).toBeGreaterThan(scoreOf(engine, fed, END));
  });
});

describe('derelict survivors: helmets', () => {
  it('derelict.md §5.6: a carried helmet is put on when the head slot is empty, not swapped for another', () => {
    const { engine, state } = stripGame(['scout']);
    const view = carrying(arrange(state, 'scout'), 'scout', ['pistol', 'combat-helmet']);
    const wear = legal(engine, view).find((a) => a.type === 'reorganise' && a['item'] === 'combat-helmet');
    expect(wear).toBeDefined();
    expect(scoreOf(engine, view, wear as ActionBase)).toBeGreaterThan(scoreOf(engine, view, END));
    const worn = carrying(view, 'scout', ['pistol', 'combat-helmet'], 'combat-helmet');
    expect(scoreOf(engine, worn, wear as ActionBase)).toBeLessThanOrEqual(scoreOf(engine, worn, END));
  });
});

describe('derelict survivors: the Shield Bubble', () => {
  const bubble = { type: 'use-item', side: 'heroes', unit: 'captain', item: 'shield-bubble' } as ActionBase;

  it('derelict.md §6.9: a survivor about to be overrun (Jaegers next door, none inside) raises the bubble', () => {
    const { engine, state } = stripGame(['captain']);
    const view = carrying(arrange(state, 'captain', { enemies: [{ kind: 'jaeger', zone: 'b', count: 3 }] }), 'captain', ['plasma-cutter', 'shield-bubble']);
    expect(legal(engine, view)).toContainEqual(bubble);
    expect(scoreOf(engine, view, bubble)).toBeGreaterThan(scoreOf(engine, view, END));
  });

  it('derelict.md §6.9: with no enemy near, or one already inside the zone, the bubble is kept', () => {
    const { engine, state } = stripGame(['captain']);
    const quiet = carrying(arrange(state, 'captain'), 'captain', ['pistol', 'shield-bubble']);
    expect(scoreOf(engine, quiet, bubble)).toBeLessThan(scoreOf(engine, quiet, END));
    const inside = carrying(arrange(state, 'captain', { enemies: [{ kind: 'jaeger', zone: 'a', count: 2 }] }), 'captain', ['pistol', 'shield-bubble']);
    expect(scoreOf(engine, inside, bubble)).toBeLessThan(scoreOf(engine, inside, END));
  });
});
