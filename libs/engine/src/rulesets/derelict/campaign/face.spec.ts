import { describe, expect, it } from 'vitest';
import type { CampaignRecord } from '../../campaign-face';
import { given, stripGame } from '../fixture';
import type { DerelictState } from '../types';
import { derelictCampaignFace as face } from './face';

const FIRST = 'derelict-co12-turning-it-off-and-on-again';

/** A first mission of "Fight of the Sentry" ended: the captain hurt, the marine dead. */
function ended(kind: 'won' | 'lost'): DerelictState {
  const game = stripGame({ party: ['captain', 'marine', 'technician'], resolveCards: true });
  return given(game.state, (d) => {
    const captain = d.units.find((u) => u.id === 'captain');
    const marine = d.units.find((u) => u.id === 'marine');
    if (!captain || !marine) throw new Error('party missing');
    Object.assign(captain, { health: 6 });
    Object.assign(marine, { health: 0, status: 'dead' });
    d.status = kind === 'won' ? { kind: 'won', reason: 'done' } : { kind: 'lost', reason: 'failed' };
  });
}

function begun(): CampaignRecord {
  const begin = face.begin('fight-of-the-sentry');
  if (!begin.ok) throw new Error(begin.errors.join(' '));
  return begin.value;
}

function chosen(record: CampaignRecord, move: Parameters<typeof face.choose>[1]): CampaignRecord {
  const next = face.choose(record, move);
  if (!next.ok) throw new Error(next.errors.join(' '));
  return next.value;
}

describe('derelict campaign face (derelict.md §10.4–§10.6)', () => {
  it('offers the four campaigns and refuses an unknown one', () => {
    expect(face.campaigns().map((c) => c.id)).toEqual(['best-of-a-terrible-situation', 'into-the-fire', 'fight-of-the-sentry', 'a-house-divided']);
    expect(face.begin('nope')).toEqual({ ok: false, errors: ['There is no campaign "nope".'] });
    // The picker's line reads as English: "an Engineer", "a Medic".
    expect(face.campaigns().map((c) => c.description.replace(/^\d+ missions; /, ''))).toEqual([
      'the party must include a Medic.',
      'the party must include an Engineer.',
      'the party must include a Technician.',
      'the party must include a Medic.',
    ]);
  });

  it('§10.4: the first mission is chosen by the players, with the campaign\'s required class', () => {
    const record = begun();
    expect(face.next(record)).toEqual({ kind: 'mission', step: 0, choices: [FIRST], replay: false });
    expect(face.heroes(record)).toBeUndefined();
    expect(face.checkParty(record, [{ id: 'captain', kind: 'captain', name: 'Captain' }])).toMatch(/needs a Technician/);
    expect(face.checkParty(record, [{ id: 'technician', kind: 'technician', name: 'Technician' }])).toBeUndefined();
  });

  it('§10.5–§10.6: a won mission leads to the Refuge with the party carried, then on to the next mission', () => {
    let record = face.finish(begun(), FIRST, ended('won'), 7);
    expect(face.played(record)).toBe(1);
    const refuge = face.interlude(record);
    expect(refuge?.title).toBe('The Refuge');
    expect(refuge?.members.map((m) => m.id)).toEqual(['captain', 'technician']);
    expect(refuge?.members[0]?.stats).toContainEqual({ label: 'Health', value: '6/10' });
    // The marine's player may re-spawn (§10.6 step 1).
    expect(refuge?.choices.filter((c) => c.action === 'respawn').map((c) => c.member)).toEqual(['marine']);
    // Hidden stays hidden: no deck order nor face-down card reaches the screen.
    expect(JSON.stringify(refuge)).not.toMatch(/itemDeck|resolveDeck|"card"/);

    record = chosen(record, { action: 'quarters-health', member: 'captain' });
    expect(face.interlude(record)?.members[0]?.stats).toContainEqual({ label: 'Health', value: '7/10' });
    // One visit each per round: the captain's choices are gone, and a second visit is refused in words.
    expect(face.interlude(record)?.choices.some((c) => c.member === 'captain')).toBe(false);
    expect(face.choose(record, { action: 'infirmary', member: 'captain' })).toEqual({ ok: false, errors: [expect.stringMatching(/already used its visit/)] });

    // §10.6 step 1: the marine's player comes back before the party leaves, never as a class already used.
    expect(face.choose(record, { action: 'leave' })).toEqual({ ok: false, errors: ['Re-spawn the player of marine before leaving (§10.6 step 1).'] });
    expect(face.choose(record, { action: 'respawn', member: 'marine', picked: [['marine']] })).toEqual({ ok: false, errors: [expect.stringMatching(/ability set "marine" was already used/)] });
    record = chosen(record, { action: 'respawn', member: 'marine', picked: [['scout']] });
    record = chosen(record, { action: 'leave' });
    expect(face.interlude(record)).toBeUndefined();
    expect(face.next(record)).toMatchObject({ kind: 'mission', choices: ['derelict-co13-time-for-walkies'], replay: false });
    expect(face.heroes(record)?.map((h) => [h.id, h.kind, h.health])).toEqual([['captain', 'captain', 7], ['technician', 'technician', 10], ['joined-1', 'scout', 10]]);
  });

  it('§10.6: an illegal trade says why (the RefugeError message) and changes nothing', () => {
    const record = face.finish(begun(), FIRST, ended('won'), 7);
    const post = face.interlude(record)?.offer?.items ?? [];
    expect(post.length).toBe(3);
    const trade = face.interlude(record)?.choices.find((c) => c.action === 'trading-post' && c.member === 'captain');
    const take = trade?.picks?.[1]?.options[0]?.value ?? '';
    const give = trade?.picks?.[0]?.options[0]?.value ?? '';
    expect(face.choose(record, { action: 'trading-post', member: 'captain', picked: [[give], [take]] })).toEqual({
      ok: false,
      errors: ['The Trading Post takes exactly 2 items for 1; captain offered 1.'],
    });
  });

  it('§10.5 Proposed: a failed mission with survivors is replayed; a wiped party loses the campaign', () => {
    const lost = face.finish(begun(), FIRST, ended('lost'), 3);
    expect(face.next(lost)).toMatchObject({ kind: 'mission', choices: [FIRST], replay: true });
    const wiped = given(ended('lost'), (d) => {
      for (const unit of d.units) if (unit.side === 'heroes') Object.assign(unit, { health: 0, status: 'dead' });
    });
    const over = face.finish(begun(), FIRST, wiped, 3);
    expect(face.next(over)).toEqual({ kind: 'lost' });
    expect(face.interlude(over)).toBeUndefined();
  });

  it('reads back a stored record, and says what is wrong with a damaged one', () => {
    const record = face.finish(begun(), FIRST, ended('won'), 7);
    const again = face.read(JSON.parse(JSON.stringify(record)));
    expect(again.ok && face.interlude(again.value)).toEqual(face.interlude(record));
    const damaged = JSON.parse(JSON.stringify(record)) as { refuge: { party: { survivors: { health: unknown }[] } } };
    const first = damaged.refuge.party.survivors[0];
    if (first) first.health = 'lots';
    expect(face.read(damaged)).toEqual({ ok: false, errors: ['The saved campaign is damaged: campaign.refuge.party.survivors[0].health is not a whole number.'] });
    expect(face.read({ ...begun(), campaign: 'elsewhere' })).toEqual({ ok: false, errors: ['The saved campaign names an unknown campaign "elsewhere".'] });
    expect(face.read({ ...begun(), history: [{ mission: 'derelict-cg00-noisy-neighbours', outcome: 'won' }] })).toMatchObject({ ok: false });
  });
});
