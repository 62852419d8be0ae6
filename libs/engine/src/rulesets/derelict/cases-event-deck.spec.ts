import { describe, expect, it } from 'vitest';
import { EVENT_DECK } from './content';
import { addEnemies, given, run, stripGame, unit, ZONE } from './fixture';
import { missionEventDeck } from './mission-reader';
import { playEvent } from './resolution';

// The event deck a mission plays with: derelict.md §3.10, §9.1, CG00 "Not very eventful", CG06 "I think
// that's enough" ("take every Radar-token-spawn card out of the Event deck").

const spawns = (deck: readonly string[]) => deck.filter((c) => c.startsWith('radar-spawn:'));

describe('derelict event deck removals (dbalance: rules checked against the rulebook)', () => {
  it('derelict.md §10.3 CG06: a remove of a kind alone takes out every card of it', () => {
    const deck = missionEventDeck({ id: 'cg06', decks: [{ id: 'events', base: 'events', remove: [{ kind: 'radar-spawn' }] }] }, EVENT_DECK, new Set(['armoury']));
    expect(spawns(deck)).toEqual([]);
    expect(deck.filter((c) => c === 'blackout')).toHaveLength(3);
  });

  it('derelict.md §10.3 CG00: unusedTiles keeps the spawns of tiles on the map only', () => {
    const deck = missionEventDeck({ id: 'cg00', decks: [{ id: 'events', base: 'events', remove: [{ kind: 'radar-spawn', unusedTiles: true }] }] }, EVENT_DECK, new Set(['laboratory']));
    expect(spawns(deck)).toEqual(['radar-spawn:laboratory', 'radar-spawn:laboratory']);
  });

  it('derelict.md §10.3 CG00 unusedTiles on a map of built-in tiles: the cards name `medical-bay`, the map places `derelict/medical-bay`', () => {
    const game = stripGame({ party: ['captain'], tileRef: 'derelict/medical-bay', decks: [{ id: 'events', base: 'events', remove: [{ kind: 'radar-spawn', unusedTiles: true }] }] });
    const events = (game.state.decks as unknown as Record<string, { drawPile: string[] }>)['events'];
    expect(spawns(events?.drawPile ?? [])).toEqual(['radar-spawn:medical-bay', 'radar-spawn:medical-bay']);
  });

  it('no removal: the whole deck', () => {
    expect(missionEventDeck({ id: 'plain' }, EVENT_DECK, new Set())).toEqual([...EVENT_DECK]);
  });
});

describe('derelict Life Support Failure spares the Technician (dbalance: rulebook check)', () => {
  it('derelict.md §9.5 and the rulebook (Technician++ "an artificial intelligence"): only biological survivors lose Health', () => {
    const game = stripGame({ party: ['technician', 'marine'] });
    const { state } = run(game, game.state, (c) => playEvent(c, 'life-support-failure'));
    expect([unit(state, 'technician').health, unit(state, 'marine').health]).toEqual([10, 9]);
  });
});

describe('derelict Life Support Failure wounds biological bosses (lethality audit)', () => {
  it('derelict.md §9.5: "Bosses lose the health (1, or 2 in CG04)" — a Titan keeps the lost Health, the robotic Olympian none', () => {
    const game = stripGame({ party: ['marine'] });
    const start = given(game.state, (d) => {
      addEnemies(d, 'titan', ZONE.e, 1);
      addEnemies(d, 'olympian', ZONE.f, 1);
      for (const u of d.units) if (u.kind === 'titan' || u.kind === 'olympian') (u as { health: number }).health = 9;
    });
    const { state } = run(game, start, (c) => playEvent(c, 'life-support-failure'));
    const health = (kind: string) => state.units.find((u) => u.kind === kind)?.health;
    expect([health('titan'), health('olympian')]).toEqual([8, 9]);
  });
});
