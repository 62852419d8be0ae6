import { CONDITION_NAMES, EFFECT_NAMES, EVENT_NAMES, openDoorIds, rulesetFor, type GameEvent, type GameState } from '@breachline/engine';
import { loadMission, type LoadedMission } from '../load-mission';
import triggerSchema from '../schemas/trigger.schema.json';
import { SAMPLE_MISSIONS } from './sample-missions';

type Json = Record<string, unknown>;
const defs = (triggerSchema as unknown as { $defs: Record<string, Json> }).$defs;

/** The constant a closed list's entries carry under `key`, per entry (`event`, `test`, `effect`). */
function namesOf(list: string, key: string): string[] {
  const oneOf = (defs[list]?.['oneOf'] ?? []) as { $ref: string }[];
  return oneOf.map((ref) => {
    const def = defs[ref.$ref.replace('#/$defs/', '')] as { properties: Record<string, { const: string }> };
    return def.properties[key]?.const ?? '?';
  });
}

const withTriggers = (id: string, triggers: object[], extra: Json = {}): LoadedMission => {
  const document = { ...(structuredClone(SAMPLE_MISSIONS[id]) as Json & { triggers?: object[] }), ...extra };
  document['triggers'] = [...(document.triggers ?? []), ...triggers];
  const loaded = loadMission(document);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return loaded.value;
};

function start(loaded: LoadedMission, seed: number) {
  const ruleset = rulesetFor(loaded.mission.ruleset);
  if (!ruleset) throw new Error(`no ruleset ${loaded.mission.ruleset}`);
  const game = ruleset.setup(loaded, { seed });
  if (!game.ok) throw new Error(game.errors.join(' '));
  return game.value;
}

/** Plays legal actions picked by a fixed stride through the list until `stop` says so or the game ends. */
function play(loaded: LoadedMission, seed: number, stop: (events: readonly GameEvent[], state: GameState) => boolean = () => false, limit = 4000) {
  const { engine, state: first } = start(loaded, seed);
  let state = first as GameState;
  const events: GameEvent[] = [];
  for (let i = 0; i < limit && state.status.kind === 'playing'; i++) {
    const legal = engine.legalActions(state);
    const action = legal[(i * 7919 + seed * 31) % legal.length];
    const result = engine.apply(state, action);
    if ('error' in result) throw new Error(result.error.message);
    state = result.state;
    events.push(...result.events);
    if (stop(result.events, state)) break;
  }
  return { state, events };
}

describe('the trigger vocabulary: the engine runs exactly the schema’s lists (issue 15: no triggers-shaped data ignored)', () => {
  it.each([
    ['event', 'event', EVENT_NAMES],
    ['condition', 'test', CONDITION_NAMES],
    ['effect', 'effect', EFFECT_NAMES],
  ] as const)('the %s list', (list, key, engine) => {
    expect([...engine].sort()).toEqual(namesOf(list, key).sort());
  });
});

describe('validation warns about effects the mission’s ruleset does not perform', () => {
  it('a "give" in a boarding mission (boarding has no items) is a warning at the effect, and the mission still loads', () => {
    const loaded = withTriggers('boarding-purge', [{ id: 'gift', on: { event: 'mission-start' }, do: [{ effect: 'message', text: 'x' }, { effect: 'give', item: 'medkit' }] }]);
    expect(loaded.warnings).toEqual([expect.objectContaining({ path: '/triggers/1/do/1', message: expect.stringMatching(/"give" effect of trigger "gift" is not supported by the boarding rules/) })]);
  });

  it('effects inside a roll are checked too; supported effects give no warning', () => {
    const loaded = withTriggers('hive-destroy-the-hive', [
      { id: 'gamble', on: { event: 'mission-start' }, do: [{ effect: 'roll', dice: 'd6', outcomes: [{ min: 1, max: 6, do: [{ effect: 'spawn', at: 'actor', units: [{ unit: 'small-bug' }] }, { effect: 'actions', who: 'all-heroes', add: 1 }] }] }] },
    ]);
    expect(loaded.warnings?.map((w) => w.path)).toEqual(['/triggers/1/do/0/outcomes/0/do/1']);
  });
});

