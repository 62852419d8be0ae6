import { describe, expect, it } from 'vitest';
import { pendingDecision } from '../../rules/core/decisions';
import { placeToken } from '../../rules/hidden/hidden-token';
import { hordeFixture } from './fixture';
import { bossWave, deployWave, resumeCorner, waveBudget } from './deploy';
import { divideXp, waveXp } from './experience';
import { afterDeployment, endOfRound, endOfWave, hordeScore, missionOver, setPriority, startWave } from './waves';
import type { DecisionOption } from '../../rules/core/decision-state';
import { gapToPoint } from './battlefield';
import type { HordeObjective } from './types';

const destroyed = (objectives: readonly HordeObjective[], ...numbers: number[]) => objectives.map((o) => (numbers.includes(o.number) ? { ...o, destroyed: true, damage: 3 } : o));

describe('horde: Set Priority (horde.md §9.2, T1)', () => {
  it('horde.md §12 case 1: with all 5 objectives and a previous priority of 2, a 3 makes objective 3 the priority', () => {
    const f = hordeFixture();
    f.ext({ previousPriority: 2 });
    f.dice.push(3);
    f.run(setPriority);
    expect(f.state.ext.priority).toBe(3);
  });

  it('horde.md §12 case 2: a roll naming destroyed objective 4 is re-rolled; the 1 then picks objective 1', () => {
    const f = hordeFixture();
    f.ext({ objectives: destroyed(f.state.ext.objectives, 4) });
    f.dice.push(4, 1);
    f.run(setPriority);
    expect(f.state.ext.priority).toBe(1);
    expect(f.dice).toEqual([]);
  });

  it('horde.md §12 case 3: the previous priority 5 cannot repeat; 5 is re-rolled and the 2 picks objective 2', () => {
    const f = hordeFixture();
    f.ext({ previousPriority: 5 });
    f.dice.push(5, 2);
    f.run(setPriority);
    expect(f.state.ext.priority).toBe(2);
  });

  it('horde.md §12 case 4: with only objective 3 left no die is rolled and there is no priority', () => {
    const f = hordeFixture();
    f.ext({ objectives: destroyed(f.state.ext.objectives, 1, 2, 4, 5), priority: 3 });
    const events = f.run(setPriority);
    expect(f.state.ext.priority).toBeNull();
    expect(events.some((e) => e.type === 'dice-rolled')).toBe(false);
  });

  it('horde.md §12 case 5: with 1 and 5 left and 1 the previous priority, a 6 lets the players pick only 5', () => {
    const f = hordeFixture();
    f.ext({ objectives: destroyed(f.state.ext.objectives, 2, 3, 4), previousPriority: 1 });
    f.dice.push(6);
    f.run(setPriority);
    expect(f.state.ext.priority).toBe(5);
    expect(pendingDecision(f.state)).toBeUndefined();
  });

  it('horde.md §9.2 "on a 6 you may pick": with 1, 3 and 5 valid the players are asked, and their pick is the priority', () => {
    const f = hordeFixture();
    f.ext({ objectives: destroyed(f.state.ext.objectives, 2, 4), previousPriority: 2 });
    f.dice.push(6);
    f.run(setPriority);
    const decision = pendingDecision(f.state);
    expect(decision?.options.map((o) => o.label)).toEqual(['Objective 1', 'Objective 3', 'Objective 5']);
    const result = f.engine.apply(f.state, { type: 'choose', side: 'heroes', decision: decision?.id, option: '3' });
    if ('error' in result) throw new Error(result.error.message);
    expect(result.state.ext.priority).toBe(3);
    expect(result.state.ext.previousPriority).toBe(3);
  });
});

