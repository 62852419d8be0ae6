import { describe, expect, it } from 'vitest';
import { hordePresentation } from './presentation';
import { BLANK_SHEET, levelOf, xpOf } from '../../rules/heroes/hero-sheet';
import { withEntry } from '../../rules/state/keyed';
import type { DecisionOption, PendingDecision } from '../../rules/core/decision-state';
import { closeDecision, pendingDecision } from '../../rules/core/decisions';
import { placeToken } from '../../rules/hidden/hidden-token';
import { Condition, levelFor } from './content';
import { resolveEvent, rollEvent } from './events';
import { gainXp } from './experience';
import { hordeFixture, unitIn, type HordeFixture } from './fixture';
import { moveAllowance } from './modifiers';
import { revealSearch, SEARCH, TREASURE } from './search';
import { endOfWave, hordeScore, missionOver, resumeRevive } from './waves';
import { gapToPoint } from './battlefield';

/** A search token at (x, y) revealed by `hero` with the loaded rolls. */
function reveal(f: HordeFixture, at: { x: number; y: number }, hero: string, rolls: number[]) {
  let id = '';
  f.run((tx) => {
    id = placeToken(tx, SEARCH, at, null).id;
  });
  f.dice.push(...rolls);
  f.run((tx) => revealSearch(tx, id, unitIn(tx, hero)));
  return id;
}

/** Answers the open decision with `option` through the engine's `choose` action. */
function choose(f: HordeFixture, option: string): void {
  const decision = pendingDecision(f.state);
  const result = f.engine.apply(f.state, { type: 'choose', side: 'heroes', decision: decision?.id, option });
  if ('error' in result) throw new Error(result.error.message);
  f.state = result.state;
}

describe('horde: levelling (horde.md §9.4, T3)', () => {
  it('horde.md §12 case 18: a hero at 3 XP gaining 6 reaches Level 3 and Level 4, taking one option of each row', () => {
    const f = hordeFixture();
    f.state = { ...f.state, heroSheets: withEntry({}, 'vanguard', { ...BLANK_SHEET, xp: 3, level: 2 }) };
    f.run((tx) => gainXp(tx, unitIn(tx, 'vanguard'), 6));
    // The hero's XP and level are on its core hero sheet (rules/heroes), where the game's card reads them.
    expect(xpOf(f.state, 'vanguard')).toBe(9);
    expect(levelOf(f.state, 'vanguard')).toBe(4);
    expect(hordePresentation.stats(f.unit('vanguard'), f.engine.view(f.state, 'heroes'))).toEqual(expect.arrayContaining([{ label: 'Level', value: '4' }, { label: 'XP', value: '9' }]));
    // §9.4 "picking one of the available options": the players pick, Level 3's row first.
    expect(pendingDecision(f.state)?.options.map((o) => o.label)).toEqual(['+1 Str', '+1 Dex', '+1 Wil']);
    choose(f, 'str');
    expect(pendingDecision(f.state)?.options.map((o) => o.label)).toEqual(['+2 Tou', '+1 Qua']);
    choose(f, 'tou');
    expect(pendingDecision(f.state)).toBeUndefined();
    const picked = f.unit('vanguard');
    expect(picked.stats['str']).toBe(1);
    expect(picked.stats['tou']).toBe(6);
    expect(picked.health).toBe(6);
  });

  it('horde.md §9.4: the level-up pick is the players\' — a pick refused outside the row, and +1 Qua taken instead of Tou', () => {
    const f = hordeFixture();
    f.state = { ...f.state, heroSheets: withEntry({}, 'vanguard', { ...BLANK_SHEET, xp: 7, level: 3 }) };
    f.run((tx) => gainXp(tx, unitIn(tx, 'vanguard'), 1));
    const decision = pendingDecision(f.state);
    expect(f.engine.legalActions(f.state).map((a) => a.type)).toEqual(['choose', 'choose']);
    expect('error' in f.engine.apply(f.state, { type: 'choose', side: 'heroes', decision: decision?.id, option: 'str' })).toBe(true);
    choose(f, 'qua');
    expect(f.unit('vanguard').stats['qua']).toBe(1);
    expect(f.unit('vanguard').stats['tou']).toBe(4);
  });

  it('horde.md §12 case 19: 81 XP is Level 11; 82 XP (as printed, §11 A8) is Level 12', () => {
    expect(levelFor(81)).toBe(11);
    expect(levelFor(82)).toBe(12);
  });
});

