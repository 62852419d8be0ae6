// The 21 derelict missions as samples (derelict.md §10.2–10.4): the index, the radar tokens each party size
// sets out, the bosses' health, the campaign links and the special conditions that are data. The rules of CG00,
// CG01 and CG08 are tested in derelict-samples.spec.ts.
import type { Board } from '@breachline/engine';
import type { Condition, Effect, Mission, Trigger } from '../generated/mission-types';
import { loadMission } from '../load-mission';
import { SAMPLE_MISSIONS } from './sample-missions';

interface Loaded {
  readonly mission: Mission;
  readonly board: Board;
}

function load(id: string): Loaded {
  const result = loadMission(SAMPLE_MISSIONS[id]);
  if (!result.ok) throw new Error(`${id}: ${result.issues.map((i) => `${i.path} ${i.message}`).join('\n')}`);
  return result.value;
}

const DERELICT = Object.keys(SAMPLE_MISSIONS)
  .filter((id) => id.startsWith('derelict-'))
  .map((id) => load(id).mission);

function byCode(code: string): Mission {
  const found = DERELICT.find((m) => m.meta.code === code);
  if (!found) throw new Error(`no mission ${code}`);
  return found;
}

function trigger(mission: Mission, id: string): Trigger {
  const found = mission.triggers?.find((t) => t.id === id);
  if (!found) throw new Error(`${mission.id}: no trigger ${id}`);
  return found;
}

/** Every effect of a list, nested ones included. */
function effectsIn(effects: readonly Effect[]): Effect[] {
  return effects.flatMap((effect) => [
    effect,
    ...(effect.effect === 'roll' ? effect.outcomes.flatMap((o) => effectsIn(o.do)) : []),
    ...(effect.effect === 'test' ? [...effectsIn(effect.pass ?? []), ...effectsIn(effect.fail ?? [])] : []),
    ...(effect.effect === 'for-each' ? effectsIn(effect.do) : []),
  ]);
}

/** Every condition in a condition tree. */
function conditionsIn(condition: Condition | undefined): Condition[] {
  if (!condition) return [];
  if (condition.test === 'all' || condition.test === 'any') return [condition, ...condition.conditions.flatMap(conditionsIn)];
  if (condition.test === 'not') return [condition, ...conditionsIn(condition.condition)];
  return [condition];
}

// derelict.md §10.2: code, name, difficulty (Easy/Medium/Hard → easy/normal/hard), minutes, radar tokens.
const INDEX: readonly [string, string, string, number, number][] = [
  ['CG00', 'Noisy Neighbours', 'easy', 15, 3],
  ['CG01', 'Close the Door Behind You', 'normal', 70, 4],
  ['CG02', 'The Brain', 'normal', 50, 6],
  ['CG03', 'Gravity of the Situation', 'hard', 50, 7],
  ['CG04', 'Prescription Pickup', 'normal', 50, 5],
  ['CG05', 'Signs of Life', 'normal', 60, 6],
  ['CG06', 'Bug Hunt', 'hard', 70, 7],
  ['CG07', 'Ever at Our Heels', 'hard', 50, 9],
  ['CG08', 'Bagging a Trophy', 'normal', 50, 6],
  ['CG09', 'Left at the Office', 'normal', 60, 7],
  ['CG10', 'Break Stuff', 'hard', 80, 6],
  ['CG11', "Gotta Catch 'em All", 'normal', 60, 6],
  ['CG/CO12', 'Turning It Off and On Again', 'easy', 40, 4],
  ['CG/CO13', 'Time for Walkies', 'easy', 50, 6],
  ['CG/CO14', 'Spares, Change', 'easy', 50, 6],
  ['CG/CO15', 'The Big Prize', 'hard', 50, 4],
  ['CG/ROP16', 'Lone Survivor', 'normal', 40, 5],
  ['CG/ROP17', 'Drinking the Kool-Aid', 'normal', 90, 6],
  ['CG/ROP18', "It's a Trap!", 'normal', 40, 4],
  ['CG/ROP19', 'The Head of the Snake', 'hard', 70, 5],
  ['CG/P20', 'Messing with the Bull', 'easy', 45, 5],
];

