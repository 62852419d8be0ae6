import { describe, expect, it } from 'vitest';
import type { ActionBase, DerelictState } from '@breachline/engine';
import type { AnyEngine, AnyState } from '../bots/controller';
import { DERELICT_HEURISTICS } from './heuristics';
import { goalZones, missionOf } from './goals';
import { isKeySurvivor } from './roles';
import { arrange, stripGame } from './test-strip.spec-helper';

// The survivors' heuristics, each given a view and asked what the bot prefers (derelict.md §5, §8).

const zoneId = (engine: AnyEngine, name: string): string => engine.board.zones.find((z) => z.name === name)?.id ?? '';
const scoreOf = (engine: AnyEngine, view: DerelictState, action: ActionBase): number =>
  DERELICT_HEURISTICS.score(DERELICT_HEURISTICS.prepare(engine, view as unknown as AnyState), action);
const move = (engine: AnyEngine, unit: string, zone: string): ActionBase => ({ type: 'move', side: 'heroes', unit, zone: zoneId(engine, zone) }) as ActionBase;

/** A Medic-only objective in room F (CG04's vials). */
const VIALS = { id: 'vials', type: 'objective', x: 7, y: 3, carryable: true, interact: { classes: ['medic'], actions: 1 } };

describe('derelict survivors: wasted actions', () => {
  it('derelict.md §5.7: a trade costs an action, so with nothing better to do the survivor ends its activation instead', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic']);
    const view = arrange(state, 'marine');
    const trade = engine.legalActions(view as unknown as AnyState).find((a) => a.type === 'trade');
    expect(trade).toBeDefined();
    const end: ActionBase = { type: 'end-activation', side: 'heroes' } as ActionBase;
    expect(scoreOf(engine, view, trade as ActionBase)).toBeLessThan(scoreOf(engine, view, end));
  });
});

describe('derelict survivors: the key survivor and its escort', () => {
  it('the only Medic is key while a Medic-only objective is open; a Marine is not', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic'], [VIALS]);
    const mission = missionOf(engine);
    const unit = (id: string) => state.units.find((u) => u.id === id);
    expect(isKeySurvivor(mission, state, unit('medic') as never)).toBe(true);
    expect(isKeySurvivor(mission, state, unit('marine') as never)).toBe(false);
  });

  it('once the objective is used the Medic is no longer key', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic'], [VIALS]);
    const done = structuredClone(state);
    (done.ext as unknown as { used: string[] }).used = ['vials'];
    expect(isKeySurvivor(missionOf(engine), done, done.units.find((u) => u.id === 'medic') as never)).toBe(false);
  });

  it('the key survivor weighs the danger of a step more than a survivor the mission can lose', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic'], [VIALS]);
    // Jaegers in D see the corridor: stepping from A to B walks toward them.
    const enemies = [{ kind: 'jaeger', zone: 'd' as const, count: 2 }];
    const medic = arrange(state, 'medic', { enemies });
    const marine = arrange(state, 'marine', { enemies });
    const penalty = (view: DerelictState, unit: string) => scoreOf(engine, view, move(engine, unit, 'B'));
    // Both head for the vials in F (the marine as the Medic's escort): only the danger term differs.
    expect(penalty(medic, 'medic')).toBeLessThan(penalty(marine, 'marine'));
  });

  it('a survivor with no job of its own goes where another class has one (escort), rather than hunting radar', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic'], [VIALS, { id: 'radar-e', type: 'radar', x: 2, y: 3, pool: 'geps' }]);
    const view = arrange(state, 'marine');
    const marine = view.units.find((u) => u.id === 'marine');
    const goals = goalZones(engine.board, view, missionOf(engine), marine as never);
    expect(goals.hunting).toBe(false);
    expect(goals.zones.map((z) => engine.board.zones[z]?.name)).toEqual(['F']);
  });
});

describe('derelict survivors: turning radar tokens over', () => {
  it('derelict.md §8.6: a hunter does not step into sight of a token with its last action (it could not shoot what comes out)', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic'], [{ id: 'radar-f', type: 'radar', x: 6, y: 3, pool: 'geps' }]);
    const at = { marine: 'c' as const };
    const fresh = arrange(state, 'marine', { at, actions: 3 });
    const spent = arrange(state, 'marine', { at, actions: 1 });
    // From D the door shows room F and its token; from C it does not.
    expect(scoreOf(engine, spent, move(engine, 'marine', 'D'))).toBeLessThan(scoreOf(engine, fresh, move(engine, 'marine', 'D')));
  });
});