describe('missions execute: "at the start of round 3, lose" (issue 15, done when)', () => {
  const deadline = { id: 'deadline', on: { event: 'round-start', round: 3 }, do: [{ effect: 'lose', text: 'The evacuation window closed.' }] };
  it.each([
    ['hive-destroy-the-hive', 1],
    ['hive-destroy-the-hive', 2],
    ['boarding-purge', 1],
    ['boarding-purge', 2],
    ['boarding-hold', 3],
  ] as const)('%s (seed %i) is lost in round 3 with the author’s text', (id, seed) => {
    const { state, events } = play(withTriggers(id, [deadline]), seed);
    expect(state.status).toEqual({ kind: 'lost', reason: 'The evacuation window closed.' });
    expect(state.round).toBe(3);
    expect(events.filter((e) => e.type === 'game-over')).toHaveLength(1);
  });
});

describe('a trigger that re-fires itself (issue 15, done when)', () => {
  const loop = [
    { id: 'kick', on: { event: 'round-start', round: 2 }, do: [{ effect: 'set', counter: 'hum', value: 1 }] },
    { id: 'feedback', on: { event: 'counter-changed', counter: 'hum' }, do: [{ effect: 'add', counter: 'hum', value: 1 }] },
  ];

  it('is warned about by validation', () => {
    const loaded = withTriggers('boarding-purge', loop, { counters: [{ id: 'hum' }] });
    expect(loaded.warnings?.map((w) => w.message)).toEqual([expect.stringMatching(/Trigger "feedback" can set itself off again without end/)]);
  });

  it('played anyway, stops the chain with an error event naming it, well under a second, and play goes on', { timeout: 1000 }, () => {
    const roundTwo = (events: readonly GameEvent[]) => events.some((e) => e.type === 'round-started' && e.round === 2);
    const { state, events } = play(withTriggers('boarding-purge', loop, { counters: [{ id: 'hum' }] }), 1, roundTwo);
    expect(events.filter((e) => e.type === 'trigger-cascade-stopped')).toEqual([expect.objectContaining({ trigger: 'feedback', depth: 32 })]);
    expect(state.status.kind).toBe('playing');
    expect(state.counters['hum']).toBe(32);
  });
});

describe('the samples’ triggers change play (issue 15, done when)', () => {
  const loadSample = (id: string): LoadedMission => {
    const loaded = loadMission(SAMPLE_MISSIONS[id]);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    return loaded.value;
  };
  const withoutTrigger = (id: string, trigger: string): LoadedMission => {
    const document = structuredClone(SAMPLE_MISSIONS[id]) as Json & { triggers: { id: string }[] };
    document.triggers = document.triggers.filter((t) => t.id !== trigger);
    const loaded = loadMission(document);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    return loaded.value;
  };

  it('boarding-retrieve: lifting the core (boarding.md §9 M3) sets off "core-lifted": two bugs in the north junction, on the way home', () => {
    const lift = (loaded: LoadedMission) => {
      const { engine, state } = start(loaded, 1);
      const trooper = (state as GameState).units.find((u) => u.side === 'heroes');
      if (!trooper) throw new Error('no trooper');
      // Test-owned state: the trooper stands on the objective square (20, 4) and is activated.
      const placed = structuredClone(state) as GameState;
      Object.assign(placed.units.find((u) => u.id === trooper.id) as object, { x: 20, y: 4 });
      const activated = engine.apply(placed, { type: 'activate', side: 'heroes', unit: trooper.id });
      if ('error' in activated) throw new Error(activated.error.message);
      const lifted = engine.apply(activated.state, { type: 'pick-up', side: 'heroes', unit: trooper.id });
      if ('error' in lifted) throw new Error(lifted.error.message);
      return lifted;
    };
    const lifted = lift(loadSample('boarding-retrieve'));
    const spawned = lifted.events.flatMap((e) => (e.type === 'spawned' ? [e.unit] : []));
    expect(spawned.map((u) => u.kind)).toEqual(['bug', 'bug']);
    // The north junction tile is placed at (12, 3) and is 3 squares wide.
    for (const bug of spawned) expect([bug.x >= 12 && bug.x < 15, bug.y >= 3 && bug.y < 6]).toEqual([true, true]);
    expect(lifted.events).toContainEqual(expect.objectContaining({ type: 'message', title: 'Proximity alarm' }));
    const plain = lift(withoutTrigger('boarding-retrieve', 'core-lifted'));
    expect(plain.events.some((e) => e.type === 'spawned')).toBe(false);
  });

  it('hive-rescue-the-scientist: each objective chamber found wakes a large bug beside the explorer ("chamber-guard")', () => {
    const chamberFound = (events: readonly GameEvent[]) => events.some((e) => e.type === 'message' && e.title === 'Objective chamber');
    let found: readonly GameEvent[] = [];
    for (let seed = 1; seed <= 6 && found.length === 0; seed++) {
      const { events } = play(loadSample('hive-rescue-the-scientist'), seed, chamberFound);
      if (chamberFound(events)) found = events;
    }
    expect(chamberFound(found)).toBe(true);
    const guard = found.slice(found.findIndex((e) => e.type === 'message' && e.title === 'Chamber guard'));
    expect(guard[0]).toMatchObject({ type: 'message', title: 'Chamber guard' });
    expect(guard[1]).toMatchObject({ type: 'spawned', unit: { kind: 'large', side: 'enemies' } });
  });
});