/** Radar slots set out for a party of `heroes`, and the tokens the pools hold for it, per pool. */
function radarFor(mission: Mission, heroes: number): { slots: Record<string, number>; tokens: Record<string, number> } {
  const slots: Record<string, number> = {};
  const tokens: Record<string, number> = {};
  for (const feature of mission.features ?? []) {
    if (feature.type !== 'radar' || (feature.minHeroes ?? 1) > heroes) continue;
    const pool = feature.pool ?? '?';
    slots[pool] = (slots[pool] ?? 0) + 1;
  }
  for (const pool of mission.enemyPools ?? []) {
    const variant = pool.byHeroes?.find((v) => v.heroes.min <= heroes && heroes <= v.heroes.max);
    tokens[pool.id] = (tokens[pool.id] ?? 0) + (variant?.tokens ?? pool.tokens ?? []).reduce((sum, t) => sum + (t.copies ?? 1), 0);
  }
  // G12: a pool drawn from another at setup takes its tokens out of that pool (CG11's mystery spots).
  for (const pool of mission.enemyPools ?? []) {
    if (pool.from === undefined) continue;
    const drawn = (pool.include?.length ?? 0) + (pool.fill ?? 0);
    tokens[pool.id] = (tokens[pool.id] ?? 0) + drawn;
    tokens[pool.from] = (tokens[pool.from] ?? 0) - drawn;
  }
  return { slots, tokens };
}

describe('derelict.md §10.2 the mission index', () => {
  it('has all 21 missions as samples, each with the code, name, difficulty and time of the book', () => {
    const found = DERELICT.map((m) => [m.meta.code, m.meta.title, m.meta.difficulty, m.meta.minutes]);
    expect(found.sort()).toEqual(INDEX.map(([code, title, difficulty, minutes]) => [code, title, difficulty, minutes]).sort());
  });

  it.each(INDEX.map(([code, , , , radar]) => [code, radar] as const))('%s sets out its %i radar tokens, one per slot, for 3, 4 and 5+ survivors', (code, radar) => {
    const mission = byCode(code);
    for (const heroes of [3, 4, 5, 6]) {
      const { slots, tokens } = radarFor(mission, heroes);
      expect(tokens, `${heroes} survivors`).toEqual(expect.objectContaining(slots));
      const total = Object.values(slots).reduce((a, b) => a + b, 0);
      // CO13 and ROP17 lose one slot with 3 survivors (§10.3).
      expect(total, `${heroes} survivors`).toBe(heroes === 3 && (code === 'CG/CO13' || code === 'CG/ROP17') ? radar - 1 : radar);
    }
  });
});

describe('derelict.md §3.4 boss health by party size', () => {
  it.each([
    ['CG03', [9, 12, 15]],
    ['CG07', [5, 7, 10]],
    ['CG11', [20, 25, 30]],
  ] as const)('%s: the Titan is a radar token with health %j', (code, health) => {
    const titans = (byCode(code).enemyPools ?? []).flatMap((pool) => (pool.byHeroes ?? []).flatMap((v) => v.tokens.filter((t) => t.unit === 'titan').map((t) => t.health)));
    expect(titans).toEqual(health);
  });

  it('CO15 places the Olympian offline with 20/25/30 health; P20 the Primus active with 15/20/25', () => {
    expect(byCode('CG/CO15').units).toContainEqual(expect.objectContaining({ type: 'olympian', state: 'offline', health: [20, 25, 30] }));
    expect(byCode('CG/P20').units).toContainEqual(expect.objectContaining({ type: 'primus', state: 'active', health: [15, 20, 25] }));
  });
});

