// infiltration.md §14: the round, the tracker and the alarm, patrols, Downed and captured (TC20–TC24,
// TC26–TC28, TC30, TC31, TC33, TC48), and the hidden-information check for spawn tokens and decks.
import { openDoorIds } from '../../rules/doors/doors';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../rules/state/canonical-hash';
import type { GameEvent } from '../../rules/core/events';
import { hiddenLeak } from '../../rules/hidden/redeal';
import { playRandomly } from '../../testing/hostile-games';
import { DECKS } from './content';
import { giveWounds, infiltrationFixture, setExt, type Fixture } from './fixture';
import { bang, noiseTest } from './noise';
import { endOfRound, soundAlarm } from './round';
import { areaOf } from './space';
import { patrol } from './spawning';

const putOnTop = (f: Fixture, deck: string, card: number): void => {
  const d = f.state.decks[deck];
  if (!d) throw new Error(`no deck ${deck}`);
  f.state = { ...f.state, decks: { ...f.state.decks, [deck]: { ...d, drawPile: [...d.drawPile.filter((c) => c !== String(card)), String(card)] } } };
};
const zone = (f: Fixture, x: number, y = 0): number => f.board.zoneOf[y * f.board.width + x] ?? -1;
const spawnedAreas = (f: Fixture, events: readonly GameEvent[]) =>
  events.flatMap((e) => (e.type === 'spawned' ? [areaOf(f.board, e.unit)] : []));

