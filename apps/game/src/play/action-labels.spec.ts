import { describeAction, groupActions, moveDestination, type AnyAction } from './action-labels';

const nameOf = (id: string) => ({ h1: 'Vance', b2: 'Small bug' })[id] ?? id;
const move = (path: { x: number; y: number }[]): AnyAction => ({ type: 'move', side: 'heroes', unit: 'h1', path });

describe('action labels', () => {
  it('words any action from its fields, naming units', () => {
    expect(describeAction({ type: 'activate', side: 'heroes', unit: 'h1' }, nameOf)).toBe('Act with Vance');
    expect(describeAction({ type: 'attack', side: 'heroes', unit: 'h1', target: 'b2', die: 'own' }, nameOf)).toBe('Attack Small bug');
    expect(describeAction({ type: 'explore', side: 'heroes', unit: 'h1', edge: 'north' }, nameOf)).toBe('Explore north');
    expect(describeAction({ type: 'orient-tile', side: 'heroes', unit: 'h1', rotation: 90 }, nameOf)).toBe('Orient tile 90°');
    expect(describeAction({ type: 'use-item', side: 'heroes', unit: 'h1', item: 'frag-grenade', at: { x: 3, y: 4 } }, nameOf)).toBe('Use item (frag grenade) at (3, 4)');
  });

  it('turns moves into destinations with their cost, keeping the cheapest path to each cell', () => {
    expect(moveDestination(move([{ x: 0, y: 0 }, { x: 1, y: 0 }]))).toEqual({ x: 1, y: 0, cost: 1 });
    const long = move([{ x: 0, y: 0 }, { x: 0, y: 1 }, { x: 1, y: 1 }, { x: 1, y: 0 }, { x: 2, y: 0 }]);
    const short = move([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 0 }]);
    const search: AnyAction = { type: 'search', side: 'heroes', unit: 'h1' };
    const grouped = groupActions([long, search, short]);
    expect(grouped.moves.get('2,0')).toMatchObject({ cost: 2, action: short });
    expect(grouped.others).toEqual([search]);
  });
});

describe('actions that target a cell', () => {
  it('become one pick per kind, with their cells, in place of one button per cell', () => {
    const at = (x: number, y: number): AnyAction => ({ type: 'use-item', side: 'heroes', unit: 'h1', item: 'frag-grenade', at: { x, y } });
    const search: AnyAction = { type: 'search', side: 'heroes', unit: 'h1' };
    const grouped = groupActions([at(3, 4), search, at(5, 4)], nameOf);
    expect(grouped.others).toEqual([search]);
    expect(grouped.picks).toHaveLength(1);
    expect(grouped.picks[0]?.label).toBe('Use item (frag grenade)');
    expect([...(grouped.picks[0]?.cells.keys() ?? [])]).toEqual(['3,4', '5,4']);
    expect(grouped.picks[0]?.cells.get('5,4')?.action).toEqual(at(5, 4));
  });

  it('keeps a move’s path for the preview', () => {
    const path = [{ x: 0, y: 0 }, { x: 1, y: 0 }];
    expect(groupActions([move(path)]).moves.get('1,0')?.path).toEqual(path);
  });
});