describe('horde: search tokens (horde.md §7.4, T4)', () => {
  it('horde.md §12 case 21: a hazard 1" from the hero with condition roll 3 removes the token and Impairs the hero; a 5 does nothing', () => {
    const f = hordeFixture();
    f.put('vanguard', 10, 30);
    reveal(f, { x: 12, y: 30 }, 'vanguard', [2, 3]);
    expect(f.state.tokens).toHaveLength(0);
    expect((f.unit('vanguard').stats['cond'] ?? 0) & Condition.Impaired).toBe(Condition.Impaired);
    const g = hordeFixture();
    g.put('vanguard', 10, 30);
    reveal(g, { x: 12, y: 30 }, 'vanguard', [2, 5]);
    expect(g.state.tokens).toHaveLength(0);
    expect(g.unit('vanguard').stats['cond']).toBe(0);
  });

  it('horde.md §12 case 22: a hazard revealed from 3" away is removed with no condition', () => {
    const f = hordeFixture();
    f.put('vanguard', 10, 30);
    reveal(f, { x: 14, y: 30 }, 'vanguard', [1, 1]);
    expect(f.state.tokens).toHaveLength(0);
    expect(f.unit('vanguard').stats['cond']).toBe(0);
  });

  it('horde.md §12 case 23: a Grenade Bag sub-roll 6 within 1" gives a Stun Grenade; from 2" it leaves a treasure marker holding one', () => {
    const near = hordeFixture();
    near.put('vanguard', 10, 30);
    reveal(near, { x: 11, y: 30 }, 'vanguard', [4, 6]);
    expect(near.unit('vanguard').stats['item:stun-grenade']).toBe(1);
    expect(near.state.tokens).toHaveLength(0);
    const far = hordeFixture();
    far.put('vanguard', 10, 30);
    reveal(far, { x: 13, y: 30 }, 'vanguard', [4, 6]);
    expect(far.unit('vanguard').stats['item:stun-grenade']).toBeUndefined();
    expect(far.state.tokens).toEqual([expect.objectContaining({ kind: TREASURE, x: 13, y: 30, contents: { items: ['stun-grenade'] }, revealed: true })]);
  });

  it('horde.md §12 case 24: 3/5 is a Frenzy Injector, 5/2 a Curing Kit, 6/4 10c and 6/6 15c', () => {
    const take = (rolls: number[]) => {
      const f = hordeFixture();
      f.put('vanguard', 10, 30);
      reveal(f, { x: 11, y: 30 }, 'vanguard', rolls);
      return f.unit('vanguard').stats;
    };
    expect(take([3, 5])['item:frenzy-injector']).toBe(1);
    expect(take([5, 2])['item:curing-kit']).toBe(1);
    expect(take([6, 4])['credits']).toBe(10);
    expect(take([6, 6])['credits']).toBe(15);
  });
});

