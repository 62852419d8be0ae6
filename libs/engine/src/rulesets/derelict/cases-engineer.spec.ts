import { describe, expect, it } from 'vitest';
import { EdgeKind } from '../../board/edge-kind';
import type { PresentContext } from '../../rules/core/presentation';
import type { DerelictAction, DerelictState as State } from './types';
import { ENEMY_PHASE } from './types';
import { targetZones, armedWith } from './combat';
import { runEnemyPhase } from './enemy-phase';
import { act, acting, addEnemies, arm, given, placeIn, run, stripGame, unit, ZONE, zoneOfId, zonesOf } from './fixture';
import { derelictPresentation } from './presentation';
import { distancesTo, moveNeighbours, sees, zoneIndex } from './zones';

// The Engineer's Passive and Crisis abilities (derelict.md §3.2 Proposed numbers, §5.5 Crisis once per mission).
// The strip (fixture.ts): corridors A–D in a row over rooms E and F; A|E and D|F doors, walls elsewhere, E|F a wall.

type Game = ReturnType<typeof stripGame>;

const legal = (game: Game, state: State): DerelictAction[] => game.engine.legalActions(state) as DerelictAction[];
const charges = (game: Game, state: State): string[] =>
  legal(game, state).flatMap((a) => (a.type === 'attack' && a.juggernaut === true ? [`${a.weapon}>${a.zone}`] : []));
const cuts = (game: Game, state: State): string[] =>
  legal(game, state).flatMap((a) => (a.type === 'ability' && a.ability === 'improvised-exit' ? [a.zone ?? '?'] : []));
/** An action as a test writes it: the side is always the survivors'. */
type Written = DerelictAction extends infer A ? (A extends DerelictAction ? Omit<A, 'side'> : never) : never;
const refusal = (game: Game, state: State, action: Written): string | undefined => {
  const result = game.engine.apply(state, { ...action, side: 'heroes' } as DerelictAction);
  return 'error' in result ? result.error.message : undefined;
};
const z = (game: Game, id: string): number => zoneIndex(game.engine.board, id);

/** The Engineer alone, acting, with a Plasma Cutter (melee, 2 dice 4+) and a Pistol, in `zone`. */
function engineerIn(zone: string, extra: (d: Parameters<Parameters<typeof given>[1]>[0]) => void = () => undefined, dice: number[] = []) {
  const game = stripGame({ party: ['engineer'] }, dice);
  const start = acting(
    given(game.state, (d) => {
      placeIn(d, 'engineer', zone);
      arm(d, 'engineer', ['plasma-cutter', 'pistol']);
      extra(d);
    }),
    'engineer',
  );
  return { game, start };
}