describe('the vocabulary for the next rulesets (issue 15 item 2): schema entries', () => {
  const tryLoad = (triggers: object[], extra: Json = {}) => {
    const document = { ...(structuredClone(SAMPLE_MISSIONS['hive-destroy-the-hive']) as Json), ...extra, triggers };
    return loadMission(document);
  };
  const start1 = { event: 'mission-start' };

  it.each([
    ['a campaign flag, and a flag condition', { id: 'f', on: start1, if: { test: 'flag', flag: 'met-ally', scope: 'campaign', is: true }, do: [{ effect: 'flag', flag: 'saw-it', scope: 'campaign' }] }],
    ['a change of side', { id: 'f', on: start1, do: [{ effect: 'change-side', unit: 'small-bug', in: { x: 25, y: 25 }, side: 'heroes' }] }],
    ['a test with pass and fail branches', { id: 'f', on: start1, do: [{ effect: 'test', dice: 'd6', count: 2, atLeast: 8, pass: [{ effect: 'message', text: 'ok' }], fail: [{ effect: 'lose' }] }] }],
    ['a for-each over heroes', { id: 'f', on: start1, do: [{ effect: 'for-each', heroes: 'all-heroes', do: [{ effect: 'heal', who: 'actor', health: 1 }] }] }],
    ['a for-each over enemies', { id: 'f', on: start1, do: [{ effect: 'for-each', enemies: { unit: 'large-bug' }, do: [{ effect: 'noise', at: 'actor', level: 2 }] }] }],
    ['an injury to the hero the players choose', { id: 'f', on: start1, do: [{ effect: 'injure', who: { pick: 'players', from: ['all-heroes'] } }, { effect: 'for-each', heroes: { pick: 'players', from: [{ class: 'scout' }, 'actor'] }, do: [{ effect: 'gain-resolve', who: 'actor', resolve: 1 }] }] }],
    ['a for-each over the enemy the players choose', { id: 'f', on: start1, do: [{ effect: 'for-each', enemies: { pick: 'players', from: [{ unit: 'large-bug' }, { in: { x: 25, y: 25 } }] }, do: [{ effect: 'noise', at: 'actor', level: 2 }] }] }],
    ['an injury to each hero, and resolve gained', { id: 'f', on: start1, do: [{ effect: 'injure', who: 'all-heroes', injuries: 2 }, { effect: 'gain-resolve', who: 'actor', resolve: -1 }] }],
    ['a place that follows a unit', { id: 'f', on: { event: 'enter', place: { near: 'sergeant', reach: 2 } }, do: [{ effect: 'noise', at: { near: 'sergeant' }, level: 1 }] }],
    ['a counter compared with the party size', { id: 'f', on: start1, if: { test: 'counter', counter: 'kills', op: '>=', value: 3, scale: 'party-size' }, do: [{ effect: 'win' }] }],
  ])('%s validates, with no warning', (_name, trigger) => {
    const loaded = tryLoad([trigger], { counters: [{ id: 'kills' }] });
    expect(loaded.ok ? (loaded.value.warnings ?? []) : loaded.issues).toEqual([]);
  });

  it.each([
    ['a flag scope of its own', { effect: 'flag', flag: 'x', scope: 'forever' }, '/triggers/0/do/0'],
    ['a test without its target', { effect: 'test', dice: 'd6' }, '/triggers/0/do/0'],
    ['a test on 2d6 (d3 or d6, counted)', { effect: 'test', dice: '2d6', atLeast: 7 }, '/triggers/0/do/0'],
    ['a side that is not one', { effect: 'change-side', side: 'bugs' }, '/triggers/0/do/0'],
    ['a for-each with no body', { effect: 'for-each', heroes: 'all-heroes' }, '/triggers/0/do/0'],
    ['a heal of nobody', { effect: 'heal', health: 1 }, '/triggers/0/do/0'],
    ['a place that follows a unit too far', { effect: 'noise', at: { near: 'sergeant', reach: 13 }, level: 1 }, '/triggers/0/do/0'],
    ['a place that follows no unit', { effect: 'noise', at: { reach: 1 }, level: 1 }, '/triggers/0/do/0'],
    ['an injury of nobody', { effect: 'injure', injuries: 1 }, '/triggers/0/do/0'],
    ['a players\' pick of heroes from nobody', { effect: 'injure', who: { pick: 'players', from: [] } }, '/triggers/0/do/0'],
    ['a players\' pick of a hero the runner names itself', { effect: 'injure', who: { hero: 'h1' } }, '/triggers/0/do/0'],
    ['a players\' pick of enemies from nobody', { effect: 'for-each', enemies: { pick: 'players', from: [] }, do: [{ effect: 'message', text: 'x' }] }, '/triggers/0/do/0'],
    ['a players\' pick of enemies by a hero selector', { effect: 'for-each', enemies: { pick: 'players', from: ['all-heroes'] }, do: [{ effect: 'message', text: 'x' }] }, '/triggers/0/do/0'],
    ['a players\' pick of an enemy the runner names itself', { effect: 'for-each', enemies: { enemy: 'bug-1' }, do: [{ effect: 'message', text: 'x' }] }, '/triggers/0/do/0'],
    ['resolve without an amount', { effect: 'gain-resolve', who: 'all-heroes' }, '/triggers/0/do/0'],
    ['resolve beyond its bounds', { effect: 'gain-resolve', who: 'all-heroes', resolve: 100 }, '/triggers/0/do/0'],
  ])('%s is refused, located at the effect', (_name, effect, path) => {
    const loaded = tryLoad([{ id: 'f', on: start1, do: [effect] }]);
    expect(loaded.ok).toBe(false);
    expect(loaded.ok ? [] : loaded.issues.map((i) => i.path)).toEqual(expect.arrayContaining([expect.stringContaining(path)]));
  });

  it('a counter scaled by the party size is refused with another scale', () => {
    const loaded = tryLoad([{ id: 'f', on: start1, if: { test: 'counter', counter: 'kills', op: '>=', value: 3, scale: 'round' }, do: [{ effect: 'win' }] }], { counters: [{ id: 'kills' }] });
    expect(loaded.ok).toBe(false);
  });

  it('effects nested in a test or a for-each are checked for support: boarding heals nobody', () => {
    const loaded = withTriggers('boarding-purge', [{ id: 'medic', on: start1, do: [{ effect: 'test', dice: 'd6', atLeast: 4, pass: [{ effect: 'for-each', heroes: 'all-heroes', do: [{ effect: 'heal', who: 'actor', health: 1 }] }] }] }]);
    expect(loaded.warnings?.map((w) => w.path)).toEqual(['/triggers/1/do/0/pass/0/do/0']);
  });

  it('the hive heals a Valkyrie up to her profile, never above (damage then heal at the start)', () => {
    const loaded = withTriggers('hive-destroy-the-hive', [
      { id: 'hurt', on: start1, do: [{ effect: 'damage', who: 'all-heroes', health: 1 }, { effect: 'for-each', heroes: 'all-heroes', do: [{ effect: 'heal', who: 'actor', health: 3 }] }] },
    ]);
    const healths = (state: GameState) => state.units.filter((u) => u.side === 'heroes').map((u) => u.health);
    const hurt = start(loaded, 1).state as GameState;
    const plain = start(withTriggers('hive-destroy-the-hive', []), 1).state as GameState;
    expect(hurt.units.every((u) => u.side !== 'heroes' || u.health > 1)).toBe(true);
    expect(healths(hurt)).toEqual(healths(plain));
    const noHeal = start(withTriggers('hive-destroy-the-hive', [{ id: 'hurt', on: start1, do: [{ effect: 'damage', who: 'all-heroes', health: 1 }] }]), 1).state as GameState;
    expect(healths(noHeal)).toEqual(healths(plain).map((h) => h - 1));
  });
});

