import { act, legal, phasesOf } from '../../testing/drive';
import { startSkirmish } from '../../testing/skirmish-fixture';

const heroes = { side: 'heroes' } as const;
const enemies = { side: 'enemies' } as const;

describe('phase machine: hive (fixed hero order, then the bug phase)', () => {
  it('activates heroes in roster order without asking, then lets the bugs choose (hive.md §4.2)', () => {
    const { engine, state: s0 } = startSkirmish({ structure: 'hive', heroes: ['medic', 'sergeant', 'scout'], enemies: [{ kind: 'drone', x: 6, y: 2 }] });
    expect(s0.turn).toMatchObject({ phase: 'heroes', side: 'heroes', actor: 'h2' }); // sergeant first
    expect(engine.legalActions(s0).some((a) => a.type === 'activate')).toBe(false);
    expect(engine.apply(s0, { type: 'activate', ...heroes, unit: 'h1' })).toMatchObject({ error: { code: 'not-allowed' } });
    const s1 = act(engine, s0, { type: 'end-activation', ...heroes }).state;
    expect(s1.turn.actor).toBe('h3'); // scout
    const s2 = act(engine, s1, { type: 'end-activation', ...heroes }).state;
    expect(s2.turn.actor).toBe('h1'); // medic
    const s3 = act(engine, s2, { type: 'end-activation', ...heroes });
    expect(phasesOf(s3.events)).toEqual(['reveal', 'bugs']);
    expect(engine.sideToAct(s3.state)).toBe('enemies');
    expect(engine.legalActions(s3.state)).toEqual([{ type: 'activate', side: 'enemies', unit: 'e1' }]);
    const s4 = act(engine, act(engine, s3.state, { type: 'activate', ...enemies, unit: 'e1' }).state, { type: 'end-activation', ...enemies });
    expect(phasesOf(s4.events)).toEqual(['place-tokens', 'heroes']);
    expect(s4.state.round).toBe(2);
    expect(s4.events.some((e) => e.type === 'token-placed' && e.kind === 'spawn')).toBe(true);
  });
});

describe('phase machine: infiltration (a hero turn, then an enemy turn; chosen order, random after the alarm)', () => {
  const playRound = (engine: ReturnType<typeof startSkirmish>['engine'], start: ReturnType<typeof startSkirmish>['state']) => {
    let state = start;
    let enemyTurns = 0;
    const order: string[] = [];
    while (state.round === start.round) {
      if (state.turn.phase === 'enemy-turn') {
        enemyTurns++;
        state = act(engine, state, { type: 'end-phase', ...enemies }).state;
      } else if (state.turn.actor === null) {
        state = act(engine, state, legal(engine, state, 'activate')).state;
      } else {
        order.push(state.turn.actor);
        state = act(engine, state, { type: 'end-activation', ...heroes }).state;
      }
    }
    return { state, enemyTurns, order };
  };

  it('lets the heroes pick one hero at a time, with an enemy turn after every hero turn (infiltration.md §4.2)', () => {
    const { engine, state } = startSkirmish({ structure: 'infiltration' });
    expect(engine.legalActions(state).map((a) => a.type === 'activate' && a.unit)).toEqual(['h1', 'h2', 'h3']);
    const s1 = act(engine, act(engine, state, { type: 'activate', ...heroes, unit: 'h3' }).state, { type: 'end-activation', ...heroes });
    expect(phasesOf(s1.events)).toEqual(['enemy-turn']);
    expect(engine.legalActions(s1.state)).toContainEqual({ type: 'end-phase', side: 'enemies' });
    const s2 = act(engine, s1.state, { type: 'end-phase', ...enemies }).state;
    expect(s2.turn.phase).toBe('hero-turn');
    expect(engine.legalActions(s2).map((a) => a.type === 'activate' && a.unit)).toEqual(['h1', 'h2']);
    const round = playRound(engine, s2);
    expect(round.enemyTurns).toBe(2);
    expect(round.state.round).toBe(2);
  });

  it('deals a random hero order each round after the alarm (infiltration.md §4.1, §4.2)', () => {
    const firsts = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const { engine, state } = startSkirmish({ structure: 'infiltration', seed });
      let s = playRound(engine, state).state;
      s = playRound(engine, s).state; // the tracker reaches the alarm at the end of round 2
      expect(s.counters['alarm']).toBe(1);
      expect(s.turn.actor).not.toBeNull(); // the engine activated the first hero itself
      expect(engine.legalActions(s).some((a) => a.type === 'activate')).toBe(false);
      const round3 = playRound(engine, s);
      expect(round3.enemyTurns).toBe(3);
      expect(new Set(round3.order).size).toBe(3);
      firsts.add(round3.order[0] ?? '');
    }
    expect(firsts.size).toBeGreaterThan(1);
  });
});

