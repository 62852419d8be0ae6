import { presentationFor, type Board, type GameView } from '@breachline/engine';
import { describeEvent } from './describe-event';
import { tileNames } from './present-context';

const names: Record<string, string> = { h1: 'Sgt. Vance', b7: 'Large bug' };
const nameOf = (id: string) => names[id] ?? id;

describe('describeEvent', () => {
  it('tells moves, dice with their faces, hits and kills in words, naming the units', () => {
    expect(describeEvent({ type: 'moved', unit: 'h1', path: [{ x: 1, y: 1 }, { x: 2, y: 1 }, { x: 3, y: 1 }] }, nameOf)).toBe('Sgt. Vance moves 2 squares to D2.');
    expect(
      describeEvent(
        { type: 'dice-rolled', purpose: 'ranged-attack', by: 'h1', total: 9, dice: [{ die: 'd6', face: 6, label: '6', value: 6 }, { die: 'd6', face: 3, label: '3', value: 3 }] },
        nameOf,
      ),
    ).toBe('Sgt. Vance rolls for ranged attack: 6 3 (total 9).');
    expect(describeEvent({ type: 'hit', unit: 'b7', by: 'h1', damage: 1, health: 1 }, nameOf)).toBe('Large bug is hit by Sgt. Vance for 1, 1 left.');
    expect(describeEvent({ type: 'killed', unit: 'b7', by: 'h1' }, nameOf)).toBe('Large bug is killed by Sgt. Vance.');
  });

  it('says "off the board" for what waits there, not (-1, -1)', () => {
    expect(describeEvent({ type: 'token-placed', token: 't1', kind: 'blip', x: -1, y: -1 }, nameOf)).toBe('A blip token waits off the board.');
  });

  it("names a token by its face's label once, with its article: not 'A search token token', not 'A objective'", () => {
    const ctx = { view: { units: [] } as unknown as GameView, board: {} as Board, nameOf, tileName: (id: string) => id };
    const words = { face: presentationFor('horde'), ctx };
    expect(describeEvent({ type: 'token-placed', token: 't1', kind: 'search', x: 7, y: 5 }, nameOf, words)).toBe('A search token is placed at H6.');
    expect(describeEvent({ type: 'revealed', token: 't2', kind: 'objective', contents: null }, nameOf, words)).toBe('An objective marker is revealed.');
  });

  it('ends with the outcome and its reason, and leaves bookkeeping out', () => {
    expect(describeEvent({ type: 'game-over', status: { kind: 'lost', reason: 'every character is dead' } }, nameOf)).toBe('Defeat: every character is dead');
    expect(describeEvent({ type: 'activation-ended', unit: 'h1' }, nameOf)).toBeUndefined();
  });

  it('names a drawn or placed tile by the name the editor shows, not its id (issue 16)', () => {
    const ctx = { view: { units: [] } as unknown as GameView, board: {} as Board, nameOf, tileName: tileNames([{ id: 'hive/hive-straight-ribbed', name: 'Ribbed straight' }]) };
    const words = { face: presentationFor('hive'), ctx };
    expect(describeEvent({ type: 'card-drawn', deck: 'tiles', card: 'hive/hive-straight-ribbed', secretFrom: null }, nameOf, words)).toBe('A tile is drawn: Ribbed straight.');
    expect(describeEvent({ type: 'tile-placed', tile: 'hive/hive-straight-ribbed', x: 2, y: 0, rotation: 0 }, nameOf, words)).toBe('Ribbed straight is revealed at C1.');
  });
});
