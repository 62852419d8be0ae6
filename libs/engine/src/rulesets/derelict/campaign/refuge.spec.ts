import { describe, expect, it } from 'vitest';
import { copyRng } from '../../../rules/random/rng';
import { accomplishment } from '../accomplishments';
import type { CampaignParty, PartySurvivor } from './party';
import { arriveAtRefuge, respawn } from './refuge-arrival';
import { INFIRMARY_TABLE, LOVED_ONES_TABLE, lookUp } from './refuge-data';
import { d6, type RefugeState } from './refuge-state';
import { leave, stay, visit } from './refuge';
import { refugeView } from './refuge-view';

function survivor(id: string, kind: string, over: Partial<PartySurvivor> = {}): PartySurvivor {
  return {
    id, name: id, kind, abilitySet: kind, health: 10, maxHealth: 10, resolve: 10, injuries: 0,
    items: ['pistol'], body: null, resolveCards: [], accomplishment: null, ...over,
  };
}
const partyOf = (...survivors: PartySurvivor[]): CampaignParty => ({ survivors, fallen: [], awaitingRespawn: [] });
const member = (refuge: RefugeState, id: string): PartySurvivor | undefined => refuge.party.survivors.find((s) => s.id === id);

function value<T>(result: { ok: true; value: T } | { ok: false; errors: { message: string }[] }): T {
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.value;
}
function errorCode(result: { ok: boolean; errors?: { code: string }[] }): string | undefined {
  return result.ok ? undefined : result.errors?.[0]?.code;
}