describe('horde: Deploy Wave (horde.md §8.2–8.3, §9.6)', () => {
  it('horde.md §12 case 6: 300 pts of heroes give a 150 pt budget in wave 2; 400 pts give 300 in wave 3', () => {
    expect(waveBudget(hordeFixture({ heroes: 3 }).state, 2, false)).toBe(150);
    expect(waveBudget(hordeFixture({ heroes: 4 }).state, 3, false)).toBe(300);
  });

  it('horde.md §12 case 7: a boss fight at wave 4 doubles 400 pts × 100% to 800; at wave 5 none can be triggered', () => {
    const f = hordeFixture({ options: { bossFights: true } });
    expect(bossWave(f.state, 4)).toBe(true);
    expect(waveBudget(f.state, 4, bossWave(f.state, 4))).toBe(800);
    expect(bossWave(f.state, 5)).toBe(false);
    expect(waveBudget(f.state, 5, bossWave(f.state, 5))).toBe(500);
  });

  it('horde.md §12 case 8: unit rolls 2, 4 and 6 place units at corners 2 and 4, and the third at the players\' pick', () => {
    const f = hordeFixture({ heroes: 1 });
    // One hero near corner 1: the players' auto pick is the corner farthest from it (corner 3).
    f.put('vanguard', 2, 2);
    // 1 hero = 100 pts; wave 3 = 75 pts; three swarmlings in the collection make a 3-unit wave.
    f.ext({ collection: [{ unit: 'swarmling', points: 10, copies: 3 }] });
    f.dice.push(2, 4, 6);
    f.run((tx) => deployWave(tx, 3));
    // §8.3: the third unit waits for the players' pick; the farthest corner is named as the auto default.
    expect(f.state.units.filter((u) => u.side === 'enemies')).toHaveLength(2);
    const decision = pendingDecision(f.state);
    expect(decision?.kind).toBe('corner');
    expect(decision?.options.map((o) => o.label)).toEqual(['Corner 1 (north-west)', 'Corner 2 (north-east)', 'Corner 3 (south-east, farthest from the heroes)', 'Corner 4 (south-west)']);
    const result = f.engine.apply(f.state, { type: 'choose', side: 'heroes', decision: decision?.id, option: '3' });
    if ('error' in result) throw new Error(result.error.message);
    f.state = result.state;
    expect(f.state.ext.deploying).toBeNull();
    const enemies = f.state.units.filter((u) => u.side === 'enemies');
    expect(enemies).toHaveLength(3);
    const [a, b, c] = enemies.map((u) => ({ x: u.x, y: u.y, size: 1 }));
    const within6 = (box: { x: number; y: number; size: number } | undefined, px: number, py: number) => box !== undefined && gapToPoint(box, px, py) <= 6;
    expect(within6(a, 48, 0)).toBe(true);
    expect(within6(b, 0, 48)).toBe(true);
    expect(within6(c, 48, 48)).toBe(true);
  });

  it('horde.md §5.1, §8.3: the players may pick any corner on a 5–6, and the random event waits until the wave is on the table', () => {
    const f = hordeFixture({ heroes: 1, options: { randomEvents: true } });
    f.put('vanguard', 2, 2);
    f.ext({ collection: [{ unit: 'swarmling', points: 10, copies: 2 }], waveDue: true, wave: 3, event: null });
    // Priority 1; two swarmlings roll 5 and 6 (one pick for both); the event roll comes after the pick.
    f.dice.push(1, 5, 6);
    f.run((tx) => startWave(tx));
    expect(f.state.ext.event).toBeNull();
    const decision = pendingDecision(f.state);
    expect(decision?.prompt).toMatch(/^2 Swarmlings rolled 5–6/);
    f.dice.push(4, 6); // event 46 (Sinkhole)
    f.run((tx) => resumeCorner(tx, decision?.options[0] as DecisionOption, afterDeployment));
    const enemies = f.state.units.filter((u) => u.side === 'enemies');
    expect(enemies.every((u) => gapToPoint({ x: u.x, y: u.y, size: 1 }, 0, 0) <= 6)).toBe(true);
    expect(enemies).toHaveLength(2);
    expect(f.state.ext.event?.roll).toBe(46);
  });
});

