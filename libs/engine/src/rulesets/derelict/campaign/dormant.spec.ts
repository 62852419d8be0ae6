import { describe, expect, it } from 'vitest';
import { resolveTest } from '../effects';
import { resolveIn, run, stripGame, unit } from '../fixture';
import { RESOLVE_CARDS } from '../resolve-cards';
import { carryIntoMission } from './carry-over';
import type { CampaignParty, PartySurvivor } from './party';
import { partyFromGame } from './party';

// derelict.md §10.6 step 2 and §12 T45: a Resolve card drawn at the Refuge above the survivor's Resolve is carried
// dormant; in the next mission it turns up at the survivor's first failed Resolve test.

const cardAt = (at: number): string => {
  const found = RESOLVE_CARDS.find((r) => r.at === at && r.persistent === true);
  if (!found) throw new Error(`no lasting card at ${at}`);
  return found.id;
};

/** The captain as the Refuge left it: Resolve `resolve`, a dormant card at 5 and an ordinary one at 4. */
function partyWith(resolve: number): CampaignParty {
  const captain: PartySurvivor = {
    id: 'captain', name: 'Captain', kind: 'captain', abilitySet: 'captain', health: 10, maxHealth: 10, resolve, injuries: 0,
    items: ['pistol'], body: null,
    resolveCards: [{ card: cardAt(5), at: 5, up: false, dormant: true }, { card: cardAt(4), at: 4, up: false }],
    accomplishment: null,
  };
  return { survivors: [captain], fallen: [], awaitingRespawn: [] };
}

function missionWith(resolve: number) {
  const game = stripGame({ party: ['captain'], resolveCards: true });
  return { game, state: carryIntoMission(game.state, partyWith(resolve)) };
}

describe('derelict.md §12 T45: a dormant Resolve card from the Refuge', () => {
  it('derelict.md §12 T45: is not active on arrival, and turns up at the first failed Resolve test of the next mission', () => {
    // Loved Ones raised the captain to 8 after the card (5) was drawn at 4: the failed test at 8 (→ 7) passes
    // no printed number, yet the dormant card turns up; the ordinary card at 4 stays down.
    const { game, state } = missionWith(8);
    expect(state.ext.sheets[0]?.resolveCards.map((r) => [r.at, r.up, r.dormant === true])).toEqual([[5, false, true], [4, false, false]]);
    game.dice.push(1, 1); // 2 < 8: passed, nothing turns up
    const passed = run(game, state, (c) => resolveTest(c, unit(c.tx.state, 'captain'))).state;
    expect(passed.ext.sheets[0]?.resolveCards.map((r) => r.up)).toEqual([false, false]);
    game.dice.push(5, 5); // 10 ≥ 8: failed
    const failed = run(game, passed, (c) => resolveTest(c, unit(c.tx.state, 'captain'))).state;
    expect(failed.ext.sheets[0]?.resolveCards.map((r) => r.up)).toEqual([true, false]);
    expect(resolveIn(failed, 'captain')).toBe(7);
  });

  it('derelict.md §12 T45: stays dormant into the mission after, when no Resolve test failed', () => {
    const { state } = missionWith(8);
    expect(partyFromGame(state).survivors[0]?.resolveCards).toEqual([
      { card: cardAt(5), at: 5, up: false, dormant: true },
      { card: cardAt(4), at: 4, up: false },
    ]);
  });
});