describe('derelict Refuge', () => {
  const t44 = () => arriveAtRefuge(partyOf(
    survivor('ana', 'captain', { health: 6, resolve: 5, items: ['pistol', 'med-kit', 'power-cell'] }),
    survivor('ben', 'marine', { items: ['shotgun', 'stun-grenade', 'med-kit'] }),
  ), { seed: 7 });

  it('derelict.md §12 T44: Quarters give +1 Health (6 → 7) or +2 Resolve (5 → 7), never both', () => {
    const refuge = t44();
    expect(refuge.tradingPost).toHaveLength(3);
    const rested = value(visit(refuge, 'ana', { place: 'quarters', gain: 'health' }));
    expect(member(rested, 'ana')).toMatchObject({ health: 7, resolve: 5 });
    const calmed = value(visit(refuge, 'ana', { place: 'quarters', gain: 'resolve' }));
    expect(member(calmed, 'ana')).toMatchObject({ health: 6, resolve: 7 });
    // One visit action: the other half of the rest cannot be taken the same round.
    expect(errorCode(visit(rested, 'ana', { place: 'quarters', gain: 'resolve' }))).toBe('already-visited');
  });

  it('derelict.md §12 T44: at the Trading Post a survivor gives 2 items and takes 1; the post then shows 2 and is not refilled', () => {
    const refuge = t44();
    const take = refuge.tradingPost[0] as string;
    const traded = value(visit(refuge, 'ben', { place: 'trading-post', give: ['shotgun', 'stun-grenade'], take }));
    expect(member(traded, 'ben')?.items).toEqual(['med-kit', take]);
    expect(traded.tradingPost).toEqual(refuge.tradingPost.slice(1));
    // Not refilled: not by the trade, nor by the next round.
    expect(traded.itemDeck).toEqual(refuge.itemDeck);
    const later = value(stay({ ...traded, eventDeck: ['quiet-night'] }));
    expect(later.tradingPost).toEqual(refuge.tradingPost.slice(1));
  });

  it('derelict.md §10.6: the Trading Post is dealt 3 items, skipping Noise cards', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const post = arriveAtRefuge(partyOf(survivor('ana', 'captain')), { seed }).tradingPost;
      expect(post).toHaveLength(3);
      expect(post.some((card) => card.startsWith('noise'))).toBe(false);
    }
  });

  it('derelict.md §10.6: an illegal trade says what is wrong and changes nothing', () => {
    const refuge = t44();
    const take = refuge.tradingPost[0] as string;
    expect(errorCode(visit(refuge, 'ben', { place: 'trading-post', give: ['shotgun'], take }))).toBe('bad-trade');
    expect(errorCode(visit(refuge, 'ben', { place: 'trading-post', give: ['shotgun', 'assault-rifle'], take }))).toBe('bad-trade');
    expect(errorCode(visit(refuge, 'ben', { place: 'trading-post', give: ['shotgun', 'med-kit'], take: 'not-there' }))).toBe('bad-trade');
    expect(errorCode(visit(refuge, 'zed', { place: 'quarters', gain: 'health' }))).toBe('unknown-survivor');
    expect(member(refuge, 'ben')?.items).toEqual(['shotgun', 'stun-grenade', 'med-kit']);
  });

  it('derelict.md §10.6: Quarters cap Health and Resolve at their maximums (Proposed 10)', () => {
    const refuge = arriveAtRefuge(partyOf(survivor('ana', 'captain', { health: 10, resolve: 9 })), { seed: 1 });
    expect(member(value(visit(refuge, 'ana', { place: 'quarters', gain: 'health' })), 'ana')?.health).toBe(10);
    expect(member(value(visit(refuge, 'ana', { place: 'quarters', gain: 'resolve' })), 'ana')?.resolve).toBe(10);
  });

  it('derelict.md §10.6: the Infirmary and Loved Ones roll 2d6 on the Proposed tables', () => {
    expect([2, 3, 4, 6, 7, 9, 10, 11, 12].map((t) => lookUp(INFIRMARY_TABLE, t).amount)).toEqual([-1, -1, 1, 1, 2, 2, 3, 3, 3]);
    expect(lookUp(INFIRMARY_TABLE, 12).healInjury).toBe(true);
    expect([2, 4, 7, 10, 12].map((t) => lookUp(LOVED_ONES_TABLE, t).amount)).toEqual([-1, 1, 2, 3, 4]);
    for (let seed = 1; seed <= 10; seed++) {
      const refuge = arriveAtRefuge(partyOf(survivor('ana', 'captain', { health: 5, resolve: 5 })), { seed });
      const rng = copyRng(refuge.rng);
      const total = d6(rng) + d6(rng);
      expect(member(value(visit(refuge, 'ana', { place: 'infirmary' })), 'ana')?.health).toBe(5 + lookUp(INFIRMARY_TABLE, total).amount);
      expect(member(value(visit(refuge, 'ana', { place: 'loved-ones' })), 'ana')?.resolve).toBe(5 + lookUp(LOVED_ONES_TABLE, total).amount);
    }
  });

  it('derelict.md §10.6 step 5: each stay draws a Refuge Event and lowers the track from 3; at 0 the party must leave', () => {
    let refuge = arriveAtRefuge(partyOf(survivor('ana', 'captain')), { seed: 3 });
    expect(refuge.track).toBe(3);
    for (let round = 2; round <= 4; round++) {
      refuge = value(visit(refuge, 'ana', { place: 'quarters', gain: 'resolve' }));
      const before = refuge.eventDeck.length;
      refuge = value(stay(refuge));
      expect(refuge.round).toBe(round);
      expect(refuge.eventDeck).toHaveLength(before - 1);
      expect(refuge.log.some((line) => line.startsWith('Refuge Event'))).toBe(true);
      // A new round: the survivor may visit again.
      expect(refuge.visited).toEqual([]);
    }
    expect(refuge.track).toBe(0);
    expect(errorCode(stay(refuge))).toBe('must-leave');
    const gone = value(leave(refuge));
    expect(gone.party).toBe(refuge.party);
    expect(errorCode(visit(gone.refuge, 'ana', { place: 'quarters', gain: 'health' }))).toBe('left');
  });

  it('derelict.md §10.6: Health 0 at the Refuge kills; items leave play and the player must re-spawn as an unused survivor', () => {
    const refuge: RefugeState = { ...arriveAtRefuge(partyOf(survivor('ana', 'captain', { health: 2, items: ['shotgun'] })), { seed: 1 }), eventDeck: ['ceiling-collapse'] };
    const after = value(stay(refuge));
    expect(after.party.survivors).toEqual([]);
    expect(after.party.fallen).toEqual([{ id: 'ana', name: 'ana', kind: 'captain', abilitySet: 'captain' }]);
    expect(after.party.awaitingRespawn).toEqual(['ana']);
    // §10.5: neither the dead survivor nor its ability set comes back.
    expect(errorCode(respawn(after, 'ana', { id: 'ana', name: 'Ana again', kind: 'marine' }))).toBe('survivor-used');
    expect(errorCode(respawn(after, 'ana', { id: 'cid', name: 'Cid', kind: 'captain' }))).toBe('ability-set-used');
    // A gender variant of the same class with a different ability set is allowed (§10.6 step 1).
    const variant = value(respawn(after, 'ana', { id: 'cid', name: 'Cid', kind: 'captain', abilitySet: 'captain-b' }));
    expect(member(variant, 'cid')).toMatchObject({ kind: 'captain', abilitySet: 'captain-b', health: 10, resolve: 10, injuries: 0 });
    expect(member(variant, 'cid')?.items).toHaveLength(1);
    expect(member(variant, 'cid')?.resolveCards).toHaveLength(3);
    expect(variant.party.awaitingRespawn).toEqual([]);
    expect(errorCode(respawn(variant, 'ana', { id: 'dee', name: 'Dee', kind: 'marine' }))).toBe('not-awaiting');
  });

  it('derelict.md §10.6 step 2 (T45): revealed Resolve cards are discarded and redrawn to 3; one above current Resolve stays dormant', () => {
    const held = [{ card: 'scream', at: 8, up: true }, { card: 'startled', at: 9, up: false }];
    const refuge = arriveAtRefuge(partyOf(survivor('ana', 'captain', { resolve: 4, resolveCards: held })), { seed: 5 });
    const cards = member(refuge, 'ana')?.resolveCards ?? [];
    expect(cards).toHaveLength(3);
    expect(cards.map((c) => c.card)).not.toContain('scream');
    expect(cards[0]).toEqual({ card: 'startled', at: 9, up: false });
    for (const card of cards.slice(1)) expect(card.dormant === true).toBe(card.at > 4);
    expect(new Set(cards.map((c) => c.card)).size).toBe(3);
    const low = arriveAtRefuge(partyOf(survivor('ana', 'captain', { resolve: 1 })), { seed: 5 });
    expect(member(low, 'ana')?.resolveCards.every((c) => c.dormant === true)).toBe(true);
  });

  it('derelict.md §10.6 step 3: an Accomplishment not unlocked is replaced; one unlocked and unused is kept', () => {
    const unlocked = { card: 'the-gambit', progress: accomplishment('the-gambit')?.count ?? 2, used: false };
    const party = partyOf(
      survivor('ana', 'captain', { accomplishment: unlocked }),
      survivor('ben', 'marine', { accomplishment: { card: 'annihilator', progress: 1, used: false } }),
    );
    const refuge = arriveAtRefuge(party, { seed: 2 });
    expect(member(refuge, 'ana')?.accomplishment).toEqual(unlocked);
    const fresh = member(refuge, 'ben')?.accomplishment;
    expect(fresh?.card).not.toBe('annihilator');
    expect(fresh?.card).not.toBe('the-gambit');
    expect(fresh).toMatchObject({ progress: 0, used: false });
  });

  it('derelict.md §10.6: the Refuge is deterministic for a party and a seed', () => {
    const run = (seed: number) => {
      let refuge = t44At(seed);
      refuge = value(visit(refuge, 'ana', { place: 'infirmary' }));
      refuge = value(visit(refuge, 'ben', { place: 'loved-ones' }));
      return value(stay(refuge));
    };
    expect(run(11)).toEqual(run(11));
    expect(JSON.stringify(run(11))).not.toBe(JSON.stringify(run(12)));
  });
});

function t44At(seed: number): RefugeState {
  return arriveAtRefuge(partyOf(survivor('ana', 'captain', { health: 6, resolve: 5 }), survivor('ben', 'marine')), { seed });
}

describe('derelict Refuge view', () => {
  it('derelict.md §7.10, §10.6: the screens see deck sizes and Resolve numbers, never deck order or face-down texts', () => {
    const refuge = arriveAtRefuge(partyOf(survivor('ana', 'captain', { resolve: 6 })), { seed: 4 });
    const view = refugeView(refuge);
    const text = JSON.stringify(view);
    for (const card of member(refuge, 'ana')?.resolveCards ?? []) expect(text).not.toContain(card.card);
    expect(text).not.toContain(refuge.eventDeck.at(-1) ?? 'none');
    expect(view.decks.events).toBe(refuge.eventDeck.length);
    expect(view.survivors[0]?.resolveCards.map((r) => r.at)).toEqual(member(refuge, 'ana')?.resolveCards.map((r) => r.at));
    expect(view.tradingPost).toEqual(refuge.tradingPost);
  });
});