describe('derelict.md §10.4 campaign links', () => {
  const written = (mission: Mission) =>
    (mission.triggers ?? []).flatMap((t) => effectsIn(t.do)).flatMap((e) => (e.effect === 'flag' && e.scope === 'campaign' ? [e.flag] : []));
  const read = (mission: Mission) =>
    (mission.triggers ?? []).flatMap((t) => conditionsIn(t.if)).flatMap((c) => (c.test === 'flag' && c.scope === 'campaign' ? [c.flag] : []));

  it.each([
    ['CG06', 'CG07', 'bug-hunt-won'],
    ['CG05', 'CG07', 'signs-of-life-won'],
    ['CG08', 'CG10', 'bagging-a-trophy-won'],
    ['CG09', 'CG10', 'left-at-the-office-won'],
    ['CG10', 'CG11', 'masking-spray'],
    ['CG10', 'CG11', 'solomon-jammer'],
  ])('%s writes the campaign flag %s reads (%s)', (from, to, flag) => {
    expect(written(byCode(from))).toContain(flag);
    expect(read(byCode(to))).toContain(flag);
  });

  it.each([
    ['CG/ROP18', 'lock-and-load'],
    ['CG/ROP19', 'hammer-time'],
  ])('%s swaps a starting item only when not playing a campaign (%s, G16)', (code, id) => {
    const swap = trigger(byCode(code), id);
    expect(swap.if).toEqual({ test: 'campaign', is: false });
    expect(swap.do).toContainEqual(expect.objectContaining({ effect: 'deck', deck: 'starting-items' }));
  });

  it('puts each campaign mission at its place in its campaign', () => {
    const places = DERELICT.filter((m) => m.meta.campaign).map((m) => [m.meta.code, m.meta.campaign?.id, m.meta.campaign?.order]);
    expect(places).toEqual(
      expect.arrayContaining([
        ['CG04', 'best-of-a-terrible-situation', 1],
        ['CG07', 'best-of-a-terrible-situation', 3],
        ['CG10', 'into-the-fire', 2],
        ['CG11', 'into-the-fire', 3],
        ['CG/CO12', 'fight-of-the-sentry', 1],
        ['CG/CO15', 'fight-of-the-sentry', 4],
        ['CG/ROP16', 'a-house-divided', 1],
        ['CG/ROP19', 'a-house-divided', 4],
      ]),
    );
  });
});

describe('derelict.md §6.3 door tokens', () => {
  it('every built-in tile door of the 18 new missions is set open or locked at the start, none left to a default', () => {
    for (const mission of DERELICT.filter((m) => !['CG00', 'CG01', 'CG08'].includes(m.meta.code ?? ''))) {
      const board = load(mission.id).board;
      const own = new Set((mission.doors ?? []).map((d) => d.id));
      const set = (mission.triggers ?? [])
        .filter((t) => t.on.event === 'mission-start')
        .flatMap((t) => t.do)
        .flatMap((e) => (e.effect === 'open' || e.effect === 'lock' ? [e.door] : []));
      const tileDoors = board.doors.map((d) => d.id).filter((id) => !own.has(id));
      expect(new Set(set), mission.id).toEqual(new Set(tileDoors));
    }
  });
});

