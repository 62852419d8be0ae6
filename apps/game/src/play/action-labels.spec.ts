import { presentationFor, type Board, type GameView, type PresentContext, type Unit } from '@breachline/engine';
import { barLabel, buttonText, groupActions, pressCell, type AnyAction } from './action-labels';

const unit = (id: string, name: string, side: 'heroes' | 'enemies', x: number, y: number, stats: Record<string, number> = {}): Unit => ({ id, name, side, kind: side === 'heroes' ? 'jane' : 'small', x, y, health: 1, status: 'active', stats });

/** A view with just what the faces read: units, the acting unit, open doors, counters. */
function context(units: readonly Unit[], actor: string | null): PresentContext {
  const view = { units, viewer: 'heroes', turn: { actor, phase: 'x', side: 'heroes' }, openDoors: [], counters: {}, ext: {}, round: 1 } as unknown as GameView;
  const board = { width: 48, height: 48, doors: [] } as unknown as Board;
  const names = new Map(units.map((u) => [u.id, u.name]));
  return { view, board, nameOf: (id) => names.get(id) ?? id, tileName: (id) => id };
}

const hive = presentationFor('hive');
const boarding = presentationFor('boarding');

describe('grouping legal actions through the ruleset face', () => {
  it('turns twenty identical "Attack Small bug" buttons into one per bug, each naming its square (issue 16)', () => {
    const bugs = Array.from({ length: 20 }, (_, i) => unit(`b${i}`, 'Small bug', 'enemies', i, 3));
    const ctx = context([unit('jane', 'Jane', 'heroes', 5, 5), ...bugs], 'jane');
    // Two of each: a Valkyrie's attack is legal once per attack die she has left, all alike.
    const attacks: AnyAction[] = bugs.flatMap((b) => [0, 1].map(() => ({ type: 'attack', side: 'heroes', unit: 'jane', target: b.id, die: 'own' })));
    const grouped = groupActions(attacks, hive, ctx);
    const labels = grouped.bar.map(barLabel);
    expect(labels).toHaveLength(20);
    expect(new Set(labels).size).toBe(20);
    expect(labels[2]).toBe('Attack Small bug at C4');
    // The board offers each bug as a target, with the odds before committing.
    const third = grouped.targets.get('2,3');
    expect(third?.kind).toBe('unit');
    expect(third?.choices).toHaveLength(1);
    expect(third?.choices[0] && buttonText(third.choices[0])).toBe('Attack Small bug at C4 — hits on 4+ (50%)');
  });

  it('finds a boarding step’s square in its `to`, so the square can be clicked (issue 16: no square was offered)', () => {
    const ctx = context([unit('t', 'Trooper A', 'heroes', 4, 4, { facing: 0 })], 't');
    const step: AnyAction = { type: 'move', side: 'heroes', unit: 't', to: { x: 4, y: 3 } };
    const grouped = groupActions([step], boarding, ctx);
    expect(grouped.moves.get('4,3')?.action).toBe(step);
    expect(pressCell(grouped, { x: 4, y: 3 }, undefined, () => undefined)).toEqual({ kind: 'act', action: step });
  });

  it('keeps the cheapest path to each square, and the path for the preview', () => {
    const ctx = context([unit('jane', 'Jane', 'heroes', 0, 0)], 'jane');
    const move = (path: { x: number; y: number }[]): AnyAction => ({ type: 'move', side: 'heroes', unit: 'jane', path });
    const long = move([{ x: 0, y: 0 }, { x: 0, y: 1 }, { x: 1, y: 1 }, { x: 1, y: 0 }, { x: 2, y: 0 }]);
    const short = move([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 0 }]);
    const grouped = groupActions([long, short], hive, ctx);
    expect(grouped.moves.get('2,0')).toMatchObject({ cost: 2, action: short, path: short['path'] });
  });

  it('offers actions aimed at squares as one pick per kind, with its squares', () => {
    const ctx = context([unit('jane', 'Jane', 'heroes', 0, 0)], 'jane');
    const at = (x: number, y: number): AnyAction => ({ type: 'use-item', side: 'heroes', unit: 'jane', item: 'frag-grenade', at: { x, y } });
    const search: AnyAction = { type: 'search', side: 'heroes', unit: 'jane' };
    const grouped = groupActions([at(3, 4), search, at(5, 4)], hive, ctx);
    expect(grouped.picks).toHaveLength(1);
    expect(grouped.picks[0]?.label).toBe('Use frag grenade');
    expect([...(grouped.picks[0]?.cells.keys() ?? [])]).toEqual(['3,4', '5,4']);
    expect(grouped.bar.map(barLabel)).toEqual(['Use frag grenade…', 'Search this tile (draw an item)']);
  });

  it('groups command-point actions per trooper: the active one first, another when selected (boarding.md §5.3)', () => {
    const units = [unit('a', 'Sergeant', 'heroes', 1, 1, { facing: 0 }), unit('b', 'Trooper B', 'heroes', 3, 3, { facing: 0 })];
    const ctx = context(units, 'a');
    const turn = (id: string, facing: number): AnyAction => ({ type: 'turn', side: 'heroes', unit: id, facing });
    const end: AnyAction = { type: 'end-activation', side: 'heroes' };
    const actions = [turn('a', 1), turn('a', 3), turn('b', 1), turn('b', 3), end];
    const active = groupActions(actions, boarding, ctx);
    expect(active.actors).toEqual(['a', 'b']);
    expect(active.unit).toBe('a');
    expect(active.bar.map((b) => (b.kind === 'action' ? b.entry.label : ''))).toEqual(['Turn right to face east (1 AP)', 'Turn left to face west (1 AP)', 'End this turn']);
    const other = groupActions(actions, boarding, ctx, 'b');
    expect(other.bar.map((b) => (b.kind === 'action' ? b.entry.label : ''))).toEqual(['Turn right to face east (1 CP)', 'Turn left to face west (1 CP)', 'End this turn']);
    // Clicking the other trooper's figure selects it.
    expect(pressCell(active, { x: 3, y: 3 }, undefined, (c) => units.find((u) => u.x === c.x && u.y === c.y)?.id)).toEqual({ kind: 'select', unit: 'b' });
  });

  it('asks which action when a target has several, and takes a single one at once', () => {
    const units = [unit('g', 'Gunner', 'heroes', 1, 5, { facing: 0, weapon: 1 }), unit('x', 'Bug 1', 'enemies', 1, 1)];
    const ctx = context(units, 'g');
    const fire: AnyAction = { type: 'fire', side: 'heroes', unit: 'g', target: 'x' };
    const sustained: AnyAction = { type: 'fire-sustained', side: 'heroes', unit: 'g', target: 'x' };
    const both = groupActions([fire, sustained], boarding, ctx);
    const press = pressCell(both, { x: 1, y: 1 }, undefined, () => undefined);
    expect(press.kind).toBe('choose');
    expect(press.kind === 'choose' && press.target.choices.map((c) => c.action)).toEqual([fire, sustained]);
    expect(pressCell(groupActions([fire], boarding, ctx), { x: 1, y: 1 }, undefined, () => undefined)).toEqual({ kind: 'act', action: fire });
  });

  it('picks a zone by any of its squares (zone rulesets act room to room)', () => {
    const units = [unit('s', 'Survivor', 'heroes', 0, 0)];
    const ctx = context(units, 's');
    const board = { width: 4, height: 2, doors: [], zones: [{ id: 'deck.a', name: 'Robotics Bay', cells: [2, 3, 6, 7], tile: 0 }] } as unknown as Board;
    const search: AnyAction = { type: 'search-zone', side: 'heroes', unit: 's', zone: 'deck.a' };
    const grouped = groupActions([search], presentationFor('zoned'), { ...ctx, board });
    expect([...grouped.targets.keys()].sort()).toEqual(['2,0', '2,1', '3,0', '3,1']);
    expect(pressCell(grouped, { x: 3, y: 1 }, undefined, () => undefined)).toEqual({ kind: 'act', action: search });
  });

  it('offers session 10 derelict actions by pointer: Juggernaut and Improvised Exit on the zone they aim at, the Shield Bubble and a helmet on the bar (derelict.md §3.2, §3.7, §5.6)', () => {
    const derelict = presentationFor('derelict');
    const units = [unit('e', 'Engineer', 'heroes', 0, 0)];
    const ctx = context(units, 'e');
    // Two zones side by side: the Engineer stands in the Workshop, the Store is next door.
    const board = {
      width: 4,
      height: 1,
      doors: [],
      zoneOf: Int32Array.from([0, 0, 1, 1]),
      zones: [
        { id: 'deck.w', name: 'Workshop', cells: [0, 1], tile: 0 },
        { id: 'deck.s', name: 'Store', cells: [2, 3], tile: 0 },
      ],
    } as unknown as Board;
    const move: AnyAction = { type: 'move', side: 'heroes', unit: 'e', zone: 'deck.s' };
    const charge: AnyAction = { type: 'attack', side: 'heroes', unit: 'e', weapon: 'plasma-cutter', zone: 'deck.s', juggernaut: true };
    const cut: AnyAction = { type: 'ability', side: 'heroes', unit: 'e', ability: 'improvised-exit', zone: 'deck.s' };
    const bubble: AnyAction = { type: 'use-item', side: 'heroes', unit: 'e', item: 'shield-bubble' };
    const helmet: AnyAction = { type: 'reorganise', side: 'heroes', unit: 'e', item: 'combat-helmet' };
    const grouped = groupActions([move, charge, cut, bubble, helmet], derelict, { ...ctx, board });
    // A press on the Store offers the move, the charge and the cut to choose from.
    const press = pressCell(grouped, { x: 3, y: 0 }, undefined, () => undefined);
    expect(press.kind).toBe('choose');
    expect(press.kind === 'choose' ? press.target.choices.map((c) => c.label) : []).toEqual([
      'Move to Store (1 action)',
      'Juggernaut: charge into Store and strike with the Plasma Cutter (free move, 1 action)',
      'Improvised Exit: cut a doorway into Store (1 action, once per mission)',
    ]);
    // Nothing is aimed at the Engineer's own zone; the bubble and the helmet are buttons of the bar.
    expect(grouped.targets.has('0,0')).toBe(false);
    expect(grouped.bar.map(barLabel)).toContain('Raise the Shield Bubble over Workshop (1 action)');
    expect(grouped.bar.map(barLabel)).toContain('Put on the Combat Helmet (1 action)');
  });

  it('offers the actions a face groups (noise at each level, a trade with each survivor) behind one button each, in the first one’s place', () => {
    const derelict = presentationFor('derelict');
    const units = [unit('m', 'Marine', 'heroes', 0, 0), unit('c', 'Captain', 'heroes', 0, 1), unit('d', 'Medic', 'heroes', 1, 0)];
    const ctx = context(units, 'm');
    const noise = (level: number): AnyAction => ({ type: 'make-noise', side: 'heroes', unit: 'm', level });
    const trade = (partner: string): AnyAction => ({ type: 'trade', side: 'heroes', unit: 'm', with: partner });
    const search: AnyAction = { type: 'search', side: 'heroes', unit: 'm' };
    const end: AnyAction = { type: 'end-activation', side: 'heroes' };
    const grouped = groupActions([search, noise(1), noise(2), noise(3), trade('c'), trade('d'), end], derelict, ctx);
    expect(grouped.bar.map(barLabel)).toEqual(['Search this room (1 action)', 'Make noise…', 'Trade…', 'End this survivor’s turn']);
    const noises = grouped.bar[1];
    expect(noises?.kind === 'group' && noises.group.choices.map((c) => c.label)).toEqual(['Make noise: level 1 (1 action)', 'Make noise: level 2 (2 actions)', 'Make noise: level 3 (3 actions)']);
    expect(noises?.kind === 'group' && noises.group.choices.map((c) => c.action)).toEqual([noise(1), noise(2), noise(3)]);
    // A group of one is its plain button.
    expect(groupActions([trade('c'), end], derelict, ctx).bar.map(barLabel)).toEqual(['Trade with Captain (1 action)', 'End this survivor’s turn']);
  });

  it("marks the heroes' own units apart from enemies: choosing who acts is no attack", () => {
    const units = [unit('a', 'Sergeant', 'heroes', 1, 1), unit('x', 'Bug 1', 'enemies', 4, 4)];
    const grouped = groupActions([{ type: 'activate', side: 'heroes', unit: 'a' }], boarding, context(units, null));
    expect(grouped.targets.get('1,1')).toMatchObject({ kind: 'ally', choices: [{ label: 'Act with Sergeant' }] });
  });
});