describe('derelict Engineer: Juggernaut (§3.2 Passive)', () => {
  it('derelict.md §3.2 Juggernaut: before a melee attack the Engineer moves one zone for free into the zone he strikes', () => {
    const { game, start } = engineerIn(ZONE.a, (d) => addEnemies(d, 'swarmer', ZONE.b), [6, 6]);
    // Offered for the melee weapon only, into the zone holding the enemy.
    expect(charges(game, start)).toEqual([`plasma-cutter>${ZONE.b}`]);
    const after = act(game, start, { type: 'attack', unit: 'engineer', weapon: 'plasma-cutter', zone: ZONE.b, juggernaut: true });
    expect(zoneOfId(game, after.state, 'engineer')).toBe(ZONE.b);
    // The move is free, the attack costs its 1 action; the move counts against the turn's zones (leg injury, burdens).
    expect(unit(after.state, 'engineer').stats['actions']).toBe(2);
    expect(unit(after.state, 'engineer').stats['moved']).toBe(1);
    expect(zonesOf(game, after.state, 'swarmer')).toEqual([]);
    // It was a melee attack in his own zone (no jam on equal dice, §7.5).
    expect(after.events.map((e) => e.type)).toContain('killed');
  });

  it('derelict.md §3.2 Juggernaut: only the Engineer, only a melee (range-0) weapon, and only as a move could go (§6.2 borders, §6.9 room)', () => {
    // A wall between rooms E and F: no move, no charge.
    const walled = engineerIn(ZONE.e, (d) => addEnemies(d, 'swarmer', ZONE.f));
    expect(charges(walled.game, walled.start)).toEqual([]);
    // A locked door between A and E blocks the move too.
    const locked = engineerIn(ZONE.a, (d) => {
      addEnemies(d, 'swarmer', ZONE.e);
      d.ext = { ...d.ext, locked: ['door-ae'] };
    });
    expect(charges(locked.game, locked.start)).toEqual([]);
    // A full zone (B holds 4 figures) has no room for him.
    const full = engineerIn(ZONE.a, (d) => addEnemies(d, 'swarmer', ZONE.b, 4));
    expect(charges(full.game, full.start)).toEqual([]);
    // A ranged weapon is refused by name (the Pistol would shoot B from A anyway).
    const open = engineerIn(ZONE.a, (d) => addEnemies(d, 'swarmer', ZONE.b));
    expect(refusal(open.game, open.start, { type: 'attack', unit: 'engineer', weapon: 'pistol', zone: ZONE.b, juggernaut: true })).toMatch(/melee/);
    // Another class with the same weapon has no Juggernaut.
    const game = stripGame({ party: ['marine'] });
    const marine = acting(
      given(game.state, (d) => {
        arm(d, 'marine', ['plasma-cutter']);
        addEnemies(d, 'swarmer', ZONE.b);
      }),
      'marine',
    );
    expect(charges(game, marine)).toEqual([]);
  });

  it('derelict.md §3.2 Juggernaut, §7.11: leaving a zone with enemies still takes the Resolve check; a failure holds him and costs nothing', () => {
    // Swarmers in A with him and in B; the check rolls 6+6 (≥ Resolve 10: failed).
    const { game, start } = engineerIn(
      ZONE.a,
      (d) => {
        addEnemies(d, 'swarmer', ZONE.a);
        addEnemies(d, 'swarmer', ZONE.b);
      },
      [6, 6],
    );
    const after = act(game, start, { type: 'attack', unit: 'engineer', weapon: 'plasma-cutter', zone: ZONE.b, juggernaut: true }).state;
    expect(zoneOfId(game, after, 'engineer')).toBe(ZONE.a);
    expect(unit(after, 'engineer').stats['actions']).toBe(3);
    expect(unit(after, 'engineer').stats['stuck']).toBe(1);
    expect(zonesOf(game, after, 'swarmer').sort()).toEqual([ZONE.a, ZONE.b]);
    // Held for the round: no second try.
    expect(charges(game, after)).toEqual([]);
  });

  it('derelict.md §3.2 Juggernaut, §6.5, §8.3: the free move does what a move does — new sight, its Resolve tests and being seen — before the blow', () => {
    // From C he sees A–D, not room F; in D he sees F through its door, where a Jaeger waits.
    const { game, start } = engineerIn(
      ZONE.c,
      (d) => {
        addEnemies(d, 'swarmer', ZONE.d);
        addEnemies(d, 'jaeger', ZONE.f);
        const sheet = d.ext.sheets[0] as { inView: readonly string[] };
        sheet.inView = ['swarmer'];
      },
      [1, 1, 6, 6],
    );
    const after = act(game, start, { type: 'attack', unit: 'engineer', weapon: 'plasma-cutter', zone: ZONE.d, juggernaut: true });
    const types = after.events.map((e) => e.type);
    // The Jaeger's first sight (Resolve test: 1+1 passes) comes before the kill (6, 6).
    expect(types.indexOf('test-made')).toBeGreaterThanOrEqual(0);
    expect(types.indexOf('test-made')).toBeLessThan(types.indexOf('killed'));
    expect(after.state.ext.sheets[0]?.inView).toEqual(['jaeger']);
    expect((after.state.ext.seenBy ?? []).map(([e, s]) => `${unit(after.state, e).kind}:${s}`)).toContain('jaeger:engineer');
  });
});

