import { describe, expect, it } from 'vitest';
import { newMissionState } from '../../../mission/mission-state';
import { INJURY } from '../content';
import { act, acting, given, injuriesIn, resolveIn, setInjuriesIn, setResolveIn, stripGame, unit, ZONE } from '../fixture';
import { RESOLVE_CARDS } from '../resolve-cards';
import { ITEMS_DECK } from '../survivor-actions';
import { RESOLVE_DECK } from '../resolve-cards';
import type { DerelictState } from '../types';
import { carryIntoMission } from './carry-over';
import { abilitySetLost, heroesForNextMission, partyFromGame, type CampaignParty } from './party';

const count = (cards: readonly string[], card: string): number => cards.filter((c) => c === card).length;

/** A finished mission: the captain hurt and injured, the marine dead, the psychic untouched. */
function finished(): DerelictState {
  const game = stripGame({ party: ['captain', 'marine', 'psychic'], resolveCards: true });
  return given(game.state, (d) => {
    const captain = d.units.find((u) => u.id === 'captain');
    const marine = d.units.find((u) => u.id === 'marine');
    if (!captain || !marine) throw new Error('party missing');
    Object.assign(captain, { health: 6, stats: { ...captain.stats, stunned: 1 } });
    setResolveIn(d, 'captain', 5);
    setInjuriesIn(d, 'captain', INJURY.leg);
    Object.assign(marine, { health: 0, status: 'dead' });
    d.mission = { ...(d.mission ?? newMissionState([], [], 3)), campaignFlags: { 'bug-hunt-won': true } };
    const sheet = d.ext.sheets.find((s) => s.unit === 'captain');
    if (sheet) Object.assign(sheet, { items: ['pistol', 'med-kit', 'power-cell'], body: 'bastion-armour', jammed: ['pistol'] });
  });
}

describe('derelict campaign carry-over', () => {
  it('derelict.md §10.5: Health, Resolve, injuries, items and cards carry over; the dead stay dead', () => {
    const state = finished();
    const party = partyFromGame(state);
    const captain = party.survivors.find((s) => s.id === 'captain');
    expect(captain).toMatchObject({ kind: 'captain', abilitySet: 'captain', health: 6, resolve: 5, injuries: INJURY.leg, items: ['pistol', 'med-kit', 'power-cell'], body: 'bastion-armour' });
    expect(captain?.resolveCards).toEqual(state.ext.sheets.find((s) => s.unit === 'captain')?.resolveCards);
    expect(party.survivors.map((s) => s.id)).toEqual(['captain', 'psychic']);
    expect(party.fallen).toEqual([{ id: 'marine', name: 'marine', kind: 'marine', abilitySet: 'marine' }]);
    expect(party.awaitingRespawn).toEqual(['marine']);
    expect(abilitySetLost(party, 'marine')).toBe(true);
    expect(party.flags).toEqual([['bug-hunt-won', true]]);
    // The next mission's heroes are the living only.
    expect(heroesForNextMission(party).map((h) => [h.id, h.health])).toEqual([['captain', 6], ['psychic', 10]]);
  });

  it('derelict.md §10.5: a survivor dead in an earlier mission stays fallen in the next read', () => {
    const earlier: CampaignParty = { survivors: [], fallen: [{ id: 'engineer', name: 'Eng', kind: 'engineer', abilitySet: 'engineer' }], awaitingRespawn: [] };
    const party = partyFromGame(finished(), earlier);
    expect(party.fallen.map((f) => f.id)).toEqual(['engineer', 'marine']);
  });

  it('derelict.md §10.5: carryIntoMission writes the party into the next mission, and no card exists twice', () => {
    const party = partyFromGame(finished());
    const next = stripGame({ party: ['captain', 'psychic'], resolveCards: true });
    const fresh = given(next.state, (d) => {
      d.mission = d.mission ?? newMissionState([], [], 2);
    });
    const state = carryIntoMission(fresh, party);
    expect(unit(state, 'captain')).toMatchObject({ health: 6 });
    expect([resolveIn(state, 'captain'), injuriesIn(state, 'captain')]).toEqual([5, INJURY.leg]);
    // Stuns and jams do not carry over (§10.5 Proposed).
    expect(unit(state, 'captain').stats['stunned'] ?? 0).toBe(0);
    const sheet = state.ext.sheets.find((s) => s.unit === 'captain');
    expect(sheet).toMatchObject({ items: ['pistol', 'med-kit', 'power-cell'], body: 'bastion-armour', jammed: [] });
    // Items: the kept cards left the item deck and the weapon setup dealt went back.
    const pile = (s: DerelictState, deck: string) => s.decks[deck]?.drawPile ?? [];
    const dealt = next.state.ext.sheets.find((s) => s.unit === 'captain')?.items[0] ?? '';
    const inPlay = (s: DerelictState, card: string) => count(pile(s, ITEMS_DECK), card) + s.ext.sheets.reduce((n, h) => n + count(h.items, card) + (h.body === card ? 1 : 0), 0);
    for (const card of ['med-kit', 'power-cell', 'bastion-armour', 'pistol', dealt]) expect(inPlay(state, card)).toBe(inPlay(next.state, card));
    // Resolve cards: every card once, in the deck or in a hand.
    const resolve = [...pile(state, RESOLVE_DECK), ...state.ext.sheets.flatMap((s) => s.resolveCards.map((r) => r.card))];
    expect(resolve.length).toBe(RESOLVE_CARDS.length);
    expect(new Set(resolve).size).toBe(RESOLVE_CARDS.length);
    expect(state.mission?.campaignFlags['bug-hunt-won']).toBe(true);
    // The engine plays on from the carried state.
    const moved = act(next, acting(state, 'captain'), { type: 'move', unit: 'captain', zone: ZONE.b }).state;
    expect(unit(moved, 'captain').health).toBe(6);
  });
});