describe('phase machine: derelict (survivor, enemy and resolution phases)', () => {
  const endRound = (game: ReturnType<typeof startSkirmish>, from = game.state) => {
    let state = from;
    const round = state.round;
    const firsts: string[] = [];
    while (state.round === round) {
      if (state.turn.actor && state.turn.activations === 0 && state.turn.phase === 'survivors') firsts.push(state.turn.actor);
      const next = engineStep(game, state);
      state = next;
    }
    return { state, first: firsts[0] };
  };
  const engineStep = (game: ReturnType<typeof startSkirmish>, state: typeof game.state) => {
    const side = game.engine.sideToAct(state) ?? 'heroes';
    if (state.turn.actor !== null) return act(game.engine, state, { type: 'end-activation', side }).state;
    return act(game.engine, state, legal(game.engine, state, 'activate')).state;
  };

  it('passes the first player on each round and draws an event card in resolution (derelict.md §4.1, §4.3)', () => {
    const game = startSkirmish({ structure: 'derelict', heroes: ['medic', 'sergeant', 'scout'], enemies: [{ kind: 'drone', x: 6, y: 2 }] });
    expect(game.state.turn.actor).toBe('h2'); // sergeant holds the first-player token in round 1
    const r1 = endRound(game);
    expect(r1.state.ext.eventInPlay).not.toBeNull();
    expect(r1.state.decks['events']?.drawPile).toHaveLength(3);
    expect(r1.state.turn.actor).toBe('h3'); // clockwise: the scout starts round 2
    let state = r1.state;
    for (let r = 2; r <= 5; r++) state = endRound(game, state).state;
    // Four cards: the fifth resolution reshuffles the discards (Proposed in derelict.md §4.3 step 3).
    expect(state.decks['events']?.drawPile.length).toBe(3);
    expect(state.decks['events']?.discard).toEqual([]);
  });
});

describe('phase machine: boarding (command points and overwatch as interrupts in the bug turn)', () => {
  it('rolls command points at the human turn and opens a reaction window after a bug move (boarding.md §4.1, §5.3, §7.7)', () => {
    const { engine, state: s0 } = startSkirmish({ structure: 'boarding', enemies: [{ kind: 'drone', x: 3, y: 2 }] });
    expect(s0.counters['cp']).toBeGreaterThanOrEqual(1);
    let state = s0;
    for (const unit of ['h1', 'h2', 'h3']) {
      state = act(engine, state, { type: 'activate', ...heroes, unit }).state;
      state = act(engine, state, { type: 'end-activation', ...heroes }).state;
    }
    expect(state.turn.phase).toBe('bug-turn');
    state = act(engine, state, { type: 'activate', ...enemies, unit: 'e1' }).state;
    const moved = act(engine, state, { type: 'move', ...enemies, unit: 'e1', to: { x: 2, y: 2 } });
    expect(moved.events.some((e) => e.type === 'reaction-opened' && e.side === 'heroes' && e.trigger === 'e1')).toBe(true);
    state = moved.state;
    expect(state.turn.side).toBe('enemies');
    expect(engine.sideToAct(state)).toBe('heroes');
    expect(engine.apply(state, { type: 'end-activation', ...enemies })).toMatchObject({ error: { code: 'wrong-side' } });
    expect(engine.legalActions(state)).toEqual([
      { type: 'shoot', side: 'heroes', unit: 'h2', target: 'e1' },
      { type: 'pass', side: 'heroes' },
    ]);
    const cp = state.counters['cp'] ?? 0;
    const shot = act(engine, state, { type: 'shoot', ...heroes, unit: 'h2', target: 'e1' });
    expect(shot.state.counters['cp']).toBe(cp - 1);
    expect(shot.events.some((e) => e.type === 'dice-rolled' && e.purpose === 'guard shot')).toBe(true);
    if (shot.state.units.some((u) => u.id === 'e1')) {
      const resumed = act(engine, shot.state, { type: 'pass', ...heroes }).state;
      expect(engine.sideToAct(resumed)).toBe('enemies');
      expect(resumed.turn.actor).toBe('e1');
    } else {
      // The only bug died: the humans close the window and the bug turn is over.
      expect(engine.legalActions(shot.state)).toEqual([{ type: 'pass', side: 'heroes' }]);
      expect(act(engine, shot.state, { type: 'pass', ...heroes }).state.turn.phase).not.toBe('bug-turn');
    }
  });
});

describe('phase machine: horde (waves, alternating activations)', () => {
  it('deploys a wave, then alternates single activations, heroes first (horde.md §4.2, §4.3)', () => {
    const { engine, state: s0 } = startSkirmish({ structure: 'horde', seed: 4 });
    expect(s0.units.filter((u) => u.side === 'enemies')).toHaveLength(1);
    expect(s0.turn.phase).toBe('battle');
    const sides: string[] = [];
    let state = s0;
    while (state.round === 1) {
      const side = engine.sideToAct(state) ?? 'heroes';
      if (state.turn.actor === null) {
        sides.push(side);
        state = act(engine, state, legal(engine, state, 'activate')).state;
      } else state = act(engine, state, { type: 'end-activation', side }).state;
    }
    // When the enemies have no unit left to activate, the heroes activate the rest (§4.3).
    expect(sides).toEqual(['heroes', 'enemies', 'heroes', 'heroes']);
    expect(state.counters['alertness']).toBe(1);
  });

  it('ends the wave when alertness reaches its threshold and deploys the next', () => {
    const { engine, state: s0 } = startSkirmish({ structure: 'horde', seed: 4 });
    let state = s0;
    while (state.round < 4) {
      const side = engine.sideToAct(state) ?? 'heroes';
      state = act(engine, state, state.turn.actor === null ? legal(engine, state, 'activate') : { type: 'end-activation', side }).state;
    }
    expect(state.counters['wave']).toBe(2);
    expect(state.counters['waveDue']).toBe(0);
    expect(state.counters['alertness']).toBe(0);
  });
});