describe('unit behaviour flags (issue 15 item 2)', () => {
  it('an unkillable Valkyrie is hurt down to 1 wound and stays in play (hive)', () => {
    const loaded = withTriggers('hive-destroy-the-hive', [
      { id: 'chosen', on: { event: 'mission-start' }, do: [{ effect: 'unit-flag', who: 'all-heroes', flag: 'unkillable' }, { effect: 'damage', who: 'all-heroes', health: 50 }] },
    ]);
    const { state } = start(loaded, 1);
    const heroes = (state as GameState).units.filter((u) => u.side === 'heroes');
    expect(heroes.length).toBeGreaterThan(0);
    expect(heroes.map((u) => [u.health, u.stats['unkillable']])).toEqual(heroes.map(() => [1, 1]));
    const mortal = start(withTriggers('hive-destroy-the-hive', [{ id: 'doom', on: { event: 'mission-start' }, do: [{ effect: 'damage', who: 'all-heroes', health: 50 }] }]), 1);
    expect((mortal.state as GameState).status.kind).toBe('lost');
  });

  it('a flag the schema does not know is refused', () => {
    const document = { ...(structuredClone(SAMPLE_MISSIONS['hive-destroy-the-hive']) as Json), triggers: [{ id: 'f', on: { event: 'mission-start' }, do: [{ effect: 'unit-flag', flag: 'invisible' }] }] };
    expect(loadMission(document).ok).toBe(false);
  });
});