describe('horde: Treasure Trove (horde.md §11 A5)', () => {
  it('horde.md §12 case 25: with searchRollModifier +1 a natural 6 is 7+, and the players choose two things, a Med Kit and 15c', () => {
    const f = hordeFixture({ options: { searchRollModifier: 1 } });
    f.put('vanguard', 10, 30);
    reveal(f, { x: 11, y: 30 }, 'vanguard', [6]);
    // §5.1: any item or credit amount of T4 rows 3–6, picked twice.
    expect(pendingDecision(f.state)?.options.map((o) => o.label)).toEqual([
      'Courage Injector', 'Frenzy Injector', 'Power Injector', 'Noise Grenade', 'Grease Grenade', 'Stun Grenade', 'Curing Kit', 'Teleport Kit', 'Med Kit', '5c', '10c', '15c',
    ]);
    choose(f, 'med-kit');
    expect(pendingDecision(f.state)?.prompt).toMatch(/second/);
    choose(f, 'credits-15');
    expect(pendingDecision(f.state)).toBeUndefined();
    const stats = f.unit('vanguard').stats;
    expect(stats['item:med-kit']).toBe(1);
    expect(stats['credits']).toBe(15);
  });

  it('horde.md §5.1, §7.4: a Treasure Trove revealed from 3" away puts both picks (repeats allowed) on a treasure marker', () => {
    const f = hordeFixture({ options: { searchRollModifier: 1 } });
    f.put('vanguard', 10, 30);
    reveal(f, { x: 13, y: 30 }, 'vanguard', [6]);
    choose(f, 'stun-grenade');
    choose(f, 'stun-grenade');
    expect(f.unit('vanguard').stats['item:stun-grenade']).toBeUndefined();
    const marker = f.state.tokens.find((t) => t.kind === TREASURE);
    expect(marker?.contents).toEqual({ items: ['stun-grenade', 'stun-grenade'] });
  });
});

describe('horde: Hero Injuries (horde.md §9.7, T5)', () => {
  it('horde.md §12 case 26: an unconscious hero is revived with 3 wounds within 3" of seized marker 5; injury 3 (Smashed Leg) cuts Advance to 4 and Rush to 8', () => {
    const f = hordeFixture({ options: { heroInjuries: true } });
    f.state = { ...f.state, units: f.state.units.map((u) => (u.id === 'medic' ? { ...u, status: 'down' as const, health: 0, x: 2, y: 2 } : u)) };
    f.put('vanguard', 21, 23); // within 3" of marker 5 (squares 23–24)
    f.put('marksman', 0, 47);
    f.put('sergeant', 47, 47);
    f.run(endOfWave);
    // §9.7 "players may choose to revive them": by the seized marker 5, or not at all.
    const revive = pendingDecision(f.state);
    expect(revive?.options.map((o) => o.label)).toEqual(['Revive Medic by objective 5', 'Leave Medic unconscious']);
    // Answered as the engine's choose does (close, then the ruleset resumes), with the injury d6 loaded.
    f.dice.push(3);
    f.run((tx) => {
      const decision = pendingDecision(tx.state) as PendingDecision;
      const option = decision.options[0] as DecisionOption;
      closeDecision(tx, decision, option);
      resumeRevive(tx, decision, option);
    });
    const medic = f.unit('medic');
    expect(medic).toMatchObject({ status: 'active', health: 3 });
    expect(gapToPoint({ x: medic.x, y: medic.y, size: 1 }, 24, 24)).toBeLessThanOrEqual(4.5);
    expect(moveAllowance(f.state, medic, 'advance')).toBe(4);
    expect(moveAllowance(f.state, medic, 'rush')).toBe(8);
  });

  it('horde.md §12 case 27: with no objective seized the unconscious hero is not revived', () => {
    const f = hordeFixture({ options: { heroInjuries: true } });
    f.state = { ...f.state, units: f.state.units.map((u) => (u.id === 'medic' ? { ...u, status: 'down' as const, health: 0, x: 2, y: 2 } : u)) };
    f.put('vanguard', 0, 30);
    f.put('marksman', 0, 47);
    f.put('sergeant', 47, 47);
    f.run(endOfWave);
    expect(f.unit('medic')).toMatchObject({ status: 'down', health: 0 });
    expect(f.state.decisions?.some((d) => d.kind === 'revive') ?? false).toBe(false);
  });

  it('horde.md §9.7: the players may leave an unconscious hero down although a marker is seized', () => {
    const f = hordeFixture({ options: { heroInjuries: true } });
    f.state = { ...f.state, units: f.state.units.map((u) => (u.id === 'medic' ? { ...u, status: 'down' as const, health: 0, x: 2, y: 2 } : u)) };
    f.put('vanguard', 21, 23);
    f.put('marksman', 0, 47);
    f.put('sergeant', 47, 47);
    f.run(endOfWave);
    while (pendingDecision(f.state)) choose(f, pendingDecision(f.state)?.kind === 'revive' ? 'leave' : (pendingDecision(f.state)?.options[0]?.id ?? ''));
    expect(f.unit('medic')).toMatchObject({ status: 'down', health: 0, x: 2, y: 2 });
  });
});