describe('derelict survivors: getting out', () => {
  it('derelict.md §5.1: with the job done and the exit the goal, a step toward the exit beats a blow at an enemy beside the survivor', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic']);
    // No objectives and an exit in D (the strip's east end): leaving is the job.
    const exitGame = stripGame(['captain', 'marine', 'medic'], [{ id: 'exit', type: 'exit', x: 7, y: 0 }]);
    const enemies = [{ kind: 'swarmer', zone: 'a' as const, count: 1 }];
    const running = arrange(exitGame.state, 'captain', { enemies });
    const fighting = arrange(state, 'captain', { enemies });
    const attack = (e: AnyEngine, v: DerelictState) => engine.legalActions(v as unknown as AnyState).find((a) => a.type === 'attack' && (a as { zone?: string }).zone === zoneId(e, 'A'));
    const shot = attack(exitGame.engine, running);
    expect(shot).toBeDefined();
    expect(scoreOf(exitGame.engine, running, move(exitGame.engine, 'captain', 'B'))).toBeGreaterThan(scoreOf(exitGame.engine, running, shot as ActionBase));
    // Without an exit to reach, the same blow is struck.
    const stay = attack(engine, fighting);
    expect(scoreOf(engine, fighting, stay as ActionBase)).toBeGreaterThan(scoreOf(engine, fighting, move(engine, 'captain', 'B')));
  });
});

describe('derelict survivors: leaving together', () => {
  const EXIT = [{ id: 'exit', type: 'exit', x: 7, y: 0 }];
  const leave = (actor: string): ActionBase => ({ type: 'leave-map', side: 'heroes', unit: actor }) as ActionBase;

  it('derelict.md §5.1, §10.1 (CO15 "escape"): at the exit, a survivor waits while a teammate is still far away', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic'], EXIT);
    const view = arrange(state, 'captain', { at: { captain: 'd', marine: 'a', medic: 'd' } });
    expect(scoreOf(engine, view, leave('captain'))).toBeLessThan(0);
  });

  it('and leaves once every teammate is within a zone of it', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic'], EXIT);
    const view = arrange(state, 'captain', { at: { captain: 'd', marine: 'c', medic: 'd' } });
    expect(scoreOf(engine, view, leave('captain'))).toBeGreaterThan(100);
  });
});

