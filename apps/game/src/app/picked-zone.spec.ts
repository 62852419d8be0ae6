import { SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { prepareGame } from './prepare-game';
import { zoneAt } from './picked-zone';

describe('zoneAt: the room a click on the preview names', () => {
  it('names a derelict room by its name and kind, with all its squares', () => {
    const prepared = prepareGame(SAMPLE_MISSIONS['derelict-cg00-noisy-neighbours'], 1);
    if (!prepared.ok) throw new Error('the derelict sample should prepare');
    const { board } = prepared.game;
    const named = board.zones.find((z) => z.name !== undefined && z.cells.length > 0);
    if (!named) throw new Error('the derelict sample names its rooms');
    const first = named.cells[0] ?? 0;
    const picked = zoneAt(board, { x: first % board.width, y: Math.floor(first / board.width) });
    expect(picked?.name).toBe(named.name);
    expect(picked?.kind).toBe(named.kind ?? 'room');
    expect(picked?.cells).toHaveLength(named.cells.length);
  });

  it('names nothing off the board or in a grid ruleset’s one-square zones', () => {
    const prepared = prepareGame(SAMPLE_MISSIONS['boarding-purge'], 1);
    if (!prepared.ok) throw new Error('the boarding sample should prepare');
    const { board } = prepared.game;
    expect(zoneAt(board, { x: -1, y: 0 })).toBeUndefined();
    expect(zoneAt(board, { x: board.width, y: 0 })).toBeUndefined();
    const floor = board.zoneOf.findIndex((z) => z >= 0 && board.zones[z]?.name === undefined);
    expect(zoneAt(board, { x: floor % board.width, y: Math.floor(floor / board.width) })).toBeUndefined();
  });
});