describe('derelict Engineer: Improvised Exit (§3.2 Crisis)', () => {
  it('derelict.md §3.2 Improvised Exit: a wall of his zone shared with another zone becomes a doorway for movement, sight and fire', () => {
    const { game, start } = engineerIn(ZONE.e);
    // Room E shares walls with A (beside its door), B and F; A–D and E–F had no way through before.
    expect(cuts(game, start).sort()).toEqual([ZONE.a, ZONE.b, ZONE.f].sort());
    expect(moveNeighbours(game.engine.board, start, z(game, ZONE.e))).not.toContain(z(game, ZONE.f));
    expect(sees(game.engine.board, start, z(game, ZONE.e), z(game, ZONE.f))).toBe(false);
    const after = act(game, start, { type: 'ability', unit: 'engineer', ability: 'improvised-exit', zone: ZONE.f }).state;
    expect(after.ext.doorways).toHaveLength(1);
    expect(unit(after, 'engineer').stats['actions']).toBe(2);
    expect(moveNeighbours(game.engine.board, after, z(game, ZONE.e))).toContain(z(game, ZONE.f));
    expect(sees(game.engine.board, after, z(game, ZONE.e), z(game, ZONE.f))).toBe(true);
    expect(legal(game, after)).toContainEqual({ type: 'move', side: 'heroes', unit: 'engineer', zone: ZONE.f });
    // §7.3: the Pistol (range 1) now has F in its firing lane.
    const armed = armedWith(after, unit(after, 'engineer'), 'pistol');
    if (!armed) throw new Error('no pistol');
    expect(targetZones(game.engine.board, after, unit(after, 'engineer'), armed)).toContain(z(game, ZONE.f));
    // The mission's board is untouched; the board as the state has it (for the apps to draw) shows the opening.
    const slot = after.ext.doorways?.[0] ?? -1;
    expect(game.engine.board.edges[slot]).toBe(EdgeKind.Wall);
    expect(game.boardOf(after).edges[slot]).toBe(EdgeKind.Open);
  });

  it('derelict.md §3.2 Improvised Exit, §8.5: enemies path through the new doorway (F to E: 1 zone, was 5 by the corridor)', () => {
    const { game, start } = engineerIn(ZONE.e, (d) => addEnemies(d, 'swarmer', ZONE.f));
    expect(distancesTo(game.engine.board, start, [z(game, ZONE.e)]).distanceAt(z(game, ZONE.f))).toBe(5);
    const cut = act(game, start, { type: 'ability', unit: 'engineer', ability: 'improvised-exit', zone: ZONE.f }).state;
    expect(distancesTo(game.engine.board, cut, [z(game, ZONE.e)]).distanceAt(z(game, ZONE.f))).toBe(1);
    const enemyTurn = given(cut, (d) => {
      d.turn = { ...d.turn, phase: ENEMY_PHASE, side: null, actor: null };
    });
    // The Swarmer sees him through the doorway (Active) and walks straight in.
    const after = run(game, enemyTurn, (c) => runEnemyPhase(c)).state;
    expect(zonesOf(game, after, 'swarmer')).toEqual([ZONE.e]);
  });

  it('derelict.md §3.2 Improvised Exit, §6.3, gap 18: the doorway is no door token, so locking the door beside it or a Lockdown leaves it open', () => {
    const { game, start } = engineerIn(ZONE.e);
    const cut = act(game, start, { type: 'ability', unit: 'engineer', ability: 'improvised-exit', zone: ZONE.a }).state;
    const shut = given(cut, (d) => {
      d.ext = { ...d.ext, locked: ['door-ae'], lockdown: ['door-df'], event: 'lockdown' };
    });
    expect(moveNeighbours(game.engine.board, shut, z(game, ZONE.e))).toContain(z(game, ZONE.a));
    expect(sees(game.engine.board, shut, z(game, ZONE.a), z(game, ZONE.e))).toBe(true);
  });

  it('derelict.md §5.5: the Crisis ability is once per mission and leaves the Active free; never where an opening already is, nor from the Loader', () => {
    const { game, start } = engineerIn(ZONE.e);
    const cut = act(game, start, { type: 'ability', unit: 'engineer', ability: 'improvised-exit', zone: ZONE.f }).state;
    expect(cuts(game, cut)).toEqual([]);
    // Next turn too (the turn-start clears the Active's record, not the Crisis token's).
    const later = acting(given(cut, (d) => ((d.units.find((u) => u.id === 'engineer')?.stats as Record<string, number>)['ability'] = 0)), 'engineer');
    expect(refusal(game, later, { type: 'ability', unit: 'engineer', ability: 'improvised-exit', zone: ZONE.b })).toMatch(/once per mission/);
    // Weapon Mods (Active) the same turn: both may be used (§5.5).
    expect(legal(game, cut)).toContainEqual({ type: 'ability', side: 'heroes', unit: 'engineer', ability: 'weapon-mods' });
    // Corridor A opens on B already: nothing to cut there. Juggernaut is no action of its own.
    const corridor = engineerIn(ZONE.a);
    expect(cuts(corridor.game, corridor.start)).toEqual([ZONE.e]);
    expect(refusal(corridor.game, corridor.start, { type: 'ability', unit: 'engineer', ability: 'improvised-exit', zone: ZONE.b })).toMatch(/no wall/);
    expect(refusal(corridor.game, corridor.start, { type: 'ability', unit: 'engineer', ability: 'juggernaut' })).toBeDefined();
    // No Active or Crisis ability from inside the Loader.
    const loader = stripGame({ party: ['engineer'], features: [{ id: 'loader', type: 'vehicle', x: 1, y: 1 }] });
    const piloting = acting(given(loader.state, (d) => (d.ext = { ...d.ext, loader: d.ext.loader && { ...d.ext.loader, pilot: 'engineer', powered: true } })), 'engineer');
    expect(cuts(loader, piloting)).toEqual([]);
  });

  it('derelict.md §3.2: the presentation face words both and aims them at a zone on the board', () => {
    const { game, start } = engineerIn(ZONE.e);
    const ctx: PresentContext = { view: game.engine.view(start, 'heroes'), board: game.engine.board, nameOf: (id) => id, tileName: (id) => id };
    const ability = derelictPresentation.action('ability');
    const exit = { type: 'ability', side: 'heroes', unit: 'engineer', ability: 'improvised-exit', zone: ZONE.f };
    expect(ability?.label(exit, ctx)).toBe('Improvised Exit: cut a doorway into F (1 action, once per mission)');
    expect(ability?.targetOf(exit, ctx)).toMatchObject({ kind: 'zone', zone: ZONE.f });
    expect(ability?.targetOf({ type: 'ability', side: 'heroes', unit: 'engineer', ability: 'weapon-mods' }, ctx)).toEqual({ kind: 'none' });
    const charge = { type: 'attack', side: 'heroes', unit: 'engineer', weapon: 'plasma-cutter', zone: ZONE.f, juggernaut: true };
    expect(derelictPresentation.action('attack')?.label(charge, ctx)).toBe('Juggernaut: charge into F and strike with the Plasma Cutter (free move, 1 action)');
    // The Crisis token on his card: ready, then used.
    const crisis = (state: State) => derelictPresentation.stats(unit(state, 'engineer'), game.engine.view(state, 'heroes')).find((s) => s.label === 'Crisis')?.value;
    expect(crisis(start)).toBe('Improvised Exit: ready');
    expect(crisis(act(game, start, { type: 'ability', unit: 'engineer', ability: 'improvised-exit', zone: ZONE.f }).state)).toBe('Improvised Exit: used');
  });
});
