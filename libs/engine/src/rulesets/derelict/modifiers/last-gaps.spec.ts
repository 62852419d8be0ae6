import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../game/game-state';
import { interactables } from '../actions';
import { acting, arm, given, injuriesIn, placeIn, setInjuriesIn, stripGame, unit, ZONE } from '../fixture';
import type { DerelictRuleset } from '../ruleset';
import type { DerelictAction, DerelictExt } from '../types';

// The last mission words derelict needed (DERELICT-MISSIONS.md "Gaps" G8, G11, G12, G16), played through the engine.

type State = GameState<DerelictExt>;
const weapons = (state: State) => state.ext.sheets.map((s) => s.items[0]).sort();
const atStart = (id: string, effects: object[], condition?: object) => ({ id, on: { event: 'mission-start' }, ...(condition ? { if: condition } : {}), do: effects });

describe('G16: the starting deal is a mission deck (derelict.md §4.0 step 4, §10.3)', () => {
  it('derelict.md §10.3 P20 "Locked and Loaded": 1 Assault Rifle, 1 Medical Laser and Medical Blades for the rest', () => {
    const lockedAndLoaded = {
      id: 'starting-items',
      base: 'starting-items',
      remove: [{ card: 'pistol' }, { card: 'plasma-cutter' }, { card: 'swarmer-leg' }],
      add: [{ card: 'assault-rifle' }, { card: 'medical-laser' }, { card: 'medical-blade', count: 4 }],
    };
    const three = stripGame({ party: ['captain', 'marine', 'medic'], decks: [lockedAndLoaded] }).state;
    expect(weapons(three)).toEqual(['assault-rifle', 'medical-blade', 'medical-laser']);
    const five = stripGame({ party: ['captain', 'marine', 'medic', 'engineer', 'psychic'], decks: [lockedAndLoaded] }).state;
    expect(weapons(five)).toEqual(['assault-rifle', 'medical-blade', 'medical-blade', 'medical-blade', 'medical-laser']);
  });

  it('without a starting deck the book\'s deal is unchanged: Pistol, Plasma Cutter, then Swarmer Legs', () => {
    expect(weapons(stripGame({ party: ['captain', 'marine', 'medic'] }).state)).toEqual(['pistol', 'plasma-cutter', 'swarmer-leg']);
  });

  const lockAndLoad = {
    decks: [{ id: 'starting-items', base: 'starting-items' }],
    triggers: [atStart('lock-and-load', [{ effect: 'deck', deck: 'starting-items', remove: { card: 'pistol' }, add: [{ card: 'shotgun' }] }], { test: 'campaign', is: false })],
    party: ['captain', 'marine', 'medic'],
  };

  it('derelict.md §10.3 ROP18 "Lock and Load": standalone, the survivor dealt the Pistol holds the Shotgun instead', () => {
    const { state, events } = stripGame(lockAndLoad);
    expect(weapons(state)).toEqual(['plasma-cutter', 'shotgun', 'swarmer-leg']);
    expect(events?.some((e) => e.type === 'trigger-effect-unsupported')).toBe(false);
    // No card twice: the Shotgun left the item deck, the Pistol went back.
    const items = state.decks['items']?.drawPile ?? [];
    const before = stripGame({ party: lockAndLoad.party }).state.decks['items']?.drawPile ?? [];
    expect(items.filter((c) => c === 'shotgun').length).toBe(before.filter((c) => c === 'shotgun').length - 1);
    expect(items.filter((c) => c === 'pistol').length).toBe(before.filter((c) => c === 'pistol').length + 1);
  });

  it('derelict.md §10.3 ROP18: in a campaign the deal is left alone', () => {
    expect(weapons(stripGame({ ...lockAndLoad, campaignFlags: [] }).state)).toEqual(['pistol', 'plasma-cutter', 'swarmer-leg']);
  });
});

describe('G11: "injure" at a location, unhealable this mission (derelict.md §10.3 CG07 "It\'s been a long road")', () => {
  const wound = [atStart('long-road', [{ effect: 'injure', who: 'all-heroes', location: 'body', unhealable: true }])];

  it('marks the body without rolling the injury die', () => {
    const game = stripGame({ party: ['captain'], triggers: wound });
    expect(injuriesIn(game.state, 'captain')).toBe(2);
  });

  it('derelict.md §7.9.3: a Med Kit heals the other injuries but not the unhealable one', () => {
    const game = stripGame({ party: ['captain'], triggers: wound });
    const hurt = acting(
      given(game.state, (d) => {
        setInjuriesIn(d, 'captain', 2 | 4);
        arm(d, 'captain', ['med-kit']);
      }),
      'captain',
    );
    const healed = game.engine.apply(hurt, { type: 'use-item', side: 'heroes', unit: 'captain', item: 'med-kit' } as unknown as DerelictAction);
    if ('error' in healed) throw new Error(healed.error.message);
    expect(injuriesIn(healed.state, 'captain')).toBe(2);
  });
});