describe('horde: the end of each round (horde.md §4.2 step 3, §9.5)', () => {
  it('horde.md §12 case 9: an enemy 2" from marker 1 with no hero within 3" adds 1 damage a round; the third removes it', () => {
    const f = hordeFixture();
    // Marker 1 covers squares 11–12; an enemy at x 15 leaves a 2-square gap.
    f.enemy('swarmling', 15, 11);
    f.run(endOfRound);
    expect(f.state.ext.objectives[0]).toMatchObject({ number: 1, damage: 1, destroyed: false });
    f.run(endOfRound);
    f.run(endOfRound);
    expect(f.state.ext.objectives[0]).toMatchObject({ number: 1, damage: 3, destroyed: true });
  });

  it('horde.md §12 case 10: an enemy 2" and a conscious hero 3" from marker 2 leave it undamaged', () => {
    const f = hordeFixture();
    // Marker 2 covers squares 35–36, rows 11–12.
    f.enemy('swarmling', 39, 11);
    f.put('vanguard', 31, 11);
    f.run(endOfRound);
    expect(f.state.ext.objectives[1]).toMatchObject({ number: 2, damage: 0 });
  });

  it('horde.md §12 case 11: alertness 4 with enemies becomes 5; with none left, +2 makes 7: the wave ends and alertness resets', () => {
    const f = hordeFixture();
    const id = f.enemy('swarmling', 0, 0);
    f.ext({ alertness: 4 });
    f.run(endOfRound);
    expect(f.state.ext.alertness).toBe(5);
    f.state = { ...f.state, units: f.state.units.filter((u) => u.id !== id) };
    f.run(endOfRound);
    expect(f.state.ext.alertness).toBe(0);
    expect(f.state.ext.lastWaveFinished).toBe(1);
    expect(f.state.ext.wave).toBe(2);
  });

  it('horde.md §12 case 12: with enemies never wiped out and no optional rules, the wave ends at the end of round 6', () => {
    const f = hordeFixture();
    f.enemy('swarmling', 0, 0);
    for (let round = 1; round <= 5; round++) f.run(endOfRound);
    expect(f.state.ext).toMatchObject({ alertness: 5, lastWaveFinished: 0 });
    f.run(endOfRound);
    expect(f.state.ext).toMatchObject({ alertness: 0, lastWaveFinished: 1, wave: 2 });
  });

  it('horde.md §12 case 13: Full Assault at alertness 4: an extra 2 makes 6 and ends the wave; a 3 leaves 5', () => {
    const ends = hordeFixture({ options: { highAlertness: true } });
    ends.enemy('swarmling', 0, 0);
    ends.ext({ alertness: 4, alertProfile: 'full-assault' });
    ends.dice.push(2);
    ends.run(endOfRound);
    expect(ends.state.ext).toMatchObject({ alertness: 0, lastWaveFinished: 1 });
    const stays = hordeFixture({ options: { highAlertness: true } });
    stays.enemy('swarmling', 0, 0);
    stays.ext({ alertness: 4, alertProfile: 'full-assault' });
    stays.dice.push(3);
    stays.run(endOfRound);
    expect(stays.state.ext.alertness).toBe(5);
  });

  it('horde.md §12 case 14: Alarmed adds 1 on an extra 1 and nothing on a 2; Vigilant makes no extra roll', () => {
    const rise = (profile: 'alarmed' | 'vigilant', die?: number) => {
      const f = hordeFixture({ options: { highAlertness: true } });
      f.enemy('swarmling', 0, 0);
      f.ext({ alertProfile: profile });
      if (die !== undefined) f.dice.push(die);
      const events = f.run(endOfRound);
      return { alertness: f.state.ext.alertness, rolls: events.filter((e) => e.type === 'dice-rolled').length };
    };
    expect(rise('alarmed', 1).alertness).toBe(2);
    expect(rise('alarmed', 2).alertness).toBe(1);
    expect(rise('vigilant')).toEqual({ alertness: 1, rolls: 0 });
  });

  it('horde.md §12 case 35: the last marker, at 2 damage, falls to an uncontested enemy and the mission ends', () => {
    const f = hordeFixture();
    f.ext({ objectives: destroyed(f.state.ext.objectives, 1, 3, 4, 5).map((o) => (o.number === 2 ? { ...o, damage: 2 } : o)) });
    f.enemy('swarmling', 37, 11);
    f.run(endOfRound);
    expect(f.state.ext.objectives.every((o) => o.destroyed)).toBe(true);
    expect(missionOver(f.state)).toEqual({ won: false, reason: 'every objective is destroyed' });
    // Open question 10: the wave whose last marker falls is not finished.
    expect(f.state.ext.lastWaveFinished).toBe(0);
  });
});