describe('doors that come from a tile can be named in a trigger ("<placed tile id>.<door id>", the board compiler’s ids)', () => {
  const opener = (door: string) => ({ id: 'open-side', on: { event: 'mission-start' }, do: [{ effect: 'open', door }] });

  it('boarding-purge: "side-room.side-room-door" validates with no issue', () => {
    const document = { ...(structuredClone(SAMPLE_MISSIONS['boarding-purge']) as Json) };
    document['triggers'] = [...((document['triggers'] as object[] | undefined) ?? []), opener('side-room.side-room-door')];
    const loaded = loadMission(document);
    expect(loaded.ok ? [] : loaded.issues).toEqual([]);
    if (!loaded.ok) return;
    expect(openDoorIds(start(loaded.value, 1).state as GameState)).toContain('side-room.side-room-door');
  });

  it('a tile door the board does not have is refused at the effect, listing the tile’s doors', () => {
    const document = { ...(structuredClone(SAMPLE_MISSIONS['boarding-purge']) as Json) };
    document['triggers'] = [opener('side-room.back-door')];
    const loaded = loadMission(document);
    expect(loaded.ok ? [] : loaded.issues).toEqual([
      expect.objectContaining({ path: '/triggers/0/do/0/door', message: expect.stringMatching(/no door 'side-room\.back-door'.*side-room\.side-room-door/) }),
    ]);
  });

  it.each(['side-room.', '.door', 'a.b.c', 'Side.door'])('"%s" is not a door id (schema pattern)', (door) => {
    const document = { ...(structuredClone(SAMPLE_MISSIONS['boarding-purge']) as Json), triggers: [opener(door)] };
    const loaded = loadMission(document);
    expect(loaded.ok).toBe(false);
  });
});