describe('derelict.md §10.3 special conditions written as data', () => {
  it('ROP16 Hold her down!: the sedation needs 5+ alone, one less per helper, and cannot fail with 4 helpers', () => {
    const mission = byCode('CG/ROP16');
    const needs = [1, 2, 3, 4].map((n) => {
      const test = effectsIn(trigger(mission, `its-just-a-sedative-${n}`).do).find((e) => e.effect === 'test');
      return test?.effect === 'test' ? test.atLeast : undefined;
    });
    expect(needs).toEqual([5, 4, 3, 2]);
    expect(trigger(mission, 'its-just-a-sedative-held-down').do).toContainEqual({ effect: 'flag', flag: 'sedated' });
    for (const n of [1, 2, 3, 4]) expect(trigger(mission, `its-just-a-sedative-${n}`).do[0]).toEqual({ effect: 'take', item: 'med-kit', from: 'actor' });
  });

  it('CG04: leaving through a second exit loses, so all leave through the same one', () => {
    const mission = byCode('CG04');
    const sameDoor = trigger(mission, 'same-door-exit-east');
    expect(sameDoor.on).toEqual({ event: 'leave-map', feature: 'exit-east' });
    expect(conditionsIn(sameDoor.if).flatMap((c) => (c.test === 'flag' ? [c.flag] : []))).toEqual(['used-exit-north', 'used-exit-south']);
    expect(sameDoor.do.map((e) => e.effect)).toEqual(['lose']);
  });

  it('CG09 Catch!: the sample passes to a survivor in the zone before the smash is checked', () => {
    const ids = (byCode('CG09').triggers ?? []).map((t) => t.id);
    expect(ids.indexOf('catch-1')).toBeLessThan(ids.indexOf('smashed-1'));
    expect(trigger(byCode('CG09'), 'smashed-1').if).toEqual({ test: 'count', of: 'heroes-on-map', in: { feature: 'dna-1' }, op: '=', value: 0 });
  });

  it('CG09 Careful with those: each collected sample is carried by its collector, and all three collected with nobody left aboard wins', () => {
    // Derelict's Interact only marks a carryable feature collected; a mission `carry` puts it in the
    // survivor's hands (as CG05's crew). Without it no sample ever left and CG09 could not be won.
    const mission = byCode('CG09');
    for (const n of [1, 2, 3]) {
      const collect = trigger(mission, `collect-dna-${n}`);
      expect(collect.on).toEqual({ event: 'collect', feature: `dna-${n}` });
      expect(collect.do).toContainEqual({ effect: 'carry', feature: `dna-${n}`, who: 'actor' });
    }
    expect(conditionsIn(mission.victory)).toEqual(
      expect.arrayContaining([
        { test: 'counter', counter: 'samples-held', op: '=', value: 3 },
        { test: 'count', of: 'heroes-on-map', op: '=', value: 0 },
      ]),
    );
  });

  it('CG10: the reactor hall stays locked until every terminal is destroyed; no enemy within 1 zone of the Loader', () => {
    const mission = byCode('CG10');
    expect(trigger(mission, 'door-tokens').do).toContainEqual({ effect: 'lock', door: 'engineering.bay-door' });
    expect(trigger(mission, 'bay-opens').if).toEqual({ test: 'counter', counter: 'terminals-destroyed', op: '=', value: 3 });
    expect(conditionsIn(mission.victory)).toContainEqual({ test: 'count', of: 'enemies-and-tokens', in: { feature: 'exo-loader' }, within: 1, op: '=', value: 0 });
  });

  it('CO15 Premature activation: 8 Sentries destroyed or a level-4 noise before the Olympian wakes: -2 Resolve and Overdrive, once', () => {
    const mission = byCode('CG/CO15');
    const kills = trigger(mission, 'premature-activation-kills');
    const noise = trigger(mission, 'premature-activation-noise');
    expect(noise.on).toEqual({ event: 'noise', atLeast: 4 });
    expect(conditionsIn(kills.if)).toContainEqual({ test: 'counter', counter: 'sentries-destroyed', op: '>=', value: 8 });
    for (const t of [kills, noise]) {
      expect(t.do).toEqual(expect.arrayContaining([{ effect: 'gain-resolve', who: 'all-heroes', resolve: -2 }, { effect: 'boss-card', unit: 'olympian', card: 'overdrive' }]));
      expect(conditionsIn(t.if)).toContainEqual({ test: 'flag', flag: 'overdrive', is: false });
    }
  });

  it('CG07 Ever at Our Heels: after Bug Hunt radar tokens 1 and 2 go; after Signs of Life the terminal clears Life Support Failures', () => {
    const mission = byCode('CG07');
    const numbered = (mission.features ?? []).filter((f) => f.type === 'radar' && f.number !== undefined).map((f) => [f.id, f.number]);
    expect(numbered).toEqual([['radar-1', 1], ['radar-2', 2]]);
    expect(trigger(mission, 'after-bug-hunt').do.slice(0, 2)).toEqual([
      { effect: 'remove', in: { feature: 'radar-1' }, what: 'tokens' },
      { effect: 'remove', in: { feature: 'radar-2' }, what: 'tokens' },
    ]);
    expect(trigger(mission, 'stabilise-life-support').do[0]).toEqual({ effect: 'deck', deck: 'events', remove: { kind: 'life-support-failure' }, shuffle: true });
  });
});