describe('horde: random events (horde.md T10)', () => {
  it('horde.md §12 case 31: d66 2 then 1 is 21 Explosive Trap (D3 hits with Def rolls); 4 then 3 is 43, placing D3 = 2 tokens in two quarters', () => {
    const f = hordeFixture();
    f.dice.push(2, 1);
    let roll = 0;
    f.run((tx) => {
      roll = rollEvent(tx);
    });
    expect(roll).toBe(21);
    // D3 = 2 (pips 3) hits on the random hero, each with a Def roll (both fail on 1s).
    f.dice.push(3, 1, 1);
    const events = f.run((tx) => resolveEvent(tx, 21));
    expect(events.filter((e) => e.type === 'dice-rolled' && e.purpose === 'defense')).toHaveLength(1);
    expect(f.state.units.filter((u) => u.side === 'heroes').reduce((sum, u) => sum + u.health, 0)).toBe(16 - 2);
    const g = hordeFixture();
    g.dice.push(4, 3);
    g.run((tx) => {
      roll = rollEvent(tx);
    });
    expect(roll).toBe(43);
    g.dice.push(3);
    g.run((tx) => resolveEvent(tx, 43));
    const tokens = g.state.tokens.filter((t) => t.kind === SEARCH);
    expect(tokens).toHaveLength(2);
    const quarter = (t: { x: number; y: number }) => (t.x < 24 ? 0 : 1) + (t.y < 24 ? 0 : 2);
    expect(new Set(tokens.map(quarter)).size).toBe(2);
    for (const t of tokens) {
      const cx = t.x < 24 ? 12 : 36;
      const cy = t.y < 24 ? 12 : 36;
      expect(gapToPoint({ x: t.x, y: t.y, size: 1 }, cx, cy)).toBeLessThanOrEqual(6);
    }
  });

  it('horde.md §12 case 33: event 66 with D3 = 3 gives a conscious hero 3 XP, and the party total rises by 3', () => {
    const f = hordeFixture();
    f.ext({ partyXp: 4 });
    f.dice.push(6);
    f.run((tx) => resolveEvent(tx, 66));
    expect(f.state.ext.partyXp).toBe(7);
    const hero = f.state.units.find((u) => u.side === 'heroes' && xpOf(f.state, u.id) === 3);
    // 3 XP is past the Level 2 threshold (2): the level-up is immediate (§11 A18).
    expect(hero && levelOf(f.state, hero.id)).toBe(2);
  });

  it('horde.md §12 case 34: Lightning Strike on the only conscious hero ends the mission; the score uses the last finished wave', () => {
    const f = hordeFixture({ heroes: 2 });
    f.state = { ...f.state, units: f.state.units.map((u) => (u.id === 'marksman' ? { ...u, status: 'down' as const, health: 0 } : u)) };
    f.ext({ wave: 3, lastWaveFinished: 2, partyXp: 12 });
    f.run((tx) => resolveEvent(tx, 11));
    expect(f.unit('vanguard').status).toBe('down');
    expect(missionOver(f.state)).toEqual({ won: false, reason: 'every hero is unconscious' });
    expect(hordeScore(f.state)).toBe(24);
  });
});