describe('G8: "pilot", the "vehicle" condition and who "piloting" (derelict.md §10.3 CG11 "Lock and Loader", "Win by pin")', () => {
  const loader = { id: 'exo-loader', type: 'vehicle', x: 1, y: 1 };
  const lockAndLoader = [
    atStart('lock-and-loader', [
      { effect: 'pilot', vehicle: 'exo-loader', who: { class: 'marine' } },
      { effect: 'give', item: 'power-cell', to: { piloting: 'exo-loader' } },
    ]),
    { id: 'piloted', on: { event: 'round-end' }, if: { test: 'vehicle', feature: 'exo-loader', piloted: true, in: { tile: 's', zone: 'a' } }, do: [{ effect: 'add', counter: 'piloted', value: 1 }] },
  ];

  it('the survivor named starts in the Loader and its pilot takes the Power Cell', () => {
    const { state } = stripGame({ party: ['captain', 'marine'], features: [loader], triggers: lockAndLoader });
    expect(state.ext.loader?.pilot).toBe('marine');
    // The cell is in the marine's hands, or already powering the Loader when the marine is the first to act.
    const held = state.ext.sheets.find((s) => s.unit === 'marine')?.items.includes('power-cell') ?? false;
    expect(held || (state.ext.loader?.powered === true && state.ext.loader.charges === 1)).toBe(true);
    expect(state.ext.sheets.find((s) => s.unit === 'captain')?.items).not.toContain('power-cell');
  });

  it('the vehicle condition reads the pilot and where the Loader stands', () => {
    const game = stripGame({ party: ['captain', 'marine'], features: [loader], triggers: lockAndLoader });
    const hooks = game.engine.ruleset.mission;
    expect(hooks?.vehicle?.(game.state, 'exo-loader')).toEqual({ pilot: 'marine', powered: expect.any(Boolean), cell: expect.any(Number) });
    const zone = game.engine.board.zones[game.engine.board.zoneOf[game.state.ext.loader?.cell ?? -1] ?? -1]?.id;
    expect(zone).toBe(ZONE.a);
  });
});

describe('G12: a pool drawn from another at setup (derelict.md §10.3 CG11 "It\'s here…I think")', () => {
  const spots = [
    ...[4, 5, 6].map((x) => ({ id: `mystery-${x}`, type: 'radar', x, y: 3, pool: 'mystery' })),
    // All in room F, out of the start zone's sight (a token seen turns over).
    ...[4, 5, 6].map((x) => ({ id: `gep-${x}`, type: 'radar', x, y: 2, pool: 'geps' })),
  ];
  const enemyPools = [
    { id: 'geps', use: 'radar', byHeroes: [{ heroes: { min: 1, max: 6 }, tokens: [{ unit: 'titan', health: 20 }, { unit: 'swarmer', count: 5, copies: 2 }, { unit: 'jaeger', count: 4, copies: 2 }, { unit: 'icarus', count: 3 }] }] },
    { id: 'mystery', use: 'radar', from: 'geps', include: ['titan'], fill: 2 },
  ];
  const contents = (state: State, y: number) => state.tokens.filter((t) => t.kind === 'radar' && t.y === y).map((t) => (t.contents as { unit: string }).unit);

  it('the Titan and 2 others in the three mystery spots, the other 3 in the usual spots', () => {
    const { state } = stripGame({ party: ['captain'], features: spots, enemyPools });
    const mystery = contents(state, 3);
    const usual = contents(state, 2);
    expect(mystery).toHaveLength(3);
    expect(mystery).toContain('titan');
    expect(usual).toHaveLength(3);
    expect([...mystery, ...usual].sort()).toEqual(['icarus', 'jaeger', 'jaeger', 'swarmer', 'swarmer', 'titan']);
  });

  it('a pool drawn from a pool the mission does not have is refused at setup', () => {
    expect(() => stripGame({ party: ['captain'], features: spots, enemyPools: [enemyPools[0] as object, { ...enemyPools[1], from: 'nope' }] })).toThrow(/drawn from "nope"/);
  });
});

describe('"move" of a feature (derelict.md §10.3 ROP16 "Nervous energy": the woman runs 1 zone by the directional die)', () => {
  const woman = { id: 'woman', type: 'objective', x: 4, y: 0, carryable: true };
  const runs = (effect: object) => [{ id: 'nervous-energy', on: { event: 'enter', place: { tile: 's', zone: 'b' } }, do: [effect] }];
  const zoneOfWoman = (game: ReturnType<typeof stripGame>, state: State) => {
    const cell = state.ext.featureCells?.find(([id]) => id === 'woman')?.[1];
    return cell === undefined ? undefined : game.engine.board.zones[game.engine.board.zoneOf[cell] ?? -1]?.id;
  };

  it('the directional die points east: she runs from C to D, and is interacted with there, not in C', () => {
    const game = stripGame({ party: ['medic'], features: [woman], triggers: runs({ effect: 'move', feature: 'woman', steps: 1 }) });
    game.dice.length = 0;
    game.dice.push(2);
    const moved = game.engine.apply(acting(game.state, 'medic'), { type: 'move', side: 'heroes', unit: 'medic', zone: ZONE.b } as unknown as DerelictAction);
    if ('error' in moved) throw new Error(moved.error.message);
    expect(zoneOfWoman(game, moved.state)).toBe(ZONE.d);
    expect(moved.events.some((e) => e.type === 'trigger-effect-unsupported')).toBe(false);
    const map = (game.engine.ruleset as DerelictRuleset).map;
    const inD = acting(given(moved.state, (d) => placeIn(d, 'medic', ZONE.d)), 'medic');
    const inC = acting(given(moved.state, (d) => placeIn(d, 'medic', ZONE.c)), 'medic');
    expect(interactables(game.engine.board, inD, map, unit(inD, 'medic'))).toEqual(['woman']);
    expect(interactables(game.engine.board, inC, map, unit(inC, 'medic'))).toEqual([]);
  });

  it('"to" a place puts her there', () => {
    const game = stripGame({ party: ['medic'], features: [woman], triggers: runs({ effect: 'move', feature: 'woman', to: { tile: 's', zone: 'f' } }) });
    const moved = game.engine.apply(acting(game.state, 'medic'), { type: 'move', side: 'heroes', unit: 'medic', zone: ZONE.b } as unknown as DerelictAction);
    if ('error' in moved) throw new Error(moved.error.message);
    expect(zoneOfWoman(game, moved.state)).toBe(ZONE.f);
  });
});