describe('infiltration §14: the round and the alarm', () => {
  it('infiltration.md §14 TC20: Raise the Alarm! past the pre-alarm section ends the round early and sounds the alarm', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabb'], x: 0, y: 0 }, { rows: ['cc'], x: 0, y: 2 }],
      heroes: [{ id: 'h1', kind: 'anvil', x: 0, y: 0 }, { id: 'h2', kind: 'colette', x: 3, y: 0 }],
      enemies: [{ kind: 'trooper', x: 0, y: 2 }],
      preAlarmRounds: 4,
    });
    setExt(f, { marker: 4, awareness: [0, 2] });
    f.act({ type: 'activate', side: 'heroes', unit: 'h1' });
    const events = f.act({ type: 'end-activation', side: 'heroes' });
    const roundOne = events.slice(0, events.findIndex((e) => e.type === 'round-started'));
    expect(roundOne.filter((e) => e.type === 'activated')).toEqual([]);
    expect(roundOne.filter((e) => e.type === 'phase-changed' && e.phase === 'enemy-turn')).toHaveLength(1);
    expect(events.some((e) => e.type === 'alarm-raised')).toBe(true);
    expect(f.state.round).toBe(2);
    expect(f.state.ext).toMatchObject({ alarm: true, marker: 1, alarmRound: 1 });
  });

  it('infiltration.md §14 TC21: BANG! on the last pre-alarm position sets the alarm off; BOOM! from 3 of 5 only moves to 5', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aa'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'anvil', x: 0, y: 0 }], preAlarmRounds: 5 });
    setExt(f, { marker: 5 });
    f.run((c) => bang(c, 'h', 1, false));
    expect(f.state.ext.alarmPending).toBe(true);
    const g = infiltrationFixture({ tiles: [{ rows: ['aa'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'anvil', x: 0, y: 0 }], preAlarmRounds: 5 });
    setExt(g, { marker: 3 });
    g.run((c) => bang(c, 'h', 2, false));
    expect(g.state.ext).toMatchObject({ marker: 5, alarmPending: false, alarm: false });
  });

  it('infiltration.md §14 TC22: the alarm triggers every spawn token, clears awareness, swaps the noise deck, puts the marker on post-alarm 1', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
      heroes: [{ id: 'h', kind: 'anvil', x: 0, y: 0 }],
      doors: [{ id: 'd', x: 3, y: 0, side: 'east' }],
      spawnTokens: [{ level: 1, x: 5, y: 0 }],
      dice: { noise: ['3'] },
    });
    setExt(f, { awareness: [2], marker: 7 });
    const { events } = f.run((c) => soundAlarm(c));
    expect(f.state.tokens.filter((t) => t.kind === 'spawn')).toEqual([]);
    expect(spawnedAreas(f, events).every((a) => a === zone(f, 5))).toBe(true);
    expect(f.state.ext).toMatchObject({ alarm: true, awareness: [0], marker: 1 });
    expect(f.state.counters['alarm']).toBe(1);
    const heard = f.run((c) => noiseTest(c, 'h', 2));
    expect(heard.events.find((e) => e.type === 'card-drawn')).toMatchObject({ deck: DECKS.noisePost });
  });

  it('infiltration.md §14 TC23: post-alarm a hero\'s BANG! resolves a card\'s bottom only, BOOM! both, an enemy\'s BOOM! the bottom only', () => {
    const make = () => {
      const f = infiltrationFixture({
        tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
        heroes: [{ id: 'h', kind: 'anvil', x: 0, y: 0 }],
        barracks: [{ x: 2, y: 0 }, { x: 4, y: 0 }],
      });
      setExt(f, { alarm: true });
      putOnTop(f, DECKS.noisePost, 0); // Reinforcements: top 1×L1 at A, bottom 1×L1 at B
      return f;
    };
    const [a, b] = [2, 4];
    const one = make();
    expect(new Set(spawnedAreas(one, one.run((c) => bang(c, 'h', 1, false)).events))).toEqual(new Set([zone(one, b)]));
    const both = make();
    expect(new Set(spawnedAreas(both, both.run((c) => bang(c, 'h', 2, false)).events))).toEqual(new Set([zone(both, a), zone(both, b)]));
    const enemy = make();
    expect(new Set(spawnedAreas(enemy, enemy.run((c) => bang(c, null, 2, true)).events))).toEqual(new Set([zone(enemy, b)]));
  });

  it('infiltration.md §14 TC24: the end-of-round advance past the post-alarm section fails the mission', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aa'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'anvil', x: 0, y: 0 }], postAlarmRounds: 3 });
    setExt(f, { alarm: true, marker: 3 });
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    f.act({ type: 'end-activation', side: 'heroes' });
    expect(f.state.status).toEqual({ kind: 'lost', reason: 'the post-alarm section ran out' });
  });

  it('infiltration.md §14 TC26: Move is taken once per turn; other basic actions may repeat', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
      heroes: [{ id: 'h', kind: 'colette', x: 2, y: 0 }],
      doors: [{ id: 'd', x: 3, y: 0, side: 'east', locked: true }],
      dice: { noise: ['0', '0'] },
    });
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    f.act({ type: 'move', side: 'heroes', unit: 'h', area: zone(f, 0) });
    expect(f.refuse({ type: 'move', side: 'heroes', unit: 'h', area: zone(f, 2) })).toBe('not-allowed');
    const g = infiltrationFixture({
      tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
      heroes: [{ id: 'h', kind: 'colette', x: 2, y: 0 }],
      doors: [{ id: 'd', x: 3, y: 0, side: 'east', locked: true }],
      dice: { noise: ['0', '0'] },
    });
    g.act({ type: 'activate', side: 'heroes', unit: 'h' });
    g.act({ type: 'door', side: 'heroes', unit: 'h', door: 0 });
    g.act({ type: 'door', side: 'heroes', unit: 'h', door: 0 });
    expect(openDoorIds(g.state)).toEqual(['d']);
  });

  it('infiltration.md §14 TC27: a patrol never enters from a cleared zone: the next-nearest door is used and opened', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['kk'], x: 0, y: 0 }, { rows: ['mmnn'], x: 2, y: 0 }, { rows: ['qq'], x: 6, y: 0 }],
      heroes: [{ id: 'h', kind: 'kestrel', x: 2, y: 0 }],
      doors: [{ id: 'd1', x: 1, y: 0, side: 'east' }, { id: 'd2', x: 5, y: 0, side: 'east', locked: true }],
    });
    setExt(f, { cleared: [0] });
    const { events } = f.run((c) => patrol(c, 1, 1, zone(f, 2)));
    expect(openDoorIds(f.state)).toEqual(['d2']);
    expect(f.state.ext.locked).toEqual([]);
    expect(new Set(spawnedAreas(f, events))).toEqual(new Set([zone(f, 4)]));
    expect(f.state.ext.awareness[1]).toBeGreaterThanOrEqual(1);
  });

  it('infiltration.md §14 TC28: with no usable door the patrol comes from the barracks nearest the active hero', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['mmnn'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'kestrel', x: 0, y: 0 }], barracks: [{ x: 3, y: 0 }] });
    const { events } = f.run((c) => patrol(c, 1, 0, zone(f, 0)));
    expect(spawnedAreas(f, events).length).toBeGreaterThan(0);
    expect(new Set(spawnedAreas(f, events))).toEqual(new Set([zone(f, 3)]));
  });

  it('infiltration.md §14 TC30: a hero Downed at the start of the turn must Recover twice, keeping 2 wounds', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'anvil', x: 0, y: 0 }] });
    giveWounds(f, 'h', 4);
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    expect(f.engine.legalActions(f.state).map((a) => a.type)).toEqual(['recover', 'end-activation']);
    f.act({ type: 'recover', side: 'heroes', unit: 'h' });
    expect(f.engine.legalActions(f.state).map((a) => a.type)).toEqual(['recover', 'end-activation']);
    f.act({ type: 'recover', side: 'heroes', unit: 'h' });
    expect(f.unit('h').stats['wounds']).toBe(2);
  });

  it('infiltration.md §14 TC31: a Downed hero alone with 4 enemies is captured and acts not; a hero joining frees them, who must then Recover', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabb'], x: 0, y: 0 }],
      heroes: [{ id: 'h1', kind: 'anvil', x: 0, y: 0 }, { id: 'h2', kind: 'colette', x: 3, y: 0 }],
      enemies: [0, 0, 1, 1].map((x) => ({ kind: 'technician', x, y: 0 })),
    });
    giveWounds(f, 'h1', 4);
    const events = f.act({ type: 'activate', side: 'heroes', unit: 'h1' });
    expect(f.unit('h1').stats['captured']).toBe(1);
    expect(events.some((e) => e.type === 'activation-ended' && e.unit === 'h1')).toBe(true);
    expect(events.some((e) => e.type === 'phase-changed' && e.phase === 'enemy-turn')).toBe(true);
    f.act({ type: 'activate', side: 'heroes', unit: 'h2' });
    f.act({ type: 'move', side: 'heroes', unit: 'h2', area: zone(f, 0) });
    f.act({ type: 'end-activation', side: 'heroes' });
    f.act({ type: 'activate', side: 'heroes', unit: 'h1' });
    expect(f.unit('h1').stats['captured']).toBe(0);
    expect(f.engine.legalActions(f.state).map((a) => a.type)).toEqual(['recover', 'end-activation']);
  });

  it('infiltration.md §14 TC33: the end of the round clears awareness where no enemy stands and advances the tracker', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aa'], x: 0, y: 0 }, { rows: ['bb'], x: 0, y: 2 }],
      heroes: [{ id: 'h', kind: 'anvil', x: 0, y: 0 }],
      enemies: [{ kind: 'trooper', x: 0, y: 2 }],
    });
    setExt(f, { awareness: [2, 1], marker: 2 });
    f.run((c) => endOfRound(c));
    expect(f.state.ext).toMatchObject({ awareness: [0, 1], marker: 3 });
  });

  it('infiltration.md §14 TC48: with one of 3 heroes captured the round still has 3 hero turns and 3 enemy turns', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
      heroes: [{ id: 'h1', kind: 'anvil', x: 0, y: 0 }, { id: 'h2', kind: 'colette', x: 4, y: 0 }, { id: 'h3', kind: 'quill', x: 5, y: 0 }],
      enemies: [0, 0, 1, 1].map((x) => ({ kind: 'technician', x, y: 0 })),
    });
    giveWounds(f, 'h1', 4);
    const all: GameEvent[] = [];
    all.push(...f.act({ type: 'activate', side: 'heroes', unit: 'h1' }));
    for (const id of ['h2', 'h3']) {
      all.push(...f.act({ type: 'activate', side: 'heroes', unit: id }));
      all.push(...f.act({ type: 'end-activation', side: 'heroes' }));
    }
    expect(all.filter((e) => e.type === 'activated')).toHaveLength(3);
    expect(all.filter((e) => e.type === 'phase-changed' && e.phase === 'enemy-turn')).toHaveLength(3);
    expect(f.state.round).toBe(2);
  });
});