describe('variable action costs and thresholds: "set-rule" (issue 15 item 2)', () => {
  const start1 = { event: 'mission-start' };
  it('a rule boarding declares validates with no warning, and a trigger at the start changes it in play', () => {
    const loaded = withTriggers('boarding-purge', [{ id: 'heavy-doors', on: start1, do: [{ effect: 'set-rule', rule: 'door-ap', value: 2 }] }]);
    expect(loaded.warnings ?? []).toEqual([]);
    const { state, events } = start(loaded, 1);
    expect((state as GameState).mission?.ruleValues).toEqual({ 'door-ap': 2 });
    expect(events).toContainEqual({ type: 'rule-changed', rule: 'door-ap', value: 2 });
  });

  it('a rule the ruleset does not declare is a warning at the effect naming the ones it has', () => {
    const loaded = withTriggers('boarding-purge', [{ id: 'x', on: start1, do: [{ effect: 'set-rule', rule: 'reach', add: 1 }] }]);
    expect(loaded.warnings?.map((w) => [w.path, w.message])).toEqual([['/triggers/1/do/0', expect.stringContaining('"door-ap", "door-break"')]]);
  });

  it.each([
    ['a value beyond its bounds', { effect: 'set-rule', rule: 'door-ap', value: 100 }],
    ['no rule', { effect: 'set-rule', value: 1 }],
    ['a rule name that is not one', { effect: 'set-rule', rule: '9 lives', value: 1 }],
  ])('%s is refused, located at the effect', (_name, effect) => {
    const document = { ...(structuredClone(SAMPLE_MISSIONS['boarding-purge']) as Json), triggers: [{ id: 'f', on: start1, do: [effect] }] };
    const loaded = loadMission(document);
    expect(loaded.ok ? [] : loaded.issues.map((i) => i.path)).toEqual(expect.arrayContaining([expect.stringContaining('/triggers/0/do/0')]));
  });
});

describe('the players-choose selector (issue 15 item 2, via the pending-decision stack)', () => {
  it('a place the players pick validates in a boarding mission, and in play the heroes are asked with one option per place', () => {
    const loaded = withTriggers('boarding-purge', [
      { id: 'flare', on: { event: 'mission-start' }, do: [{ effect: 'noise', at: { pick: 'players', from: [{ x: 2, y: 2 }, { x: 3, y: 3 }] }, level: 1 }] },
    ]);
    expect(loaded.warnings ?? []).toEqual([]);
    const { engine, state } = start(loaded, 1);
    const legal = engine.legalActions(state);
    expect(legal.map((a) => a.type)).toEqual(['choose', 'choose']);
    const chosen = engine.apply(state, legal[1]);
    if ('error' in chosen) throw new Error(chosen.error.message);
    expect(chosen.events).toContainEqual({ type: 'noise-placed', x: 3, y: 3, level: 1 });
  });

  it('a pick of its own kind is refused', () => {
    const document = { ...(structuredClone(SAMPLE_MISSIONS['boarding-purge']) as Json), triggers: [{ id: 'f', on: { event: 'mission-start' }, do: [{ effect: 'noise', at: { pick: 'the-bugs', from: [{ x: 2, y: 2 }] }, level: 1 }] }] };
    expect(loadMission(document).ok).toBe(false);
  });
});

