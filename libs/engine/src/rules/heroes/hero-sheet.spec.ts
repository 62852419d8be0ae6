import { describe, expect, it } from 'vitest';
import { bareTx } from '../../testing/bare-state';
import { viewState } from '../hidden/view';
import { markDead } from '../units/unit-status';
import { hashState } from '../state/canonical-hash';
import {
  addInjury,
  addResolve,
  BLANK_SHEET,
  gainItem,
  gainXp,
  giveItem,
  healInjuries,
  heroSheetOf,
  holdsItem,
  injuryCount,
  itemsOf,
  levelOf,
  loseAllItems,
  loseItem,
  resolveOf,
  setLevel,
  xpOf,
} from './hero-sheet';
import { gainHeroResolve, injureHero } from './mission-sheet-effects';
import type { Unit } from '../../game/game-state';

// The bare state (testing/bare-state.ts) has one hero, "h1".
const H = 'h1';

/** A second hero beside h1, written straight into the state (as a setup would). */
function withSecondHero(state: { units: readonly Unit[] }): void {
  const first = state.units[0] as Unit;
  (state.units as Unit[]).push({ ...first, id: 'h2', name: 'Second', stats: {} });
}

describe('hero sheet: GameState.heroSheets, changed only through tx (issue 15 build 4: items, injuries, XP and level)', () => {
  it('a state that never wrote a sheet has no slice, and every hero reads the blank sheet', () => {
    const { state } = bareTx();
    expect(state.heroSheets).toBeUndefined();
    expect(heroSheetOf(state, H)).toEqual({ items: [], injuries: [], xp: 0, level: 1, resolve: 0 });
    expect(heroSheetOf(state, H)).toBe(BLANK_SHEET);
  });

  it('items are gained, held twice, lost one copy at a time, and all lost at once (hive.md §5: a fallen Valkyrie\'s items are lost)', () => {
    const { state, tx } = bareTx();
    gainItem(tx, H, 'medkit');
    gainItem(tx, H, 'stim');
    gainItem(tx, H, 'medkit');
    expect(itemsOf(state, H)).toEqual(['medkit', 'stim', 'medkit']);
    expect(loseItem(tx, H, 'medkit')).toBe(true);
    expect(itemsOf(state, H)).toEqual(['stim', 'medkit']);
    expect(loseItem(tx, H, 'frag-grenade')).toBe(false);
    loseAllItems(tx, H);
    expect([itemsOf(state, H), holdsItem(state, H, 'stim')]).toEqual([[], false]);
  });

  it('giving moves one copy between heroes; giving what one lacks, or to nobody, changes nothing', () => {
    const { state, tx } = bareTx();
    withSecondHero(state);
    gainItem(tx, H, 'stim');
    expect(giveItem(tx, H, 'h2', 'stim')).toBe(true);
    expect([itemsOf(state, H), itemsOf(state, 'h2')]).toEqual([[], ['stim']]);
    expect(giveItem(tx, H, 'h2', 'stim')).toBe(false);
    expect(giveItem(tx, 'h2', 'nobody', 'stim')).toBe(false);
    expect(itemsOf(state, 'h2')).toEqual(['stim']);
  });

  it('injuries are counted, named by kind, and healed newest first (of a kind when asked)', () => {
    const { state, tx } = bareTx();
    addInjury(tx, H);
    addInjury(tx, H, 'leg', 2);
    expect([injuryCount(state, H), injuryCount(state, H, 'leg')]).toEqual([3, 2]);
    expect(healInjuries(tx, H, 1, 'injury')).toBe(1);
    expect(heroSheetOf(state, H).injuries).toEqual(['leg', 'leg']);
    expect(healInjuries(tx, H, 5)).toBe(2);
    expect(healInjuries(tx, H)).toBe(0);
    expect(tx.events).toEqual([
      { type: 'hero-sheet-changed', unit: H, stat: 'injuries', value: 1 },
      { type: 'hero-sheet-changed', unit: H, stat: 'injuries', value: 3 },
      { type: 'hero-sheet-changed', unit: H, stat: 'injuries', value: 2 },
      { type: 'hero-sheet-changed', unit: H, stat: 'injuries', value: 0 },
    ]);
  });

  it('XP and resolve never fall below 0, a level never below 1; each change is told once', () => {
    const { state, tx } = bareTx();
    gainXp(tx, H, 3);
    gainXp(tx, H, -10);
    addResolve(tx, H, 2);
    addResolve(tx, H, -5);
    addResolve(tx, H, -1);
    setLevel(tx, H, 3);
    setLevel(tx, H, 0);
    expect([xpOf(state, H), resolveOf(state, H), levelOf(state, H)]).toEqual([0, 0, 1]);
    expect(tx.events.map((e) => (e.type === 'hero-sheet-changed' ? `${e.stat}=${e.value}` : e.type))).toEqual(['xp=3', 'xp=0', 'resolve=2', 'resolve=0', 'level=3', 'level=1']);
  });

  it('a unit the state lacks gets no sheet; ids like "__proto__" and "constructor" are only ids', () => {
    const { state, tx } = bareTx();
    expect([gainItem(tx, 'nobody', 'stim'), addInjury(tx, 'nobody'), gainXp(tx, 'nobody', 1)]).toEqual([false, false, false]);
    expect(state.heroSheets).toBeUndefined();
    for (const id of ['__proto__', 'constructor']) {
      withSecondHero(state);
      (state.units as Unit[])[state.units.length - 1] = { ...(state.units[0] as Unit), id };
      gainItem(tx, id, 'stim');
      expect(itemsOf(state, id)).toEqual(['stim']);
    }
    expect(Object.getPrototypeOf(state.heroSheets)).toBe(Object.prototype);
    expect(itemsOf(state, H)).toEqual([]);
  });

  it('every write goes through the journal: undo restores the state exactly, down to its hash', () => {
    const { state, tx, journal } = bareTx();
    const before = hashState(state);
    const mark = journal.mark();
    gainItem(tx, H, 'stim');
    addInjury(tx, H, 'head');
    gainXp(tx, H, 4);
    journal.undoTo(mark);
    expect(state.heroSheets).toBeUndefined();
    expect(hashState(state)).toBe(before);
  });

  it("a side's view carries a copy of the sheets, leaving the dead out as it leaves their units out", () => {
    const { state, tx } = bareTx();
    withSecondHero(state);
    gainItem(tx, H, 'stim');
    gainItem(tx, 'h2', 'medkit');
    markDead(tx, state.units[1] as Unit);
    const view = viewState(state, 'heroes');
    expect(view.heroSheets).toEqual({ [H]: { ...BLANK_SHEET, items: ['stim'] } });
    expect(view.heroSheets?.[H]).not.toBe(state.heroSheets?.[H]);
    expect(viewState(bareTx().state, 'heroes').heroSheets).toBeUndefined();
  });
});

describe("the mission's injure and gain-resolve write the hero sheet (issue 15 build 2 vocabulary)", () => {
  it('a hero whose ruleset keeps no such stat gets it on the sheet', () => {
    const { state, tx } = bareTx();
    injureHero(tx, H, 2);
    gainHeroResolve(tx, H, 1);
    expect([injuryCount(state, H), resolveOf(state, H), state.units[0]?.stats['injuries']]).toEqual([2, 1, undefined]);
  });

  it('a unit stat named like a sheet number is no longer written: the sheet is the only place (derelict moved, issue 17)', () => {
    const { state, tx } = bareTx();
    (state.units[0] as { stats: Record<string, number> }).stats = { resolve: 1, injuries: 0 };
    gainHeroResolve(tx, H, 3);
    injureHero(tx, H, 1);
    expect([state.units[0]?.stats['resolve'], state.units[0]?.stats['injuries'], resolveOf(state, H), injuryCount(state, H)]).toEqual([1, 0, 3, 1]);
  });
});
