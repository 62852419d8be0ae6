import { doorStateOf, openDoorIds } from '../rules/doors/doors';
import { injuryCount, resolveOf } from '../rules/heroes/hero-sheet';
import type { GameState } from '../game/game-state';
import type { GameEvent } from '../rules/core/events';
import { startEcho, type EchoAction, type EchoEngine } from '../testing/echo-ruleset';
import type { TileDefinition } from '../board/tile';
import { compileMissionPlan, CASCADE_LIMIT } from './plan';
import { ruleValue } from './rule-values';
import { EFFECT_NAMES, EVENT_NAMES, type TriggerEvent } from './vocabulary';
import { Journal } from '../rules/state/journal';

const say = (text: string) => ({ effect: 'message', text });
const plan = (triggers: object[], extra: object = {}, tiles: readonly TileDefinition[] = []) => compileMissionPlan({ triggers, ...extra }, tiles);

function apply(engine: EchoEngine, state: GameState, action: EchoAction | { type: 'end-phase'; side: 'heroes' | 'enemies' }) {
  const result = engine.apply(state, action);
  if ('error' in result) throw new Error(result.error.message);
  return result;
}
const echo = (engine: EchoEngine, state: GameState, events: GameEvent[], extra: Partial<EchoAction> = {}) =>
  apply(engine, state, { type: 'echo', side: state.turn.side ?? 'heroes', events, ...extra });
const endPhase = (engine: EchoEngine, state: GameState) => apply(engine, state, { type: 'end-phase', side: state.turn.side ?? 'heroes' });
const said = (events: readonly GameEvent[], text: string) => events.some((e) => e.type === 'message' && e.text === text);

/** Plays `rounds` rounds of end-phase, gathering every event. */
function playRounds(engine: EchoEngine, state: GameState, phases: number) {
  const events: GameEvent[] = [];
  let now = state;
  for (let i = 0; i < phases && now.status.kind === 'playing'; i++) {
    const next = endPhase(engine, now);
    events.push(...next.events);
    now = next.state;
  }
  return { state: now, events };
}

/**
 * Each schema event (trigger.schema.json "event"), the core events that set it off, and a near miss
 * that must not. `steps` drives the echo game from its start.
 */
type Drive = (engine: EchoEngine, state: GameState) => { events: readonly GameEvent[] };
const echoing = (events: GameEvent[], extra: Partial<EchoAction> = {}): Drive => (engine, state) => echo(engine, state, events, extra);
const atStart: Drive = () => ({ events: [] });
const phases = (n: number): Drive => (engine, state) => playRounds(engine, state, n);