describe('derelict survivors: the Sentry missions (CO13, CO14)', () => {
  const REBOOT = [{ id: 'derelict/reboot-sentries', by: 'technician', rebootActions: 1, maxControlled: 5 }];
  const SALVAGE = [{ id: 'derelict/salvage', by: 'engineer', needWithOneAction: 5, maxActions: 3 }];
  const ofType = (engine: AnyEngine, view: DerelictState, type: string) => engine.legalActions(view as unknown as AnyState).filter((a) => a.type === type);

  it('derelict.md §10.3 CO13 "Here for the reboot?": the Technician reboots a shut-down Sentry in its zone before anything else', () => {
    const { engine, state } = stripGame(['technician', 'marine', 'medic'], [], REBOOT);
    const view = arrange(state, 'technician', { at: { technician: 'b' }, enemies: [{ kind: 'artemis', zone: 'b', count: 1, stunned: true }] });
    const [reboot] = ofType(engine, view, 'reboot');
    expect(reboot).toBeDefined();
    const best = Math.max(...engine.legalActions(view as unknown as AnyState).map((a) => scoreOf(engine, view, a)));
    expect(scoreOf(engine, view, reboot as ActionBase)).toBe(best);
  });

  it('CO13 "Hard reset": a Sentry shot from another zone is beyond repair, so the bot does not shoot Sentries from afar while the Technician lives', () => {
    const enemies = [{ kind: 'artemis', zone: 'c' as const, count: 2 }];
    const withReboot = stripGame(['technician', 'captain', 'medic'], [], REBOOT);
    const plain = stripGame(['technician', 'captain', 'medic']);
    // The strip's deal gives the Medic the Pistol (a ranged weapon).
    const shot = (game: typeof plain) => {
      const view = arrange(game.state, 'medic', { at: { medic: 'b' }, enemies });
      const attack = ofType(game.engine, view, 'attack').find((a) => (a as { zone?: string }).zone === zoneId(game.engine, 'C'));
      return attack ? scoreOf(game.engine, view, attack) : Number.NaN;
    };
    expect(shot(withReboot)).toBeLessThan(10);
    expect(shot(plain)).toBeGreaterThan(50);
  });

  it('the Technician heads for the zone of a shut-down Sentry (it gets up hostile at the end of the round)', () => {
    const { engine, state } = stripGame(['technician', 'marine', 'medic'], [], REBOOT);
    const view = arrange(state, 'technician', { at: { technician: 'a' }, enemies: [{ kind: 'artemis', zone: 'c', count: 1, stunned: true }] });
    const technician = view.units.find((u) => u.id === 'technician');
    const goals = goalZones(engine.board, view, missionOf(engine), technician as never);
    expect(goals.zones.map((z) => engine.board.zones[z]?.name)).toEqual(['C']);
    expect(goals.hunting).toBe(false);
  });

  it('derelict.md §10.3 CO14 (T39): the Engineer salvages a stunned Sentry, one action a try (5+) before three (3+): more tries per action', () => {
    const { engine, state } = stripGame(['engineer', 'marine', 'medic'], [], SALVAGE);
    const view = arrange(state, 'engineer', { at: { engineer: 'b' }, enemies: [{ kind: 'artemis', zone: 'b', count: 1, stunned: true }] });
    const tries = ofType(engine, view, 'salvage');
    expect(tries.map((a) => (a as { actions?: number }).actions)).toEqual([1, 2, 3]);
    const [one, , three] = tries.map((a) => scoreOf(engine, view, a));
    expect(one).toBeGreaterThan(three as number);
    const best = Math.max(...engine.legalActions(view as unknown as AnyState).map((a) => scoreOf(engine, view, a)));
    expect(one).toBe(best);
  });

  it('CO14: while parts are missing and the Engineer lives, a healthy survivor leaves a standing Sentry be (destroyed it is no part)', () => {
    const enemies = [{ kind: 'artemis', zone: 'b' as const, count: 1 }];
    const blow = (game: ReturnType<typeof stripGame>) => {
      const view = arrange(game.state, 'medic', { at: { medic: 'b' }, enemies });
      const attack = ofType(game.engine, view, 'attack').find((a) => (a as { zone?: string }).zone === zoneId(game.engine, 'B'));
      // Two objectives open (the parts, then the exit), as CO14's.
      const open = { ...view, mission: { objectives: [{ id: 'parts', state: 'open' }, { id: 'leave', state: 'open' }] } } as unknown as DerelictState;
      return attack ? scoreOf(game.engine, open, attack) : Number.NaN;
    };
    expect(blow(stripGame(['engineer', 'marine', 'medic'], [], SALVAGE))).toBeLessThan(10);
    expect(blow(stripGame(['engineer', 'marine', 'medic']))).toBeGreaterThan(50);
  });
});

