// infiltration.md §7.8 / §13.10 step 1 on an authored sample: Silent Recon's room-feature locations are dealt
// face down at set-up, and its secret-passage points X and Y are read for §7.9.
import { readInfiltrationMission, setupInfiltrationGame } from '@breachline/engine';
import { describe, expect, it } from 'vitest';
import { loadMission } from '../load-mission';
import silentRecon from './infiltration-silent-recon.mission.json';

describe('infiltration Silent Recon: room features and secret-passage points', () => {
  it('one face-down room feature card on each of its two locations, the same deal for the same seed; X and Y read', () => {
    const loaded = loadMission(silentRecon);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    const deal = (seed: number) => {
      const game = setupInfiltrationGame(loaded.value, { seed });
      if (!game.ok) throw new Error(game.errors.join(' '));
      return game.value.state.tokens.filter((t) => t.kind === 'room-feature');
    };
    const first = deal(5);
    expect(first.map((t) => [t.x, t.y, t.revealed])).toEqual([[13, 3, false], [15, 14, false]]);
    expect(deal(5)).toEqual(first);
    expect(readInfiltrationMission(loaded.value).config.passagePoints).toEqual([{ x: 13, y: 10 }, { x: 11, y: 18 }]);
  });
});