const EVENT_CASES: readonly { on: TriggerEvent; fires: Drive; misses: Drive; fromStart?: boolean }[] = [
  { on: { event: 'mission-start' }, fires: atStart, misses: phases(2), fromStart: true },
  { on: { event: 'round-start', round: 2 }, fires: phases(2), misses: phases(1) },
  { on: { event: 'round-end', round: 1 }, fires: phases(2), misses: phases(1) },
  { on: { event: 'phase-start', phase: 'enemies' }, fires: phases(1), misses: echoing([]) },
  { on: { event: 'phase-end', phase: 'heroes' }, fires: phases(1), misses: echoing([]) },
  { on: { event: 'turn-start', class: 'medic' }, fires: echoing([{ type: 'activated', unit: 'h1' }]), misses: echoing([{ type: 'activated', unit: 'h2' }]) },
  { on: { event: 'turn-end' }, fires: echoing([{ type: 'activation-ended', unit: 'h1' }]), misses: echoing([{ type: 'activation-ended', unit: 'e1' }]) },
  { on: { event: 'interact', feature: 'search-7' }, fires: echoing([{ type: 'interacted', unit: 'h1', feature: 'search-7' }]), misses: echoing([{ type: 'interacted', unit: 'h1', feature: 'search-8' }]) },
  { on: { event: 'collect', feature: 'search-7', class: 'scout' }, fires: echoing([{ type: 'collected', unit: 'h2', feature: 'search-7' }]), misses: echoing([{ type: 'collected', unit: 'h1', feature: 'search-7' }]) },
  {
    on: { event: 'enter', place: { feature: 'exit-4' } },
    fires: echoing([{ type: 'moved', unit: 'h1', path: [{ x: 6, y: 1 }, { x: 7, y: 1 }] }], { place: { unit: 'h1', x: 7, y: 1 } }),
    misses: echoing([{ type: 'moved', unit: 'e1', path: [{ x: 6, y: 1 }, { x: 7, y: 1 }] }], { place: { unit: 'e1', x: 7, y: 1 } }),
  },
  {
    on: { event: 'see', place: { x: 3, y: 1 } },
    fires: echoing([{ type: 'moved', unit: 'h1', path: [{ x: 1, y: 1 }, { x: 3, y: 1 }] }], { place: { unit: 'h1', x: 3, y: 1 } }),
    misses: echoing([{ type: 'moved', unit: 'h1', path: [{ x: 1, y: 1 }, { x: 2, y: 2 }] }], { place: { unit: 'h1', x: 2, y: 2 } }),
  },
  { on: { event: 'leave-map', feature: 'exit-4' }, fires: echoing([{ type: 'left-map', unit: 'h1', feature: 'exit-4' }]), misses: echoing([{ type: 'left-map', unit: 'h1', feature: null }]) },
  { on: { event: 'door-changed', door: 'door-east', state: 'open' }, fires: echoing([{ type: 'door-opened', door: 'door-east' }]), misses: echoing([{ type: 'door-closed', door: 'door-east' }]) },
  {
    on: { event: 'destroyed', door: 'door-east', by: 'melee' },
    fires: echoing([{ type: 'door-changed', door: 'door-east', state: 'destroyed', by: 'melee' }]),
    misses: echoing([{ type: 'door-changed', door: 'door-east', state: 'destroyed', by: 'ranged' }]),
  },
  { on: { event: 'unit-killed', unit: 'warrior' }, fires: echoing([{ type: 'killed', unit: 'e1', by: 'h1' }], { remove: 'e1' }), misses: echoing([{ type: 'killed', unit: 'h1', by: 'e1' }], { remove: 'h1' }) },
  // G14 (CO14): a unit taken apart by a ruleset's procedure (derelict/salvage), not an attack.
  {
    on: { event: 'unit-killed', by: 'salvage' },
    fires: echoing([{ type: 'killed', unit: 'e1', by: 'h1', attack: 'salvage' }], { remove: 'e1' }),
    misses: echoing([{ type: 'killed', unit: 'e1', by: 'h1', attack: 'melee' }], { remove: 'e1' }),
  },
  {
    on: { event: 'unit-revealed', unit: 'warrior' },
    fires: echoing([{ type: 'revealed', token: 'spawn#1', kind: 'spawn', contents: { unit: 'warrior' } }]),
    misses: echoing([{ type: 'revealed', token: 'spawn#1', kind: 'spawn', contents: { unit: 'brute' } }]),
  },
  { on: { event: 'unit-damaged', unit: 'warrior', below: 0.5 }, fires: echoing([{ type: 'hit', unit: 'e1', by: 'h1', damage: 3, health: 1 }]), misses: echoing([{ type: 'hit', unit: 'e1', by: 'h1', damage: 1, health: 3 }]) },
  { on: { event: 'hero-dies', class: 'scout' }, fires: echoing([{ type: 'killed', unit: 'h2', by: 'e1' }], { remove: 'h2' }), misses: echoing([{ type: 'killed', unit: 'e1', by: 'h2' }], { remove: 'e1' }) },
  { on: { event: 'noise', atLeast: 3 }, fires: echoing([{ type: 'noise-placed', x: 1, y: 1, level: 3 }]), misses: echoing([{ type: 'noise-placed', x: 1, y: 1, level: 2 }]) },
  { on: { event: 'objective-done', objective: 'o1' }, fires: echoing([{ type: 'objective-changed', objective: 'o1', label: 'O', state: 'done' }]), misses: echoing([{ type: 'objective-changed', objective: 'o1', label: 'O', state: 'failed' }]) },
  { on: { event: 'counter-changed', counter: 'alert' }, fires: echoing([{ type: 'counter-changed', counter: 'alert', value: 1 }]), misses: echoing([{ type: 'counter-changed', counter: 'cp', value: 1 }]) },
  { on: { event: 'alarm' }, fires: echoing([{ type: 'alarm-raised' }]), misses: echoing([{ type: 'noise-placed', x: 1, y: 1, level: 9 }]) },
  { on: { event: 'wave-start', wave: 2 }, fires: echoing([{ type: 'wave-started', wave: 2 }]), misses: echoing([{ type: 'wave-started', wave: 1 }]) },
  { on: { event: 'wave-end' }, fires: echoing([{ type: 'wave-ended', wave: 1 }]), misses: echoing([{ type: 'wave-started', wave: 1 }]) },
  { on: { event: 'tile-placed', tag: 'lab' }, fires: echoing([{ type: 'tile-placed', tile: 'lab-tile', x: 0, y: 0, rotation: 0 }]), misses: echoing([{ type: 'tile-placed', tile: 'corridor', x: 0, y: 0, rotation: 0 }]) },
];