describe('"must move toward" as a unit behaviour flag (issue 15 item 2)', () => {
  const orders = (ruleset: string, extra: Json = {}) => ({ id: 'rally', on: { event: 'mission-start' }, do: [{ effect: 'unit-flag', who: 'all-heroes', flag: 'must-move-toward', toward: { x: 12, y: 1 }, ...extra }] });

  it('validates in a boarding mission with no warning, and in play every trooper\'s step brings it nearer the place', () => {
    const loaded = withTriggers('boarding-purge', [orders('boarding')]);
    expect(loaded.warnings ?? []).toEqual([]);
    const { engine, state } = start(loaded, 1);
    const s = state as GameState;
    expect(s.units.filter((u) => u.side === 'heroes').every((u) => u.stats['mustMoveToward'] === 1)).toBe(true);
    const free = start(withTriggers('boarding-purge', []), 1);
    // Activate the first trooper, then count its steps.
    const moves = (e: typeof engine, st: GameState) => {
      const activate = e.legalActions(st).find((a) => a.type === 'activate');
      const active = activate ? e.apply(st, activate) : { state: st };
      if ('error' in active) throw new Error(active.error.message);
      return e.legalActions(active.state).filter((a) => a.type === 'move').length;
    };
    expect(moves(engine, s)).toBeLessThan(moves(free.engine, free.state as GameState));
  });

  it('orders without a place are refused, located at the effect', () => {
    const trigger = orders('boarding');
    const document = { ...(structuredClone(SAMPLE_MISSIONS['boarding-purge']) as Json), triggers: [{ ...trigger, do: [{ effect: 'unit-flag', who: 'all-heroes', flag: 'must-move-toward' }] }] };
    const loaded = loadMission(document);
    expect(loaded.ok ? [] : loaded.issues.map((i) => i.path)).toEqual(expect.arrayContaining([expect.stringContaining('/triggers/0/do/0')]));
  });

  it('the hive honours it too (over its map): no warning', () => {
    const loaded = withTriggers('hive-destroy-the-hive', [orders('hive')]);
    expect(loaded.warnings ?? []).toEqual([]);
  });
});

describe('draw N keep K: "draw-keep" (issue 15 item 2)', () => {
  const document = (effect: object): Json => ({
    ...(structuredClone(SAMPLE_MISSIONS['boarding-purge']) as Json),
    decks: [{ id: 'omens', base: 'events' }],
    triggers: [{ id: 'f', on: { event: 'mission-start' }, do: [effect] }],
  });

  it('validates; boarding builds no mission decks yet, so it is a warning at the effect (the engine runs it for a ruleset that does: mission/draw-keep.spec.ts)', () => {
    const loaded = loadMission(document({ effect: 'draw-keep', deck: 'omens', draw: 3, keep: 1 }));
    expect(loaded.ok ? loaded.value.warnings?.map((w) => w.path) : loaded.issues).toEqual(['/triggers/0/do/0']);
  });

  it('the hive draws from its item deck: a hive mission naming it validates with no warning; another deck is refused at the deck', () => {
    const hive = (decks: object[]): Json => ({
      ...(structuredClone(SAMPLE_MISSIONS['hive-destroy-the-hive']) as Json),
      decks,
      triggers: [{ id: 'f', on: { event: 'mission-start' }, do: [{ effect: 'draw-keep', deck: 'items', draw: 3, keep: 1 }] }],
    });
    const loaded = loadMission(hive([{ id: 'items', base: 'items' }]));
    expect(loaded.ok ? (loaded.value.warnings ?? []) : loaded.issues).toEqual([]);
    const other = loadMission(hive([{ id: 'items', base: 'events' }]));
    expect(other.ok ? [] : other.issues.map((i) => i.path)).toContain('/decks/0/base');
  });

  it.each([
    ['nothing drawn', { effect: 'draw-keep', deck: 'omens', draw: 0, keep: 1 }, '/triggers/0/do/0'],
    ['no count kept', { effect: 'draw-keep', deck: 'omens', draw: 3 }, '/triggers/0/do/0'],
    ['a deck the mission does not have', { effect: 'draw-keep', deck: 'fates', draw: 3, keep: 1 }, '/triggers/0/do/0/deck'],
  ])('%s is refused, located', (_name, effect, path) => {
    const loaded = loadMission(document(effect));
    expect(loaded.ok ? [] : loaded.issues.map((i) => i.path)).toEqual(expect.arrayContaining([expect.stringContaining(path)]));
  });
});
