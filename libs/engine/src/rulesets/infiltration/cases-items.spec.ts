// infiltration.md §14: items (TC41 Search, TC42 Give and drop, TC47 Smoke) and the hero sheet they live on.
import { describe, expect, it } from 'vitest';
import type { Unit } from '../../game/game-state';
import { heroSheetOf, itemsOf } from '../../rules/heroes/hero-sheet';
import { DECKS, WOUND_CARDS } from './content';
import { takeWoundCard } from './wounds';
import { placeToken } from '../../rules/hidden/hidden-token';
import { enemyTurn } from './enemy-turn';
import { dropLoot } from './items';
import { viewState } from '../../rules/hidden/view';
import { eventsForSide } from '../../rules/core/events';
import { giveItems, giveWounds, infiltrationFixture, type Fixture } from './fixture';
import { areaOf, sees, sightFrom } from './space';
import { revealSeenTokens } from './spawning';

const putItem = (f: Fixture, x: number, y: number, item: string, faceUp = false, kind = 'item') =>
  f.run((c) => {
    const token = placeToken(c.tx, kind, { x, y }, { item }, []);
    if (faceUp) c.tx.w.set(c.state.tokens[c.state.tokens.length - 1] as object as Record<string, unknown>, 'revealed', true);
    return token.id;
  }).value;
const types = (f: Fixture) => f.engine.legalActions(f.state).map((a) => a.type);