describe('horde: End of Wave (horde.md §9.3, §9.1, §3.4)', () => {
  it('horde.md §12 case 15: wave 3 with 1 and 4 seized and 4 the priority gives (2×2 + 2) × 3 = 18; priorityBonusFlat gives 15', () => {
    expect(waveXp([1, 4], 4, 3, false)).toBe(18);
    expect(waveXp([1, 4], 4, 3, true)).toBe(15);
  });

  it('horde.md §12 case 15 (in play): heroes holding markers 1 and 4 at the end of wave 3 earn the party 18 XP', () => {
    const f = hordeFixture();
    f.put('vanguard', 13, 11);
    f.put('marksman', 13, 35);
    // The other two stand away from every marker.
    f.put('medic', 0, 24);
    f.put('sergeant', 47, 24);
    f.ext({ wave: 3, priority: 4 });
    f.run(endOfWave);
    expect(f.state.ext.partyXp).toBe(18);
  });

  it('horde.md §12 case 16: wave 2 with one seized objective that is not the priority gives 2 × 2 = 4', () => {
    expect(waveXp([2], 3, 2, false)).toBe(4);
  });

  it('horde.md §12 case 17: 18 XP among 4 heroes is 5, 5, 4, 4; 15 XP is 4, 4, 4, 3', () => {
    const heroes = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
    expect([...divideXp(18, heroes, () => 0).values()].sort()).toEqual([4, 4, 5, 5]);
    expect([...divideXp(15, heroes, () => 0).values()].sort()).toEqual([3, 4, 4, 4]);
    // §11 A7 auto default: the extra points go to the heroes with the least XP.
    const uneven = [{ id: 'rich' }, { id: 'poor' }];
    const xp = (id: string) => (id === 'rich' ? 9 : 1);
    expect(divideXp(3, uneven, xp).get('poor')).toBe(2);
  });

  it('horde.md §12 case 20: the score is total XP × the last wave finished (10 XP wiped in wave 4: 30; 200 after wave 10: 2000; wave 1: 0)', () => {
    const f = hordeFixture();
    f.ext({ partyXp: 10, lastWaveFinished: 3, wave: 4 });
    expect(hordeScore(f.state)).toBe(30);
    f.ext({ partyXp: 200, lastWaveFinished: 10 });
    expect(hordeScore(f.state)).toBe(2000);
    expect(missionOver(f.state)).toEqual({ won: true, reason: 'wave 10 finished' });
    f.ext({ partyXp: 0, lastWaveFinished: 0, wave: 1 });
    expect(hordeScore(f.state)).toBe(0);
  });

  it('horde.md §12 case 38: with every search token revealed (two treasure markers left), End of Wave places 4 new ones, one per quarter', () => {
    const f = hordeFixture();
    f.run((tx) => {
      placeToken(tx, 'treasure', { x: 2, y: 2 }, { items: ['med-kit'] });
      placeToken(tx, 'treasure', { x: 40, y: 2 }, { items: ['credits-5'] });
    });
    f.run(endOfWave);
    const search = f.state.tokens.filter((t) => t.kind === 'search');
    expect(search).toHaveLength(4);
    expect(f.state.tokens.filter((t) => t.kind === 'treasure')).toHaveLength(2);
    const quarters = new Set(search.map((t) => (t.x < 24 ? 0 : 1) + (t.y < 24 ? 0 : 2)));
    expect(quarters.size).toBe(4);
  });
});
