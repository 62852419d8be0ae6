import { describe, expect, it } from 'vitest';
import { compileMissionPlan } from '../../mission/plan';
import { POOL_DECK } from './content';
import { fixtureBoard, room } from './fixture';
import { NOTHING_STATED, statedEndsOf } from './mission';
import { boardingKindOf } from './mission-checks';
import { createBoardingRuleset } from './ruleset';
import { createBoardingGame } from './setup';
import type { BoardingOptions, BoardingState } from './types';

// Issue 15 item 1 ("victory, defeat and objectives come from the mission"): where a boarding mission states
// its own victory or defeat, the plan's condition decides (asked by the mission runner) and the kind's
// built-in rule for that end (boarding.md §9 M1–M3 table, §11 G5 turn limits) stays silent.

const board = fixtureBoard({ rows: room(8), troopers: [{ id: 't', x: 2, y: 2 }], entries: [{ x: 1, y: 1 }], objective: { x: 5, y: 5 } });

function started(options: Partial<BoardingOptions>): BoardingState {
  return createBoardingGame(board, { missionId: 'stated', seed: 3, options, squad: [{ id: 't', kind: 'sergeant', name: 't' }] }).state;
}

describe('boarding ends the mission states (boarding.md §9)', () => {
  it('§9 M3 / §11 G5: past the turn limit a retrieve is lost by its kind, unless the mission states its own defeat', () => {
    const state: BoardingState = { ...started({ mission: 'retrieve', turnLimit: 2 }), round: 3 };
    const byKind = createBoardingRuleset().outcome(state, board);
    const stated = createBoardingRuleset({ stated: { victory: false, defeat: true } }).outcome(state, board);
    expect([byKind.kind, stated.kind]).toEqual(['lost', 'playing']);
  });

  it('§9 M1: a spent pool with no bug left wins a purge by its kind, unless the mission states its own victory', () => {
    const begun = started({ mission: 'purge' });
    const pool = begun.decks[POOL_DECK];
    if (!pool) throw new Error('the purge has no blip pool');
    const state: BoardingState = { ...begun, decks: { ...begun.decks, [POOL_DECK]: { ...pool, drawPile: [] } } };
    const byKind = createBoardingRuleset().outcome(state, board);
    const stated = createBoardingRuleset({ stated: { victory: true, defeat: false } }).outcome(state, board);
    expect([byKind.kind, stated.kind]).toEqual(['won', 'playing']);
  });

  it('§9 every mission: the squad wiped out is lost whatever the mission states', () => {
    const begun = started({ mission: 'purge' });
    const state: BoardingState = { ...begun, units: begun.units.map((u) => ({ ...u, x: -1, y: -1 })) };
    expect(createBoardingRuleset({ stated: { victory: true, defeat: true } }).outcome(state, board)).toEqual({ kind: 'lost', reason: 'All troopers are dead' });
  });

  it('reads which ends are stated from the compiled plan; a mission without a plan states none', () => {
    const plan = compileMissionPlan({ defeat: { test: 'round', op: '>', value: 12 } });
    expect([statedEndsOf(plan), statedEndsOf(undefined)]).toEqual([{ victory: false, defeat: true }, NOTHING_STATED]);
  });
});

describe('a boarding mission kind from the objectives it states (boarding.md §9)', () => {
  it('§9 M1–M3: the first required kill-all, survive or deliver objective names the kind, over the option', () => {
    const of = (kind: string, option?: string) => boardingKindOf({ id: 'm', objectives: [{ id: 'o', label: 'o', kind }], ...(option ? { options: { mission: option } } : {}) });
    expect([of('kill-all', 'hold'), of('survive'), of('deliver', 'purge')]).toEqual(['purge', 'hold', 'retrieve']);
  });

  it('a mission stating no objective boarding knows falls back to the option, then purge; optional objectives do not decide', () => {
    const optional = { id: 'side', label: 'side', kind: 'deliver', optional: true };
    expect([
      boardingKindOf({ id: 'old', options: { mission: 'hold' } }),
      boardingKindOf({ id: 'side', objectives: [optional], options: { mission: 'hold' } }),
      boardingKindOf({ id: 'none', objectives: [optional] }),
    ]).toEqual(['hold', 'hold', 'purge']);
  });
});