describe('infiltration §14: items', () => {
  /** Colette alone in area a (a | b), an item at her feet. */
  const searchBoard = (enemies: { kind: string; x: number; y: number }[] = []) => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'colette', x: 0, y: 0 }], enemies, dice: { noise: ['0', '0'] } });
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    return f;
  };

  it('infiltration.md §14 TC41: a face-down item (back 1) costs a 1-die noise test before looking, then it is the hero\'s whatever the result', () => {
    const f = searchBoard();
    const token = putItem(f, 1, 0, 'grenade');
    expect(f.engine.legalActions(f.state)).toContainEqual({ type: 'search', side: 'heroes', unit: 'h', token });
    const events = f.act({ type: 'search', side: 'heroes', unit: 'h', token });
    const noise = events.findIndex((e) => e.type === 'dice-rolled' && e.purpose === 'noise');
    const looked = events.findIndex((e) => e.type === 'revealed');
    expect(events[noise]).toMatchObject({ dice: [{ die: 'noise' }] });
    expect(noise).toBeGreaterThanOrEqual(0);
    expect(looked).toBeGreaterThan(noise);
    expect(itemsOf(f.state, 'h')).toEqual(['grenade']);
    expect(f.state.tokens).toEqual([]);
    expect(f.unit('h').stats['actions']).toBe(1); // a basic action
  });

  it('infiltration.md §13.9 Rummage: a free Search (the same noise test first), the basic actions untouched', () => {
    const f = searchBoard();
    const token = putItem(f, 1, 0, 'grenade');
    f.run((c) => c.tx.w.set(c.state.ext, 'hands', [{ hero: 'h', cards: ['rummage'] }]));
    const play = { type: 'card', side: 'heroes', unit: 'h', card: 'rummage', token } as const;
    expect(f.engine.legalActions(f.state)).toContainEqual(play);
    const events = f.act(play);
    expect(events.some((e) => e.type === 'dice-rolled' && e.purpose === 'noise')).toBe(true);
    expect(itemsOf(f.state, 'h')).toEqual(['grenade']);
    expect(f.unit('h').stats['actions']).toBe(2);
    expect(f.state.decks['actions:h']?.discard).toEqual(['rummage']);
  });

  it('infiltration.md §14 TC41: an aether back is a 2-die test; a face-up item is taken with no test', () => {
    const f = searchBoard();
    const aether = putItem(f, 0, 0, 'aether-cell', false, 'aether-item');
    const events = f.act({ type: 'search', side: 'heroes', unit: 'h', token: aether });
    expect(events.find((e) => e.type === 'dice-rolled')).toMatchObject({ purpose: 'noise', dice: [{}, {}] });
    const up = putItem(f, 1, 0, 'keys', true);
    const quiet = f.act({ type: 'search', side: 'heroes', unit: 'h', token: up });
    expect(quiet.some((e) => e.type === 'dice-rolled')).toBe(false);
    expect(itemsOf(f.state, 'h')).toEqual(['aether-cell', 'keys']);
  });

  it('infiltration.md §14 TC41: with an enemy in the area Search is illegal', () => {
    const f = searchBoard([{ kind: 'trooper', x: 1, y: 0 }]);
    const token = putItem(f, 0, 0, 'grenade');
    expect(types(f)).not.toContain('search');
    expect(f.refuse({ type: 'search', side: 'heroes', unit: 'h', token })).toBe('not-allowed');
  });

  it('infiltration.md §14 TC41: taking a 5th item forces a drop, face up in the area', () => {
    const f = searchBoard();
    giveItems(f, 'h', ['helmet', 'keys', 'grenade', 'bandages']);
    const token = putItem(f, 0, 0, 'radio', true);
    f.act({ type: 'search', side: 'heroes', unit: 'h', token });
    const decision = f.state.decisions?.[0];
    expect(decision?.kind).toBe('drop-item');
    expect(f.engine.legalActions(f.state).every((a) => a.type === 'choose')).toBe(true);
    f.act({ type: 'choose', side: 'heroes', decision: decision?.id ?? '', option: 'grenade' });
    expect(itemsOf(f.state, 'h')).toEqual(['helmet', 'keys', 'bandages', 'radio']);
    const dropped = f.state.tokens.find((t) => t.kind === 'item');
    expect(dropped).toMatchObject({ revealed: true, contents: { item: 'grenade' } });
    expect(areaOf(f.board, dropped as { x: number; y: number })).toBe(areaOf(f.board, f.unit('h')));
  });

  it('infiltration.md §14 TC42: with an enemy in the area Give is illegal; Drop is legal (face up), once this turn', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
      heroes: [{ id: 'h', kind: 'colette', x: 0, y: 0 }, { id: 'k', kind: 'kestrel', x: 1, y: 0 }],
      enemies: [{ kind: 'trooper', x: 0, y: 0 }],
    });
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    giveItems(f, 'h', ['grenade', 'keys']);
    expect(types(f)).not.toContain('give');
    expect(f.refuse({ type: 'give', side: 'heroes', unit: 'h', item: 'keys', to: 'k' })).toBe('not-allowed');
    f.act({ type: 'drop', side: 'heroes', unit: 'h', item: 'keys' });
    expect(f.state.tokens).toEqual([expect.objectContaining({ kind: 'item', revealed: true, contents: { item: 'keys' } })]);
    expect(f.unit('h').stats['actions']).toBe(2); // a bonus action
    expect(types(f)).not.toContain('drop');
    expect(f.refuse({ type: 'drop', side: 'heroes', unit: 'h', item: 'grenade' })).toBe('not-allowed');
  });

  it('infiltration.md §6.10: with no enemy in the area an item is given to the hero beside you, who carries it at once', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'colette', x: 0, y: 0 }, { id: 'k', kind: 'kestrel', x: 1, y: 0 }] });
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    giveItems(f, 'h', ['keys']);
    f.act({ type: 'give', side: 'heroes', unit: 'h', item: 'keys', to: 'k' });
    expect(itemsOf(f.state, 'h')).toEqual([]);
    expect(itemsOf(f.state, 'k')).toEqual(['keys']);
    expect(types(f)).not.toContain('drop');
  });

  it('infiltration.md §14 TC47: a Smoke Grenade on the adjacent area b blocks sight into, out of and through b until the end of the next enemy turn', () => {
    // a | b | c | d in a row: Kestrel in a (rifle range 4), a Trooper in c.
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabbccdd'], x: 0, y: 0 }],
      heroes: [{ id: 'h', kind: 'kestrel', x: 0, y: 0 }],
      enemies: [{ kind: 'trooper', x: 4, y: 0 }],
      dice: { noise: ['0'] },
    });
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    giveItems(f, 'h', ['smoke-grenade']);
    const area = (x: number) => f.board.zoneOf[x] ?? -1;
    const shot = { type: 'attack', side: 'heroes', unit: 'h', target: 'trooper-1', weapon: 0, heroic: false } as const;
    expect(f.engine.legalActions(f.state)).toContainEqual(shot);
    const events = f.act({ type: 'use', side: 'heroes', unit: 'h', item: 'smoke-grenade', area: area(2) });
    expect(events.find((e) => e.type === 'dice-rolled')).toMatchObject({ purpose: 'noise', dice: [{}] }); // noise 1
    expect(itemsOf(f.state, 'h')).toEqual([]);
    const heroSight = sightFrom(f.state, f.board, area(0), 'heroes');
    expect(sees(heroSight, area(2))).toBe(false); // into
    expect(sees(heroSight, area(4))).toBe(false); // through: no ranged attack
    expect(f.engine.legalActions(f.state)).not.toContainEqual(shot);
    expect(sees(sightFrom(f.state, f.board, area(2), 'enemies'), area(0))).toBe(false); // out of
    f.run((c) => enemyTurn(c));
    expect(f.state.ext.obscured).toEqual([]);
    expect(sees(sightFrom(f.state, f.board, area(0), 'heroes'), area(4))).toBe(true);
  });

  it('infiltration.md §14 TC47: no spawn token is revealed through the smoke; without it, it is', () => {
    const make = () => {
      const f = infiltrationFixture({ tiles: [{ rows: ['aabbccdd'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'kestrel', x: 0, y: 0 }], spawnTokens: [{ level: 1, x: 6, y: 0 }], dice: { noise: ['0'] } });
      f.act({ type: 'activate', side: 'heroes', unit: 'h' });
      giveItems(f, 'h', ['smoke-grenade']);
      return f;
    };
    const smoked = make();
    smoked.act({ type: 'use', side: 'heroes', unit: 'h', item: 'smoke-grenade', area: smoked.board.zoneOf[2] ?? -1 });
    smoked.run((c) => revealSeenTokens(c));
    expect(smoked.state.tokens.filter((t) => t.kind === 'spawn')).toHaveLength(1);
    const clear = make();
    clear.run((c) => revealSeenTokens(c));
    expect(clear.state.tokens.filter((t) => t.kind === 'spawn')).toHaveLength(0);
  });

  it('infiltration.md §10.2 and §6.8 on the hero sheet: a kept wound card is an injury named after it; Recover keeps 2 and returns the rest to the wound deck', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'colette', x: 0, y: 0 }] });
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    f.run((c) => takeWoundCard(c, c.state.units[0] as Unit, () => true));
    const first = heroSheetOf(f.state, 'h').injuries;
    expect(first).toHaveLength(1);
    expect(WOUND_CARDS.some((w) => w.name === first[0])).toBe(true);
    giveWounds(f, 'h', 2);
    expect(f.unit('h').stats['wounds']).toBe(3); // the unit card's mirror
    const discards = f.state.decks[DECKS.wound]?.discard.length ?? 0;
    f.act({ type: 'recover', side: 'heroes', unit: 'h' });
    expect(heroSheetOf(f.state, 'h').injuries).toEqual(first.concat(WOUND_CARDS[0]?.name ?? ''));
    expect(f.state.decks[DECKS.wound]?.discard).toHaveLength(discards + 1);
    expect(f.unit('h').stats['wounds']).toBe(2);
  });

  it('infiltration.md §11.1 hidden: dropped loot is drawn secretly and lies face down; the heroes see its back, not the item', () => {
    const f = searchBoard();
    const { events } = f.run((c) => dropLoot(c, 'aether', 0));
    const token = f.state.tokens.find((t) => t.kind === 'aether-item');
    expect(typeof (token?.contents as { item?: unknown } | undefined)?.item).toBe('string');
    const seen = viewState(f.state, 'heroes').tokens.find((t) => t.kind === 'aether-item');
    expect(seen).toBeDefined();
    expect(JSON.stringify(seen)).not.toContain(String((token?.contents as { item: string }).item));
    const drawn = eventsForSide(events, 'heroes').find((e) => e.type === 'card-drawn');
    expect(drawn).toMatchObject({ deck: 'loot-aether', card: null });
  });
});