const TILES = [{ id: 'lab-tile', tags: ['lab'] }, { id: 'corridor', tags: [] }] as unknown as TileDefinition[];

describe('mission triggers: every event of the vocabulary fires on its core event (issue 15, done when: no triggers-shaped data ignored)', () => {
  it('covers the whole event list', () => {
    expect([...new Set(EVENT_CASES.map((c) => c.on.event))].sort()).toEqual([...EVENT_NAMES].sort());
  });

  it.each(EVENT_CASES.map((c) => [c.on.event, c] as const))('"%s" fires on its event and not on a near miss', (_name, c) => {
    const compiled = plan([{ id: 't', on: c.on, do: [say('fired')] }], { objectives: [{ id: 'o1', label: 'O' }] }, TILES);
    const fired = startEcho(compiled);
    const firedEvents = c.fromStart ? fired.events : c.fires(fired.engine, fired.state).events;
    expect(said(firedEvents, 'fired')).toBe(true);
    const missed = startEcho(compiled);
    expect(said(missed.events, 'fired') && !c.fromStart).toBe(false);
    expect(said(c.misses(missed.engine, missed.state).events, 'fired')).toBe(false);
  });
});

describe('mission triggers: every effect of the vocabulary does something defined', () => {
  const go: GameEvent = { type: 'counter-changed', counter: 'go', value: 1 };
  const run = (effects: object[], extra: object = {}) => {
    const game = startEcho(plan([{ id: 'probe', on: { event: 'counter-changed', counter: 'go' }, do: effects }, { id: 'other', on: { event: 'counter-changed', counter: 'other' }, do: [say('other')] }], extra));
    return echo(game.engine, game.state, [go]);
  };
  const CORE: Record<string, { effects: object[]; expect: (r: { state: GameState; events: readonly GameEvent[] }) => void }> = {
    open: { effects: [{ effect: 'open', door: 'door-east' }], expect: (r) => expect(openDoorIds(r.state)).toEqual(['door-east']) },
    close: { effects: [{ effect: 'open', door: 'door-east' }, { effect: 'close', door: 'door-east' }], expect: (r) => expect(r.events).toContainEqual({ type: 'door-closed', door: 'door-east' }) },
    lock: {
      effects: [{ effect: 'open', door: 'door-east' }, { effect: 'lock', door: 'door-east' }],
      expect: (r) => expect([doorStateOf(r.state, 'door-east'), r.events.at(-1)]).toEqual(['locked', { type: 'door-changed', door: 'door-east', state: 'locked' }]),
    },
    unlock: {
      effects: [{ effect: 'lock', door: 'door-east' }, { effect: 'unlock', door: 'door-east' }],
      expect: (r) => expect([doorStateOf(r.state, 'door-east'), r.events.at(-1)]).toEqual(['closed', { type: 'door-changed', door: 'door-east', state: 'closed' }]),
    },
    seal: {
      effects: [{ effect: 'seal', door: 'door-east' }, { effect: 'open', door: 'door-east' }],
      expect: (r) => expect([doorStateOf(r.state, 'door-east'), openDoorIds(r.state)]).toEqual(['sealed', []]),
    },
    set: { effects: [{ effect: 'set', counter: 'alert', value: 5 }], expect: (r) => expect(r.state.counters['alert']).toBe(5) },
    add: { effects: [{ effect: 'add', counter: 'alert', value: 2 }, { effect: 'add', counter: 'alert', value: -5 }], expect: (r) => expect(r.state.counters['alert']).toBe(-3) },
    roll: {
      effects: [{ effect: 'roll', dice: 'd6', outcomes: [{ min: 1, max: 3, do: [say('low')] }, { min: 4, max: 6, do: [say('high')] }] }],
      expect: (r) => {
        const rolled = r.events.find((e) => e.type === 'dice-rolled');
        expect(rolled?.type === 'dice-rolled' && said(r.events, rolled.total <= 3 ? 'low' : 'high')).toBe(true);
      },
    },
    message: { effects: [{ effect: 'message', title: 'Note', text: 'Hello' }], expect: (r) => expect(r.events).toContainEqual({ type: 'message', title: 'Note', text: 'Hello' }) },
    complete: { effects: [{ effect: 'complete', objective: 'o1' }], expect: (r) => expect(r.state.mission?.objectives[0]?.state).toBe('done') },
    fail: { effects: [{ effect: 'fail', objective: 'o1' }], expect: (r) => expect(r.events).toContainEqual({ type: 'objective-changed', objective: 'o1', label: 'Reach the exit', state: 'failed' }) },
    win: { effects: [{ effect: 'win', text: 'Out!' }, say('after')], expect: (r) => expect([r.state.status, said(r.events, 'after')]).toEqual([{ kind: 'won', reason: 'Out!' }, false]) },
    lose: { effects: [{ effect: 'lose' }], expect: (r) => expect(r.state.status).toEqual({ kind: 'lost', reason: 'probe' }) },
    enable: { effects: [{ effect: 'disable', trigger: 'other' }, { effect: 'enable', trigger: 'other' }], expect: (r) => expect(r.state.mission?.disabled).toEqual([]) },
    disable: { effects: [{ effect: 'disable', trigger: 'other' }], expect: (r) => expect(r.state.mission?.disabled).toEqual(['other']) },
    noise: {
      effects: [{ effect: 'noise', at: { x: 2, y: 2 }, level: 3 }, { effect: 'noise', at: { x: 2, y: 2 }, level: 3, permanent: true }],
      expect: (r) => {
        expect(r.events).toContainEqual({ type: 'noise-placed', x: 2, y: 2, level: 3 });
        // A permanent noise needs a ruleset's noise rules: this one has none, and says so.
        expect(r.events).toContainEqual(expect.objectContaining({ type: 'trigger-effect-unsupported', effect: 'noise' }));
      },
    },
    flag: {
      effects: [{ effect: 'flag', flag: 'saw-it' }, { effect: 'flag', flag: 'ally', scope: 'campaign', value: 'kept' }],
      expect: (r) => {
        expect([r.state.mission?.flags, r.state.mission?.campaignFlags]).toEqual([{ 'saw-it': true }, { ally: 'kept' }]);
        expect(r.events).toContainEqual({ type: 'flag-set', flag: 'ally', scope: 'campaign', value: 'kept' });
      },
    },
    'change-side': {
      effects: [{ effect: 'change-side', unit: 'warrior', side: 'heroes' }, { effect: 'change-side', who: { class: 'scout' }, side: 'enemies' }],
      expect: (r) => {
        expect(r.state.units.map((u) => [u.id, u.side])).toEqual([['h1', 'heroes'], ['h2', 'enemies'], ['e1', 'heroes']]);
        expect(r.events).toContainEqual({ type: 'side-changed', unit: 'e1', side: 'heroes' });
      },
    },
    test: {
      effects: [{ effect: 'test', label: 'Hold your nerve', dice: 'd6', count: 2, atLeast: 7, pass: [say('held')], fail: [say('broke')] }],
      expect: (r) => {
        const made = r.events.find((e) => e.type === 'test-made');
        expect(made?.type === 'test-made' && made.passed === made.total >= 7 && said(r.events, made.passed ? 'held' : 'broke') && !said(r.events, made.passed ? 'broke' : 'held')).toBe(true);
      },
    },
    'for-each': {
      effects: [{ effect: 'for-each', heroes: 'all-heroes', do: [{ effect: 'add', counter: 'roll-call', value: 1 }, { effect: 'noise', at: 'actor', level: 1 }] }],
      expect: (r) => {
        expect(r.state.counters['roll-call']).toBe(2);
        // Each hero is the actor in turn: the noise is made where each stands.
        expect(r.events.filter((e) => e.type === 'noise-placed').map((e) => (e.type === 'noise-placed' ? [e.x, e.y] : []))).toEqual([[1, 1], [1, 2]]);
      },
    },
    injure: {
      effects: [{ effect: 'injure', who: 'all-heroes' }, { effect: 'injure', who: { class: 'scout' }, injuries: 2 }],
      expect: (r) => {
        expect(r.state.units.filter((u) => u.side === 'heroes').map((u) => [u.id, injuryCount(r.state, u.id)])).toEqual([['h1', 1], ['h2', 3]]);
        expect(r.events).toContainEqual({ type: 'hero-sheet-changed', unit: 'h2', stat: 'injuries', value: 3 });
      },
    },
    'gain-resolve': {
      // Resolve never falls below 0: +2 then -5 leaves 0.
      effects: [{ effect: 'gain-resolve', who: { class: 'medic' }, resolve: 2 }, { effect: 'gain-resolve', who: 'all-heroes', resolve: 1 }, { effect: 'gain-resolve', who: { class: 'medic' }, resolve: -5 }],
      expect: (r) => expect(r.state.units.filter((u) => u.side === 'heroes').map((u) => [u.id, resolveOf(r.state, u.id)])).toEqual([['h1', 0], ['h2', 1]]),
    },
    alarm: { effects: [{ effect: 'alarm' }], expect: (r) => expect([r.state.mission?.alarm, r.events.some((e) => e.type === 'alarm-raised')]).toEqual([true, true]) },
  };

  it.each(EFFECT_NAMES.map((name) => [name] as const))('"%s"', (name) => {
    const core = CORE[name];
    if (core) {
      core.expect(run(core.effects, { objectives: [{ id: 'o1', label: 'Reach the exit' }] }));
      return;
    }
    // A ruleset effect with no ruleset to perform it: an event says so, naming trigger, effect and ruleset.
    const result = run([{ effect: name }]);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'trigger-effect-unsupported', trigger: 'probe', effect: name, ruleset: 'echo' }));
  });

  it('"set-rule" changes a number the ruleset declares, within its bounds; an undeclared one says it did nothing', () => {
    const numericRules = new Map([['door-ap', { description: 'AP per door', min: 0, max: 4, base: () => 1 }]]);
    const hooks = { effects: new Set<string>(), numericRules };
    const game = startEcho(plan([{ id: 'probe', on: { event: 'counter-changed', counter: 'go' }, do: [{ effect: 'set-rule', rule: 'door-ap', add: 2 }, { effect: 'set-rule', rule: 'door-ap', add: 5 }, { effect: 'set-rule', rule: 'reach', value: 3 }] }]), hooks);
    const result = echo(game.engine, game.state, [go]);
    expect(result.events.filter((e) => e.type === 'rule-changed')).toEqual([{ type: 'rule-changed', rule: 'door-ap', value: 3 }, { type: 'rule-changed', rule: 'door-ap', value: 4 }]);
    expect([ruleValue(result.state, 'door-ap', 1), ruleValue(result.state, 'reach', 7)]).toEqual([4, 7]);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'trigger-effect-unsupported', effect: 'set-rule', message: expect.stringContaining('no number "reach"') }));
  });

  it('a disabled trigger waits for "enable"; a "once" trigger fires once', () => {
    const game = startEcho(
      plan([
        { id: 'sleeper', enabled: false, on: { event: 'counter-changed', counter: 'go' }, do: [say('awake')] },
        { id: 'waker', once: true, on: { event: 'counter-changed', counter: 'wake' }, do: [{ effect: 'enable', trigger: 'sleeper' }, say('woken')] },
      ]),
    );
    const first = echo(game.engine, game.state, [go]);
    expect(said(first.events, 'awake')).toBe(false);
    const woken = echo(game.engine, first.state, [{ type: 'counter-changed', counter: 'wake', value: 1 }, go]);
    expect([said(woken.events, 'woken'), said(woken.events, 'awake')]).toEqual([true, true]);
    const again = echo(game.engine, woken.state, [{ type: 'counter-changed', counter: 'wake', value: 2 }]);
    expect(said(again.events, 'woken')).toBe(false);
  });
});