describe('derelict survivors: an item the job needs (ROP16)', () => {
  // ROP16 "It's just a sedative": the Medic's interaction does something only with a Med Kit in hand.
  const WOMAN = { id: 'woman', type: 'objective', x: 6, y: 0, carryable: true, interact: { classes: ['medic'], actions: 1 } };
  const SEDATIVE = [
    {
      id: 'sedate',
      on: { event: 'interact', feature: 'woman', class: 'medic' },
      if: { test: 'all', conditions: [{ test: 'not', condition: { test: 'flag', flag: 'sedated', is: true } }, { test: 'has-item', item: 'med-kit' }] },
      do: [{ effect: 'message', text: 'She sags.' }],
    },
  ];
  const withItems = (view: DerelictState, unit: string, items: string[]): DerelictState => {
    const next = structuredClone(view);
    const sheet = next.ext.sheets.find((s) => s.unit === unit) as unknown as { items: string[] };
    sheet.items = items;
    return next;
  };

  it('the rules read the item a feature needs from the mission triggers (a has-item condition, never one under a not)', () => {
    const { engine } = stripGame(['captain', 'marine', 'medic'], [WOMAN], [], SEDATIVE);
    expect(missionOf(engine).features.find((f) => f.id === 'woman')?.needs).toEqual(['med-kit']);
  });

  it('a Medic without a Med Kit searches a room for one rather than walking to the woman; with one it goes to her', () => {
    const { engine, state } = stripGame(['captain', 'marine', 'medic'], [WOMAN], [], SEDATIVE);
    const inRoom = withItems(arrange(state, 'medic', { at: { medic: 'e' } }), 'medic', ['pistol']);
    const search: ActionBase = { type: 'search', side: 'heroes', unit: 'medic' } as ActionBase;
    const best = Math.max(...engine.legalActions(inRoom as unknown as AnyState).map((a) => scoreOf(engine, inRoom, a)));
    expect(scoreOf(engine, inRoom, search)).toBe(best);
    const medic = (view: DerelictState) => view.units.find((u) => u.id === 'medic') as never;
    const inCorridor = withItems(arrange(state, 'medic', { at: { medic: 'b' } }), 'medic', ['pistol']);
    const lacking = goalZones(engine.board, inCorridor, missionOf(engine), medic(inCorridor));
    expect(lacking.zones.map((z) => engine.board.zones[z]?.name).sort()).toEqual(['E', 'F']);
    const holding = withItems(inCorridor, 'medic', ['pistol', 'med-kit']);
    expect(goalZones(engine.board, holding, missionOf(engine), medic(holding)).zones.map((z) => engine.board.zones[z]?.name)).toEqual(['D']);
  });
});

describe('derelict survivors: the Engineer\'s Juggernaut and Improvised Exit (derelict.md §3.2)', () => {
  /** An Engineer-only objective in room F (CG03's generator). */
  const GENERATOR = { id: 'generator', type: 'objective', x: 7, y: 3, interact: { classes: ['engineer'], actions: 1 } };
  const armed = (view: DerelictState, items: readonly string[]): DerelictState => {
    const next = structuredClone(view);
    (next.ext.sheets.find((s) => s.unit === 'engineer') as { items: readonly string[] }).items = [...items];
    return next;
  };
  const ofAbility = (engine: AnyEngine, view: DerelictState, zone: string): ActionBase | undefined =>
    engine.legalActions(view as unknown as AnyState).find((a) => a.type === 'ability' && (a as { zone?: string }).zone === zoneId(engine, zone));

  it('derelict.md §3.2 Juggernaut: a melee target one zone away is charged (one action) rather than walked to and struck (two)', () => {
    const { engine, state } = stripGame(['engineer']);
    const view = armed(arrange(state, 'engineer', { at: { engineer: 'a' }, enemies: [{ kind: 'swarmer', zone: 'b', count: 1 }] }), ['plasma-cutter']);
    const charge = engine.legalActions(view as unknown as AnyState).find((a) => a.type === 'attack' && (a as { juggernaut?: boolean }).juggernaut === true);
    expect(charge).toBeDefined();
    const end: ActionBase = { type: 'end-activation', side: 'heroes' } as ActionBase;
    expect(scoreOf(engine, view, charge as ActionBase)).toBeGreaterThan(scoreOf(engine, view, move(engine, 'engineer', 'B')));
    expect(scoreOf(engine, view, charge as ActionBase)).toBeGreaterThan(scoreOf(engine, view, end));
  });

  it('derelict.md §3.2 Improvised Exit: spent on a doorway that cuts the way to the job (E to F: 1 step, was 5), never on one that saves nothing', () => {
    const { engine, state } = stripGame(['engineer'], [GENERATOR]);
    const view = arrange(state, 'engineer', { at: { engineer: 'e' } });
    const intoF = ofAbility(engine, view, 'F');
    const intoB = ofAbility(engine, view, 'B');
    expect(intoF && intoB).toBeDefined();
    const end: ActionBase = { type: 'end-activation', side: 'heroes' } as ActionBase;
    expect(scoreOf(engine, view, intoF as ActionBase)).toBeGreaterThan(scoreOf(engine, view, move(engine, 'engineer', 'A')));
    expect(scoreOf(engine, view, intoB as ActionBase)).toBeLessThan(scoreOf(engine, view, end));
  });
});