describe('infiltration: hidden information (spawn tokens, deck order)', () => {
  it('never shows a face-down spawn token\'s level or a draw pile\'s order in the heroes\' view, events or legal actions', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabbccdd'], x: 0, y: 0 }, { rows: ['eeff'], x: 0, y: 1 }],
      heroes: [{ id: 'h1', kind: 'colette', x: 0, y: 0 }, { id: 'h2', kind: 'anvil', x: 1, y: 0 }],
      doors: [{ id: 'd', x: 5, y: 0, side: 'east', locked: true }, { id: 'e', x: 0, y: 0, side: 'south' }],
      spawnTokens: [{ level: 2, x: 7, y: 0 }, { level: 3, x: 3, y: 1 }, { level: 1, x: 4, y: 0 }],
      barracks: [{ x: 2, y: 1 }],
      exits: [{ x: 0, y: 0 }],
      preAlarmRounds: 4,
      postAlarmRounds: 3,
    });
    const view = canonicalJson(f.engine.view(f.state, 'heroes'));
    expect(view).not.toContain('"level"');
    for (const seed of [1, 2, 3]) {
      let steps = 0;
      const end = playRandomly(f.engine, f.state, seed, 5000, (state, action, step) => {
        const leak = hiddenLeak(f.engine, state, 'heroes', action, seed * 7919 + step);
        if (leak) throw new Error(`seed ${seed} step ${step} (${JSON.stringify(action)}): ${leak}`);
        const seen = canonicalJson(f.engine.view(state, 'heroes'));
        for (const deck of Object.values(state.decks)) if (deck.drawPile.length > 1) expect(seen).not.toContain(JSON.stringify(deck.drawPile));
        steps++;
      });
      expect(steps).toBeGreaterThan(0);
      expect(end.state.status.kind).not.toBe('playing');
    }
  });
});