describe('mission triggers: the runner', () => {
  it('"at the start of round 3, lose" ends the game in round 3 with the author’s text', () => {
    const game = startEcho(plan([{ id: 'deadline', on: { event: 'round-start', round: 3 }, do: [{ effect: 'lose', text: 'The reactor blows.' }] }]));
    const played = playRounds(game.engine, game.state, 20);
    expect(played.state.status).toEqual({ kind: 'lost', reason: 'The reactor blows.' });
    expect(played.state.round).toBe(3);
    expect(played.events).toContainEqual({ type: 'game-over', status: { kind: 'lost', reason: 'The reactor blows.' } });
  });

  it('a trigger that re-fires itself stops at the cascade limit with an error event naming it, quickly', { timeout: 1000 }, () => {
    const game = startEcho(plan([{ id: 'feedback', on: { event: 'counter-changed', counter: 'hum' }, do: [{ effect: 'add', counter: 'hum', value: 1 }] }]));
    const result = echo(game.engine, game.state, [{ type: 'counter-changed', counter: 'hum', value: 0 }]);
    const stopped = result.events.filter((e) => e.type === 'trigger-cascade-stopped');
    expect(stopped).toEqual([expect.objectContaining({ trigger: 'feedback', depth: CASCADE_LIMIT })]);
    expect(result.state.counters['hum']).toBe(CASCADE_LIMIT);
    expect(result.state.status).toEqual({ kind: 'playing' });
  });

  it('a chain that branches (each firing fires two more) stops at the per-step bound, quickly', { timeout: 1000 }, () => {
    const game = startEcho(plan([{ id: 'fork', on: { event: 'counter-changed', counter: 'hum' }, do: [{ effect: 'add', counter: 'hum', value: 1 }, { effect: 'add', counter: 'hum', value: 1 }] }]));
    const result = echo(game.engine, game.state, [{ type: 'counter-changed', counter: 'hum', value: 0 }]);
    expect(result.events.filter((e) => e.type === 'trigger-cascade-stopped')).toEqual([expect.objectContaining({ trigger: 'fork' })]);
  });

  it('triggers fire in document order, and their effects in order', () => {
    const game = startEcho(plan([
      { id: 'second', on: { event: 'alarm' }, do: [say('b1'), say('b2')] },
      { id: 'first', on: { event: 'alarm' }, do: [say('a1')] },
    ]));
    const result = echo(game.engine, game.state, [{ type: 'alarm-raised' }]);
    expect(result.events.flatMap((e) => (e.type === 'message' ? [e.text] : []))).toEqual(['b1', 'b2', 'a1']);
  });

  it('victory and defeat conditions end the game when the ruleset says "playing"', () => {
    const won = startEcho(plan([], { objectives: [{ id: 'o1', label: 'Reach the exit' }], victory: { test: 'objective', objective: 'o1', state: 'done' } }));
    expect(won.state.status.kind).toBe('playing');
    const game = startEcho(plan([{ id: 'reach', on: { event: 'enter', place: { feature: 'exit-4' } }, do: [{ effect: 'complete', objective: 'o1' }] }], {
      objectives: [{ id: 'o1', label: 'Reach the exit' }],
      victory: { test: 'objective', objective: 'o1', state: 'done' },
    }));
    const result = echo(game.engine, game.state, [{ type: 'moved', unit: 'h1', path: [{ x: 6, y: 1 }, { x: 7, y: 1 }] }], { place: { unit: 'h1', x: 7, y: 1 } });
    expect(result.state.status).toEqual({ kind: 'won', reason: 'Reach the exit' });
    const lost = startEcho(plan([], { defeat: { test: 'round', op: '>', value: 2 } }));
    expect(playRounds(lost.engine, lost.state, 20).state).toMatchObject({ round: 3, status: { kind: 'lost' } });
  });

  it('a defeat names its condition: the objective label, or the branch of an "any" that holds (issue 15 item 5)', () => {
    const objectives = [{ id: 'o1', label: 'Hold the bridge' }];
    const failed = startEcho(plan([{ id: 'f', on: { event: 'alarm' }, do: [{ effect: 'fail', objective: 'o1' }] }], { objectives, defeat: { test: 'objective', objective: 'o1', state: 'failed' } }));
    expect(echo(failed.engine, failed.state, [{ type: 'alarm-raised' }]).state.status).toEqual({ kind: 'lost', reason: 'Hold the bridge failed' });
    const either = startEcho(plan([], { defeat: { test: 'any', conditions: [{ test: 'count', of: 'heroes-dead', op: '>=', value: 2 }, { test: 'round', op: '>', value: 2 }] } }));
    expect(playRounds(either.engine, either.state, 20).state.status).toEqual({ kind: 'lost', reason: 'Round 2 is over' });
    const dead = startEcho(plan([], { defeat: { test: 'any', conditions: [{ test: 'count', of: 'heroes-dead', op: '>=', value: 1 }, { test: 'round', op: '>', value: 2 }] } }));
    expect(echo(dead.engine, dead.state, [{ type: 'killed', unit: 'h2', by: 'e1' }], { remove: 'h2' }).state.status).toEqual({ kind: 'lost', reason: 'Heroes dead is at least 1' });
  });

  it('matches unit types by the ruleset’s names for them (hive: kind "small" is the author’s "small-bug")', () => {
    const hooks = { effects: new Set<string>(), unitTypeOf: (kind: string) => (kind === 'warrior' ? 'grunt' : kind) };
    const game = startEcho(plan([{ id: 'k', on: { event: 'unit-killed', unit: 'grunt' }, do: [say('grunt down')] }]), hooks);
    expect(said(echo(game.engine, game.state, [{ type: 'killed', unit: 'e1', by: 'h1' }], { remove: 'e1' }).events, 'grunt down')).toBe(true);
    const plain = startEcho(plan([{ id: 'k', on: { event: 'unit-killed', unit: 'grunt' }, do: [say('grunt down')] }]));
    expect(said(echo(plain.engine, plain.state, [{ type: 'killed', unit: 'e1', by: 'h1' }], { remove: 'e1' }).events, 'grunt down')).toBe(false);
  });

  it('counts heroes who died for the "count heroes-dead" condition (a kill takes the unit out before triggers run)', () => {
    const game = startEcho(plan([], { defeat: { test: 'count', of: 'heroes-dead', op: '>=', value: 1 } }));
    const killed = echo(game.engine, game.state, [{ type: 'killed', unit: 'h2', by: 'e1' }], { remove: 'h2' });
    expect([killed.state.mission?.heroesDead, killed.state.status.kind]).toEqual([1, 'lost']);
  });

  it('applyInPlace and undo leave the mission state as it was (journalled like the rest of the state)', () => {
    const game = startEcho(plan([{ id: 'once', once: true, on: { event: 'alarm' }, do: [{ effect: 'complete', objective: 'o1' }] }], { objectives: [{ id: 'o1', label: 'O' }] }));
    const before = JSON.stringify(game.state);
    const journal = new Journal();
    const result = game.engine.applyInPlace(game.state, { type: 'echo', side: 'heroes', events: [{ type: 'alarm-raised' }] }, journal);
    expect('events' in result && game.state.mission?.objectives[0]?.state).toBe('done');
    expect(game.state.mission?.fired).toEqual(['once']);
    journal.undoTo(0);
    expect(JSON.stringify(game.state)).toBe(before);
  });
});
